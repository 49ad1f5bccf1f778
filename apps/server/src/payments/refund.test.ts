import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentRefusedError, StripePaymentProvider, TestPaymentProvider } from './index.ts';

// The providers' refund (issue #26, the back office's refunds): Stripe's Refunds API with the amount and an
// idempotency key, its refusal as PaymentRefusedError; the built-in test provider's refunds named like Stripe's.

describe('refund', () => {
  const received: { form: URLSearchParams; idempotencyKey: string | undefined }[] = [];
  let server: http.Server;
  let url = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        received.push({ form, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
        res.setHeader('content-type', 'application/json');
        if (form.get('payment_intent') === 'pi_refunded') {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' } }));
          return;
        }
        res.end(JSON.stringify({ id: `re_${form.get('payment_intent')}`, object: 'refund', amount: Number(form.get('amount')), status: 'succeeded' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('Stripe: refunds the amount of the intent with the idempotency key, and answers the refund id', async () => {
    const stripe = new StripePaymentProvider('sk_test_local', null, url);
    expect(await stripe.refund({ intentId: 'pi_abc', amountCents: 1234, idempotencyKey: 'staff-refund-order-7' })).toEqual({ id: 're_pi_abc' });
    const call = received.at(-1)!;
    expect(call.form.get('payment_intent')).toBe('pi_abc');
    expect(call.form.get('amount')).toBe('1234');
    expect(call.idempotencyKey).toBe('staff-refund-order-7');
  });

  it("Stripe: a refusal is a PaymentRefusedError carrying Stripe's error", async () => {
    const stripe = new StripePaymentProvider('sk_test_local', null, url);
    const refused = await stripe.refund({ intentId: 'pi_refunded', amountCents: 100, idempotencyKey: 'k' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentRefusedError);
    expect((refused as Error).message).toContain('already been refunded');
  });

  it('test provider: the same key is the same refund; an intent it never made is refused', async () => {
    const provider = new TestPaymentProvider();
    const first = await provider.refund({ intentId: 'pi_test_1', amountCents: 500, idempotencyKey: 'a' });
    expect(first.id).toMatch(/^re_test_/);
    expect(await provider.refund({ intentId: 'pi_test_1', amountCents: 500, idempotencyKey: 'a' })).toEqual(first);
    await expect(provider.refund({ intentId: 'pi_live_1', amountCents: 500, idempotencyKey: 'b' })).rejects.toBeInstanceOf(PaymentRefusedError);
  });
});
