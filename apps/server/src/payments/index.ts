import type { Config } from '../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';
import { TestPaymentProvider } from './test-provider.ts';

export type { PaymentEvent, PaymentIntentRef, PaymentProvider } from './payment-provider.ts';
export { PaymentRefusedError, PaymentSignatureError } from './payment-provider.ts';
export { StripePaymentProvider } from './stripe-provider.ts';
export { TestPaymentProvider } from './test-provider.ts';

/** Stripe when a secret key is configured, otherwise the built-in test provider. */
export function createPaymentProvider(config: Config): PaymentProvider {
  return config.stripeSecretKey
    ? new StripePaymentProvider(config.stripeSecretKey, config.stripeWebhookSecret, config.stripeApiUrl)
    : new TestPaymentProvider();
}
