import type { FastifyInstance } from 'fastify';
import {
  CONTENT_ENTITIES,
  CONTENT_INPUTS,
  CONTENT_TRANSLATIONS_INPUTS,
  ContentEntityParams,
  ContentKeyParams,
  ContentRow,
  ContentRowParams,
} from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/session.ts';
import * as service from './admin.service.ts';

const tags = ['admin-content'];

/**
 * The back office's content calls (issue #26), `content.write` (administrators and assistants). Ours: the spec shows
 * none. One PUT per entity, so that each body has its own schema (and OpenAPI entry).
 */
export async function contentAdminRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const staff = { access: 'staff', permission: 'content.write' } as const;

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/content/:entity',
      tags,
      summary: 'Back office: every translation of a content entity',
      params: ContentEntityParams,
      item: ContentRow,
      ...staff,
    },
    async ({ request, params }) => collection(request, await service.listContent(ctx, params.entity)),
  );
  for (const entity of CONTENT_ENTITIES) {
    apiRoute(
      app,
      {
        method: 'PUT',
        url: `/admin/content/${entity}/:key/:language`,
        tags,
        summary: `Back office: create or replace one translation (${entity})`,
        params: ContentRowParams,
        body: CONTENT_INPUTS[entity],
        item: ContentRow,
        ...staff,
      },
      async ({ request, params, body }) =>
        collection(request, [await service.saveContent(ctx, requireUser(request), entity, params, body as Record<string, unknown>)]),
    );
    apiRoute(
      app,
      {
        method: 'PUT',
        url: `/admin/content/${entity}/:key`,
        tags,
        summary: `Back office: save several translations of one item together (${entity}); data \`missing\`: the languages it lacks`,
        params: ContentKeyParams,
        body: CONTENT_TRANSLATIONS_INPUTS[entity],
        item: ContentRow,
        ...staff,
      },
      async ({ request, params, body }) => {
        const translations = (body as { translations: Record<string, Record<string, unknown> | undefined> }).translations;
        const saved = await service.saveTranslations(ctx, requireUser(request), entity, params.key, translations);
        return collection(request, saved.rows, { data: [{ name: 'missing', value: saved.missing }] });
      },
    );
    apiRoute(
      app,
      {
        method: 'DELETE',
        url: `/admin/content/${entity}/:key/:language`,
        tags,
        summary: `Back office: delete one translation (${entity})`,
        params: ContentRowParams,
        ...staff,
      },
      async ({ request, params }) => {
        await service.deleteContent(ctx, requireUser(request), entity, params);
        return collection(request, []);
      },
    );
  }
}
