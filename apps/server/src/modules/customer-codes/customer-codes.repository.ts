import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { SESSION_CODES_KEY, type ProvenCode } from '../../catalogue/document-access.ts';
import { setSessionDataEntry } from '../../security/session.repository.ts';

/** SQL of the customer codes feature (customer_codes, user_customer_codes, the session's proved codes). No rules. */

/** The suppliers (among `supplierIds`, or all when null) that issued this customer code; at most 50. */
export async function codeHolders(db: Db, supplierIds: number[] | null, customerCode: string) {
  let query = db
    .selectFrom('customer_codes')
    .innerJoin('suppliers', 'suppliers.id', 'customer_codes.supplier_id')
    .select(['customer_codes.id as customerCodeId', 'suppliers.id as supplierId', 'suppliers.code as supplierCode', 'suppliers.name as supplierName'])
    .where('customer_codes.code', '=', customerCode);
  if (supplierIds) query = query.where('customer_codes.supplier_id', 'in', supplierIds);
  return query.orderBy('suppliers.id').limit(50).execute();
}

/** Puts the given customer codes on the account (those still existing; already held ones are kept). */
export async function addCodesToAccount(trx: Db, userId: number, customerCodeIds: number[]): Promise<void> {
  await sql`INSERT INTO user_customer_codes (user_id, customer_code_id)
            SELECT ${userId}, id FROM customer_codes WHERE id = ANY(${customerCodeIds}::bigint[])
            ON CONFLICT DO NOTHING`.execute(trx);
}

/** Takes a supplier's customer code off the account; the number of codes removed (0 or 1). */
export async function removeCodeFromAccount(db: Db, userId: number, supplierId: number, code: string): Promise<number> {
  const res = await sql`DELETE FROM user_customer_codes u USING customer_codes c
    WHERE u.customer_code_id = c.id AND u.user_id = ${userId} AND c.supplier_id = ${supplierId} AND c.code = ${code}`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}

/** Stores the session's proved codes in its data, and the code on the account when there is a user: one transaction. */
export async function storeProvedCode(db: Db, sessionId: number, codes: ProvenCode[], userId: number | null, customerCodeId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The session's row is the session store's (table ownership, docs/architecture.md).
    await setSessionDataEntry(trx, sessionId, SESSION_CODES_KEY, codes);
    if (userId !== null) {
      await trx
        .insertInto('user_customer_codes')
        .values({ user_id: userId, customer_code_id: customerCodeId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
}
