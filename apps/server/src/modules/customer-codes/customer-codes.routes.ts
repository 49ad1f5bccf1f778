import type { FastifyInstance } from 'fastify';
import { VerifyCustomerCodeQuery } from '@openfds/contract';
import { z } from 'zod';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection, toData } from '../../plugins/envelope.ts';
import { ensureSession } from '../../plugins/session.ts';
import { checkCustomerCode, rememberCustomerCode } from './customer-codes.service.ts';

/**
 * The customer-code check (api-spec: GET /documents/verify_customer_code): the server decides; 567 when invalid, an
 * empty code is refused (595). Issue #22: a GET changes no state, so GET only checks the code, and POST (same
 * fields in the body; ours) checks it and remembers it in the session, and on the account when logged in: that is
 * the call the web makes. Both go through the one throttled check (checkCustomerCodeAmong).
 */
export async function customerCodesRoutes(app: FastifyInstance) {
  const item = z.object({ supplier_code: z.string(), supplier_name: z.string(), customer_code: z.string() });
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/documents/verify_customer_code',
      summary: 'Check a customer code of a supplier (remembers nothing: POST does)',
      tags: ['search'],
      query: VerifyCustomerCodeQuery,
      item,
      access: 'public',
    },
    async ({ request, query }) => {
      const verified = await checkCustomerCode(app.ctx, query.supplier_code, query.customer_code, { ip: request.ip, userId: request.user?.id ?? null });
      return collection(request, [{ supplier_code: verified.supplierCode, supplier_name: verified.supplierName, customer_code: query.customer_code }], {
        data: toData({ valid: 'yes' }),
      });
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/documents/verify_customer_code',
      summary: 'Check a customer code of a supplier and remember it (session, and account when logged in)',
      tags: ['search'],
      body: VerifyCustomerCodeQuery,
      item,
      access: 'public',
    },
    async ({ request, reply, body }) => {
      const verified = await checkCustomerCode(app.ctx, body.supplier_code, body.customer_code, { ip: request.ip, userId: request.user?.id ?? null });
      const session = await ensureSession(app.ctx.db, request, reply);
      await rememberCustomerCode(app.ctx, { session, userId: request.user?.id ?? null }, verified);
      return collection(request, [{ supplier_code: verified.supplierCode, supplier_name: verified.supplierName, customer_code: body.customer_code }], {
        data: toData({ valid: 'yes' }),
      });
    },
  );
}
