import type pg from 'pg';

/** The catalogue's suppliers, as every module reads them: one lookup by code or slug for the whole server. */

export interface SupplierRecord {
  id: number;
  code: string;
  name: string;
  slug: string;
  access_level: 'public' | 'private' | 'mixed';
  member: boolean;
  migrated: boolean;
  redirect_url: string | null;
  customer_code_description: Record<string, string>;
  customer_code_help: Record<string, string>;
  document_count: number;
}

export const SUPPLIER_COLUMNS = `id, code, name, slug, access_level, member, migrated, redirect_url, customer_code_description,
  customer_code_help, document_count`;

/** A supplier by its code or its slug (the staged search, the links and the customer-code checks use either). */
export async function supplierByCodeOrSlug(pool: pg.Pool, code: string): Promise<SupplierRecord | null> {
  const { rows } = await pool.query(`SELECT ${SUPPLIER_COLUMNS} FROM suppliers WHERE code = $1 OR slug = $1 LIMIT 1`, [code]);
  return rows[0] ?? null;
}
