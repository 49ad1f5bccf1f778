import type { FastifyInstance } from 'fastify';
import {
  CheckedReading,
  PDF_CONTENT_TYPE,
  PremiumCheckDetail,
  PremiumCheckItem,
  PremiumCheckParams,
  PremiumChecksQuery,
  PremiumFixturesQuery,
  SheetLabelFixture,
} from '@openfds/contract';
import { apiRoute } from '../../../plugins/api-route.ts';
import { collection } from '../../../plugins/envelope.ts';
import { sendFile } from '../../../plugins/file-response.ts';
import { allowFramingBySite } from '../../../plugins/security-headers.ts';
import { requireUser } from '../../../plugins/session.ts';
import { staffOf } from '../staff.ts';
import * as service from './premium.service.ts';
import { checkFile } from './premium-file.ts';

const tags = ['admin-desk'];

/** Premium checks on the desk (issue #26), `premiumChecks.handle`. Ours: the spec shows no back-office call. */
export async function deskPremiumRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const staff = { access: 'staff', permission: 'premiumChecks.handle' } as const;

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/premium_checks',
      tags,
      summary: 'Desk: the Premium check queue',
      query: PremiumChecksQuery,
      item: PremiumCheckItem,
      ...staff,
    },
    async ({ request, query }) => collection(request, await service.queue(ctx, query.status, query.limit)),
  );
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/premium_checks/fixtures',
      tags,
      summary: "Desk: the approved checks as the reader's labelled fixtures",
      query: PremiumFixturesQuery,
      item: SheetLabelFixture,
      ...staff,
    },
    async ({ request, query }) => collection(request, await service.fixtures(ctx, query.since)),
  );
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/premium_checks/:code',
      tags,
      summary: "Desk: a sheet's check",
      params: PremiumCheckParams,
      item: PremiumCheckDetail,
      ...staff,
    },
    async ({ request, params }) => collection(request, [await service.detail(ctx, params.code)]),
  );
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/premium_checks/:code/file',
      tags,
      summary: "Desk: the checked sheet's PDF",
      params: PremiumCheckParams,
      produces: PDF_CONTENT_TYPE,
      ...staff,
    },
    async ({ request, reply, params }) => {
      const { file, filename } = await checkFile(ctx, params.code);
      // Shown in a frame of the check screen, beside the fields: this reply may be framed by the site itself only.
      allowFramingBySite(reply);
      return sendFile(request, reply, ctx.storage, file, { filename, download: false });
    },
  );
  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/admin/premium_checks/:code/reading',
      tags,
      summary: 'Desk: save the checked reading',
      params: PremiumCheckParams,
      body: CheckedReading,
      item: PremiumCheckDetail,
      ...staff,
    },
    async ({ request, params, body }) => collection(request, [await service.saveCheck(ctx, staffOf(requireUser(request)), params.code, body)]),
  );
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/admin/premium_checks/:code/approval',
      tags,
      summary: 'Desk: approve the checked reading (buyers told)',
      params: PremiumCheckParams,
      item: PremiumCheckDetail,
      ...staff,
    },
    async ({ request, params }) => collection(request, [await service.approve(ctx, staffOf(requireUser(request)), params.code)]),
  );
}
