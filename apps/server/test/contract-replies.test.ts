import { describe, expect, it } from 'vitest';
import { expectReplyMatchesContract, registeredRoute } from './contract-replies.ts';
import { shopTestContext } from './shop-fixtures.ts';

/** The reply check itself must be able to fail: drift, a missing schema, an unknown route. */
describe('expectReplyMatchesContract', () => {
  // The shop's routes serve as the example (any registered route would do).
  const ctx = shopTestContext();

  const reply = (items: unknown[]) => ({ statusCode: 200, headers: { 'content-type': 'application/json' }, json: () => ({ collection: { items } }) });

  it('finds the route a path reaches, a literal segment before a parameter', () => {
    expect(registeredRoute('POST', '/api/v1/cart/checkout')?.url).toBe('/api/v1/cart/checkout');
    expect(registeredRoute('DELETE', '/api/v1/cart/FDS-EXTRACT-STANDARD')?.url).toBe('/api/v1/cart/:item_code');
    expect(registeredRoute('GET', '/api/v1/users/a@b.c/orders/12?x=1')?.url).toBe('/api/v1/users/:login/orders/:id');
  });

  it('passes a real reply, fails one with a field the contract lacks or a missing one', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/v1/tools' });
    expectReplyMatchesContract(res, 'GET', '/api/v1/tools');
    const tool = res.json().collection.items[0];
    expect(() => expectReplyMatchesContract(reply([{ ...tool, extra: 1 }]), 'GET', '/api/v1/tools')).toThrow(/extra/);
    const { label: _, ...withoutLabel } = tool;
    expect(() => expectReplyMatchesContract(reply([withoutLabel]), 'GET', '/api/v1/tools')).toThrow(/label/);
  });

  it('fails items from a route that declares no item schema, and a path no route answers', () => {
    expect(() => expectReplyMatchesContract(reply([{ a: 1 }]), 'POST', '/api/v1/admin/shop/orders/1/cancel')).toThrow(/declares no item schema/);
    expect(() => expectReplyMatchesContract(reply([]), 'GET', '/api/v1/no/such/route')).toThrow(/no route registered/);
  });
});
