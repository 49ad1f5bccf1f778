import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Tx } from './credits.repository.ts';

/** SQL of the regulatory tools' credits (migration 0900): the uses charged, free or from a holding. No rules. */

type Conn = Db | Tx;
type Tool = 'quickIcpe' | 'quickAdr' | 'fdsLabels';

/** Of some keys, those already charged to the user for the tool on `day`. */
export async function chargedKeys(tx: Tx, userId: number, tool: Tool, keys: string[], day: string): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .selectFrom('tool_credit_uses')
    .select('use_key')
    .where('user_id', '=', userId)
    .where('tool', '=', tool)
    .where('day', '=', day)
    .where('use_key', 'in', keys)
    .execute();
  return new Set(rows.map((r) => r.use_key));
}

/** Free uses of the tool since `from` (the month's first day). */
export async function freeUsesSince(db: Conn, userId: number, tool: Tool, from: string): Promise<number> {
  const row = await db
    .selectFrom('tool_credit_uses')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('tool', '=', tool)
    .where('free', '=', true)
    .where('day', '>=', from)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** Records the uses of one kind (free, or one holding whose `used` grows by as many). */
export async function recordToolUses(tx: Tx, values: { userId: number; tool: Tool; keys: string[]; day: string; holdingId: number | null }) {
  if (values.keys.length === 0) return;
  await tx
    .insertInto('tool_credit_uses')
    .values(
      values.keys.map((use_key) => ({
        user_id: values.userId,
        tool: values.tool,
        use_key,
        day: values.day,
        free: values.holdingId === null,
        holding_id: values.holdingId,
      })),
    )
    .execute();
  if (values.holdingId !== null)
    await tx
      .updateTable('shop_holdings')
      .set({ used: sql`used + ${values.keys.length}` })
      .where('id', '=', values.holdingId)
      .execute();
}

/** Credits left on the alive holdings of some offers. */
export async function creditsLeft(db: Conn, userId: number, offerIds: number[], today: string): Promise<number> {
  if (offerIds.length === 0) return 0;
  const row = await db
    .selectFrom('shop_holdings')
    .select(sql<number>`coalesce(sum(credits - used), 0)::int`.as('left'))
    .where('user_id', '=', userId)
    .where('offer_id', 'in', offerIds)
    .where('revoked_at', 'is', null)
    .where('end_date', '>', today)
    .executeTakeFirst();
  return row?.left ?? 0;
}
