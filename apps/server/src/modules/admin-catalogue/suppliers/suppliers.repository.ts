import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** SQL of the back office's supplier screens (reads; the changes are the catalogue's: staff-catalogue.repository.ts). */

export const STAFF_PAGE = 50;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const supplierColumns = [
  's.id',
  's.code',
  's.name',
  's.access_level',
  's.member',
  's.migrated',
  's.redirect_url',
  's.contact',
  's.customer_code_description',
  's.customer_code_help',
  's.document_count',
] as const;

/** Suppliers whose name or code contains `search` (all when empty), by name, a page of STAFF_PAGE. */
export async function searchSuppliers(db: Db, search: string | undefined, offset: number) {
  let query = db
    .selectFrom('suppliers as s')
    .select(supplierColumns)
    .select((eb) =>
      eb
        .selectFrom('customer_codes as c')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('c.supplier_id', '=', 's.id')
        .as('codes'),
    );
  if (search) query = query.where((eb) => eb.or([eb('s.name', 'ilike', likePattern(search)), eb('s.code', 'ilike', likePattern(search))]));
  return query.orderBy('s.name').orderBy('s.id').limit(STAFF_PAGE).offset(offset).execute();
}

/** One supplier by its code, for the edit screen. */
export async function supplierByCode(db: Db, code: string) {
  return db
    .selectFrom('suppliers as s')
    .select(supplierColumns)
    .select((eb) =>
      eb
        .selectFrom('customer_codes as c')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('c.supplier_id', '=', 's.id')
        .as('codes'),
    )
    .where('s.code', '=', code)
    .executeTakeFirst();
}
