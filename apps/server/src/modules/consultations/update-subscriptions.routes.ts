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
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/update_subscriptions/:token/confirm',
      summary: 'Confirm the address of update mails (link of the confirmation mail)',
      tags: ['documents'],
      params: TokenParams,
      produces: 'text/html',
    },
    async ({ params, reply }) => {
      const row = await sql<{ email: string }>`UPDATE update_mail_addresses SET confirmed_at = coalesce(confirmed_at, now())
                                                WHERE token_hash = ${hashToken(params.token)} RETURNING email`.execute(app.ctx.db);
      if (!row.rows[0]) throw new AppError('tokenInvalid');
      const sub = await sql<{ iddc: string }>`SELECT d.iddc FROM update_subscriptions s JOIN documents d ON d.id = s.document_id
                                               WHERE s.email = ${row.rows[0].email} ORDER BY s.last_consulted_at DESC LIMIT 1`.execute(app.ctx.db);
      return reply.redirect(sub.rows[0] ? `/fds/${sub.rows[0].iddc}/?updates=extended` : '/');
    },
  );

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
