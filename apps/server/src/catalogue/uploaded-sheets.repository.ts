import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/**
 * The catalogue's rows of my-FDS uploads (issue #29, table ownership): an upload is a secret sheet of the `documents`
 * table, under its catalogue supplier or the uploads' placeholder supplier. The catalogue owns both tables, so my-FDS
 * writes them through these functions, inside its own transaction (pass the transaction).
 */
type Executor = Db | Transaction<Database>;

export const UPLOAD_SUPPLIER_CODE = 'my-fds-uploads';

/** The placeholder supplier of uploads whose supplier is not in the catalogue (never has a visible sheet). */
export async function uploadSupplierId(db: Executor): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO suppliers (code, name, slug, access_level, member)
    VALUES (${UPLOAD_SUPPLIER_CODE}, 'My-FDS uploads', ${UPLOAD_SUPPLIER_CODE}, 'private', false)
    ON CONFLICT (code) DO UPDATE SET code = EXCLUDED.code RETURNING id`.execute(db);
  return rows[0].id;
}

/** Stores an uploaded sheet: secret, owned by the user who uploaded it, its file already in storage. */
export async function insertUploadedDocument(
  db: Executor,
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

/**
 * Marks deleted the user's uploads among these sheets that no personal space holds any more (my-FDS removes its
 * entries first, in the same transaction); returns their file keys.
 */
export async function markUnheldUploadsDeleted(db: Executor, userId: number, documentIds: number[]): Promise<string[]> {
  if (documentIds.length === 0) return [];
  const { rows } = await sql<{ file_key: string | null }>`UPDATE documents d SET deleted_at = now()
    WHERE d.id = ANY(${documentIds}::bigint[]) AND d.uploaded_by = ${userId} AND d.deleted_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM user_documents u WHERE u.document_id = d.id)
    RETURNING d.file_key`.execute(db);
  return rows.map((r) => r.file_key).filter((k): k is string => k !== null);
}
