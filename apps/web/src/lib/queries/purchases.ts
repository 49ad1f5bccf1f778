import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Invoice, Order, Subscription } from '@openfds/contract';
import { api } from '../api.ts';
import i18n from '../../i18n/i18n.ts';

/**
 * What a user bought, shared by every feature (the session, the shop, my-FDS, the back office): the subscription
 * (credits and offers) and the orders, each cached under ONE key whichever screen asks, so that one purchase
 * refreshes them everywhere. Screens use these options with useQuery (adding their own `enabled`, `select`,
 * `refetchInterval`); anything that spends or buys credits calls useInvalidatePurchases() when it succeeds.
 * Types come from the contract (type imports only: no zod in the shell's chunk).
 */

const enc = encodeURIComponent;

export const purchaseKeys = {
  /** Every subscription in the cache (all logins, all languages). */
  subscriptions: ['subscription'] as const,
  subscription: (login: string) => ['subscription', login] as const,
  /** Every order-related entry in the cache: lists, single orders, invoices, the pending order. */
  orders: ['orders'] as const,
  ordersOf: (login: string) => ['orders', login] as const,
};

/** GET /users/{login}/subscription; its offer labels are in the interface language, so the language is in the key. */
export function subscriptionQuery(login: string) {
  return queryOptions({
    queryKey: [...purchaseKeys.subscription(login), i18n.language],
    queryFn: async (): Promise<Subscription | null> => (await api<Subscription>(`/users/${enc(login)}/subscription`)).items[0] ?? null,
  });
}

/** GET /users/{login}/orders: all the user's orders (pending, paid, failed, cancelled). */
export function ordersQuery(login: string) {
  return queryOptions({
    queryKey: [...purchaseKeys.ordersOf(login), 'all'],
    queryFn: async (): Promise<Order[]> => (await api<Order>(`/users/${enc(login)}/orders`)).items,
  });
}

/** GET /users/{login}/invoices: invoices and credit notes. */
export function invoicesQuery(login: string) {
  return queryOptions({
    queryKey: [...purchaseKeys.ordersOf(login), 'invoices'],
    queryFn: async (): Promise<Invoice[]> => (await api<Invoice>(`/users/${enc(login)}/invoices`)).items,
  });
}

/** GET /users/{login}/command: the order waiting for its payment, or null. */
export function pendingOrderQuery(login: string) {
  return queryOptions({
    queryKey: [...purchaseKeys.ordersOf(login), 'pending'],
    queryFn: async (): Promise<Order | null> => (await api<Order>(`/users/${enc(login)}/command`)).items[0] ?? null,
  });
}

/**
 * After anything that buys or spends credits (a payment, a cancelled order, a sheet added to my-FDS that an offer
 * processes): the subscription and every order entry are stale, on every screen that shows them.
 */
export function useInvalidatePurchases(): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await Promise.all([client.invalidateQueries({ queryKey: purchaseKeys.subscriptions }), client.invalidateQueries({ queryKey: purchaseKeys.orders })]);
  };
}
