import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** SQL of a supplier's own list of customer codes (customer_codes, written by this module), for its staff and the back office. */

/** How many distinct accounts hold at least one code of the supplier. */
export async function customersHoldingCodes(db: Db, supplierId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(DISTINCT u.user_id)::int AS n FROM user_customer_codes u JOIN customer_codes c ON c.id = u.customer_code_id
    WHERE c.supplier_id = ${supplierId}`.execute(db);
  return rows[0].n;
}

export async function codeTexts(db: Db, supplierId: number) {
  return db.selectFrom('suppliers').select(['customer_code_description', 'customer_code_help']).where('id', '=', supplierId).executeTakeFirst();
}
