// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ordersQuery, subscriptionQuery } from '../lib/queries/purchases.ts';
import { useAddDocuments } from '../features/my-fds/api.ts';
import { useConfirmTestPayment } from '../features/shop/api.ts';
import { envelope, loadTexts, providers, stubFetch, testQueryClient, type Call } from '../test/providers.tsx';

/**
 * Issue #29: the subscription and the orders are cached under one key each, whichever feature shows them, and what
 * spends or buys credits refreshes both. The server is a stub counting the credits left; the hooks are the real ones.
 */
function fakeServer() {
  let tokens = 10;
  const calls = stubFetch((call: Call) => {
    if (call.method === 'POST' && call.path === '/users/ann/mySDS/documents') {
      tokens -= 1;
      return envelope([], { added: 1, not_processed: [] });
    }
    if (call.method === 'POST' && call.path === '/payments/test/confirm') {
      tokens += 10;
      return envelope([{ id: 7, status: 'paid' }]);
    }
    if (call.path === '/users/ann/subscription') return envelope([{ tokens, used_tokens: 0, total_results: 0, offers: [], safebox: false, pending: false }]);
    if (call.path === '/users/ann/orders') return envelope([{ id: 7, status: tokens > 10 ? 'paid' : 'pending' }]);
    return envelope([]);
  });
  return { calls, count: (path: string) => calls.filter((c) => c.method === 'GET' && c.path === path).length };
}

beforeAll(() => loadTexts('en', ['common']));
afterEach(() => vi.unstubAllGlobals());

describe('purchases are refreshed together', () => {
  it('adding a sheet to my-FDS refetches the subscription (credits spent) and the orders', async () => {
    const server = fakeServer();
    const { result } = renderHook(
      () => ({ subscription: useQuery(subscriptionQuery('ann')), orders: useQuery(ordersQuery('ann')), add: useAddDocuments('ann') }),
      { wrapper: providers(testQueryClient()) },
    );
    await waitFor(() => expect(result.current.subscription.data?.tokens).toBe(10));
    expect(server.count('/users/ann/orders')).toBe(1);

    await act(() => result.current.add.mutateAsync(['ABC123']));

    await waitFor(() => expect(result.current.subscription.data?.tokens).toBe(9));
    expect(server.count('/users/ann/subscription')).toBe(2);
    expect(server.count('/users/ann/orders')).toBe(2);
  });

  it('a confirmed payment refetches the subscription and the orders', async () => {
    const server = fakeServer();
    const { result } = renderHook(
      () => ({ subscription: useQuery(subscriptionQuery('ann')), orders: useQuery(ordersQuery('ann')), pay: useConfirmTestPayment() }),
      { wrapper: providers(testQueryClient()) },
    );
    await waitFor(() => expect(result.current.orders.data?.[0]?.status).toBe('pending'));

    await act(() => result.current.pay.mutateAsync({ client_secret: 'secret', card_number: '4242424242424242' }));

    await waitFor(() => expect(result.current.orders.data?.[0]?.status).toBe('paid'));
    expect(result.current.subscription.data?.tokens).toBe(20);
    expect(server.count('/users/ann/subscription')).toBe(2);
  });

  it('the session and the shop read the same subscription entry: one request for both', async () => {
    const server = fakeServer();
    const { result } = renderHook(() => ({ first: useQuery({ ...subscriptionQuery('ann'), retry: false }), second: useQuery(subscriptionQuery('ann')) }), {
      wrapper: providers(testQueryClient()),
    });
    await waitFor(() => expect(result.current.second.data?.tokens).toBe(10));
    expect(result.current.first.data).toBe(result.current.second.data);
    expect(server.count('/users/ann/subscription')).toBe(1);
  });
});
