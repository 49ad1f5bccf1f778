import type { Config } from '../config.ts';
import { StripePaymentProvider } from './stripe-provider.ts';
import { TestPaymentProvider } from './test-provider.ts';

export type { PaymentEvent, PaymentIntentRef, PaymentProviderApi } from './payment-provider.ts';
export { PaymentProviderError, PaymentRefusedError, PaymentSignatureError } from './payment-provider.ts';

/** The providers the shop may hold, told apart by `name` (a discriminated union: no cast to reach one's own calls). */
export type PaymentProvider = StripePaymentProvider | TestPaymentProvider;
export { StripePaymentProvider } from './stripe-provider.ts';
export { TestPaymentProvider } from './test-provider.ts';

/** Stripe when a secret key is configured, otherwise the built-in test provider. */
export function createPaymentProvider(config: Config): PaymentProvider {
  return config.stripeSecretKey
    ? new StripePaymentProvider(config.stripeSecretKey, config.stripeWebhookSecret, config.stripeApiUrl)
    : new TestPaymentProvider();
}
