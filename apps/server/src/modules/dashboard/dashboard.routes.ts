import type { FastifyInstance } from 'fastify';
import { Dashboard } from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection } from '../../plugins/envelope.ts';
import { dashboard } from './dashboard.service.ts';

/** The back office's dashboard (issue #26): read by every staff member. */
export async function dashboardRoutes(app: FastifyInstance) {
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/dashboard',
      tags: ['back office'],
      summary: 'Platform figures (users, suppliers, sheets, readings, extraction queue, orders, open requests) and failed jobs',
      item: Dashboard,
      access: 'staff',
      permission: 'dashboard.read',
    },
    async ({ request }) => collection(request, [await dashboard(app.ctx)]),
  );
}
