import type { DocumentDetails } from '@openfds/contract';
import { api, resultOf, withReconnect } from '../../lib/api.ts';
import type { Envelope } from '../../lib/api-types.ts';

export type SheetDetails = DocumentDetails;

export async function fetchSheet(code: string): Promise<SheetDetails> {
  const res = await api<SheetDetails>(`/documents/${encodeURIComponent(code)}`);
  return res.items[0];
}

export const previewUrl = (code: string, download = false) => `/api/v1/documents/${code}/preview${download ? '?download=1' : ''}`;
export const qrCodeUrl = (code: string) => `/api/v1/documents/${code}/qrcode?size=256`;

/**
 * Whether this visitor may open the file now: a one-byte range request (not counted as a consultation) answers
 * 206, or the error that says why not (640 free-consult data needed, 641 customer code needed).
 */
export function probeFile(code: string): Promise<void> {
  // Through withReconnect like every call: an expired session reconnects and the probe is asked again.
  return withReconnect(async () => {
    const response = await fetch(previewUrl(code), { headers: { Range: 'bytes=1-1' }, credentials: 'include' });
    if (response.ok) return;
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    resultOf(false, response.status, envelope, previewUrl(code));
  });
}

export async function verifyCustomerCode(supplierCode: string, customerCode: string): Promise<void> {
  // POST: the check remembers the code (session, account), a state change (issue #22); GET only checks.
  await api('/documents/verify_customer_code', { method: 'POST', json: { supplier_code: supplierCode, customer_code: customerCode } });
}
