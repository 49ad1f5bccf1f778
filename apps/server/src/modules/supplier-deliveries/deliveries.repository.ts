import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Tx = Transaction<Database>;

/** SQL of the deliveries (who received which product): lookups for the import, the insert, the list. */

/** The ids of the supplier's customer codes among `codes` (exact codes, as the supplier wrote them). */
export async function customerCodeIds(db: Db | Tx, supplierId: number, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('customer_codes').select(['id', 'code']).where('supplier_id', '=', supplierId).where('code', 'in', codes).execute();
  return new Map(rows.map((r) => [r.code, Number(r.id)]));
}

/** The product codes among `codes` that one of the supplier's sheets carries (its product code or product key). */
export async function knownProductCodes(db: Db | Tx, supplierId: number, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectFrom('documents')
    .select(['product_code', 'product_key'])
    .where('supplier_id', '=', supplierId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('product_code', 'in', codes), eb('product_key', 'in', codes)]))
    .execute();
  return new Set(rows.flatMap((r) => [r.product_code ?? '', r.product_key]).filter((c) => codes.includes(c)));
}

export interface DeliveryRow {
  supplierId: number;
  customerCodeId: number | null;
  email: string | null;
  productCode: string;
  deliveredOn: string;
}

/** Inserts the deliveries; one already stored (same customer, product and date) is kept as it is. Returns how many were new. */
export async function insertDeliveries(tx: Tx, rows: DeliveryRow[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const result = await sql<{ id: number }>`
      INSERT INTO supplier_deliveries (supplier_id, customer_code_id, email, product_code, delivered_on)
      SELECT * FROM unnest(${chunk.map((r) => r.supplierId)}::int[], ${chunk.map((r) => r.customerCodeId)}::bigint[],
        ${chunk.map((r) => r.email)}::text[], ${chunk.map((r) => r.productCode)}::text[], ${chunk.map((r) => r.deliveredOn)}::date[])
      ON CONFLICT DO NOTHING RETURNING id`.execute(tx);
    added += result.rows.length;
  }
  return added;
}

/** The supplier's deliveries, newest first. */
export async function listDeliveries(db: Db, supplierId: number, query: { productCode?: string; limit: number; offset: number }) {
  let q = db
    .selectFrom('supplier_deliveries as d')
    .leftJoin('customer_codes as c', 'c.id', 'd.customer_code_id')
    .select(['d.id', 'c.code as customer_code', 'd.email', 'd.product_code', sql<string>`to_char(d.delivered_on, 'YYYY-MM-DD')`.as('delivered_on')])
    .where('d.supplier_id', '=', supplierId);
  if (query.productCode) q = q.where('d.product_code', '=', query.productCode);
  return q.orderBy('d.delivered_on', 'desc').orderBy('d.id', 'desc').limit(query.limit).offset(query.offset).execute();
}

export async function supplierName(db: Db, supplierId: number): Promise<string> {
  const row = await db.selectFrom('suppliers').select('name').where('id', '=', supplierId).executeTakeFirst();
  return row?.name ?? '';
}
