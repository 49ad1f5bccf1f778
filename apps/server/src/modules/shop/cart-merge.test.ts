import { describe, expect, it } from 'vitest';
import { createUser, sessionCookie } from '../../../test/accounts.ts';
import { OFFERS, shopTestContext } from '../../../test/shop-fixtures.ts';

/** Issue #29: a visitor's cart becomes the account's at login (the session module calls the shop), and GET /cart writes nothing. */
describe('cart at login', () => {
  let n = 0;

  const ctx = shopTestContext();

  const cartOf = async (cookie: string) => (await ctx.call('GET', '/cart', cookie)).json().collection.items[0];
  /** Every row a cart read could write: the carts and the sessions' data. */
  const cartRows = async () => ({
    carts: await ctx.t.db.selectFrom('shop_carts').selectAll().orderBy('user_id').execute(),
    sessions: await ctx.t.db.selectFrom('sessions').select(['id', 'data']).orderBy('id').execute(),
  });

  async function visitorWithCart(offers: number[]): Promise<string> {
    const res = await ctx.call('PUT', '/cart', undefined, { offer_ids: offers, quantity: 2 });
    expect(res.statusCode, res.body).toBe(200);
    return `openfds_session=${sessionCookie(res)}`;
  }

  async function logIn(visitorCookie: string): Promise<{ id: number; cookie: string }> {
    n += 1;
    const email = `merge${n}@example.com`;
    const id = await createUser(ctx.t, { email, password: 'a long enough passphrase 42' });
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      headers: { cookie: visitorCookie },
      payload: { login: email, password: 'a long enough passphrase 42' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { id, cookie: `openfds_session=${sessionCookie(res)}` };
  }

  it("login makes the visitor's cart the account's, and leaves no cart in the new session", async () => {
    const visitor = await visitorWithCart([OFFERS.standard]);
    const user = await logIn(visitor);
    // Merged by the login itself, before any cart read.
    const stored = await ctx.t.db.selectFrom('shop_carts').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ offer_ids: [OFFERS.standard], quantity: 2, step: 1 });
    const sessions = await ctx.t.db.selectFrom('sessions').select('data').where('user_id', '=', user.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0].data).not.toHaveProperty('cart');
    expect(await cartOf(user.cookie)).toMatchObject({ offers: [{ offer_id: OFFERS.standard }], quantity: 2, step: 1 });
  });

  it('an account whose cart has offers keeps them at login', async () => {
    const first = await logIn(await visitorWithCart([OFFERS.premium]));
    expect((await cartOf(first.cookie)).offers.map((o: any) => o.offer_id)).toEqual([OFFERS.premium]);
    // The same account logs in again from another visitor session holding another cart.
    const email = (await ctx.t.db.selectFrom('users').select('login').where('id', '=', first.id).executeTakeFirstOrThrow()).login;
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      headers: { cookie: await visitorWithCart([OFFERS.standard]) },
      payload: { login: email, password: 'a long enough passphrase 42' },
    });
    expect(res.statusCode).toBe(200);
    const again = `openfds_session=${sessionCookie(res)}`;
    expect((await cartOf(again)).offers.map((o: any) => o.offer_id)).toEqual([OFFERS.premium]);
  });

  it('GET /cart writes nothing, for a visitor or a user', async () => {
    const visitor = await visitorWithCart([OFFERS.standard]);
    const user = await logIn(await visitorWithCart([OFFERS.premium]));
    const before = await cartRows();
    expect((await cartOf(visitor)).offers).toHaveLength(1);
    expect((await cartOf(user.cookie)).offers).toHaveLength(1);
    expect(await cartRows()).toEqual(before);
  });
});
