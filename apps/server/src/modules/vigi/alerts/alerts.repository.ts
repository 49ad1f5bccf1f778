import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { DigestLine } from './alert-mail.ts';

/** SQL of the substance watch's alerts (vigi.jobs.ts): the imported version, the pending alerts, the ledger. */

/** An imported list version, its list's current version and the version it follows. */
export async function listVersionForJob(db: Db, versionId: number) {
  return db
    .selectFrom('vigi_list_versions as v')
    .innerJoin('vigi_lists as l', 'l.code', 'v.list_code')
    .select(['v.id', 'v.list_code', 'v.label', 'v.previous_version_id', 'l.current_version_id'])
    .where('v.id', '=', versionId)
    .executeTakeFirst();
}

export interface AlertRow extends DigestLine {
  user_id: number;
  email: string;
  language: string;
  document_id: number;
  entry_id: number;
}

/** Set-based: the kept sheets whose components match an entry that entered with this version. */
export async function pendingAlerts(db: Db, versionId: number): Promise<AlertRow[]> {
  const { rows } = await sql<AlertRow>`
    WITH fresh AS (SELECT entry_id FROM vigi_version_changes WHERE version_id = ${versionId} AND change = 'entered'),
    comp AS (
      SELECT c.document_id, c.position, c.name, c.cas, vigi_cas_key(c.cas) AS ncas, vigi_ec_key(c.ec) AS nec,
             vigi_index_key(c.index_number) AS nidx, f_fold(c.name) AS fname
      FROM document_components c WHERE c.document_id IN (SELECT document_id FROM user_documents)),
    ties AS (
      SELECT c.document_id, c.position, i.entry_id FROM comp c
        JOIN vigi_entry_identifiers i ON i.kind = 'cas' AND i.value = c.ncas WHERE i.entry_id IN (SELECT entry_id FROM fresh)
      UNION SELECT c.document_id, c.position, i.entry_id FROM comp c
        JOIN vigi_entry_identifiers i ON i.kind = 'ec' AND i.value = c.nec WHERE i.entry_id IN (SELECT entry_id FROM fresh)
      UNION SELECT c.document_id, c.position, i.entry_id FROM comp c
        JOIN vigi_entry_identifiers i ON i.kind = 'index' AND i.value = c.nidx WHERE i.entry_id IN (SELECT entry_id FROM fresh)
      UNION SELECT c.document_id, c.position, r.entry_id FROM comp c
        JOIN vigi_entry_name_rules r ON strpos(c.fname, r.term) > 0 WHERE r.entry_id IN (SELECT entry_id FROM fresh)
    )
    SELECT DISTINCT ON (u.id, t.document_id, t.entry_id)
           u.id AS user_id, u.email, u.language, t.document_id, t.entry_id, d.iddc AS document_code, d.product_name,
           e.name AS entry_name, e.entry_number, comp.name AS component_name, comp.cas AS component_cas
    FROM ties t
    JOIN comp ON comp.document_id = t.document_id AND comp.position = t.position
    JOIN user_documents ud ON ud.document_id = t.document_id
    JOIN users u ON u.id = ud.user_id AND u.status = 'active'
    JOIN documents d ON d.id = t.document_id AND d.deleted_at IS NULL
    JOIN vigi_entries e ON e.id = t.entry_id
    WHERE NOT EXISTS (SELECT 1 FROM vigi_alerts_sent s WHERE s.user_id = u.id AND s.version_id = ${versionId}
                        AND s.entry_id = t.entry_id AND s.document_id = t.document_id)
    ORDER BY u.id, t.document_id, t.entry_id, t.position`.execute(db);
  return rows;
}

/** Records the alerts of one user's digest in the ledger; the ones not recorded before (the ones to mail). */
export async function recordAlertsSent(db: Db, userId: number, versionId: number, lines: { entry_id: number; document_id: number }[]) {
  return db
    .insertInto('vigi_alerts_sent')
    .values(lines.map((l) => ({ user_id: userId, version_id: versionId, entry_id: l.entry_id, document_id: l.document_id })))
    .onConflict((oc) => oc.doNothing())
    .returning(['entry_id', 'document_id'])
    .execute();
}
