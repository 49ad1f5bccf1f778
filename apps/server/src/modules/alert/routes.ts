import type { FastifyInstance } from 'fastify';
import { AlertFile, AlertUpdate } from '@openfds/contract';
import { apiRoute, routeRegistry } from '../../plugins/api-route.ts';
import { collection } from '../../plugins/envelope.ts';
import { callerOf, requireUser } from '../../plugins/session.ts';
import { currentAlert, replaceAlert } from './service.ts';

/**
 * The alert banner. GET /alert.json sits outside /api/v1 (the spec names that path) and is registered before the
 * static web app; it is polled every 60 s by every open page, so it answers from one primary-key read.
 */
export async function alertRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  app.get('/alert.json', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return currentAlert(ctx);
  });
  if (!routeRegistry.some((r) => r.url === '/alert.json')) {
    routeRegistry.push({
      method: 'GET',
      url: '/alert.json',
      summary: 'Alert banner file (plain JSON, not in the envelope)',
      tags: ['alert'],
      item: AlertFile,
      plain: true,
      access: 'public',
    });
  }

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/alert',
      tags: ['alert', 'back office'],
      summary: 'Replace the alert banner and its lock window (administrators; audited)',
      body: AlertUpdate,
      item: AlertFile,
      access: 'staff',
      permission: 'alert.write',
    },
    async ({ request, body }) => {
      const file = await replaceAlert(ctx, requireUser(callerOf(request)), body);
      return collection(request, [file]);
    },
  );
}
