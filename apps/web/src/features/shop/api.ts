import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Billing, BillingRequest, CartState, CartUpdate, Invoice, Order, SubscriptionOffer } from '@openfds/contract';
import { api, ApiError } from '../../lib/api.ts';
import i18n from '../../i18n/i18n.ts';

/** Calls of the shop (api-spec §7 "Shop", /tools, /users/{login}/billing, /command, /subscription, orders, invoices). */

export interface ToolOffer {
  id: number;
  name: string;
  price: number;
  technical_reference: string;
  reference: string;
  free: boolean;
  available: boolean;
}
export interface Tool {
  id: number;
  tool_reference: string;
  slug: string;
  status: 'available' | 'coming_soon';
  label: string;
  offers: ToolOffer[];
}
export interface ShopSubscription {
  tokens: number;
  used_tokens: number;
  total_results: number;
  offers: SubscriptionOffer[];
  pending: boolean;
}

const CART_KEY = ['shop', 'cart'] as const;

export function useTools() {
  return useQuery({
    queryKey: ['shop', 'tools', i18n.language],
    queryFn: async () => {
      const result = await api<Tool>('/tools');
      return {
        tools: result.items,
        provider: result.value<string>('payment_provider') ?? 'test',
        stripeKey: result.value<string | null>('stripe_publishable_key') ?? null,
      };
    },
  });
}

export function useCart() {
  return useQuery({ queryKey: [...CART_KEY, i18n.language], queryFn: async () => (await api<CartState>('/cart')).items[0] });
}

/** After any change of cart, order or payment: the cart, the orders and the session's subscription are stale. */
function useInvalidateShop() {
  const client = useQueryClient();
  return async (cart?: CartState) => {
    if (cart) client.setQueryData([...CART_KEY, i18n.language], cart);
    await Promise.all([
      client.invalidateQueries({ queryKey: CART_KEY }),
      client.invalidateQueries({ queryKey: ['shop', 'orders'] }),
      client.invalidateQueries({ queryKey: ['shop', 'subscription'] }),
      client.invalidateQueries({ queryKey: ['subscription'] }),
    ]);
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
    mutationFn: async (itemCode: string) => (await api<CartState>(`/cart/${encodeURIComponent(itemCode)}`, { method: 'DELETE' })).items[0],
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
  return useQuery({
    queryKey: ['shop', 'billing', login],
    queryFn: async () => (await api<Billing>(`/users/${encodeURIComponent(login!)}/billing`)).items[0] ?? null,
    enabled: !!login,
  });
}

export function useSaveBilling(login: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (billing: BillingRequest) =>
      (await api<Billing>(`/users/${encodeURIComponent(login)}/billing`, { method: 'POST', json: billing })).items[0],
    onSuccess: (billing) => client.setQueryData(['shop', 'billing', login], billing),
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

export function useOrder(login: string | null, orderId: number | null, poll: (order: Order | undefined, updates: number) => boolean) {
  return useQuery({
    queryKey: ['shop', 'orders', login, orderId],
    queryFn: async () => {
      if (orderId) return (await api<Order>(`/users/${encodeURIComponent(login!)}/orders/${orderId}`)).items[0];
      return (await api<Order>('/cart/checkout', { method: 'POST' })).items[0] ?? null;
    },
    enabled: !!login,
    refetchInterval: (query) => (poll(query.state.data ?? undefined, query.state.dataUpdateCount) ? 3_000 : false),
  });
}

export function useOrders(login: string | null) {
  return useQuery({
    queryKey: ['shop', 'orders', login, 'all'],
    queryFn: async () => (await api<Order>(`/users/${encodeURIComponent(login!)}/orders`)).items,
    enabled: !!login,
  });
}

export function useInvoices(login: string | null) {
  return useQuery({
    queryKey: ['shop', 'orders', login, 'invoices'],
    queryFn: async () => (await api<Invoice>(`/users/${encodeURIComponent(login!)}/invoices`)).items,
    enabled: !!login,
  });
}

export function useShopSubscription(login: string | null) {
  return useQuery({
    queryKey: ['shop', 'subscription', login, i18n.language],
    queryFn: async () => (await api<ShopSubscription>(`/users/${encodeURIComponent(login!)}/subscription`)).items[0],
    enabled: !!login,
  });
}

export function usePendingCommand(login: string | null) {
  return useQuery({
    queryKey: ['shop', 'orders', login, 'pending'],
    queryFn: async () => (await api<Order>(`/users/${encodeURIComponent(login!)}/command`)).items[0] ?? null,
    enabled: !!login,
  });
}

export function useResumeCommand(login: string) {
  const invalidate = useInvalidateShop();
  return useMutation({
    mutationFn: async () => (await api<Order>(`/users/${encodeURIComponent(login)}/command`, { method: 'POST' })).items[0],
    onSuccess: () => invalidate(),
  });
}

export function useDeleteCommand(login: string) {
  const invalidate = useInvalidateShop();
  return useMutation({
    mutationFn: async () => {
      await api(`/users/${encodeURIComponent(login)}/command`, { method: 'DELETE' });
    },
    onSuccess: () => invalidate(),
  });
}

/** 582 names the offer to remove; 590 carries the minimum quantity. */
export function errorDatum<T>(error: unknown, name: string): T | undefined {
  return error instanceof ApiError ? (error.data.find((d) => d.name === name)?.value as T | undefined) : undefined;
}
