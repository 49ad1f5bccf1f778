import Stripe from 'stripe';
import { PaymentRefusedError, PaymentSignatureError, type PaymentEvent, type PaymentProvider } from './payment-provider.ts';

/**
 * Stripe PaymentIntents (automatic card payment methods); the web confirms with Stripe.js and the client secret.
 * The outcome arrives by the payment_intent.succeeded / .payment_failed webhooks, verified with the signing secret.
 */
export class StripePaymentProvider implements PaymentProvider {
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
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        automatic_payment_methods: { enabled: true },
        receipt_email: input.email,
        metadata: { order_id: String(input.orderId) },
      },
      // The same order's creation is never charged twice, even if the call is retried.
      { idempotencyKey: `order-${input.orderId}-${Date.now()}` },
    );
    if (!intent.client_secret) throw new Error('Stripe returned no client secret');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async cancelIntent(intentId: string) {
    try {
      await this.stripe.paymentIntents.cancel(intentId);
    } catch {
      // Already succeeded or cancelled: nothing to undo here, the webhook decides.
    }
  }

  async refundIntent(intentId: string) {
    // One refund per intent, even if the reconciliation runs twice.
    await this.stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey: `refund-${intentId}` });
  }

  async refund(input: { intentId: string; amountCents: number; idempotencyKey: string }) {
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: input.intentId, amount: input.amountCents }, { idempotencyKey: input.idempotencyKey });
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
      throw new PaymentSignatureError((error as Error).message);
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

/** The order id our createIntent wrote in the intent's metadata (null when absent or not a number). */
function orderIdOf(intent: { metadata?: Record<string, string> | null }): number | null {
  const value = Number(intent.metadata?.order_id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
