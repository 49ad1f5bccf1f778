import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Db | Transaction<Database>;

/** SQL of the tools' demo data (demo.seeder.ts). No rules here. */

/** Whether the user has any establishment or saved load already (the demo data is then left alone). */
export async function hasToolData(db: Executor, userId: number): Promise<boolean> {
  const site = await db.selectFrom('tool_sites').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  const load = await db.selectFrom('tool_adr_loads').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return site !== undefined || load !== undefined;
}

/**
 * Up to `limit` current sheets of the user's my-FDS space, the earliest added first. The space is my-fds's table
 * (user_documents), read here in a join as the architecture allows (inventory.repository.ts sheetsInSpace does too).
 */
export async function spaceSheets(db: Executor, userId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_documents as u')
    .innerJoin('documents as d', 'd.id', 'u.document_id')
    .select('d.id')
    .where('u.user_id', '=', userId)
    .where('d.is_latest', '=', true)
    .where('d.deleted_at', 'is', null)
    .orderBy('u.added_at')
    .orderBy('d.id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}
