import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CreationCodeRequest,
  CreationRequest,
  EmailModificationRequest,
  LoginParams,
  ModifyEmailRequest,
  ModifyPasswordRequest,
  PasswordChangeRequest,
  Profile,
  ProfileDetails,
  ProfileDetailsUpdate,
  ProfileTypeParams,
  ProfileUpdate,
  Role,
  TokenPasswordRequest,
} from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection, toData } from '../../plugins/envelope.ts';
import { callerOf } from '../../plugins/session.ts';
import * as service from './service.ts';
import { toDetails, toProfile } from './views.ts';

const tags = ['users'];

/** api-spec §7 Users (and the API-PLATFORM agreement for the replies the spec does not show). */
export async function usersRoutes(app: FastifyInstance, options: { profileSafebox: service.ProfileSafeboxRule }) {
  const ctx = app.ctx;

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/creation_request',
      tags,
      summary: 'Register: pending account and confirmation mail',
      body: CreationRequest,
      access: 'public',
    },
    async ({ request, body }) => {
      await service.requestCreation(ctx, callerOf(request), body);
      return collection(request);
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/creation_code',
      tags,
      summary: 'Register with a password: pending until the mailed link is opened',
      body: CreationCodeRequest,
      access: 'public',
    },
    async ({ request, body }) => {
      await service.createWithPassword(ctx, callerOf(request), body);
      return collection(request);
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users',
      tags,
      summary: 'Complete a registration or password token with a new password',
      body: TokenPasswordRequest,
      access: 'public',
    },
    async ({ request, body }) => {
      const login = await service.completeToken(ctx, body.token, body.password, request.ip);
      return collection(request, [], { data: toData({ login }) });
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/modify_password_request',
      tags,
      summary: 'Mail a password change link (same answer whether or not the account exists)',
      body: ModifyPasswordRequest,
      access: 'public',
    },
    async ({ request, body }) => {
      service.requestPasswordChange(ctx, callerOf(request), body.login);
      return collection(request);
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/:login/modify_email_request',
      tags,
      summary: 'Mail the new address a link to confirm an e-mail change',
      params: LoginParams,
      body: ModifyEmailRequest,
      access: 'self',
    },
    async ({ request, body }) => {
      await service.requestEmailChange(ctx, callerOf(request), body.email);
      return collection(request);
    },
  );

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/users/:login/email/modification',
      tags,
      summary: 'Complete an e-mail change: login and e-mail become the new address',
      params: LoginParams,
      body: EmailModificationRequest,
      access: 'public',
    },
    async ({ request, params, body }) => {
      const login = await service.completeEmailChange(ctx, callerOf(request), params.login, body);
      return collection(request, [], { data: toData({ login }) });
    },
  );

  apiRoute(
    app,
    { method: 'GET', url: '/users/:login', tags, summary: 'Profile (own account, or any for an admin)', params: LoginParams, item: Profile, access: 'owner' },
    async ({ request, target }) => {
      const user = await service.readableUser(ctx, target.id);
      return collection(request, [toProfile(user)]);
    },
  );

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/users/:login',
      tags,
      summary: 'Update the profile (own account)',
      params: LoginParams,
      body: ProfileUpdate,
      item: Profile,
      access: 'self',
    },
    async ({ request, body }) => {
      const user = await service.updateProfile(ctx, callerOf(request), body, options.profileSafebox);
      return collection(request, [toProfile(user)]);
    },
  );

  // api-spec §7 has no call to change a password with the current one (only the mailed-token POST /users): this
  // route is ours, beside the other /users/{login}/... calls; it comes before PUT /users/{login}/{profile_type}
  // (a static segment wins in the router, and "password" is no profile type).
  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/users/:login/password',
      tags,
      summary: 'Change the password with the current one (own account); other sessions end, a mail tells the owner',
      params: LoginParams,
      body: PasswordChangeRequest,
      access: 'self',
    },
    async ({ request, body }) => {
      await service.changePassword(ctx, callerOf(request), body);
      return collection(request);
    },
  );

  // The spec asks for "the extra profile details by login" without a path; this is ours.
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/details',
      tags,
      summary: 'Extra profile details (own account, or any for an admin)',
      params: LoginParams,
      item: ProfileDetails,
      access: 'owner',
    },
    async ({ request, target }) => {
      const user = await service.readableUser(ctx, target.id);
      return collection(request, [toDetails(user)]);
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/roles',
      tags,
      summary: 'Profile types of the account, one item each',
      params: LoginParams,
      item: Role,
      access: 'owner',
    },
    async ({ request, target }) => {
      const user = await service.readableUser(ctx, target.id);
      return collection(
        request,
        user.profile_types.map((profile_type) => ({ profile_type })),
      );
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/admin',
      tags,
      summary: 'Admin site URL for admins and assistants (562 otherwise)',
      params: LoginParams,
      item: z.object({}),
      access: 'self',
    },
    async ({ request }) => {
      const url = await service.adminUrl(ctx, callerOf(request));
      return collection(request, [], { data: toData({ url }) });
    },
  );

  // GET /users/:login/subscription is the shop's (modules/shop/routes.ts).

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/users/:login/:profile_type',
      tags,
      summary: 'Update the extra profile details of one profile type',
      params: ProfileTypeParams,
      body: ProfileDetailsUpdate,
      item: ProfileDetails,
      access: 'self',
    },
    async ({ request, params, body }) => {
      const user = await service.updateDetails(ctx, callerOf(request), params.profile_type, body, options.profileSafebox);
      return collection(request, [toDetails(user)]);
    },
  );
}
