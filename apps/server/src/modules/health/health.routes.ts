import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection, toData } from '../../plugins/envelope.ts';
import { databaseAnswers } from './health.repository.ts';

/** Liveness for load balancers: answers only when the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  apiRoute(
    app,
    { method: 'GET', url: '/health', summary: 'Liveness and database check', tags: ['health'], item: z.object({}), access: 'public' },
    async ({ request }) => {
      await databaseAnswers(app.ctx.db);
      return collection(request, [], { data: toData({ status: 'ok' }) });
    },
  );
}
