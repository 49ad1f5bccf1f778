import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** SQL of a supplier's own list of customer codes (customer_codes, written by this module), for its staff and the back office. */

export interface SupplierCodeRow {
  id: number;
  code: string;
  customer: string | null;
  created_at: Date;
  holders: number;
}

/** The supplier's codes, newest first, with how many accounts hold each. */
export async function supplierCodes(db: Db, supplierId: number, query: { q?: string; limit: number; offset: number }) {
  const filter = query.q ? sql`AND (c.code ILIKE ${'%' + query.q + '%'} OR c.customer ILIKE ${'%' + query.q + '%'})` : sql``;
  const { rows } = await sql<SupplierCodeRow & { total: number }>`
    SELECT c.id, c.code, c.customer, c.created_at,
      (SELECT count(*)::int FROM user_customer_codes u WHERE u.customer_code_id = c.id) AS holders, count(*) OVER ()::int AS total
    FROM customer_codes c WHERE c.supplier_id = ${supplierId} ${filter}
    ORDER BY c.created_at DESC, c.id DESC LIMIT ${query.limit} OFFSET ${query.offset}`.execute(db);
  return rows;
}

export async function insertCode(db: Db, supplierId: number, code: string, customer: string | null): Promise<SupplierCodeRow> {
  const row = await db
    .insertInto('customer_codes')
    .values({ supplier_id: supplierId, code, customer })
    .returning(['id', 'code', 'customer', 'created_at'])
    .executeTakeFirstOrThrow();
  return { ...row, holders: 0 };
}

/** Adds the codes not there yet (existing ones are left as they are); returns how many were added. */
export async function insertCodes(db: Db, supplierId: number, codes: { code: string; customer: string | null }[]): Promise<number> {
  if (codes.length === 0) return 0;
  const result = await db
    .insertInto('customer_codes')
    .values(codes.map((c) => ({ supplier_id: supplierId, code: c.code, customer: c.customer })))
    .onConflict((oc) => oc.columns(['supplier_id', 'code']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Revokes a code: accounts holding it lose it (cascade); false when the supplier has no such code. */
export async function deleteCode(db: Db, supplierId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('customer_codes').where('supplier_id', '=', supplierId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

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
