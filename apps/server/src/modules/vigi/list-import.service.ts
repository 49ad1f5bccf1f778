import crypto from 'node:crypto';
import { sql } from 'kysely';
import { isValidCas, isValidEc, type VigiListCode } from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import { IMPORTERS } from './importers/index.ts';
import type { ParsedEntry, ParsedList } from './importers/parsed-list.ts';

export interface ImportResult {
  list: VigiListCode;
  versionId: number;
  /** True when the file is the list's current version already: nothing was stored. */
  unchanged: boolean;
  entryCount: number;
  entered: number | null;
  left: number | null;
  changed: number | null;
  warnings: string[];
}

export interface ImportOptions {
  fileName?: string | null;
  source?: string | null;
  label?: string | null;
  publicationDate?: string | null;
  importedBy?: number | null;
}

/** Parses a file with its list's importer, then stores it as a new version (see storeListVersion). */
export async function importListFile(db: Db, list: VigiListCode, data: Buffer, options: ImportOptions = {}): Promise<ImportResult> {
  const parsed = await IMPORTERS[list].parse(data);
  return storeListVersion(db, list, parsed, checksumOf(data), options);
}

export function checksumOf(data: Buffer): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

/**
 * Stores a parsed list as a new version in one transaction: the entries, the identifiers and name rules they
 * are matched by, and what entered, left and changed since the current version, which stays stored. The new
 * version becomes the list's current one. Importing the current file again changes nothing.
 */
export async function storeListVersion(
  db: Db,
  list: VigiListCode,
  parsed: ParsedList,
  checksum: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  return db.transaction().execute(async (trx) => {
    // One import per list at a time: the lock is released with the transaction.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`vigi:${list}`}))`.execute(trx);
    const meta = await trx
      .selectFrom('vigi_lists')
      .leftJoin('vigi_list_versions as v', 'v.id', 'vigi_lists.current_version_id')
      .select(['vigi_lists.source_name', 'vigi_lists.current_version_id', 'v.checksum', 'v.entry_count'])
      .where('vigi_lists.code', '=', list)
      .executeTakeFirstOrThrow();
    if (meta.current_version_id && meta.checksum === checksum) {
      return {
        list, versionId: meta.current_version_id, unchanged: true, entryCount: meta.entry_count ?? 0,
        entered: 0, left: 0, changed: 0, warnings: parsed.warnings,
      };
    }
    const version = await trx
      .insertInto('vigi_list_versions')
      .values({
        list_code: list,
        label: options.label ?? parsed.label ?? options.fileName ?? new Date().toISOString().slice(0, 10),
        source: options.source ?? meta.source_name,
        publication_date: options.publicationDate ?? parsed.publicationDate,
        checksum,
        file_name: options.fileName ?? null,
        entry_count: parsed.entries.length,
        previous_version_id: meta.current_version_id,
        imported_by: options.importedBy ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const versionId = version.id;

    const rows = parsed.entries.map((e) => entryRow(e));
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

    // Identifiers and name rules, set-based from the stored entries (own identifiers win over group members).
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

    let entered: number | null = null;
    let left: number | null = null;
    let changed: number | null = null;
    if (meta.current_version_id) {
      await sql`
        INSERT INTO vigi_version_changes (version_id, entry_key, change, entry_id, previous_entry_id)
        SELECT ${versionId}::bigint, COALESCE(n.entry_key, o.entry_key),
          CASE WHEN o.id IS NULL THEN 'entered' WHEN n.id IS NULL THEN 'left' ELSE 'changed' END, n.id, o.id
        FROM (SELECT id, entry_key, content_hash FROM vigi_entries WHERE version_id = ${versionId}) n
        FULL JOIN (SELECT id, entry_key, content_hash FROM vigi_entries WHERE version_id = ${meta.current_version_id}) o
          ON o.entry_key = n.entry_key
        WHERE o.id IS NULL OR n.id IS NULL OR o.content_hash <> n.content_hash`.execute(trx);
      const counts = await trx
        .selectFrom('vigi_version_changes')
        .select(['change', (eb) => eb.fn.countAll<number>().as('n')])
        .where('version_id', '=', versionId)
        .groupBy('change')
        .execute();
      const count = (c: string) => Number(counts.find((r) => r.change === c)?.n ?? 0);
      [entered, left, changed] = [count('entered'), count('left'), count('changed')];
      await trx
        .updateTable('vigi_list_versions')
        .set({ entered_count: entered, left_count: left, changed_count: changed })
        .where('id', '=', versionId)
        .execute();
    }
    await trx.updateTable('vigi_lists').set({ current_version_id: versionId }).where('code', '=', list).execute();
    return { list, versionId, unchanged: false, entryCount: parsed.entries.length, entered, left, changed, warnings: parsed.warnings };
  });
}

function entryRow(e: ParsedEntry) {
  const details = { ...e.details, other_cas: e.otherCas.length ? e.otherCas : undefined, other_ec: e.otherEc.length ? e.otherEc : undefined };
  const content = {
    name: e.name, cas: e.cas, ec: e.ec, index_number: e.indexNumber, entry_number: e.entryNumber, reason: e.reason,
    classification: e.classification, inclusion_date: e.inclusionDate, latest_application_date: e.latestApplicationDate,
    sunset_date: e.sunsetDate, conditions: e.conditions, group_rule: e.groupRule, details,
  };
  return {
    entry_key: e.entryKey,
    ...content,
    cas_valid: e.cas ? isValidCas(e.cas) : null,
    ec_valid: e.ec ? isValidEc(e.ec) : null,
    content_hash: crypto.createHash('sha256').update(JSON.stringify(content)).digest('hex'),
  };
}
