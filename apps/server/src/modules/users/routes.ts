import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CreationCodeRequest, CreationRequest, EmailModificationRequest, LoginParams, ModifyEmailRequest, ModifyPasswordRequest,
  PasswordChangeRequest, Profile, ProfileDetails, ProfileDetailsUpdate, ProfileTypeParams, ProfileUpdate, Role, TokenPasswordRequest,
} from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection, toData } from '../../plugins/envelope.ts';
import { callerOf } from '../../plugins/session.ts';
import { requestedLanguage } from './account-mails.ts';
import * as service from './service.ts';
import { toDetails, toProfile } from './views.ts';

const tags = ['users'];

/** api-spec §7 Users (and the API-PLATFORM agreement for the replies the spec does not show). */
export async function usersRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  apiRoute(app, { method: 'POST', url: '/users/creation_request', tags, summary: 'Register: pending account and confirmation mail', body: CreationRequest }, async ({ request, body }) => {
    await service.requestCreation(ctx, request, body);
    return collection(request);
  });

  apiRoute(app, { method: 'POST', url: '/users/creation_code', tags, summary: 'Register with a password: pending until the mailed link is opened', body: CreationCodeRequest }, async ({ request, body }) => {
    await service.createWithPassword(ctx, request, body);
    return collection(request);
  });

  apiRoute(app, { method: 'POST', url: '/users', tags, summary: 'Complete a registration or password token with a new password', body: TokenPasswordRequest }, async ({ request, body }) => {
    const login = await service.completeToken(ctx, body.token, body.password, request.ip);
    return collection(request, [], { data: toData({ login }) });
  });

  apiRoute(app, { method: 'POST', url: '/users/modify_password_request', tags, summary: 'Mail a password change link (same answer whether or not the account exists)', body: ModifyPasswordRequest }, async ({ request, body }) => {
    service.requestPasswordChange(ctx, request, body.login);
    return collection(request);
  });

  apiRoute(app, { method: 'POST', url: '/users/:login/modify_email_request', tags, summary: 'Mail the new address a link to confirm an e-mail change', params: LoginParams, body: ModifyEmailRequest, authorize: (request, params) => { service.assertOwnLogin(request, params.login); } }, async ({ request, params, body }) => {
    await service.requestEmailChange(ctx, request, params.login, body.email);
    return collection(request);
  });

  apiRoute(app, { method: 'PUT', url: '/users/:login/email/modification', tags, summary: 'Complete an e-mail change: login and e-mail become the new address', params: LoginParams, body: EmailModificationRequest }, async ({ request, params, body }) => {
    const login = await service.completeEmailChange(ctx, request, params.login, body);
    return collection(request, [], { data: toData({ login }) });
  });

  apiRoute(app, { method: 'GET', url: '/users/:login', tags, summary: 'Profile (own account, or any for an admin)', params: LoginParams, item: Profile }, async ({ request, params }) => {
    const user = await service.readableUser(ctx, request, params.login);
    return collection(request, [toProfile(user)]);
  });

  apiRoute(app, { method: 'PUT', url: '/users/:login', tags, summary: 'Update the profile (own account)', params: LoginParams, body: ProfileUpdate, item: Profile, authorize: (request, params) => { service.assertOwnLogin(request, params.login); } }, async ({ request, params, body }) => {
    const user = await service.updateProfile(ctx, request, params.login, body);
    return collection(request, [toProfile(user)]);
  });

  // api-spec §7 has no call to change a password with the current one (only the mailed-token POST /users): this
  // route is ours, beside the other /users/{login}/... calls; it comes before PUT /users/{login}/{profile_type}
  // (a static segment wins in the router, and "password" is no profile type).
  apiRoute(app, { method: 'PUT', url: '/users/:login/password', tags, summary: 'Change the password with the current one (own account); other sessions end, a mail tells the owner', params: LoginParams, body: PasswordChangeRequest, authorize: (request, params) => { service.assertOwnLogin(request, params.login); } }, async ({ request, params, body }) => {
    await service.changePassword(ctx, callerOf(request), params.login, body, requestedLanguage(request));
    return collection(request);
  });

  // The spec asks for "the extra profile details by login" without a path; this is ours.
  apiRoute(app, { method: 'GET', url: '/users/:login/details', tags, summary: 'Extra profile details (own account, or any for an admin)', params: LoginParams, item: ProfileDetails }, async ({ request, params }) => {
    const user = await service.readableUser(ctx, request, params.login);
    return collection(request, [toDetails(user)]);
  });

  apiRoute(app, { method: 'GET', url: '/users/:login/roles', tags, summary: 'Profile types of the account, one item each', params: LoginParams, item: Role }, async ({ request, params }) => {
    const user = await service.readableUser(ctx, request, params.login);
    return collection(request, user.profile_types.map((profile_type) => ({ profile_type })));
  });

  apiRoute(app, { method: 'GET', url: '/users/:login/admin', tags, summary: 'Admin site URL for admins and assistants (562 otherwise)', params: LoginParams, item: z.object({}) }, async ({ request, params }) => {
    const url = await service.adminUrl(ctx, request, params.login);
    return collection(request, [], { data: toData({ url }) });
  });

  // GET /users/:login/subscription is the shop's (modules/shop/routes.ts).

  apiRoute(app, { method: 'PUT', url: '/users/:login/:profile_type', tags, summary: 'Update the extra profile details of one profile type', params: ProfileTypeParams, body: ProfileDetailsUpdate, item: ProfileDetails, authorize: (request, params) => { service.assertOwnLogin(request, params.login); } }, async ({ request, params, body }) => {
    const user = await service.updateDetails(ctx, request, params.login, params.profile_type, body);
    return collection(request, [toDetails(user)]);
  });
}
