import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection, toData } from '../../plugins/envelope.ts';

/** Liveness for load balancers: answers only when the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  apiRoute(
    app,
    { method: 'GET', url: '/health', summary: 'Liveness and database check', tags: ['health'], item: z.object({}), access: 'public' },
    async ({ request }) => {
      await sql`SELECT 1`.execute(app.ctx.db);
      return collection(request, [], { data: toData({ status: 'ok' }) });
    },
  );
}
