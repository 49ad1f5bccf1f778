import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { BILLING_FR, OFFERS, purchase, startPurchase, shopTestContext } from '../../../test/shop-fixtures.ts';

/**
 * Issue #29: the user a `/users/{login}/...` route is about is the one apiRoute resolved (`target`), never the
 * caller. An administrator and a user who each have their own billing, paid order, invoice, credits and pending
 * order: the administrator reading the user's must get the user's, one test per owner route, so that a handler
 * scoping by the caller instead fails here.
 */
describe('shop owner routes: an administrator reads the user named by :login', () => {
  type Side = { id: number; login: string; cookie: string; paid: { id: number; invoice_number: string }; pendingId: number };
  let user: Side;
  let admin: Side;

  async function customer(options: { admin: boolean; company: string; lots: number }): Promise<Side> {
    const u = await makeUser(ctx.t.db, { admin: options.admin });
    const billing = { ...BILLING_FR, company_name: options.company };
    const paid = await purchase(ctx.t, u, { offers: [OFFERS.standard], quantity: options.lots, billing });
    await startPurchase(ctx.t, u, { offers: [OFFERS.premium], quantity: options.lots, billing });
    const pending = (await ctx.call('GET', `/users/${u.login}/command`, u.cookie)).json().collection.items[0];
    return { ...u, paid, pendingId: pending.id };
  }

  const ctx = shopTestContext(async () => {
    user = await customer({ admin: false, company: 'Usine du Client', lots: 2 });
    admin = await customer({ admin: true, company: 'Administration SA', lots: 1 });
  });

  const items = (res: { json(): any }) => res.json().collection.items as any[];

  it('GET billing: the user’s billing identity', async () => {
    const res = await ctx.call('GET', `/users/${user.login}/billing`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(items(res)).toMatchObject([{ company_name: 'Usine du Client' }]);
  });

  it('GET command: the user’s pending order', async () => {
    const res = await ctx.call('GET', `/users/${user.login}/command`, admin.cookie);
    expect(items(res).map((o) => o.id)).toEqual([user.pendingId]);
  });

  it('GET orders: the user’s orders only', async () => {
    const res = await ctx.call('GET', `/users/${user.login}/orders`, admin.cookie);
    expect(items(res).map((o) => o.id)).toEqual([user.pendingId, user.paid.id]);
  });

  it('GET orders/{id}: the user’s order; the administrator’s own order under the user’s login is not found (604)', async () => {
    const mine = await ctx.call('GET', `/users/${user.login}/orders/${user.paid.id}`, admin.cookie);
    expect(items(mine)).toMatchObject([{ id: user.paid.id, invoice_number: user.paid.invoice_number, quantity: 2 }]);
    const notTheirs = await ctx.call('GET', `/users/${user.login}/orders/${admin.paid.id}`, admin.cookie);
    expect(notTheirs.json().collection.errors[0].code).toBe(604);
  });

  it('GET invoices: the user’s invoices, with links under the user’s login', async () => {
    const res = await ctx.call('GET', `/users/${user.login}/invoices`, admin.cookie);
    expect(items(res)).toMatchObject([{ number: user.paid.invoice_number, order_id: user.paid.id }]);
    expect(items(res)[0].href).toContain(`/users/${encodeURIComponent(user.login)}/invoices/`);
  });

  it('GET invoices/{id}/pdf: the user’s invoice PDF; the administrator’s own invoice under the user’s login is not found (604)', async () => {
    const invoices = items(await ctx.call('GET', `/users/${user.login}/invoices`, user.cookie));
    const pdf = await ctx.t.app.inject({ method: 'GET', url: invoices[0].href, headers: { cookie: admin.cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Usine du Client');
    const own = items(await ctx.call('GET', `/users/${admin.login}/invoices`, admin.cookie))[0];
    const refused = await ctx.call('GET', `/users/${user.login}/invoices/${own.id}/pdf`, admin.cookie);
    expect(refused.statusCode).toBe(404);
  });

  it('GET subscription: the user’s credits and offers', async () => {
    const res = await ctx.call('GET', `/users/${user.login}/subscription`, admin.cookie);
    // 2 lots of 10 credits paid, 2 lots of Premium waiting (the administrator has 1 and 1).
    expect(items(res)).toMatchObject([{ tokens: 20, pending: true }]);
    expect(items(res)[0].offers.map((o: any) => [o.offer_id, o.packs, o.state])).toEqual([
      [OFFERS.standard, 2, 'active'],
      [OFFERS.premium, 2, 'pending'],
    ]);
  });

  it('the user’s own routes (billing, resume, delete) stay theirs: an administrator gets 603 and changes nothing', async () => {
    for (const [method, path] of [
      ['POST', 'billing'],
      ['POST', 'command'],
      ['DELETE', 'command'],
    ] as const) {
      const res = await ctx.call(method, `/users/${user.login}/${path}`, admin.cookie, method === 'POST' && path === 'billing' ? BILLING_FR : undefined);
      expect(res.json().collection.errors[0].code, `${method} ${path}`).toBe(603);
    }
    expect(items(await ctx.call('GET', `/users/${user.login}/command`, user.cookie)).map((o) => o.id)).toEqual([user.pendingId]);
    expect(items(await ctx.call('GET', `/users/${user.login}/billing`, user.cookie))[0].company_name).toBe('Usine du Client');
  });

  it('an administrator naming a login that does not exist gets 604; a user naming another gets 603', async () => {
    expect((await ctx.call('GET', '/users/nobody-here@example.com/orders', admin.cookie)).json().collection.errors[0].code).toBe(604);
    expect((await ctx.call('GET', `/users/${admin.login}/orders`, user.cookie)).json().collection.errors[0].code).toBe(603);
  });
});
