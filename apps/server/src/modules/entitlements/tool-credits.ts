import { SHOP_TOOLS, TOOL_CODES, TOOL_FREE_PER_MONTH, type ToolBalance, type ToolCode } from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import * as credits from './credits.repository.ts';
import type { Tx } from './credits.repository.ts';
import * as repo from './tool-credits.repository.ts';

/**
 * The regulatory tools' credits (issue #28; what one credit buys: TOOL_CREDIT_UNITS in the contract). A deliverable is
 * charged inside the caller's transaction: first the month's SafeBox free level, then the paid holdings of the tool
 * (the one ending first first). The user's credit work is serialised (the same advisory lock as the sheets' credits)
 * and the holdings locked, so two parallel calls with one credit left give one success; the same key the same day is
 * charged once (a re-download, a double click). Staff are never charged.
 */

export interface ToolCharge {
  /** Uses charged by this call (keys not charged before today). */
  charged: number;
  free: number;
  paid: number;
}

function day(now: Date): string {
  return now.toISOString().slice(0, 10);
}
function monthStart(now: Date): string {
  return `${day(now).slice(0, 7)}-01`;
}
/** The tool's paid offers (the free one is the SafeBox level, not a holding). */
function paidOffers(tool: ToolCode) {
  return (SHOP_TOOLS.find((t) => t.tool_reference === tool)?.offers ?? []).filter((o) => o.price_cents > 0);
}

/**
 * Charges the deliverables named by `keys` (one use each: an establishment, a load, a label request) to the user, or
 * throws 780 (toolCreditsExhausted) without charging any when the free level and the credits left do not cover all.
 */
export async function chargeToolUse(tx: Tx, input: { userId: number; tool: ToolCode; keys: string[]; now: Date; staff: boolean }): Promise<ToolCharge> {
  const none = { charged: 0, free: 0, paid: 0 };
  const keys = [...new Set(input.keys)];
  if (input.staff || keys.length === 0) return none;
  const today = day(input.now);
  await credits.lockUserCredits(tx, input.userId);
  const already = await repo.chargedKeys(tx, input.userId, input.tool, keys, today);
  const todo = keys.filter((k) => !already.has(k));
  if (todo.length === 0) return none;
  const safebox = await credits.userSafebox(tx, input.userId);
  const freeLeft = safebox ? Math.max(0, TOOL_FREE_PER_MONTH[input.tool] - (await repo.freeUsesSince(tx, input.userId, input.tool, monthStart(input.now)))) : 0;
  const freeKeys = todo.slice(0, freeLeft);
  let paidKeys = todo.slice(freeKeys.length);
  // Each offer's holdings come ending first first (one paid offer per tool today).
  const holdings = [];
  for (const offer of paidOffers(input.tool)) holdings.push(...(await credits.lockHoldings(tx, input.userId, offer.id, today)));
  const left = holdings.reduce((n, h) => n + h.credits - h.used, 0);
  if (left < paidKeys.length) {
    throw new AppError('toolCreditsExhausted', {
      data: [
        { name: 'tool', value: input.tool },
        { name: 'credits_left', value: left },
      ],
    });
  }
  await repo.recordToolUses(tx, { userId: input.userId, tool: input.tool, keys: freeKeys, day: today, holdingId: null });
  const paid = paidKeys.length;
  for (const holding of holdings) {
    const take = paidKeys.slice(0, holding.credits - holding.used);
    if (take.length === 0) continue;
    await repo.recordToolUses(tx, { userId: input.userId, tool: input.tool, keys: take, day: today, holdingId: holding.id });
    paidKeys = paidKeys.slice(take.length);
  }
  return { charged: todo.length, free: freeKeys.length, paid };
}

/** What a user has left of each tool: the month's free uses and the paid credits (staff: unlimited). */
export async function toolBalances(db: Db, input: { userId: number; now: Date; staff: boolean }): Promise<ToolBalance[]> {
  const safebox = await credits.userSafebox(db, input.userId);
  const out: ToolBalance[] = [];
  for (const tool of TOOL_CODES) {
    const perMonth = safebox ? TOOL_FREE_PER_MONTH[tool] : 0;
    const freeUsed = safebox ? await repo.freeUsesSince(db, input.userId, tool, monthStart(input.now)) : 0;
    out.push({
      tool,
      free_left: Math.max(0, perMonth - freeUsed),
      free_per_month: perMonth,
      credits_left: await repo.creditsLeft(
        db,
        input.userId,
        paidOffers(tool).map((o) => o.id),
        day(input.now),
      ),
      unlimited: input.staff,
    });
  }
  return out;
}
