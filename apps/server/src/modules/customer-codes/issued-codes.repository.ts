import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** SQL of the codes a supplier issues (customer_codes): listed, added, imported, revoked. No rules here. */

type Conn = Db | Transaction<Database>;

export interface IssuedCodeRow {
  id: number;
  code: string;
  customer: string | null;
  created_at: Date;
  holders: number;
}

/** A supplier's codes, newest first, with how many accounts hold each; `search` narrows by code or customer. */
export async function issuedCodes(db: Conn, supplierId: number, options: { search?: string; limit: number; offset: number }): Promise<IssuedCodeRow[]> {
  let query = db
    .selectFrom('customer_codes as c')
    .select(['c.id', 'c.code', 'c.customer', 'c.created_at'])
    .select((eb) =>
      eb
        .selectFrom('user_customer_codes as u')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('u.customer_code_id', '=', 'c.id')
        .as('holders'),
    )
    .where('c.supplier_id', '=', supplierId);
  if (options.search) {
    const like = `%${options.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    query = query.where((eb) => eb.or([eb('c.code', 'ilike', like), eb('c.customer', 'ilike', like)]));
  }
  const rows = await query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(options.limit).offset(options.offset).execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), holders: Number(r.holders ?? 0), created_at: new Date(r.created_at) }));
}

export async function issuedCodeCount(db: Conn, supplierId: number): Promise<number> {
  const row = await db
    .selectFrom('customer_codes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Adds codes; those the supplier already has are left alone. Returns the rows added. */
export async function insertIssuedCodes(trx: Conn, supplierId: number, codes: { code: string; customer: string | null }[]) {
  if (codes.length === 0) return [];
  const rows = await trx
    .insertInto('customer_codes')
    .values(codes.map((c) => ({ supplier_id: supplierId, code: c.code, customer: c.customer })))
    .onConflict((oc) => oc.columns(['supplier_id', 'code']).doNothing())
    .returning(['id', 'code', 'customer', 'created_at'])
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), created_at: new Date(r.created_at) }));
}

/** Deletes one of the supplier's codes (the accounts holding it lose it: ON DELETE CASCADE); the deleted row. */
export async function deleteIssuedCode(trx: Conn, supplierId: number, codeId: number) {
  const row = await trx
    .deleteFrom('customer_codes')
    .where('id', '=', codeId)
    .where('supplier_id', '=', supplierId)
    .returning(['id', 'code', 'customer', 'created_at'])
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id), created_at: new Date(row.created_at) } : undefined;
}

/** How many accounts hold a code (told in the audit row of its revocation). */
export async function codeHolderCount(db: Conn, codeId: number): Promise<number> {
  const row = await db
    .selectFrom('user_customer_codes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('customer_code_id', '=', codeId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
