import type pg from 'pg';

/**
 * SQL of the catalogue's tables (documents, suppliers) that the supplier's space needs besides the publisher
 * (issue #27): a draft's secret sheet, a withdrawal, the customer-code stage texts. The catalogue owns these
 * tables; the supplier-space and customer-codes modules call these functions inside their own transactions.
 */

/** Stores an uploaded draft as a secret sheet of its supplier (never listed, never served), to be read. */
export async function insertDraftSheet(
  client: pg.ClientBase,
  values: {
    iddc: string;
    supplierId: number;
    userId: number;
    fileName: string;
    language: string;
    file: { key: string; size: number; pages: number | null; sha256: string };
  },
): Promise<number> {
  const { rows } = await client.query(
    `INSERT INTO documents (iddc, supplier_id, product_key, product_name, product_name_slug, language, access, file_key, file_size,
       file_pages, file_sha256, uploaded_by, is_latest)
     VALUES ($1, $2, $3, $4, 'draft', $5, 'secret', $6, $7, $8, $9, $10, true) RETURNING id`,
    [
      values.iddc,
      values.supplierId,
      `draft:${values.iddc}`,
      values.fileName,
      values.language,
      values.file.key,
      values.file.size,
      values.file.pages,
      values.file.sha256,
      values.userId,
    ],
  );
  return Number(rows[0].id);
}

/** Takes a draft's secret sheet out of the way once published or discarded (kept, never deleted). */
export async function retireDraftSheet(client: pg.ClientBase, documentId: number): Promise<void> {
  await client.query(`UPDATE documents SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL`, [documentId]);
}

/**
 * Withdraws the current version of a product in a language: it leaves the catalogue but is never deleted (the row,
 * its file and its older versions stay: archiving with legal proof value, 10 years minimum). The permanent link of
 * every version then answers "not found". A later publication of the product starts again as a new sheet.
 */
export async function withdrawVersion(client: pg.ClientBase, documentId: number): Promise<boolean> {
  const { rowCount } = await client.query(`UPDATE documents SET deleted_at = now(), last_update = now() WHERE id = $1 AND deleted_at IS NULL`, [documentId]);
  return (rowCount ?? 0) > 0;
}

/** The customer-code stage texts of a supplier (per interface language), as the importer's supplier columns hold them. */
export async function updateCustomerCodeTexts(
  client: pg.ClientBase | pg.Pool,
  supplierId: number,
  texts: { description: Record<string, string>; help: Record<string, string> },
): Promise<void> {
  await client.query(`UPDATE suppliers SET customer_code_description = $2, customer_code_help = $3, updated_at = now() WHERE id = $1`, [
    supplierId,
    JSON.stringify(texts.description),
    JSON.stringify(texts.help),
  ]);
}
