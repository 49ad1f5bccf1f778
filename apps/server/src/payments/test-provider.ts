import crypto from 'node:crypto';
import { TEST_CARD_DECLINE, TEST_CARD_SUCCESS } from '@openfds/contract';
import { PaymentRefusedError, PaymentSignatureError, type PaymentEvent, type PaymentProviderApi } from './payment-provider.ts';

/**
 * Built-in test provider: issues intents and client secrets like Stripe's (pi_..._secret_...), and decides a
 * test card form's outcome: the usual success card pays, the usual failure card (and any other number) is
 * declined. It has no webhook: the confirmation call makes the event and the shop handles it like Stripe's.
 */
export class TestPaymentProvider implements PaymentProviderApi {
  readonly name = 'test' as const;

  async createIntent() {
    const id = `pi_test_${crypto.randomBytes(12).toString('hex')}`;
    return { id, clientSecret: `${id}_secret_${crypto.randomBytes(12).toString('hex')}` };
  }

  async cancelIntent() {}

  /** Refunds are accepted and named like Stripe's (re_...); the same key is the same refund, as at Stripe. */
  async refund(input: { intentId: string; amountCents?: number; idempotencyKey: string }) {
    if (!input.intentId.startsWith('pi_test_') || (input.amountCents !== undefined && input.amountCents <= 0))
      throw new PaymentRefusedError('no such test payment');
    return { id: `re_test_${crypto.createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}` };
  }

  parseWebhook(): PaymentEvent | null {
    throw new PaymentSignatureError('the test provider has no webhook');
  }

  /** The event a card number makes for an intent. A success is one event per intent (a replay is the same id). */
  confirm(intentId: string, cardNumber: string): PaymentEvent {
    if (cardNumber === TEST_CARD_SUCCESS) return { id: `test_${intentId}_succeeded`, type: 'succeeded', intentId, failure: null };
    const failure = cardNumber === TEST_CARD_DECLINE ? 'card_declined' : 'card_not_accepted_in_test_mode';
    return { id: `test_${intentId}_failed_${crypto.randomBytes(6).toString('hex')}`, type: 'failed', intentId, failure };
  }
}
