import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { makeUser } from '../../../test/factories.ts';
import { OFFERS, runShopJobs, shopCall } from '../../../test/shop-fixtures.ts';
import { CANCEL_INTENTS_JOB } from './pending-order.ts';

/**
 * The Stripe path against a local HTTP server answering PaymentIntents calls as Stripe's API reference documents
 * them (form-encoded requests, JSON objects back); webhook signatures are made by the package's own helper.
 */
const WEBHOOK_SECRET = 'whsec_test_local_fake';

interface Received {
  method: string;
  path: string;
  form: URLSearchParams;
  auth: string | undefined;
}

function fakeStripe(received: Received[]) {
  let n = 0;
  return http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({ method: req.method!, path: req.url!, form, auth: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      const cancel = req.url!.match(/^\/v1\/payment_intents\/(\w+)\/cancel$/);
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        n += 1;
        const id = `pi_fake${n}`;
        res.end(
          JSON.stringify({
            id,
            object: 'payment_intent',
            amount: Number(form.get('amount')),
            currency: form.get('currency'),
            status: 'requires_payment_method',
            client_secret: `${id}_secret_fake${n}`,
            metadata: { order_id: form.get('metadata[order_id]') },
            livemode: false,
          }),
        );
      } else if (req.method === 'POST' && req.url === '/v1/refunds') {
        res.end(JSON.stringify({ id: `re_${form.get('payment_intent')}`, object: 'refund', payment_intent: form.get('payment_intent'), status: 'succeeded' }));
      } else if (req.method === 'POST' && cancel) {
        res.end(JSON.stringify({ id: cancel[1], object: 'payment_intent', status: 'canceled' }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }));
      }
    });
  });
}

