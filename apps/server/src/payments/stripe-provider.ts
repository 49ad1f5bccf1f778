import Stripe from 'stripe';
import { PaymentProviderError, PaymentRefusedError, PaymentSignatureError, type PaymentEvent, type PaymentProviderApi } from './payment-provider.ts';

/**
 * Stripe PaymentIntents (automatic card payment methods); the web confirms with Stripe.js and the client secret.
 * The outcome arrives by the payment_intent.succeeded / .payment_failed webhooks, verified with the signing secret.
 */
export class StripePaymentProvider implements PaymentProviderApi {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string | null,
    apiUrl: string | null = null,
  ) {
    const url = apiUrl ? new URL(apiUrl) : null;
    this.stripe = new Stripe(secretKey, {
      ...(url
        ? { host: url.hostname, port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol.replace(':', '') as 'http' | 'https' }
        : {}),
      maxNetworkRetries: 1,
      timeout: 20_000,
    });
  }

  async createIntent(input: { amountCents: number; currency: 'eur'; orderId: number; email: string }) {
    const intent = await stripeCall('create a payment intent', () =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          automatic_payment_methods: { enabled: true },
          receipt_email: input.email,
          metadata: { order_id: String(input.orderId) },
        },
        // The same order's creation is never charged twice, even if the call is retried.
        { idempotencyKey: `order-${input.orderId}-${Date.now()}` },
      ),
    );
    if (!intent.client_secret) throw new Error('Stripe returned no client secret');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async cancelIntent(intentId: string) {
    try {
      await this.stripe.paymentIntents.cancel(intentId);
    } catch (error) {
      // Already succeeded or cancelled (Stripe refuses the state change): nothing to undo here, the webhook decides.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
      throw new PaymentProviderError(`Stripe: cancel ${intentId}`, { cause: error });
    }
  }

  async refund(input: { intentId: string; amountCents?: number; idempotencyKey: string }) {
    try {
      const amount = input.amountCents !== undefined ? { amount: input.amountCents } : {};
      const refund = await this.stripe.refunds.create({ payment_intent: input.intentId, ...amount }, { idempotencyKey: input.idempotencyKey });
      return { id: refund.id };
    } catch (error) {
      // Stripe's refusal of the request itself (already refunded, charge disputed...): the caller's 756.
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
        throw new PaymentRefusedError(error.message, { cause: error });
      }
      throw error;
    }
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null {
    if (!this.webhookSecret || !signature) throw new PaymentSignatureError('webhook secret or signature missing');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (error) {
      // A signature that does not verify (or a signed body that is not JSON): the sender's fault, answered 400.
      if (error instanceof Stripe.errors.StripeSignatureVerificationError || error instanceof SyntaxError) {
        throw new PaymentSignatureError(error.message, { cause: error });
      }
      throw error;
    }
    if (event.type === 'payment_intent.succeeded') {
      return { id: event.id, type: 'succeeded', intentId: event.data.object.id, failure: null, orderId: orderIdOf(event.data.object) };
    }
    if (event.type === 'payment_intent.payment_failed') {
      const intent = event.data.object;
      return {
        id: event.id,
        type: 'failed',
        intentId: intent.id,
        orderId: orderIdOf(intent),
        failure: intent.last_payment_error?.code ?? intent.last_payment_error?.message ?? 'payment_failed',
      };
    }
    return null;
  }
}

/** A call to Stripe whose refusal or network failure becomes the PaymentProviderError the shop expects. */
async function stripeCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new PaymentProviderError(`Stripe: ${what}`, { cause: error });
    throw error;
  }
}

/** The order id our createIntent wrote in the intent's metadata (null when absent or not a number). */
function orderIdOf(intent: { metadata?: Record<string, string> | null }): number | null {
  const value = Number(intent.metadata?.order_id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
