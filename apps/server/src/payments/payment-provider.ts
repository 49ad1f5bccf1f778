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

/**
 * What every provider does. The shop holds a `PaymentProvider` (index.ts): the union of the real providers, told
 * apart by `name`, so that what only one of them does (the test provider's card form) needs no cast.
 */
export interface PaymentProviderApi {
  readonly name: string;
  createIntent(input: { amountCents: number; currency: 'eur'; orderId: number; email: string }): Promise<PaymentIntentRef>;
  cancelIntent(intentId: string): Promise<void>;
  /**
   * The one refund call (issue #29: there were two): gives back `amountCents` of a succeeded intent (the back office's
   * refunds, issue #26), or the whole amount when omitted (a second payment of an order already paid), and answers the
   * provider's refund id. `idempotencyKey` makes a retried call the same refund. Throws PaymentRefusedError when the
   * provider refuses it (already refunded, disputed...); anything else (network) propagates as it is.
   */
  refund(input: { intentId: string; amountCents?: number; idempotencyKey: string }): Promise<{ id: string }>;
  /** Verifies and reads a webhook body; null for event types the shop ignores. Throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
}

export class PaymentSignatureError extends Error {}

/**
 * The provider refused or could not be reached (Stripe's API error, a network failure): the one failure of a
 * provider call the shop expects and turns into a catalogue error. Anything else is a bug and propagates.
 */
export class PaymentProviderError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
/** The provider said no to an operation (a refund): its reason is the message. */
export class PaymentRefusedError extends Error {}
