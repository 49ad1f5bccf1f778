import type { FastifyInstance } from 'fastify';
import { ContactRequest, ContactUsRequest, CustomerCodeRequest, FormReceipt, TechnicalSupportRequest, type FormKind } from '@openfds/contract';
import type { z } from 'zod';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection } from '../../plugins/envelope.ts';
import { callerOf } from '../../plugins/session.ts';
import * as service from './service.ts';

const tags = ['forms'];

/** Each form call of api-spec §7 "Forms": its path, the stored kind and its body schema. */
const FORMS: { url: string; kind: FormKind; body: z.ZodType; summary: string }[] = [
  { url: '/contact_us', kind: 'contact_us', body: ContactUsRequest, summary: 'Contact request, mailed to the support' },
  { url: '/contact_technical_support', kind: 'technical_support', body: TechnicalSupportRequest, summary: 'Technical support request, mailed to the support' },
  {
    url: '/request_customer_code',
    kind: 'customer_code',
    body: CustomerCodeRequest,
    summary: "Customer code request, mailed to the supplier's contact address",
  },
  { url: '/contacts', kind: 'contact', body: ContactRequest, summary: 'Professional contact asking to be called back by sales' },
];

/**
 * The four form calls: public (a visitor writes without an account), each stored and mailed with an
 * acknowledgement to the sender (service.ts), under the honeypot and the per-address limits.
 */
export async function formsRoutes(app: FastifyInstance) {
  for (const form of FORMS) {
    apiRoute(
      app,
      { method: 'POST', url: form.url, tags, summary: form.summary, body: form.body, item: FormReceipt, access: 'public' },
      async ({ request, body }) => {
        const receipt = await service.submit(app.ctx, callerOf(request), form.kind, body as service.FormBody);
        return collection(request, [receipt]);
      },
    );
  }
}
