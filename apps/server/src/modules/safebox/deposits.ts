import { sql } from 'kysely';
import type { Executor } from './repository.ts';

/**
 * Automatic deposit for SafeBox members (users.safebox true, i.e. signed contract received):
 * - 'revision': the latest version of a sheet the member keeps in their space, when they keep an older one;
 * - 'customer': a private sheet published by a supplier whose customer code the member holds, after both the
 *   code was added and the membership began (the supplier issue will add delivery lists).
 * Each (member, sheet) is deposited at most once (safebox_deposits' key), even if the member later removes it,
 * and never when the sheet is already in the space. Deposits go to the "received" tab of my-FDS.
 */
export async function depositForMembers(db: Executor, options: { userId?: number } = {}): Promise<{ userId: number; documentId: number }[]> {
  const only = options.userId ?? null;
  const { rows } = await sql<{ user_id: string | number; document_id: string | number }>`
    WITH members AS (
      SELECT id FROM users WHERE safebox AND status = 'active' AND (${only}::bigint IS NULL OR id = ${only}::bigint)),
    held AS (
      SELECT DISTINCT ud.user_id, d.supplier_id, d.product_key, d.language
      FROM user_documents ud JOIN documents d ON d.id = ud.document_id
      WHERE ud.user_id IN (SELECT id FROM members)),
    candidates AS (
      SELECT h.user_id, l.id AS document_id, 'revision' AS reason
      FROM held h
      JOIN documents l ON l.supplier_id = h.supplier_id AND l.product_key = h.product_key AND l.language = h.language
       AND l.is_latest AND l.deleted_at IS NULL AND l.access <> 'secret'
      UNION ALL
      SELECT ucc.user_id, d.id, 'customer'
      FROM user_customer_codes ucc
      JOIN customer_codes cc ON cc.id = ucc.customer_code_id
      JOIN documents d ON d.supplier_id = cc.supplier_id AND d.is_latest AND d.deleted_at IS NULL AND d.access = 'private'
      JOIN LATERAL (
        SELECT max(received_at) AS since FROM safebox_contracts c WHERE c.user_id = ucc.user_id AND c.status = 'signed'
      ) m ON true
      WHERE ucc.user_id IN (SELECT id FROM members) AND d.created_at >= GREATEST(ucc.added_at, COALESCE(m.since, ucc.added_at))),
    fresh AS (
      INSERT INTO safebox_deposits (user_id, document_id, reason)
      SELECT DISTINCT ON (c.user_id, c.document_id) c.user_id, c.document_id, c.reason
      FROM candidates c
      WHERE NOT EXISTS (SELECT 1 FROM user_documents ud WHERE ud.user_id = c.user_id AND ud.document_id = c.document_id)
      ORDER BY c.user_id, c.document_id, c.reason DESC
      ON CONFLICT DO NOTHING
      RETURNING user_id, document_id)
    SELECT user_id, document_id FROM fresh`.execute(db);
  const deposited = rows.map((r) => ({ userId: Number(r.user_id), documentId: Number(r.document_id) }));
  for (const d of deposited) await depositIntoSpace(db, { ...d, source: 'received' });
  return deposited;
}

/**
 * Puts a sheet into a user's my-FDS space. The my-FDS branch exposes the same function
 * (modules/my-fds/index.ts `depositIntoSpace`); until it lands this minimal insert stands in for it.
 */
export async function depositIntoSpace(
  db: Executor,
  values: { userId: number; documentId: number; source: 'favourite' | 'upload' | 'consultation' | 'received' },
): Promise<void> {
  await db
    .insertInto('user_documents')
    .values({ user_id: values.userId, document_id: values.documentId, source: values.source })
    .onConflict((oc) => oc.columns(['user_id', 'document_id']).doNothing())
    .execute();
}
