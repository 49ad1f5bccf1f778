import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CatalogueOffer, CatalogueTool, Subscription, SubscriptionOffer, TEST_CARD_SUCCESS, offerByReference } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { makeUser } from '../../../test/factories.ts';

/**
 * Issue #29: the web reads the shop's replies with the contract's types (CatalogueTool for GET /tools, Subscription
 * for GET /users/{login}/subscription): the replies the server sends must parse with those schemas, strictly (a
 * field the server adds or drops fails here before the web shows it wrong).
 */
describe('shop replies match the contract', () => {
  let t: TestContext;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
  const items = async (reply: ReturnType<typeof call>) => (await reply).json().collection.items as unknown[];

  beforeAll(async () => {
    t = await createTestContext();
  }, 120_000);
  afterAll(async () => t?.close());

  it('GET /tools: every tool parses as CatalogueTool', async () => {
    const tools = await items(call('GET', '/tools'));
    expect(tools.length).toBeGreaterThan(0);
    const strictTool = CatalogueTool.extend({ offers: z.array(CatalogueOffer.strict()) }).strict();
    for (const tool of tools) expect(strictTool.parse(tool)).toEqual(tool);
  });

  it('GET /users/{login}/subscription parses as Subscription with a paid and a pending offer', async () => {
    const u = await makeUser(t.db);
    const billing = {
      company_name: 'Acme',
      address1: '1 rue des Lilas',
      zipcode: '69001',
      city: 'Lyon',
      country_code: 'FR',
      terms_of_sale: true,
      personal_data: true,
    };
    expect((await call('POST', `/users/${u.login}/billing`, u.cookie, billing)).statusCode).toBe(200);
    const offerId = offerByReference('FDS-EXTRACT-STANDARD')!.id;
    const buy = async () => {
      expect((await call('PUT', '/cart', u.cookie, { offer_ids: [offerId], quantity: 1, step: 2 })).statusCode).toBe(200);
      return ((await items(call('POST', '/cart', u.cookie)))[0] as { client_secret: string }).client_secret;
    };
    const secret = await buy();
    expect((await call('POST', '/payments/test/confirm', u.cookie, { client_secret: secret, card_number: TEST_CARD_SUCCESS })).statusCode).toBe(200);
    await buy(); // left pending

    const [subscription] = await items(call('GET', `/users/${u.login}/subscription`, u.cookie));
    const parsed = Subscription.extend({ offers: z.array(SubscriptionOffer.strict()) })
      .strict()
      .parse(subscription);
    expect(parsed).toEqual(subscription);
    expect(parsed.pending).toBe(true);
    expect(parsed.offers.map((o) => o.state).sort()).toEqual(['active', 'pending']);
  });
});
