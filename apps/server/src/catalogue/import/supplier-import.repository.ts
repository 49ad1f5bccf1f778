import type pg from 'pg';
import type { SupplierRow } from './import-rows.ts';

/** SQL of the catalogue import's suppliers (import-catalogue.ts), on the importer's own connection and transaction. */

/** A supplier as the importer compares it with its CSV row. */
export interface StoredSupplier {
  id: number;
  name: string;
  access_level: 'public' | 'private' | 'mixed';
  country: string | null;
  contact: unknown;
  migrated: boolean;
  redirect_url: string | null;
  member: boolean;
  customer_code_description: Record<string, string>;
  customer_code_help: Record<string, string>;
}

/** The jsonb columns of a supplier row, as JSON texts. */
export interface SupplierJson {
  contact: string;
  description: string;
  help: string;
}

export async function storedSupplierByCode(client: pg.ClientBase, code: string): Promise<StoredSupplier | undefined> {
  const existing = await client.query(
    `SELECT id, name, access_level, country, contact, migrated, redirect_url, member, customer_code_description, customer_code_help
     FROM suppliers WHERE code = $1`,
    [code],
  );
  return existing.rows[0];
}

/** Stores a new supplier and returns its id. */
export async function insertSupplier(client: pg.ClientBase, parsed: SupplierRow, json: SupplierJson): Promise<number> {
  const row = await client.query(
    `INSERT INTO suppliers (code, name, slug, access_level, country, contact, migrated, redirect_url, member,
             customer_code_description, customer_code_help)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      parsed.code,
      parsed.name,
      parsed.slug,
      parsed.accessLevel,
      parsed.country,
      json.contact,
      parsed.migrated,
      parsed.redirectUrl,
      parsed.member,
      json.description,
      json.help,
    ],
  );
  return row.rows[0].id;
}

export async function updateSupplier(client: pg.ClientBase, id: number, parsed: SupplierRow, json: SupplierJson): Promise<void> {
  await client.query(
    `UPDATE suppliers SET name = $2, access_level = $3, country = $4, contact = $5, migrated = $6, redirect_url = $7,
             member = $8, customer_code_description = $9, customer_code_help = $10, updated_at = now() WHERE id = $1`,
    [id, parsed.name, parsed.accessLevel, parsed.country, json.contact, parsed.migrated, parsed.redirectUrl, parsed.member, json.description, json.help],
  );
}

/** Moves a supplier's sheets (not deleted) from one access to another; returns how many changed. */
export async function switchSheetsAccess(client: pg.ClientBase, supplierId: number, from: string, to: string): Promise<number> {
  const changed = await client.query(`UPDATE documents SET access = $3, last_update = now() WHERE supplier_id = $1 AND access = $2 AND deleted_at IS NULL`, [
    supplierId,
    from,
    to,
  ]);
  return changed.rowCount ?? 0;
}

export async function supplierIdByCode(client: pg.ClientBase, code: string): Promise<number> {
  return (await client.query(`SELECT id FROM suppliers WHERE code = $1`, [code])).rows[0].id;
}

/** Adds a customer code to a supplier (one already there is kept). */
export async function addCustomerCode(client: pg.ClientBase, supplierId: number, code: string): Promise<void> {
  await client.query(`INSERT INTO customer_codes (supplier_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [supplierId, code]);
}

/** Every supplier's id and access level, by code (the documents refer to their supplier by code). */
export async function supplierAccessLevels(client: pg.ClientBase): Promise<{ id: number; code: string; access_level: 'public' | 'private' | 'mixed' }[]> {
  return (await client.query(`SELECT id, code, access_level FROM suppliers`)).rows;
}
