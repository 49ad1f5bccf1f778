/**
 * The payment provider: Stripe PaymentIntents when STRIPE_SECRET_KEY is set, else the built-in test provider,
 * so the whole purchase works on a fresh machine. Both end in the same PaymentEvent, handled by the shop.
 */
export interface PaymentIntentRef {
  id: string;
  clientSecret: string;
}

/** A payment outcome, from a verified Stripe webhook or from the test provider's confirmation. */
export interface PaymentEvent {
  /** Unique per event: replays of the same event change nothing. */
  id: string;
  type: 'succeeded' | 'failed';
  intentId: string;
  failure: string | null;
  /** The order the intent was made for (Stripe: the intent's metadata.order_id), when the event carries it. */
  orderId?: number | null;
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  createIntent(input: { amountCents: number; currency: 'eur'; orderId: number; email: string }): Promise<PaymentIntentRef>;
  cancelIntent(intentId: string): Promise<void>;
  /** Gives back the whole amount of a succeeded intent (a second payment of an order already paid). */
  refundIntent(intentId: string): Promise<void>;
  /**
   * Gives back `amountCents` of a succeeded intent (the back office's refunds, issue #26) and answers the provider's
   * refund id. `idempotencyKey` makes a retried call the same refund. Throws PaymentRefusedError when the provider
   * refuses it (already refunded, disputed...); anything else (network) propagates as it is.
   */
  refund(input: { intentId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }>;
  /** Verifies and reads a webhook body; null for event types the shop ignores. Throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
}

export class PaymentSignatureError extends Error {}

/** The provider said no to an operation (a refund): its reason is the message. */
export class PaymentRefusedError extends Error {}
