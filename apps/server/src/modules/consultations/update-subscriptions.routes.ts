import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { UPDATE_MAIL_STOP_MONTHS } from '@openfds/contract';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { hashToken } from '../../plugins/session.ts';

const TokenParams = z.object({ token: z.string().min(10, 'token_invalid').max(200, 'too_long') });

/**
 * The links of the update mail: extend the alerts by a year, or stop them. They are opened from a mail client,
 * so they are GET links that act once and send the browser to the sheet page with the outcome in the query.
 */
export async function updateSubscriptionsRoutes(app: FastifyInstance) {
  for (const action of ['extend', 'stop'] as const) {
    apiRoute(
      app,
      {
        method: 'GET',
        url: `/update_subscriptions/:token/${action}`,
        summary: action === 'extend' ? 'Extend update mails by one year (link of the mail)' : 'Stop update mails (link of the mail)',
        tags: ['documents'],
        params: TokenParams,
        produces: 'text/html',
      },
      async ({ params, reply }) => {
        const set =
          action === 'extend'
            ? { expires_at: sql<Date>`now() + make_interval(months => ${UPDATE_MAIL_STOP_MONTHS})`, stopped_at: null }
            : { stopped_at: sql<Date>`now()` };
        const row = await app.ctx.db
          .updateTable('update_subscriptions')
          .set(set)
          .where('token_hash', '=', hashToken(params.token))
          .returning(['document_id'])
          .executeTakeFirst();
        if (!row) throw new AppError('tokenInvalid');
        const doc = await app.ctx.db.selectFrom('documents').select('iddc').where('id', '=', row.document_id).executeTakeFirstOrThrow();
        return reply.redirect(`/fds/${doc.iddc}/?updates=${action === 'extend' ? 'extended' : 'stopped'}`);
      },
    );
  }
}
