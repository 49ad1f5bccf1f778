import type { FastifyInstance } from 'fastify';
import {
  AdminSessionParams,
  AdminUserDetail,
  AdminUserQuery,
  AdminUserRow,
  CreditsAdjustment,
  LoginParams,
  ProfilesUpdate,
  Role,
  UserLockUpdate,
} from '@openfds/contract';
import { apiRoute } from '../../../plugins/api-route.ts';
import { collection } from '../../../plugins/envelope.ts';
import { callerOf, requireUser } from '../../../plugins/session.ts';
import * as service from './staff-users.service.ts';

const tags = ['back office'];

/** The back office's account calls (issue #26), each behind a permission of the contract's role table. */
export async function staffUsersRoutes(app: FastifyInstance, options: { safeboxStatus: service.SafeboxStateOf }) {
  const ctx = app.ctx;

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/:login/profiles',
      tags: ['users', ...tags],
      summary: "Set an account's profile types and roles (administrators; audited)",
      params: LoginParams,
      body: ProfilesUpdate,
      item: Role,
      access: 'staff',
      permission: 'roles.write',
    },
    async ({ request, params, body }) => {
      const types = await service.setProfiles(ctx, requireUser(callerOf(request)), params.login, body);
      return collection(
        request,
        types.map((profile_type) => ({ profile_type })),
      );
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/users',
      tags,
      summary: 'Search accounts (login, e-mail, names, company), filter by status and profile type',
      query: AdminUserQuery,
      item: AdminUserRow,
      access: 'staff',
      permission: 'users.read',
    },
    async ({ request, query }) => collection(request, await service.searchUsers(ctx, query)),
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/users/:login',
      tags,
      summary: 'One account: profile, roles, SafeBox state, credits, sessions',
      params: LoginParams,
      item: AdminUserDetail,
      access: 'staff',
      permission: 'users.read',
    },
    async ({ request, params }) => collection(request, [await service.userDetail(ctx, params.login, options.safeboxStatus)]),
  );

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/admin/users/:login/lock',
      tags,
      summary: 'Lock (sessions ended, no login) or unlock an account (audited)',
      params: LoginParams,
      body: UserLockUpdate,
      item: AdminUserRow,
      access: 'staff',
      permission: 'users.write',
    },
    async ({ request, params, body }) => collection(request, [await service.setLocked(ctx, requireUser(callerOf(request)), params.login, body.locked)]),
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/admin/users/:login/credits',
      tags,
      summary: "Adjust an account's credits of a held offer, with the reason (audited)",
      params: LoginParams,
      body: CreditsAdjustment,
      access: 'staff',
      permission: 'credits.adjust',
    },
    async ({ request, params, body }) => collection(request, [await service.adjustUserCredits(ctx, requireUser(callerOf(request)), params.login, body)]),
  );

  const ended = (request: { url: string }, count: number) => collection(request, [], { data: [{ name: 'ended', value: count }] });
  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/admin/users/:login/sessions',
      tags,
      summary: 'End every session of an account (audited)',
      params: LoginParams,
      access: 'staff',
      permission: 'sessions.end',
    },
    async ({ request, params }) => ended(request, await service.endUserSessions(ctx, requireUser(callerOf(request)), params.login)),
  );

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/admin/users/:login/sessions/:id',
      tags,
      summary: 'End one session of an account (audited)',
      params: AdminSessionParams,
      access: 'staff',
      permission: 'sessions.end',
    },
    async ({ request, params }) => ended(request, await service.endUserSessions(ctx, requireUser(callerOf(request)), params.login, params.id)),
  );
}
