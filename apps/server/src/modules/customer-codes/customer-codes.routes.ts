import type { FastifyInstance } from 'fastify';
import { VerifyCustomerCodeQuery } from '@openfds/contract';
import { z } from 'zod';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection, toData } from '../../plugins/envelope.ts';
import { ensureSession } from '../../plugins/session.ts';
import { checkCustomerCode, rememberCustomerCode } from './customer-codes.service.ts';

/** GET /documents/verify_customer_code: the server decides; 567 when invalid, an empty code is refused (595). */
export async function customerCodesRoutes(app: FastifyInstance) {
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/documents/verify_customer_code',
      summary: 'Check a customer code of a supplier and remember it (session, and account when logged in)',
      tags: ['search'],
      query: VerifyCustomerCodeQuery,
      item: z.object({ supplier_code: z.string(), supplier_name: z.string(), customer_code: z.string() }),
      access: 'public',
    },
    async ({ request, reply, query }) => {
      const verified = await checkCustomerCode(app.ctx, query.supplier_code, query.customer_code, request.ip);
      const session = await ensureSession(app.ctx.db, request, reply);
      await rememberCustomerCode(app.ctx, { session, userId: request.user?.id ?? null }, verified);
      return collection(request, [{ supplier_code: verified.supplierCode, supplier_name: verified.supplierName, customer_code: query.customer_code }], {
        data: toData({ valid: 'yes' }),
      });
    },
  );
}
