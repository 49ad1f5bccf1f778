import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Billing, BillingRequest, CartState, CartUpdate, Order } from '@openfds/contract';
import { api, ApiError } from '../../lib/api.ts';
import { invoicesQuery, pendingOrderQuery, purchaseKeys, subscriptionQuery, useInvalidatePurchases } from '../../lib/queries/purchases.ts';
import { billingQuery, cartQuery, catalogueQuery, shopKeys } from './shop.queries.ts';

/**
 * Calls of the shop (api-spec §7 "Shop", /tools, /users/{login}/billing, /command, /subscription, orders, invoices):
 * queries through the factories of shop.queries.ts and lib/queries/purchases.ts, mutations as hooks that refresh
 * what they make stale.
 */

const enc = encodeURIComponent;

export function useTools() {
  return useQuery(catalogueQuery());
}

export function useCart() {
  return useQuery(cartQuery());
}

/** After any change of cart, order or payment: the cart, the orders and the subscription are stale. */
function useInvalidateShop() {
  const client = useQueryClient();
  const invalidatePurchases = useInvalidatePurchases();
  return async (cart?: CartState) => {
    if (cart) client.setQueryData(cartQuery().queryKey, cart);
    await Promise.all([client.invalidateQueries({ queryKey: shopKeys.cart }), invalidatePurchases()]);
  };
}

export function useUpdateCart() {
  const invalidate = useInvalidateShop();
  return useMutation({
    mutationFn: async (update: CartUpdate) => (await api<CartState>('/cart', { method: 'PUT', json: update })).items[0],
    onSuccess: (cart) => invalidate(cart),
  });
}

export function useRemoveItem() {
  const invalidate = useInvalidateShop();
  return useMutation({
    mutationFn: async (itemCode: string) => (await api<CartState>(`/cart/${enc(itemCode)}`, { method: 'DELETE' })).items[0],
    onSuccess: (cart) => invalidate(cart),
  });
}

export function useCreatePayment() {
  const invalidate = useInvalidateShop();
  return useMutation({
    mutationFn: async () => (await api<CartState>('/cart', { method: 'POST' })).items[0],
    onSuccess: (cart) => invalidate(cart),
  });
}

export function useBilling(login: string | null) {
  return useQuery({ ...billingQuery(login ?? ''), enabled: !!login });
}

export function useSaveBilling(login: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (billing: BillingRequest) => (await api<Billing>(`/users/${enc(login)}/billing`, { method: 'POST', json: billing })).items[0],
    onSuccess: (billing) => client.setQueryData(billingQuery(login).queryKey, billing ?? null),
  });
}

export function useConfirmTestPayment() {
  const invalidate = useInvalidateShop();
  return useMutation({
    mutationFn: async (input: { client_secret: string; card_number: string }) =>
      (await api<Order>('/payments/test/confirm', { method: 'POST', json: input })).items[0],
    onSuccess: () => invalidate(),
  });
}

/** One order (the payment return page), or the checkout's order when no id is known yet; under the orders' key. */
export function useOrder(login: string | null, orderId: number | null, poll: (order: Order | undefined, updates: number) => boolean) {
  return useQuery({
    queryKey: [...purchaseKeys.ordersOf(login ?? ''), orderId ?? 'checkout'],
    queryFn: async () => {
      if (orderId) return (await api<Order>(`/users/${enc(login!)}/orders/${orderId}`)).items[0];
      return (await api<Order>('/cart/checkout', { method: 'POST' })).items[0] ?? null;
    },
    enabled: !!login,
    refetchInterval: (query) => (poll(query.state.data ?? undefined, query.state.dataUpdateCount) ? 3_000 : false),
  });
}

export function useInvoices(login: string | null) {
  return useQuery({ ...invoicesQuery(login ?? ''), enabled: !!login });
}

export function useShopSubscription(login: string | null) {
  return useQuery({ ...subscriptionQuery(login ?? ''), enabled: !!login });
}

export function usePendingCommand(login: string | null) {
  return useQuery({ ...pendingOrderQuery(login ?? ''), enabled: !!login });
}

export function useResumeCommand(login: string) {
  const invalidate = useInvalidateShop();
  return useMutation({
    mutationFn: async () => (await api<Order>(`/users/${enc(login)}/command`, { method: 'POST' })).items[0],
    onSuccess: () => invalidate(),
  });
}

export function useDeleteCommand(login: string) {
  const invalidate = useInvalidateShop();
  return useMutation({
    mutationFn: async () => {
      await api(`/users/${enc(login)}/command`, { method: 'DELETE' });
    },
    onSuccess: () => invalidate(),
  });
}

/** 582 names the offer to remove; 590 carries the minimum quantity. */
export function errorDatum<T>(error: unknown, name: string): T | undefined {
  return error instanceof ApiError ? (error.data.find((d) => d.name === name)?.value as T | undefined) : undefined;
}
