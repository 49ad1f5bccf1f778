import type { FastifyInstance } from 'fastify';
import { GuestRequest, LoginRequest, Me } from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection, toData } from '../../plugins/envelope.ts';
import { callerOf, createSession, ensureSession, SESSION_COOKIE } from '../../plugins/session.ts';
import * as service from './service.ts';

const tags = ['session'];

/** api-spec §7 Session. */
export async function sessionRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  apiRoute(
    app,
    { method: 'POST', url: '/session', tags, summary: 'Log in (code 555 for any wrong login or password)', body: LoginRequest, item: Me, access: 'public' },
    async ({ request, reply, body }) => {
      const me = await service.login(ctx, callerOf(request), (trx, values) => createSession(trx, request, reply, values), body);
      return collection(request, [me], { data: toData({ login: me.login }) });
    },
  );

  apiRoute(
    app,
    { method: 'GET', url: '/session', tags, summary: 'Current session: the user, or a visitor with its guest pass', item: Me, access: 'public' },
    async ({ request }) => {
      const state = await service.current(ctx, callerOf(request));
      return collection(request, state.me ? [state.me] : [], {
        data: toData({ logged_in: state.me !== null, guest_pass: state.guestPass }),
      });
    },
  );

  apiRoute(
    app,
    { method: 'PUT', url: '/session', tags, summary: 'Guest data for a free consultation (marks the guest pass)', body: GuestRequest, access: 'public' },
    async ({ request, reply, body }) => {
      await service.storeGuest(ctx, await ensureSession(ctx.db, request, reply), body);
      return collection(request, [], { data: toData({ guest_pass: true }) });
    },
  );

  apiRoute(app, { method: 'DELETE', url: '/session', tags, summary: 'Log out: the session is deleted', access: 'public' }, async ({ request, reply }) => {
    await service.logout(ctx, callerOf(request));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return collection(request);
  });
}
