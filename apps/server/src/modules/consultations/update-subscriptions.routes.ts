import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { hashToken } from '../../plugins/session.ts';
import { changeSubscription, confirmMailAddress } from './consultations.repository.ts';

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
      access: 'public',
    },
    async ({ params, reply }) => {
      const iddc = await confirmMailAddress(app.ctx.db, hashToken(params.token));
      if (iddc === undefined) throw new AppError('tokenInvalid');
      return reply.redirect(iddc ? `/fds/${iddc}/?updates=extended` : '/');
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
        access: 'public',
      },
      async ({ params, reply }) => {
        const iddc = await changeSubscription(app.ctx.db, hashToken(params.token), action);
        if (!iddc) throw new AppError('tokenInvalid');
        return reply.redirect(`/fds/${iddc}/?updates=${action === 'extend' ? 'extended' : 'stopped'}`);
      },
    );
  }
}
