import type { FastifyInstance } from 'fastify';
import {
  LoginParams,
  PDF_CONTENT_TYPE,
  SafeboxAdminItem,
  SafeboxAdminQuery,
  SafeboxCcConfirmation,
  SafeboxCcConfirmationRequest,
  SafeboxContractParams,
  SafeboxRequest,
  SafeboxSignatureRequest,
  SafeboxStatus,
} from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/session.ts';
import type { CompanyRegistry } from './registry.ts';
import * as service from './service.ts';

const tags = ['safebox'];

/**
 * SafeBox calls: api-spec §7 POST /users/{login}/safebox and POST /signatures/safebox, plus ours for the status
 * block (GET), sending the contract again, withdrawing or leaving (DELETE), the contract download and the
 * admin's record of a paper copy. `options.registry` replaces the configured company registry (tests).
 */
export async function safeboxRoutes(app: FastifyInstance, options: { registry?: CompanyRegistry | null } = {}) {
  const ctx = app.ctx;

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/:login/safebox',
      tags,
      summary: 'Join SafeBox: check the company, generate and mail the contract',
      params: LoginParams,
      body: SafeboxRequest,
      item: SafeboxStatus,
      access: 'self',
    },
    async ({ request, body, target }) => {
      const status = await service.requestMembership(ctx, target.id, body, { language: request.language, registry: options.registry });
      return collection(request, [status]);
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/safebox',
      tags,
      summary: 'SafeBox status: state, dates, contract, recent deposits (own account, or any for an admin)',
      params: LoginParams,
      item: SafeboxStatus,
      access: 'owner',
    },
    async ({ request, target }) => {
      return collection(request, [await service.statusFor(ctx, target.id)]);
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/:login/safebox/resend',
      tags,
      summary: 'Mail the waiting SafeBox contract again',
      params: LoginParams,
      item: SafeboxStatus,
      access: 'self',
    },
    async ({ request, target }) => {
      return collection(request, [await service.resendContract(ctx, target.id)]);
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/safebox/cc_confirmation',
      tags,
      summary: 'Confirm the copy address of a SafeBox request (the link mailed to it); it then gets the contract',
      body: SafeboxCcConfirmationRequest,
      item: SafeboxCcConfirmation,
      // The copy address's owner may have no account: the mailed token is the proof.
      access: 'public',
    },
    async ({ request, body }) => {
      return collection(request, [await service.confirmCc(ctx, body.token)]);
    },
  );

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/users/:login/safebox',
      tags,
      summary: 'Withdraw a waiting SafeBox request, or leave SafeBox (received sheets stay)',
      params: LoginParams,
      item: SafeboxStatus,
      access: 'self',
    },
    async ({ request, target }) => {
      return collection(request, [await service.endMembership(ctx, target.id)]);
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/safebox/contract',
      tags,
      summary: 'The SafeBox contract PDF (the stamped copy once signed)',
      params: LoginParams,
      produces: PDF_CONTENT_TYPE,
      access: 'owner',
    },
    async ({ reply, target }) => {
      const { pdf, fileName } = await service.contractFile(ctx, target.id);
      return reply
        .header('Content-Type', PDF_CONTENT_TYPE)
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/signatures/safebox',
      tags,
      summary: 'Sign the SafeBox contract online (simple electronic signature)',
      body: SafeboxSignatureRequest,
      item: SafeboxStatus,
      access: 'user',
    },
    async ({ request, body }) => {
      const status = await service.signOnline(ctx, requireUser(request).id, body.contract_identifier, {
        ip: request.ip,
        userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'].slice(0, 500) : null,
      });
      return collection(request, [status]);
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/safebox',
      tags,
      summary: 'Admin: SafeBox requests and memberships, newest first (back office)',
      query: SafeboxAdminQuery,
      item: SafeboxAdminItem,
      access: 'admin',
    },
    async ({ request, query }) => {
      return collection(request, await service.listForAdmin(ctx, query.status, query.limit));
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/admin/safebox/:contract_identifier/receipt',
      tags,
      summary: 'Admin: record the receipt of a signed paper contract',
      params: SafeboxContractParams,
      item: SafeboxStatus,
      access: 'admin',
    },
    async ({ request, params }) => {
      return collection(request, [await service.recordPaperReceipt(ctx, requireUser(request).id, params.contract_identifier)]);
    },
  );
}
