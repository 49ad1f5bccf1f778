import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { BILLING_FR, OFFERS, shopDeps, shopTestContext } from '../../../test/shop-fixtures.ts';
import { AppError } from '../../errors/app-error.ts';
import { PaymentProviderError, TestPaymentProvider } from '../../payments/index.ts';
import { createPayment } from './checkout.ts';

/**
 * Issue #29: the shop turns only the failures it expects into catalogue errors (a unique violation, the provider's
 * refusal), with the original as cause; anything else propagates and answers 500, never a catalogue 4xx.
 */
describe('shop failures keep their cause', () => {
  const ctx = shopTestContext(async (t) => {
    // An order of 7 lots fails to insert with the SQLSTATE its billing company names (a database failure on demand).
    await sql`
      CREATE FUNCTION test_fail_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.quantity = 7 THEN
          RAISE EXCEPTION 'test failure' USING ERRCODE = NEW.billing->>'company_name';
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_fail_order BEFORE INSERT ON shop_orders FOR EACH ROW EXECUTE FUNCTION test_fail_order();
    `.execute(t.db);
  });

  /** A user at step 2 with 7 lots of Standard, billed to a "company" whose name is the SQLSTATE the insert fails with. */
  async function cartFailingWith(sqlState: string) {
    const u = await makeUser(ctx.t.db);
    expect((await ctx.call('POST', `/users/${u.login}/billing`, u.cookie, { ...BILLING_FR, company_name: sqlState })).statusCode).toBe(200);
    expect((await ctx.call('PUT', '/cart', u.cookie, { offer_ids: [OFFERS.standard], quantity: 7, step: 2 })).statusCode).toBe(200);
    return u;
  }

  it('a database failure while creating the order answers 500, not a catalogue 4xx', async () => {
    const u = await cartFailingWith('57014'); // query_canceled
    const res = await ctx.call('POST', '/cart', u.cookie);
    expect(res.statusCode).toBe(500);
    expect(await ctx.t.db.selectFrom('shop_orders').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
  });

  it('a unique violation there (another call created the pending order) is the catalogue 608, with its cause', async () => {
    const u = await cartFailingWith('23505');
    const res = await ctx.call('POST', '/cart', u.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().collection.errors[0].code).toBe(608);
    const owner = { userId: u.id, sessionId: null, sessionCart: null };
    const error = await createPayment(shopDeps(ctx.t), owner, u.login, 'en').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).error).toBe('orderPending');
    expect((error as AppError).cause).toMatchObject({ code: '23505' });
  });

  it("the provider's refusal is the catalogue's internal error with its cause; any other failure propagates as it is", async () => {
    const refusal = new PaymentProviderError('Stripe: create a payment intent', { cause: new Error('card network down') });
    const bug = new TypeError('cannot read properties of undefined');
    for (const thrown of [refusal, bug]) {
      const provider = new (class extends TestPaymentProvider {
        override async createIntent(): Promise<never> {
          throw thrown;
        }
      })();
      const u = await makeUser(ctx.t.db);
      expect((await ctx.call('POST', `/users/${u.login}/billing`, u.cookie, BILLING_FR)).statusCode).toBe(200);
      expect((await ctx.call('PUT', '/cart', u.cookie, { offer_ids: [OFFERS.standard], step: 2 })).statusCode).toBe(200);
      const owner = { userId: u.id, sessionId: null, sessionCart: null };
      const error = await createPayment(shopDeps(ctx.t, provider), owner, u.login, 'en').catch((e: unknown) => e);
      if (thrown === refusal) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).error).toBe('internal');
        expect((error as AppError).cause).toBe(refusal);
      } else {
        expect(error).toBe(bug);
      }
      // Either way no pending order is left to block the cart.
      expect(await ctx.t.db.selectFrom('shop_orders').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
    }
  });
});
