import { sql, type Insertable, type Transaction } from 'kysely';
import type { ListChange, VIGI_OFFERS, VigiListCode, VigiListVersion } from '@openfds/contract';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';

/** SQL of the list imports (vigi_lists, vigi_list_versions, vigi_entries and their match keys). No rules here. */

type Trx = Transaction<Database>;

/** Serialises the imports of one list (released with the transaction). */
export async function lockList(trx: Trx, list: VigiListCode): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`vigi:${list}`}))`.execute(trx);
}

/** The list's current version, or null before its first import. */
export async function currentVersionId(db: Db, list: VigiListCode): Promise<number | null> {
  const loaded = await db.selectFrom('vigi_lists').select('current_version_id').where('code', '=', list).executeTakeFirst();
  return loaded?.current_version_id ?? null;
}

/** The file the list's current version came from (null file name for a version without one), or null before its first import. */
export async function currentVersionFile(db: Db, list: VigiListCode): Promise<{ id: number; file_name: string | null } | null> {
  const row = await db
    .selectFrom('vigi_lists')
    .innerJoin('vigi_list_versions as v', 'v.id', 'vigi_lists.current_version_id')
    .select(['v.id', 'v.file_name'])
    .where('vigi_lists.code', '=', list)
    .executeTakeFirst();
  return row ?? null;
}

/** The list's source name and its current version (checksum, entry count), if any. */
export async function currentVersionMeta(trx: Trx, list: VigiListCode) {
  return trx
    .selectFrom('vigi_lists')
    .leftJoin('vigi_list_versions as v', 'v.id', 'vigi_lists.current_version_id')
    .select(['vigi_lists.source_name', 'vigi_lists.current_version_id', 'v.checksum', 'v.entry_count'])
    .where('vigi_lists.code', '=', list)
    .executeTakeFirstOrThrow();
}

export async function insertVersion(trx: Trx, values: Insertable<Database['vigi_list_versions']>): Promise<number> {
  const version = await trx.insertInto('vigi_list_versions').values(values).returning('id').executeTakeFirstOrThrow();
  return version.id;
}

/** The version's entries (rows with the columns of vigi_entries, classification as an array), in one statement. */
export async function insertEntries(trx: Trx, versionId: number, rows: object[]): Promise<void> {
  await sql`
    INSERT INTO vigi_entries (version_id, entry_key, name, cas, ec, index_number, entry_number, cas_valid, ec_valid,
      reason, classification, inclusion_date, latest_application_date, sunset_date, conditions, group_rule, details, content_hash)
    SELECT ${versionId}::bigint, x.entry_key, x.name, x.cas, x.ec, x.index_number, x.entry_number, x.cas_valid, x.ec_valid,
      x.reason, ARRAY(SELECT jsonb_array_elements_text(x.classification)), x.inclusion_date, x.latest_application_date,
      x.sunset_date, x.conditions, x.group_rule, x.details, x.content_hash
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(entry_key text, name text, cas text, ec text,
      index_number text, entry_number text, cas_valid boolean, ec_valid boolean, reason text, classification jsonb,
      inclusion_date date, latest_application_date date, sunset_date date, conditions text, group_rule jsonb,
      details jsonb, content_hash text)`.execute(trx);
}

/** Identifiers and name rules, set-based from the stored entries (own identifiers win over group members). */
export async function insertMatchKeys(trx: Trx, versionId: number): Promise<void> {
  await sql`
    INSERT INTO vigi_entry_identifiers (entry_id, version_id, kind, value, via_group)
    SELECT entry_id, ${versionId}::bigint, kind, value, bool_and(via_group)
    FROM (
      SELECT id AS entry_id, 'cas' AS kind, vigi_norm_cas(cas) AS value, false AS via_group FROM vigi_entries WHERE version_id = ${versionId}
      UNION ALL SELECT id, 'ec', vigi_norm_ec(ec), false FROM vigi_entries WHERE version_id = ${versionId}
      UNION ALL SELECT id, 'index', vigi_norm_index(index_number), false FROM vigi_entries WHERE version_id = ${versionId}
      UNION ALL SELECT id, 'cas', vigi_norm_cas(v), false FROM vigi_entries, jsonb_array_elements_text(details->'other_cas') v WHERE version_id = ${versionId}
      UNION ALL SELECT id, 'ec', vigi_norm_ec(v), false FROM vigi_entries, jsonb_array_elements_text(details->'other_ec') v WHERE version_id = ${versionId}
      UNION ALL SELECT id, 'cas', vigi_norm_cas(v), true FROM vigi_entries, jsonb_array_elements_text(group_rule->'cas') v WHERE version_id = ${versionId}
      UNION ALL SELECT id, 'ec', vigi_norm_ec(v), true FROM vigi_entries, jsonb_array_elements_text(group_rule->'ec') v WHERE version_id = ${versionId}
    ) ids
    WHERE value IS NOT NULL
    GROUP BY entry_id, kind, value`.execute(trx);
  await sql`
    INSERT INTO vigi_entry_name_rules (entry_id, version_id, term)
    SELECT DISTINCT id, ${versionId}::bigint, f_fold(t)
    FROM vigi_entries, jsonb_array_elements_text(group_rule->'name_contains') t
    WHERE version_id = ${versionId} AND length(trim(t)) >= 3`.execute(trx);
}

/** What entered, left and changed since the previous version: stored, counted on the version, returned. */
export async function recordChanges(trx: Trx, versionId: number, previousVersionId: number) {
  await sql`
    INSERT INTO vigi_version_changes (version_id, entry_key, change, entry_id, previous_entry_id)
    SELECT ${versionId}::bigint, COALESCE(n.entry_key, o.entry_key),
      CASE WHEN o.id IS NULL THEN 'entered' WHEN n.id IS NULL THEN 'left' ELSE 'changed' END, n.id, o.id
    FROM (SELECT id, entry_key, content_hash FROM vigi_entries WHERE version_id = ${versionId}) n
    FULL JOIN (SELECT id, entry_key, content_hash FROM vigi_entries WHERE version_id = ${previousVersionId}) o
      ON o.entry_key = n.entry_key
    WHERE o.id IS NULL OR n.id IS NULL OR o.content_hash <> n.content_hash`.execute(trx);
  const counts = await trx
    .selectFrom('vigi_version_changes')
    .select(['change', (eb) => eb.fn.countAll<number>().as('n')])
    .where('version_id', '=', versionId)
    .groupBy('change')
    .execute();
  const count = (c: string) => Number(counts.find((r) => r.change === c)?.n ?? 0);
  const [entered, left, changed] = [count('entered'), count('left'), count('changed')];
  await trx.updateTable('vigi_list_versions').set({ entered_count: entered, left_count: left, changed_count: changed }).where('id', '=', versionId).execute();
  return { entered, left, changed };
}

export async function setCurrentVersion(trx: Trx, list: VigiListCode, versionId: number): Promise<void> {
  await trx.updateTable('vigi_lists').set({ current_version_id: versionId }).where('code', '=', list).execute();
}

const versionColumns = sql`v.id, v.label, v.source, v.publication_date::text AS publication_date,
  to_char(v.imported_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS imported_at, v.checksum,
  v.entry_count, v.entered_count AS entered, v.left_count AS left, v.changed_count AS changed`;

/** The lists in display order with their current version (null when not loaded). */
export async function listsWithCurrentVersion(db: Db) {
  const { rows } = await sql<{
    code: VigiListCode;
    offer: keyof typeof VIGI_OFFERS;
    source_name: string;
    source_url: string | null;
    version: VigiListVersion | null;
  }>`
    SELECT l.code, l.offer, l.source_name, l.source_url,
           (SELECT row_to_json(x) FROM (SELECT ${versionColumns} FROM vigi_list_versions v WHERE v.id = l.current_version_id) x) AS version
    FROM vigi_lists l ORDER BY l.position`.execute(db);
  return rows;
}

/** Every version of every list, newest first. */
export async function allListVersions(db: Db) {
  const { rows } = await sql<VigiListVersion & { list_code: string }>`
    SELECT v.list_code, ${versionColumns} FROM vigi_list_versions v ORDER BY v.imported_at DESC, v.id DESC`.execute(db);
  return rows;
}

/**
 * What a version brought (entered, left, changed), at most `limit` entries, by change then key; a first version
 * (no changes recorded) lists its entries as entered.
 */
export async function versionChanges(trx: Trx, versionId: number, limit: number): Promise<ListChange[]> {
  const { rows } = await sql<ListChange>`
    SELECT c.change, c.entry_key, e.name, e.cas, e.ec
    FROM vigi_version_changes c JOIN vigi_entries e ON e.id = COALESCE(c.entry_id, c.previous_entry_id)
    WHERE c.version_id = ${versionId}
    UNION ALL
    SELECT 'entered', e.entry_key, e.name, e.cas, e.ec FROM vigi_entries e
    WHERE e.version_id = ${versionId} AND NOT EXISTS (SELECT 1 FROM vigi_list_versions v WHERE v.id = ${versionId} AND v.previous_version_id IS NOT NULL)
    ORDER BY 1, 2 LIMIT ${limit}`.execute(trx);
  return rows;
}
