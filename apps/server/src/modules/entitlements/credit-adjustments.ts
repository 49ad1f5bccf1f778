import { AppError } from '../../errors/app-error.ts';
import { lockHoldings, type Tx } from './credits.repository.ts';
import { setHoldingCredits } from './credit-adjustments.repository.ts';
import { resolveOffer } from './credits.ts';

export interface CreditsAdjusted {
  offer: string;
  before: { credits: number; used: number };
  after: { credits: number; used: number };
}

/**
 * A staff adjustment of a user's credits for one offer (issue #26; the back office audits it with its reason),
 * inside the caller's transaction. Credits live in holdings (a paid order line each), so an adjustment changes the
 * alive holdings of the offer, locked first: an addition goes to the one that ends last (it stays usable longest),
 * a withdrawal takes unspent credits from the ones ending last first and never goes below what was spent (743).
 * Without an alive holding of the offer there is nothing to adjust (742): credits come with an order.
 */
export async function adjustCredits(tx: Tx, input: { userId: number; offer: string; delta: number; today: string }): Promise<CreditsAdjusted> {
  const offer = resolveOffer(input.offer);
  const holdings = await lockHoldings(tx, input.userId, offer.id, input.today);
  if (holdings.length === 0) throw new AppError('creditsNoHolding', { field: 'offer' });
  const sum = (list: { credits: number; used: number }[]) => ({
    credits: list.reduce((n, h) => n + h.credits, 0),
    used: list.reduce((n, h) => n + h.used, 0),
  });
  const before = sum(holdings);
  const latestFirst = [...holdings].reverse();
  if (input.delta > 0) {
    const last = latestFirst[0]!;
    last.credits += input.delta;
    await setHoldingCredits(tx, last.id, last.credits);
  } else {
    const left = before.credits - before.used;
    if (left < -input.delta) throw new AppError('creditsBelowUsed', { field: 'delta', params: { left } });
    let toTake = -input.delta;
    for (const holding of latestFirst) {
      const take = Math.min(toTake, holding.credits - holding.used);
      if (take === 0) continue;
      holding.credits -= take;
      toTake -= take;
      await setHoldingCredits(tx, holding.id, holding.credits);
      if (toTake === 0) break;
    }
  }
  return { offer: offer.reference, before, after: sum(holdings) };
}
