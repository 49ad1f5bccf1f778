import type { FastifyInstance } from 'fastify';
import { StaffAuditEntry, StaffAuditQuery } from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection } from '../../plugins/envelope.ts';
import { listStaffActions } from './audit.service.ts';

/** The audit log, read by staff (issue #26); nobody can edit it (no write route, and the table refuses changes). */
export async function auditRoutes(app: FastifyInstance) {
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/audit',
      tags: ['back office'],
      summary: 'Staff actions that changed data, newest first (filter by action, staff, target, days)',
      query: StaffAuditQuery,
      item: StaffAuditEntry,
      access: 'staff',
      permission: 'audit.read',
    },
    async ({ request, query }) => collection(request, await listStaffActions(app.ctx.db, query)),
  );
}
