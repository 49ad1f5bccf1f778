import { TEST_CARD_SUCCESS } from '@openfds/contract';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { OFFERS, shopDeps, shopTestContext, startPurchase } from '../../../test/shop-fixtures.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { PaymentProviderError, TestPaymentProvider } from '../../payments/index.ts';
import { handlePaymentEvent } from './payment-outcome.ts';
import { CANCEL_INTENTS_JOB, handleCancelIntentsJob } from './pending-order.ts';

/** The test provider, remembering which intents it was asked to cancel (or failing every cancel when told to). */
function recordingProvider(failing = false) {
  const provider = new TestPaymentProvider();
  const spy = vi.spyOn(provider, 'cancelIntent');
  if (failing) spy.mockRejectedValue(new PaymentProviderError('provider down', { cause: new Error('ECONNREFUSED') }));
  // The test provider declares no parameter (it ignores it); the shop passes the intent id all the same.
  return Object.assign(provider, { cancelled: () => (spy.mock.calls as unknown as string[][]).map(([id]) => id) });
}

/** Issue #29: the other intents of a paid order are cancelled by a job queued in the payment's transaction, not inline. */
describe("cancelling a paid order's other payment intents", () => {
  const ctx = shopTestContext();

  /** An order waiting for payment on `paying`, with an older intent `other` still open (as after a resume). */
  async function orderWithTwoIntents() {
    const { t } = ctx;
    const u = await makeUser(t.db);
    const paying = (await startPurchase(t, u, { offers: [OFFERS.standard], quantity: 1 })).split('_secret_')[0];
    const order = await t.db.selectFrom('shop_orders').select('id').where('payment_intent_id', '=', paying).executeTakeFirstOrThrow();
    const other = `pi_other_${order.id}`;
    await t.db.insertInto('shop_order_intents').values({ intent_id: other, order_id: order.id }).execute();
    return { orderId: order.id, paying, other };
  }
  const replaced = async (intentId: string) =>
    (await ctx.t.db.selectFrom('shop_order_intents').select('replaced_at').where('intent_id', '=', intentId).executeTakeFirstOrThrow()).replaced_at;

  it('queues the job on the payment transaction connection, calling the provider not at all', async () => {
    const { t } = ctx;
    const { orderId, paying, other } = await orderWithTwoIntents();
    const provider = recordingProvider();
    const seen: { data: object; inTransaction: string; outside: string }[] = [];
    const jobs: JobQueue = {
      async send(name, data, options) {
        if (name !== CANCEL_INTENTS_JOB) return t.jobs.send(name, data, options);
        // The order is paid on the connection the job goes through, still pending for everyone else: the job is
        // queued inside the uncommitted transaction, so it exists if and only if the payment is committed.
        const onConnection = await options!.connection!.query('SELECT status FROM shop_orders WHERE id = $1', [orderId]);
        const outside = await t.db.selectFrom('shop_orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
        seen.push({ data, inTransaction: onConnection.rows[0].status, outside: outside.status });
        return 'queued';
      },
    };
    const result = await handlePaymentEvent({ ...shopDeps(t, provider), jobs }, provider.confirm(paying, TEST_CARD_SUCCESS));
    expect(result).toEqual({ orderId, handled: true });
    expect(seen).toEqual([{ data: { orderId, keep: paying }, inTransaction: 'paid', outside: 'pending' }]);
    expect(provider.cancelled()).toEqual([]);
    expect(await replaced(other)).toBeNull();
  });

  it('the job cancels the other open intents at the provider and marks them replaced, keeping the one that paid', async () => {
    const { t } = ctx;
    const { orderId, paying, other } = await orderWithTwoIntents();
    const provider = recordingProvider();
    await handleCancelIntentsJob({ db: t.db, provider }, { orderId, keep: paying });
    expect(provider.cancelled()).toEqual([other]);
    expect(await replaced(other)).not.toBeNull();
    expect(await replaced(paying)).toBeNull();
    // Run again (a retry): nothing left to cancel.
    await handleCancelIntentsJob({ db: t.db, provider }, { orderId, keep: paying });
    expect(provider.cancelled()).toEqual([other]);
  });

  it('an intent the provider cannot cancel fails the job (pg-boss retries it) and stays open', async () => {
    const { t } = ctx;
    const { orderId, paying, other } = await orderWithTwoIntents();
    const failure = handleCancelIntentsJob({ db: t.db, provider: recordingProvider(true) }, { orderId, keep: paying });
    await expect(failure).rejects.toThrow(`1 payment intent(s) of order ${orderId} not cancelled`);
    expect(await replaced(other)).toBeNull();
  });
});
