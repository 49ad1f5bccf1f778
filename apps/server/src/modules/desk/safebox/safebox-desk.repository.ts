import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';

export type Executor = Db | Transaction<Database>;

/** A SafeBox contract with its member's login and SafeBox flag (read for the desk's audit rows; SafeBox writes them). */
export async function contractState(db: Executor, identifier: string) {
  return db
    .selectFrom('safebox_contracts as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.user_id', 'c.contract_identifier', 'c.status', 'c.receipt', 'c.sent_count', 'u.login', 'u.safebox'])
    .where('c.contract_identifier', '=', identifier)
    .executeTakeFirst();
}
