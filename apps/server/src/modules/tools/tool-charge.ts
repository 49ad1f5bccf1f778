import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { staffRoleOf, type ToolCode } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import type { Caller } from '../../plugins/session.ts';
import { chargeToolUse, toolBalances, type ToolCharge } from '../entitlements/index.ts';

/**
 * The tools' paid deliverables (issue #28): an establishment report, a saved load, a label sheet cost one use each
 * (the month's SafeBox free level, then a credit; what a credit buys: TOOL_CREDIT_UNITS in the contract). The rules
 * are the entitlements module's; this file names what is charged and to whom.
 */

type Who = Pick<Caller, 'user'>;

/** Staff (administrators, assistants) are never charged: they check a customer's result, they do not buy it. */
export function isStaff(caller: Who): boolean {
  return !!caller.user && staffRoleOf(caller.user.profileTypes) !== null;
}

/** The key of a deliverable made from an input: the same input (same tool, same day) is charged once. */
export function inputKey(prefix: string, input: unknown): string {
  return `${prefix}:${createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 40)}`;
}

/** Charges the deliverables `keys` of `tool` to the user inside `tx` (the transaction recording them, if any). */
export function chargeIn(ctx: AppContext, tx: Transaction<Database>, caller: Who, userId: number, tool: ToolCode, keys: string[]): Promise<ToolCharge> {
  return chargeToolUse(tx, { userId, tool, keys, now: ctx.clock.now(), staff: isStaff(caller) });
}

/** Charges a deliverable that records nothing else (a report, a PDF): its own transaction, after it was made. */
export function charge(ctx: AppContext, caller: Who, userId: number, tool: ToolCode, keys: string[]): Promise<ToolCharge> {
  return ctx.db.transaction().execute((tx) => chargeIn(ctx, tx, caller, userId, tool, keys));
}

/** GET /users/{login}/mySDS/tool_credits: what the user has left of each tool. */
export function balances(ctx: AppContext, caller: Who, userId: number) {
  return toolBalances(ctx.db, { userId, now: ctx.clock.now(), staff: isStaff(caller) });
}
