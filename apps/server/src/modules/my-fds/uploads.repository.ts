import { sql } from 'kysely';
import type { Tx } from './repository.ts';

/**
 * Reads of an upload's sheet (service.ts uploadDocument): its catalogue supplier and match. Its rows are written by
 * the catalogue (catalogue/uploaded-sheets.repository.ts), which owns the tables.
 */

/** The latest catalogue sheet of a supplier's product with that name (an upload's match), if any. */
export async function findCatalogueMatch(
  db: Tx,
  supplierId: number,
  productName: string,
  language: string,
): Promise<{ id: number; revision_date: string | null } | undefined> {
  const { rows } = await sql<{ id: number; revision_date: string | null }>`
    SELECT id, revision_date::text AS revision_date FROM documents
    WHERE supplier_id = ${supplierId} AND name_fold = f_fold(${productName}) AND is_latest AND deleted_at IS NULL
      AND access <> 'secret' AND uploaded_by IS NULL
    ORDER BY (language = ${language}) DESC, revision_date DESC NULLS LAST LIMIT 1`.execute(db);
  return rows[0];
}

/** A catalogue supplier by its name (folded) or code. */
export async function supplierByName(db: Tx, name: string): Promise<{ id: number; code: string; name: string } | undefined> {
  const { rows } = await sql<{ id: number; code: string; name: string }>`
    SELECT id, code, name FROM suppliers WHERE f_fold(name) = f_fold(${name}) OR code = ${name}
    ORDER BY (code = ${name}) DESC, document_count DESC LIMIT 1`.execute(db);
  return rows[0];
}
