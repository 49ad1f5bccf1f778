import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { InvitationTokenParams, SupplierInvitationParams, SupplierInvitationRequest } from '@openfds/contract';
import { AppError } from '../../errors/app-error.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection, toData } from '../../plugins/envelope.ts';
import { callerOf, requireUser } from '../../plugins/session.ts';
import { supplierProfile } from './members.repository.ts';
import { acceptInvitation, describeInvitation, invite, inviteToSupplierCode, listMembers, listPendingInvitations, removeMember } from './members.service.ts';

const tags = ['supplier'];
const MemberParams = z.object({ login: z.string().min(1).max(400) });

/** The supplier organisation and its staff (issue #27 "Supplier accounts"). */
export async function supplierSpaceRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  apiRoute(
    app,
    { method: 'GET', url: '/supplier/profile', tags, summary: 'The supplier the caller works for, and their role there', access: 'supplier' },
    async ({ request, supplier }) => {
      const profile = await supplierProfile(ctx.db, supplier.id);
      if (!profile) throw new AppError('notFound');
      return collection(request, [{ code: profile.code, name: profile.name, access_level: profile.access_level, role: supplier.role }]);
    },
  );

  apiRoute(
    app,
    { method: 'GET', url: '/supplier/members', tags, summary: "The supplier's staff accounts", access: 'supplier' },
    async ({ request, supplier }) =>
      collection(request, await listMembers(ctx, supplier.id), {
        data: toData({ invitations: supplier.role === 'admin' ? await listPendingInvitations(ctx, supplier.id) : [] }),
      }),
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/supplier/invitations',
      tags,
      summary: 'Invite a person into the supplier (its admins only): a mail with a link',
      body: SupplierInvitationRequest,
      access: 'supplier',
      supplierRole: 'admin',
    },
    async ({ request, reply, body, supplier }) => {
      const caller = callerOf(request);
      const sent = await invite(ctx, supplier.id, requireUser(caller).id, body, caller.language);
      reply.code(201);
      return collection(request, [sent]);
    },
  );

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/supplier/members/:login',
      tags,
      summary: 'Remove a staff account from the supplier (its admins only)',
      params: MemberParams,
      access: 'supplier',
      supplierRole: 'admin',
    },
    async ({ request, params, supplier }) => {
      await removeMember(ctx, supplier.id, requireUser(callerOf(request)), params.login);
      return collection(request, [], { data: toData({ removed: 1 }) });
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/admin/suppliers/:supplier_code/invitations',
      tags: ['admin'],
      summary: 'Invite a person into a supplier (back office)',
      params: SupplierInvitationParams,
      body: SupplierInvitationRequest,
      access: 'staff',
      permission: 'supplierMembers.invite',
    },
    async ({ request, reply, params, body }) => {
      const caller = callerOf(request);
      const sent = await inviteToSupplierCode(ctx, params.supplier_code, requireUser(caller), body, caller.language);
      reply.code(201);
      return collection(request, [sent]);
    },
  );

  apiRoute(
    app,
    { method: 'GET', url: '/supplier-invitations/:token', tags, summary: 'What an invitation link offers', params: InvitationTokenParams, access: 'public' },
    async ({ request, params }) => collection(request, [await describeInvitation(ctx, params.token)]),
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/supplier-invitations/:token/accept',
      tags,
      summary: 'Join the supplier of an invitation (logged in with the invited address)',
      params: InvitationTokenParams,
      access: 'user',
    },
    async ({ request, params }) => collection(request, [await acceptInvitation(ctx, requireUser(callerOf(request)), params.token)]),
  );
}
