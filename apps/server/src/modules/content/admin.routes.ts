import type { FastifyInstance } from 'fastify';
import { CONTENT_ENTITIES, CONTENT_INPUTS, ContentEntityParams, ContentRow, ContentRowParams } from '@openfds/contract';
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
