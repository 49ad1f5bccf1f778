import { queryOptions } from '@tanstack/react-query';
import type { Billing, CartState, CatalogueTool } from '@openfds/contract';
import { api } from '../../lib/api.ts';
import i18n from '../../i18n/i18n.ts';

/**
 * The shop's own resources, one query-options factory each (the subscription and the orders, which other features
 * show too, are in lib/queries/purchases.ts). Labels and prices come translated: the language is in the keys.
 */
export const shopKeys = {
  catalogue: ['shop-catalogue'] as const,
  cart: ['cart'] as const,
  billing: (login: string) => ['billing', login] as const,
};

/** GET /tools: the tools and their offers, with the payment provider the server uses. */
export function catalogueQuery() {
  return queryOptions({
    queryKey: [...shopKeys.catalogue, i18n.language],
    queryFn: async () => {
      const result = await api<CatalogueTool>('/tools');
      return {
        tools: result.items,
        provider: result.value<string>('payment_provider') ?? 'test',
        stripeKey: result.value<string | null>('stripe_publishable_key') ?? null,
      };
    },
  });
}

/** GET /cart: the visitor's or the user's cart. */
export function cartQuery() {
  return queryOptions({
    queryKey: [...shopKeys.cart, i18n.language],
    queryFn: async (): Promise<CartState | undefined> => (await api<CartState>('/cart')).items[0],
  });
}

/** GET /users/{login}/billing: the billing identity, or null before the first order. */
export function billingQuery(login: string) {
  return queryOptions({
    queryKey: shopKeys.billing(login),
    queryFn: async (): Promise<Billing | null> => (await api<Billing>(`/users/${encodeURIComponent(login)}/billing`)).items[0] ?? null,
  });
}
