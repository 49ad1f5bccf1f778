import type pg from 'pg';
import type { SheetInput } from './sheet-input.ts';

/**
 * SQL of the publisher (sheet-publisher.ts): the versions of a product in a language, inside the caller's transaction.
 * Which version to write, and whether to write at all, is the publisher's.
 */

/** The current version of a product in a language, as the publisher compares it (columns by name). */
export interface CurrentVersion {
  id: number;
  iddc: string;
  file_sha256: string | null;
  revision_date: string | null;
  revision_version: string | null;
  language_group_id: number | null;
  ean: string[] | null;
  [column: string]: unknown;
}

/** The current version of (supplier, product key, language), locked for the rest of the transaction. */
export async function currentVersionForUpdate(client: pg.ClientBase, input: SheetInput): Promise<CurrentVersion | undefined> {
  const current = await client.query(
    `SELECT id, iddc, file_sha256, revision_date::text AS revision_date, revision_version, language_group_id, ean,
            product_name, product_code, type, ufi, brand, range, regulation, zone, country, cpro, family, access
     FROM documents WHERE supplier_id = $1 AND product_key = $2 AND language = $3 AND is_latest AND deleted_at IS NULL
     FOR UPDATE`,
    [input.supplierId, input.productKey, input.language],
  );
  return current.rows[0];
}

/** An older version stored before with the same file and revision (a product's history imported again). */
export async function storedOlderVersion(client: pg.ClientBase, input: SheetInput): Promise<{ id: number; iddc: string } | undefined> {
  const known = await client.query(
    `SELECT id, iddc FROM documents WHERE supplier_id = $1 AND product_key = $2 AND language = $3 AND NOT is_latest
         AND file_sha256 IS NOT DISTINCT FROM $4 AND revision_date IS NOT DISTINCT FROM $5::date
         AND revision_version IS NOT DISTINCT FROM $6 LIMIT 1`,
    [input.supplierId, input.productKey, input.language, input.file?.sha256 ?? null, input.revisionDate, input.revisionVersion],
  );
  return known.rows[0];
}

/** Applies metadata changes to a version in place (the columns given, the EAN codes and the name slug). */
export async function updateVersionInPlace(
  client: pg.ClientBase,
  id: number,
  changes: { column: string; value: unknown }[],
  ean: string[],
  slug: string,
): Promise<void> {
  const sets = changes.map(({ column, value }, i) => ({ sql: `${column} = $${i + 2}`, value }));
  const values: unknown[] = [id, ...sets.map((s) => s.value), ean];
  const assignments = [...sets.map((s) => s.sql), `ean = $${sets.length + 2}`, 'product_name_slug = $' + (sets.length + 3), 'last_update = now()'];
  await client.query(
    `UPDATE documents SET ${assignments.join(', ')}
       WHERE id = $1`,
    [...values, slug],
  );
}

/** The language group of another version of the product (any language), or null. */
export async function languageGroupOfProduct(client: pg.ClientBase, supplierId: number, productKey: string): Promise<number | null> {
  const group = await client.query(
    `SELECT language_group_id FROM documents WHERE supplier_id = $1 AND product_key = $2 AND language_group_id IS NOT NULL LIMIT 1`,
    [supplierId, productKey],
  );
  return group.rows[0]?.language_group_id ?? null;
}

/** The current version steps down (the partial unique index allows one latest version). */
export async function stepDown(client: pg.ClientBase, id: number): Promise<void> {
  await client.query(`UPDATE documents SET is_latest = false WHERE id = $1`, [id]);
}

/** A version that starts its own language group. */
export async function startLanguageGroup(client: pg.ClientBase, id: number): Promise<void> {
  await client.query(`UPDATE documents SET language_group_id = id WHERE id = $1`, [id]);
}

export async function setSupersededBy(client: pg.ClientBase, id: number, supersededBy: number): Promise<void> {
  await client.query(`UPDATE documents SET superseded_by = $2 WHERE id = $1`, [id, supersededBy]);
}

/** Stores one version of a sheet and returns its id. */
export async function insertVersion(
  client: pg.ClientBase,
  iddc: string,
  input: SheetInput,
  slug: string,
  groupId: number | null,
  version: { latest: boolean; supersededBy: number | null },
): Promise<number> {
  const inserted = await client.query(
    `INSERT INTO documents (iddc, supplier_id, product_key, product_name, product_name_slug, product_code, revision_date,
       revision_version, language, type, ufi, ean, brand, range, regulation, zone, country, cpro, family, access,
       language_group_id, file_key, file_size, file_pages, file_sha256, is_latest, superseded_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25,
       $26, $27, coalesce($28::timestamptz, now()))
     RETURNING id`,
    [
      iddc,
      input.supplierId,
      input.productKey,
      input.productName,
      slug,
      input.productCode,
      input.revisionDate,
      input.revisionVersion,
      input.language,
      input.type,
      input.ufi,
      input.ean,
      input.brand,
      input.range,
      input.regulation,
      input.zone,
      input.country,
      input.cpro,
      input.family,
      input.access,
      groupId,
      input.file?.key ?? null,
      input.file?.size ?? null,
      input.file?.pages ?? null,
      input.file?.sha256 ?? null,
      version.latest,
      version.supersededBy,
      input.publishedAt ?? null,
    ],
  );
  return Number(inserted.rows[0].id);
}

/** Whether the supplier has a live API key with a webhook (issue #27): only then is a publication's webhook job queued. */
export async function supplierHasWebhooks(client: pg.ClientBase, supplierId: number): Promise<boolean> {
  const { rows } = await client.query(`SELECT 1 FROM api_keys WHERE supplier_id = $1 AND webhook_url IS NOT NULL AND revoked_at IS NULL LIMIT 1`, [supplierId]);
  return rows.length > 0;
}
