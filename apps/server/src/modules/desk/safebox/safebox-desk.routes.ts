import type { FastifyInstance } from 'fastify';
import { DeskSafeboxQuery, SafeboxAdminItem, SafeboxContractParams, SafeboxStatus } from '@openfds/contract';
import { apiRoute } from '../../../plugins/api-route.ts';
import { collection } from '../../../plugins/envelope.ts';
import { requireUser } from '../../../plugins/session.ts';
import { staffOf } from '../staff.ts';
import * as service from './safebox-desk.service.ts';

const tags = ['admin-desk'];

/**
 * SafeBox contracts on the desk (issue #26), for administrators and assistants (`safebox.handle`). Ours: the admin
 * calls GET /admin/safebox and POST /admin/safebox/{id}/receipt stay as they are (administrators only).
 */
export async function deskSafeboxRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const staff = { access: 'staff', permission: 'safebox.handle' } as const;

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/safebox_contracts',
      tags,
      summary: 'Desk: SafeBox contracts (pending, received, lapsed)',
      query: DeskSafeboxQuery,
      item: SafeboxAdminItem,
      ...staff,
    },
    async ({ request, query }) => collection(request, await service.listContracts(ctx, query.state, query.limit)),
  );
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/admin/safebox_contracts/:contract_identifier/receipt',
      tags,
      summary: 'Desk: record the signed paper copy (the member becomes active)',
      params: SafeboxContractParams,
      item: SafeboxStatus,
      ...staff,
    },
    async ({ request, params }) => collection(request, [await service.recordReceipt(ctx, staffOf(requireUser(request)), params.contract_identifier)]),
  );
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/admin/safebox_contracts/:contract_identifier/resend',
      tags,
      summary: 'Desk: mail the waiting contract again',
      params: SafeboxContractParams,
      item: SafeboxStatus,
      ...staff,
    },
    async ({ request, params }) => collection(request, [await service.resend(ctx, staffOf(requireUser(request)), params.contract_identifier)]),
  );
}
