/**
 * Who confirms an EU VAT number before an invoice is made out without VAT (reverse charge, issue #22 item 10): the
 * European Commission's VIES, through its REST API (POST {base}/check-vat-number, JSON in and out; no key). Like
 * the SafeBox company registry (safebox/registry.ts), an interface with the real service and, in the tests, a
 * local stand-in at another base URL. A check that cannot be made is "unavailable", never "valid": the VAT is
 * then applied and the reply says why.
 */
export type VatCheckOutcome = 'valid' | 'invalid' | 'unavailable';

export interface VatCheck {
  outcome: VatCheckOutcome;
  /** VIES's consultation number (given when the seller's own VAT number is sent as the requester): the proof. */
  requestIdentifier: string | null;
  name: string | null;
  address: string | null;
  /** Why a check is unavailable (VIES's error code, HTTP status, time-out). */
  detail: string | null;
}

export interface VatRegistry {
  readonly name: 'vies';
  /** `memberState` as VIES spells it (EL for Greece), `number` without that prefix. Never throws. */
  check(memberState: string, number: string): Promise<VatCheck>;
}

type Fetch = typeof fetch;

interface ViesReply {
  valid?: unknown;
  requestIdentifier?: unknown;
  name?: unknown;
  address?: unknown;
  errorWrappers?: { error?: string }[];
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && v.trim() !== '---' ? v.trim() : null);

export function viesRegistry(options: { baseUrl: string; requester?: string | null; fetch?: Fetch; timeoutMs?: number }): VatRegistry {
  const doFetch = options.fetch ?? fetch;
  // The seller's own number as the requester, so that VIES returns a consultation number.
  const requester = options.requester?.replace(/[\s.-]/g, '').toUpperCase() ?? '';
  const requesterPart = /^[A-Z]{2}[A-Z0-9+*]{2,12}$/.test(requester)
    ? { requesterMemberStateCode: requester.slice(0, 2), requesterNumber: requester.slice(2) }
    : {};
  return {
    name: 'vies',
    async check(memberState, number) {
      const unavailable = (detail: string): VatCheck => ({ outcome: 'unavailable', requestIdentifier: null, name: null, address: null, detail });
      let res: Response;
      try {
        res = await doFetch(`${options.baseUrl.replace(/\/$/, '')}/check-vat-number`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: memberState, vatNumber: number, ...requesterPart }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 8_000),
        });
      } catch (error) {
        // fetch's own failures only: the time-out, and the TypeError of a network failure (refused, DNS, TLS).
        if (error instanceof Error && error.name === 'TimeoutError') return unavailable('timeout');
        if (error instanceof TypeError) return unavailable('unreachable');
        throw error;
      }
      // A reply that is not JSON (a proxy's error page) or cut short (fetch's TypeError) is VIES unavailable.
      const body = (await res.json().catch((error: unknown) => {
        if (error instanceof SyntaxError || error instanceof TypeError) return null;
        throw error;
      })) as ViesReply | null;
      if (!res.ok || !body || typeof body.valid !== 'boolean') {
        return unavailable(body?.errorWrappers?.[0]?.error ?? `http_${res.status}`);
      }
      return {
        outcome: body.valid ? 'valid' : 'invalid',
        requestIdentifier: text(body.requestIdentifier),
        name: text(body.name),
        address: text(body.address),
        detail: null,
      };
    },
  };
}
