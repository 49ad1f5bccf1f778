import type { ContactRequest, ContactUsRequest, CustomerCodeRequest, FormReceipt, TechnicalSupportRequest } from '@openfds/contract';
import { api } from '../../lib/api.ts';

async function send(path: string, body: object): Promise<FormReceipt> {
  const item = (await api<FormReceipt>(path, { method: 'POST', json: body })).items[0];
  if (!item) throw new Error('empty form receipt');
  return item;
}

/** The four form calls of api-spec §7 "Forms". */
export const sendContactUs = (body: ContactUsRequest) => send('/contact_us', body);
export const sendTechnicalSupport = (body: TechnicalSupportRequest) => send('/contact_technical_support', body);
export const sendCustomerCodeRequest = (body: CustomerCodeRequest) => send('/request_customer_code', body);
export const sendContact = (body: ContactRequest) => send('/contacts', body);
