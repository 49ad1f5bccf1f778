import { sql } from 'kysely';
import type { Tx } from './repository.ts';

/** SQL of an upload's sheet (service.ts uploadDocument): its catalogue supplier and match, its secret sheet row. */

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

export const UPLOAD_SUPPLIER_CODE = 'my-fds-uploads';

/** The placeholder supplier of uploads whose supplier is not in the catalogue (never has a visible sheet). */
export async function uploadSupplierId(db: Tx): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO suppliers (code, name, slug, access_level, member)
    VALUES (${UPLOAD_SUPPLIER_CODE}, 'My-FDS uploads', ${UPLOAD_SUPPLIER_CODE}, 'private', false)
    ON CONFLICT (code) DO UPDATE SET code = EXCLUDED.code RETURNING id`.execute(db);
  return rows[0].id;
}

export async function insertUploadedDocument(
  db: Tx,
  values: {
    iddc: string;
    supplierId: number;
    userId: number;
    productName: string;
    productNameSlug: string;
    revisionDate: string;
    language: string;
    fileKey: string;
    fileSize: number;
    sha256: string;
  },
): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO documents (iddc, supplier_id, product_key, product_name, product_name_slug, revision_date, language,
      access, file_key, file_size, file_sha256, uploaded_by, is_latest)
    VALUES (${values.iddc}, ${values.supplierId}, ${'upload:' + values.iddc}, ${values.productName}, ${values.productNameSlug},
      ${values.revisionDate}, ${values.language}, 'secret', ${values.fileKey}, ${values.fileSize}, ${values.sha256},
      ${values.userId}, true)
    RETURNING id`.execute(db);
  return Number(rows[0].id);
}