describe('Stripe payments (local fake of the API)', () => {
  let t: TestContext;
  let server: http.Server;
  const received: Received[] = [];
  const stripe = new Stripe('sk_test_unused');

  // Every reply checked against the contract's item schema of its route (test/contract-replies.ts).
  const call = (method: string, url: string, cookie?: string, payload?: unknown) => shopCall(t)(method, url, cookie, payload);
  const item = (res: { json(): any }) => res.json().collection.items[0];

  function webhook(event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }
  const intentEvent = (id: string, type: string, intentId: string, extra: object = {}) => ({
    id,
    object: 'event',
    type,
    api_version: '2024-06-20',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: intentId, object: 'payment_intent', ...extra } },
  });

  beforeAll(async () => {
    server = fakeStripe(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestContext({ stripeSecretKey: 'sk_test_local', stripeWebhookSecret: WEBHOOK_SECRET, stripeApiUrl: `http://127.0.0.1:${port}` });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    server?.close();
  });

  it('creates a PaymentIntent, pays on the signed webhook once, and refuses a bad signature', async () => {
    const u = await makeUser(t.db);
    await call('POST', `/users/${u.login}/billing`, u.cookie, {
      company_name: 'Acme GmbH',
      address1: 'Hauptstr. 1',
      zipcode: '10115',
      city: 'Berlin',
      country_code: 'DE',
      terms_of_sale: true,
      personal_data: true,
    });
    await call('PUT', '/cart', u.cookie, { offer_ids: [OFFERS.standard], quantity: 2, step: 2 });
    const post = await call('POST', '/cart', u.cookie);
    expect(post.statusCode, post.body).toBe(200);
    expect(post.json().collection.data).toContainEqual({ name: 'payment_provider', value: 'stripe' });
    const cart = item(post);
    // German consumer: 40 euros + 19 % VAT.
    expect(cart).toMatchObject({ step: 3, client_secret: 'pi_fake1_secret_fake1', total_it: 47.6, vat_mode: 'eu_consumer' });
    const create = received.find((r) => r.path === '/v1/payment_intents')!;
    expect(create.auth).toBe('Bearer sk_test_local');
    expect(create.form.get('amount')).toBe('4760');
    expect(create.form.get('currency')).toBe('eur');
    expect(create.form.get('metadata[order_id]')).toBe(String(cart.command));

    // The test provider's form does not exist with Stripe.
    expect((await call('POST', '/payments/test/confirm', u.cookie, { client_secret: cart.client_secret, card_number: '4242424242424242' })).statusCode).toBe(
      404,
    );

    const forged = await webhook(intentEvent('evt_forged', 'payment_intent.succeeded', 'pi_fake1'), 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().collection.errors[0].code).toBe(615);
    expect(item(await call('GET', `/users/${u.login}/subscription`, u.cookie)).tokens).toBe(0);

    const failed = await webhook(intentEvent('evt_failed', 'payment_intent.payment_failed', 'pi_fake1', { last_payment_error: { code: 'card_declined' } }));
    expect(failed.statusCode).toBe(200);
    expect(item(await call('GET', `/users/${u.login}/orders/${cart.command}`, u.cookie))).toMatchObject({ status: 'pending', failure: 'card_declined' });

    const ok = await webhook(intentEvent('evt_ok', 'payment_intent.succeeded', 'pi_fake1'));
    expect(ok.json().collection.data).toContainEqual({ name: 'handled', value: true });
    const replay = await webhook(intentEvent('evt_ok', 'payment_intent.succeeded', 'pi_fake1'));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().collection.data).toContainEqual({ name: 'handled', value: false });
    const order = item(await call('GET', `/users/${u.login}/orders/${cart.command}`, u.cookie));
    expect(order).toMatchObject({ status: 'paid', provider: 'stripe' });
    expect(order.invoice_number).toMatch(/^FA-/);
    expect(item(await call('GET', `/users/${u.login}/subscription`, u.cookie))).toMatchObject({ tokens: 20 });
  });

  it('resuming a pending order creates a new intent; the old one is cancelled by a job queued with the rows, not in the request', async () => {
    const u = await makeUser(t.db);
    await call('POST', `/users/${u.login}/billing`, u.cookie, {
      company_name: 'Acme',
      address1: '1 rue X',
      zipcode: '75001',
      city: 'Paris',
      country_code: 'FR',
      terms_of_sale: true,
      personal_data: true,
    });
    await call('PUT', '/cart', u.cookie, { offer_ids: [OFFERS.premium], step: 2 });
    const first = item(await call('POST', '/cart', u.cookie)).client_secret as string;
    const resumed = await call('POST', `/users/${u.login}/command`, u.cookie);
    expect(item(resumed).client_secret).not.toBe(first);
    const intentId = first.split('_secret_')[0];
    const second = (item(resumed).client_secret as string).split('_secret_')[0];
    // Issue #29: no provider call for the old intent during the request; a job queued with the resume's rows does it.
    expect(received.some((r) => r.path === `/v1/payment_intents/${intentId}/cancel`)).toBe(false);
    expect(t.sentJobs).toContainEqual({ name: CANCEL_INTENTS_JOB, data: { orderId: Number(item(resumed).id), keep: second } });
    await runShopJobs(t);
    expect(received.some((r) => r.path === `/v1/payment_intents/${intentId}/cancel`)).toBe(true);
    expect(received.some((r) => r.path === `/v1/payment_intents/${second}/cancel`)).toBe(false);
  });

  it('a payment on the intent a resume replaced, before its job ran, pays the order; the newer intent is cancelled, a second payment refunded', async () => {
    const u = await makeUser(t.db);
    await call('POST', `/users/${u.login}/billing`, u.cookie, {
      company_name: 'Acme',
      address1: '1 rue X',
      zipcode: '75001',
      city: 'Paris',
      country_code: 'FR',
      terms_of_sale: true,
      personal_data: true,
    });
    await call('PUT', '/cart', u.cookie, { offer_ids: [OFFERS.premium], step: 2 });
    const cart = item(await call('POST', '/cart', u.cookie));
    const first = (cart.client_secret as string).split('_secret_')[0];
    const second = (item(await call('POST', `/users/${u.login}/command`, u.cookie)).client_secret as string).split('_secret_')[0];
    expect(second).not.toBe(first);
    // The resume asked nothing of Stripe for the first intent: its cancellation waits in a job, not yet run.
    expect(received.some((r) => r.path === `/v1/payment_intents/${first}/cancel`)).toBe(false);
    expect(t.sentJobs).toContainEqual({ name: CANCEL_INTENTS_JOB, data: { orderId: Number(cart.command), keep: second } });

    // The customer had finished paying on the first intent's page: Stripe reports its success after the resume.
    const late = await webhook(intentEvent(`evt_late_${first}`, 'payment_intent.succeeded', first, { metadata: { order_id: String(cart.command) } }));
    expect(late.json().collection.data).toContainEqual({ name: 'handled', value: true });
    const order = item(await call('GET', `/users/${u.login}/orders/${cart.command}`, u.cookie));
    expect(order).toMatchObject({ status: 'paid' });
    expect(order.invoice_number).toMatch(/^FA-/);
    expect(item(await call('GET', `/users/${u.login}/subscription`, u.cookie))).toMatchObject({ tokens: 10 });
    // The intent the resume made must not charge as well: cancelled by a job queued with the payment's rows.
    expect(t.sentJobs).toContainEqual({ name: CANCEL_INTENTS_JOB, data: { orderId: Number(cart.command), keep: first } });
    expect(received.some((r) => r.path === `/v1/payment_intents/${second}/cancel`)).toBe(false);
    // The worker runs both jobs (the resume's and the payment's): the newer intent is cancelled, never the one that paid.
    await runShopJobs(t);
    expect(received.some((r) => r.path === `/v1/payment_intents/${second}/cancel`)).toBe(true);
    expect(received.some((r) => r.path === `/v1/payment_intents/${first}/cancel`)).toBe(false);
    expect(item(await call('GET', `/users/${u.login}/orders/${cart.command}`, u.cookie))).toMatchObject({ status: 'paid' });

    // Had it charged anyway, that second payment is given back, and the order is paid once.
    const twice = await webhook(intentEvent(`evt_twice_${second}`, 'payment_intent.succeeded', second));
    expect(twice.json().collection.data).toContainEqual({ name: 'handled', value: true });
    // The refund is a job queued with the rows (no provider call inside the transaction): the worker makes it.
    expect(received.some((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === second)).toBe(false);
    await runShopJobs(t);
    const refund = received.find((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === second);
    expect(refund).toBeDefined();
    expect(received.some((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === first)).toBe(false);
    expect(item(await call('GET', `/users/${u.login}/subscription`, u.cookie))).toMatchObject({ tokens: 10 });
    const invoices = (await call('GET', `/users/${u.login}/invoices`, u.cookie)).json().collection.items;
    expect(invoices).toHaveLength(1);
  });

  it('an intent the shop never stored is matched to its order through metadata.order_id', async () => {
    const u = await makeUser(t.db);
    await call('POST', `/users/${u.login}/billing`, u.cookie, {
      company_name: 'Acme',
      address1: '1 rue X',
      zipcode: '75001',
      city: 'Paris',
      country_code: 'FR',
      terms_of_sale: true,
      personal_data: true,
    });
    await call('PUT', '/cart', u.cookie, { offer_ids: [OFFERS.premium], step: 2 });
    const cart = item(await call('POST', '/cart', u.cookie));
    const ok = await webhook(intentEvent('evt_meta', 'payment_intent.succeeded', 'pi_unknown_to_shop', { metadata: { order_id: String(cart.command) } }));
    expect(ok.json().collection.data).toContainEqual({ name: 'handled', value: true });
    expect(item(await call('GET', `/users/${u.login}/orders/${cart.command}`, u.cookie))).toMatchObject({ status: 'paid' });
  });
});
