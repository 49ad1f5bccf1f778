import { mergeUserProfile } from '../users/index.ts';
import * as repo from './repository.ts';

/** SafeBox opened and closed by the shop's paid and cancelled orders (issue #14), in the shop's transaction. */

/**
 * After a successful payment (product-spec §4 "Order flow": "SafeBox opens automatically if missing, and processing
 * progress shows in SafeBox"), in the payment's transaction. Decision: the paid order, whose buyer accepted the terms
 * of sale and gave a billing identity, stands for the membership contract, so a paying user who is not a member
 * becomes one at once: users.safebox (free tools in full, automatic deposit of new revisions into "received"),
 * safebox_signed_contract_return_date set to the payment time, and the opening order recorded. A member stays as
 * they are (nothing recorded); a waiting contract request stays waiting (signing it later changes nothing more).
 * Idempotent. Returns true when the membership was opened now.
 */
export async function openForPaidOrder(trx: repo.Executor, input: { userId: number; orderId: number; at?: Date }): Promise<boolean> {
  const at = input.at ?? new Date();
  const user = await repo.lockUser(trx, input.userId);
  if (!user || user.safebox) return false;
  if (!(await repo.insertOrderOpening(trx, input.userId, input.orderId, at))) return false;
  await mergeUserProfile(trx, input.userId, { safebox_signed_contract_return_date: at.toISOString() }, true);
  return true;
}

/**
 * A cancelled paid order takes back the membership it opened (not one resting on a signed contract): the free
 * tools and deposits stop; the sheets received stay in the space.
 */
export async function closeForCancelledOrder(trx: repo.Executor, orderId: number, at = new Date()): Promise<boolean> {
  const opening = await repo.liveOpeningOfOrder(trx, orderId);
  if (!opening) return false;
  const contract = await repo.latestContract(trx, opening.user_id);
  await repo.endOrderOpenings(trx, opening.user_id, at);
  if (contract?.status === 'signed') return false;
  await mergeUserProfile(trx, opening.user_id, { safebox_signed_contract_return_date: null }, false);
  return true;
}
