import type { FastifyInstance } from 'fastify';
import {
  DeskNoteRequest,
  DeskReplyRequest,
  DeskRequestDetail,
  DeskRequestParams,
  DeskRequestsQuery,
  DeskRequestSummary,
  DeskRequestUpdate,
  DeskStaffMember,
} from '@openfds/contract';
import { apiRoute } from '../../../plugins/api-route.ts';
import { collection } from '../../../plugins/envelope.ts';
import { requireUser } from '../../../plugins/session.ts';
import { staffOf } from '../staff.ts';
import * as service from './requests.service.ts';

const tags = ['admin-desk'];

/**
 * The requests desk (issue #26): contact, support and customer-code requests followed by staff. Ours: the spec shows
 * no back-office call. Every route is `staff` with `requests.handle`; customer-code requests also need
 * `customerCodes.handle` (checked by the service per request kind).
 */
export async function deskRequestsRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const staff = { access: 'staff', permission: 'requests.handle' } as const;

  apiRoute(
    app,
    { method: 'GET', url: '/admin/requests', tags, summary: 'Desk: requests, newest first', query: DeskRequestsQuery, item: DeskRequestSummary, ...staff },
    async ({ request, query }) => collection(request, await service.listRequests(ctx, staffOf(requireUser(request)), query)),
  );
  apiRoute(
    app,
    { method: 'GET', url: '/admin/requests/staff', tags, summary: 'Desk: staff members a request may be given to', item: DeskStaffMember, ...staff },
    async ({ request }) => collection(request, await service.staffList(ctx)),
  );
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/requests/:id',
      tags,
      summary: 'Desk: one request with its notes and replies',
      params: DeskRequestParams,
      item: DeskRequestDetail,
      ...staff,
    },
    async ({ request, params }) => collection(request, [await service.requestDetail(ctx, staffOf(requireUser(request)), params.id)]),
  );
  apiRoute(
    app,
    {
      method: 'PATCH',
      url: '/admin/requests/:id',
      tags,
      summary: 'Desk: change the status or the assignee of a request',
      params: DeskRequestParams,
      body: DeskRequestUpdate,
      item: DeskRequestDetail,
      ...staff,
    },
    async ({ request, params, body }) => collection(request, [await service.updateRequest(ctx, staffOf(requireUser(request)), params.id, body)]),
  );
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/admin/requests/:id/notes',
      tags,
      summary: 'Desk: add an internal note',
      params: DeskRequestParams,
      body: DeskNoteRequest,
      item: DeskRequestDetail,
      ...staff,
    },
    async ({ request, params, body }) => collection(request, [await service.addNote(ctx, staffOf(requireUser(request)), params.id, body.text)]),
  );
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/admin/requests/:id/replies',
      tags,
      summary: "Desk: reply by mail, in the request's language",
      params: DeskRequestParams,
      body: DeskReplyRequest,
      item: DeskRequestDetail,
      ...staff,
    },
    async ({ request, params, body }) => collection(request, [await service.reply(ctx, staffOf(requireUser(request)), params.id, body)]),
  );
}
