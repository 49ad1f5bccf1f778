import type { Db } from '../db/database.ts';

/** SQL of the catalogue's customer codes (suppliers' codes that open their private sheets). */

/** Suppliers whose customer code the account holds (user_customer_codes). */
export async function accountCodeSupplierIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_customer_codes')
    .innerJoin('customer_codes', 'customer_codes.id', 'user_customer_codes.customer_code_id')
    .select('customer_codes.supplier_id')
    .where('user_customer_codes.user_id', '=', userId)
    .execute();
  return rows.map((row) => row.supplier_id);
}

/** The suppliers of those of the given customer codes that still exist (a code revoked since is left out). */
export async function liveCodeSupplierIds(db: Db, customerCodeIds: number[]): Promise<number[]> {
  if (customerCodeIds.length === 0) return [];
  const rows = await db.selectFrom('customer_codes').select('supplier_id').where('id', 'in', customerCodeIds).execute();
  return rows.map((row) => row.supplier_id);
}
