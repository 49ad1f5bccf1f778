import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Tx = Transaction<Database>;

/** SQL of the sends: the revision sent, its recipients, the send rows, the personal link's lookups, the lists. */

export interface SheetToSend {
  /** When the revision was published (its version's created_at, by the app's clock where it was published). */
  published_at: Date;
  id: number;
  iddc: string;
  supplier_id: number;
  supplier_name: string;
  product_key: string;
  product_code: string | null;
  product_name: string;
  revision_date: string | null;
  language: string;
  file_sha256: string | null;
  file_key: string | null;
  file_size: number | null;
}

export async function sheetToSend(db: Db | Tx, documentId: number): Promise<SheetToSend | undefined> {
  return db
    .selectFrom('documents as d')
    .innerJoin('suppliers as s', 's.id', 'd.supplier_id')
    .select([
      'd.id',
      'd.iddc',
      'd.supplier_id',
      's.name as supplier_name',
      'd.product_key',
      'd.product_code',
      'd.product_name',
      sql<string | null>`to_char(d.revision_date, 'YYYY-MM-DD')`.as('revision_date'),
      'd.language',
      'd.file_sha256',
      'd.file_key',
      'd.file_size',
      'd.created_at as published_at',
    ])
    .where('d.id', '=', documentId)
    .where('d.deleted_at', 'is', null)
    .executeTakeFirst() as Promise<SheetToSend | undefined>;
}

export interface Recipient {
  email: string;
  user_id: number | null;
  language: string;
}

/**
 * Who received the sheet's product (its product code or key) on or after `since`: the active holders of a delivered
 * customer code, and the delivered e-mail addresses (with the account of that address, when there is one). One row
 * per address.
 */
export async function recipientsOf(db: Db, sheet: SheetToSend, since: string): Promise<Recipient[]> {
  const products = [sheet.product_key, ...(sheet.product_code ? [sheet.product_code] : [])];
  const { rows } = await sql<Recipient>`
    SELECT DISTINCT ON (lower(email)) email, user_id, language FROM (
      SELECT u.email, u.id AS user_id, u.language
        FROM supplier_deliveries d
        JOIN user_customer_codes uc ON uc.customer_code_id = d.customer_code_id
        JOIN users u ON u.id = uc.user_id AND u.status = 'active'
       WHERE d.supplier_id = ${sheet.supplier_id} AND d.product_code = ANY(${products}::text[]) AND d.delivered_on >= ${since}::date
      UNION ALL
      SELECT d.email, u.id AS user_id, coalesce(u.language, ${sheet.language}) AS language
        FROM supplier_deliveries d
        LEFT JOIN users u ON lower(u.email) = lower(d.email) AND u.status = 'active'
       WHERE d.supplier_id = ${sheet.supplier_id} AND d.product_code = ANY(${products}::text[]) AND d.delivered_on >= ${since}::date
         AND d.email IS NOT NULL
    ) r
    ORDER BY lower(email), user_id NULLS LAST`.execute(db);
  return rows.map((r) => ({ ...r, user_id: r.user_id === null ? null : Number(r.user_id) }));
}

/**
 * The send of a revision to an address, with a fresh link token: created, or taken again when its mail was never
 * accepted (a retry after a failure). Returns nothing when that mail was already accepted (nothing to do).
 */
export async function claimSend(
  tx: Tx,
  values: { supplierId: number; documentId: number; email: string; userId: number | null; language: string; tokenHash: Buffer },
): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO supplier_sends (supplier_id, document_id, email, user_id, language, token_hash)
    VALUES (${values.supplierId}, ${values.documentId}, ${values.email}, ${values.userId}, ${values.language}, ${values.tokenHash})
    ON CONFLICT (document_id, lower(email)) DO UPDATE SET token_hash = EXCLUDED.token_hash WHERE supplier_sends.accepted_at IS NULL
    RETURNING id`.execute(tx);
  return rows[0] ? Number(rows[0].id) : null;
}

export async function markAccepted(tx: Tx, sendId: number, at: Date): Promise<void> {
  await tx.updateTable('supplier_sends').set({ accepted_at: at }).where('id', '=', sendId).execute();
}

/** The send a personal link names, with its sheet's file. */
export async function sendByTokenHash(db: Db, tokenHash: Buffer) {
  return db
    .selectFrom('supplier_sends as x')
    .innerJoin('documents as d', 'd.id', 'x.document_id')
    .innerJoin('suppliers as s', 's.id', 'x.supplier_id')
    .select([
      'x.id',
      'x.supplier_id',
      'x.document_id',
      'x.email',
      'd.iddc',
      'd.product_name',
      sql<string | null>`to_char(d.revision_date, 'YYYY-MM-DD')`.as('revision_date'),
      's.name as supplier_name',
      'd.file_key',
      'd.file_size',
      'd.file_sha256',
    ])
    .where('x.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The supplier's sends (optionally of one sheet code), newest first, with the archive's events of each. */
export async function listSends(db: Db, supplierId: number, query: { documentCode?: string; sendId?: number; limit: number; offset: number }) {
  let q = db
    .selectFrom('supplier_sends as x')
    .innerJoin('documents as d', 'd.id', 'x.document_id')
    .select([
      'x.id',
      'd.iddc as document_code',
      'd.product_name',
      'd.file_sha256',
      'x.email',
      'x.created_at',
      'x.accepted_at',
      sql<{ event: string; at: string; detail: string; sha256: string; hash: string }[]>`(
        SELECT coalesce(json_agg(json_build_object('event', p.event, 'at', p.recorded_at, 'detail', p.detail, 'sha256', p.sheet_sha256,
          'hash', p.record_hash) ORDER BY p.id), '[]') FROM proof_records p WHERE p.send_id = x.id)`.as('events'),
    ])
    .where('x.supplier_id', '=', supplierId);
  if (query.documentCode) q = q.where('d.iddc', '=', query.documentCode);
  if (query.sendId) q = q.where('x.id', '=', query.sendId);
  return q.orderBy('x.id', 'desc').limit(query.limit).offset(query.offset).execute();
}
