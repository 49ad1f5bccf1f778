import { sql } from 'kysely';
import { isVigiListCode, type VigiListCode, type VigiMatchKind } from '@openfds/contract';
import type { Db } from '../../../db/database.ts';

/**
 * Set-based matching of sheet components against the current version of each list. One SQL shape serves
 * the live match of a few sheets (sheet page, my-FDS watch, report) and the catalogue-wide re-match after a
 * list update: components are joined to the lists' identifier table by normalised CAS, EC and index number
 * (entries' own identifiers first, then group members'), and to the group name rules; the strongest way a
 * component ties to an entry wins (rank 1 = CAS ... 6 = group name).
 */
export const MATCH_KINDS_BY_RANK: VigiMatchKind[] = ['cas', 'ec', 'index', 'group_cas', 'group_ec', 'group_name', 'group_classification'];
/** The same, as the SQL array literal the stored matches are written with. */
const MATCH_KIND_ARRAY = sql.raw(`ARRAY[${MATCH_KINDS_BY_RANK.map((k) => `'${k}'`).join(', ')}]`);

export interface HitRow {
  document_id: number;
  list_code: VigiListCode;
  version_id: number;
  rank: number;
  entry_id: number;
  entry_number: string | null;
  entry_name: string;
  entry_cas: string | null;
  entry_ec: string | null;
  reason: string | null;
  classification: string[];
  inclusion_date: string | null;
  latest_application_date: string | null;
  sunset_date: string | null;
  conditions: string | null;
  details: Record<string, unknown>;
  position: number;
  component_name: string | null;
  component_cas: string | null;
  component_ec: string | null;
}

/**
 * The catalogue-wide ties against one list's current version, with the same ranks as the SQL function
 * vigi_document_ties (migration 0300) used for a few sheets. Here the stored identifiers are compared as they
 * are, since the sheet reader stores them normalised (0001_core.sql): three plain hash joins, no function call
 * per row. Group name rules are skipped when the list has none, else tested once per distinct component name
 * behind one regex of all terms.
 */
function catalogueTies(list: string, names: 'skip' | { prefilter: string }, classes: boolean) {
  const identifierBranch = (kind: 'cas' | 'ec' | 'index', column: string, rank: number) => sql`
      SELECT c.document_id, c.position, i.entry_id, l.code AS list_code, i.version_id,
             CASE WHEN i.via_group THEN ${sql.lit(rank + 3)} ELSE ${sql.lit(rank)} END AS rank
      FROM document_components c
      JOIN vigi_entry_identifiers i ON i.kind = ${sql.lit(kind)} AND i.value = ${sql.ref(`c.${column}`)}
      JOIN vigi_lists l ON l.current_version_id = i.version_id AND l.code = ${list}
      WHERE ${sql.ref(`c.${column}`)} IS NOT NULL`;
  // Names repeat a lot across sheets: the rules are tested once per distinct name, then joined back by name.
  const nameBranch =
    names === 'skip'
      ? sql``
      : sql`
      UNION ALL
      SELECT c.document_id, c.position, m.entry_id, m.code, m.version_id, 6
      FROM (SELECT n.name, r.entry_id, r.version_id, l.code
            -- OFFSET 0 keeps the regex above the DISTINCT (else it is pushed down onto every row).
            FROM (SELECT DISTINCT name FROM document_components WHERE name IS NOT NULL OFFSET 0) n
            JOIN vigi_entry_name_rules r ON strpos(f_fold(n.name), r.term) > 0
            JOIN vigi_lists l ON l.current_version_id = r.version_id AND l.code = ${list}
            WHERE f_fold(n.name) ~ ${names.prefilter}) m
      JOIN document_components c ON c.name = m.name`;
  // Group entries defined by a harmonised classification (migration 0301): the identifiers of the current Annex VI
  // entries with one of the rule's classes (a few thousand rows), then one hash join per identifier kind.
  const classBranch = (kind: 'cas' | 'ec' | 'index', column: string) => sql`
      UNION ALL
      SELECT c.document_id, c.position, k.entry_id, k.code, k.version_id, 7
      FROM document_components c
      JOIN class_ids k ON k.kind = ${sql.lit(kind)} AND k.value = ${sql.ref(`c.${column}`)}
      WHERE ${sql.ref(`c.${column}`)} IS NOT NULL`;
  const classIds = classes
    ? sql`
    class_ids AS MATERIALIZED (
      SELECT DISTINCT a.kind, a.value, e.id AS entry_id, l.code, e.version_id
      FROM vigi_entry_identifiers a
      JOIN vigi_lists al ON al.code = 'clp_annex_vi' AND al.current_version_id = a.version_id
      JOIN vigi_entries ae ON ae.id = a.entry_id
      CROSS JOIN LATERAL unnest(ae.classification) AS x(cls)
      JOIN vigi_class_rules cr ON cr.classification = vigi_class_key(x.cls)
      JOIN vigi_lists l ON l.code = cr.list_code AND l.code = ${list}
      JOIN vigi_entries e ON e.version_id = l.current_version_id AND e.entry_number = cr.entry_number
      WHERE NOT a.via_group),`
    : sql``;
  const classBranches = classes ? sql`${classBranch('cas', 'cas')} ${classBranch('ec', 'ec')} ${classBranch('index', 'index_number')}` : sql``;
  return sql`
    ${classIds}
    ties AS (
      ${identifierBranch('cas', 'cas', 1)}
      UNION ALL ${identifierBranch('ec', 'ec', 2)}
      UNION ALL ${identifierBranch('index', 'index_number', 3)}
      ${nameBranch}
      ${classBranches}
    ),
    best AS (SELECT document_id, position, entry_id, list_code, version_id, min(rank) AS rank
             FROM ties GROUP BY document_id, position, entry_id, list_code, version_id)`;
}

/** The name-rule branch for a catalogue-wide pass over one list: skipped when the list has no name rules. */
async function nameBranchFor(db: Db, list: string): Promise<'skip' | { prefilter: string }> {
  const terms = await db
    .selectFrom('vigi_entry_name_rules as r')
    .innerJoin('vigi_lists as l', 'l.current_version_id', 'r.version_id')
    .select('r.term')
    .distinct()
    .where('l.code', '=', list)
    .execute();
  if (terms.length === 0) return 'skip';
  return { prefilter: terms.map((t) => t.term.replace(/[.^$*+?()[\]{}|\\]/g, '\\$&')).join('|') };
}

/** Whether some entries of the list are defined by a harmonised classification (migration 0301). */
export async function hasClassRules(db: Db, list: string): Promise<boolean> {
  const row = await db.selectFrom('vigi_class_rules').select('list_code').where('list_code', '=', list).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Lists whose class rules read CLP Annex VI: re-matched when a new Annex VI version becomes current. */
export async function listsWithClassRules(db: Db): Promise<VigiListCode[]> {
  const rows = await db.selectFrom('vigi_class_rules').select('list_code').distinct().execute();
  return rows.map((r) => r.list_code).filter(isVigiListCode);
}

/** Live hits of some sheets against the current versions of the given lists (all lists when null). */
export async function findHits(db: Db, documentIds: number[], lists: readonly string[] | null = null): Promise<HitRow[]> {
  if (documentIds.length === 0) return [];
  const { rows } = await sql<HitRow>`
    SELECT b.document_id, b.list_code, b.version_id, b.rank, e.id AS entry_id, e.entry_number, e.name AS entry_name,
           e.cas AS entry_cas, e.ec AS entry_ec, e.reason, e.classification, e.inclusion_date::text AS inclusion_date,
           e.latest_application_date::text AS latest_application_date, e.sunset_date::text AS sunset_date,
           e.conditions, e.details, b.position, c.name AS component_name, c.cas AS component_cas, c.ec AS component_ec
    FROM vigi_document_ties(${documentIds}::bigint[], ${lists ? [...lists] : null}::text[]) b
    JOIN vigi_entries e ON e.id = b.entry_id
    JOIN document_components c ON c.document_id = b.document_id AND c.position = b.position
    JOIN vigi_lists l ON l.code = b.list_code
    ORDER BY b.document_id, l.position, e.entry_number NULLS LAST, e.name, b.position, e.id`.execute(db);
  return rows;
}

/**
 * Re-matches the whole catalogue against the current version of one list, as two set-based statements in
 * one transaction (the previous results stay visible until it commits). Returns the number of matches.
 */
export async function rematchList(db: Db, list: VigiListCode): Promise<number> {
  if (!isVigiListCode(list)) throw new Error(`unknown list ${String(list)}`);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`vigi-rematch:${list}`}))`.execute(trx);
    // One big hash join over every component: give it memory so that it does not spill to disk.
    await sql`SET LOCAL work_mem = '256MB'`.execute(trx);
    // The list code comes from the closed set of list codes, each with its partition (migration 0300).
    await sql`TRUNCATE ${sql.table(`vigi_document_matches_${list}`)}`.execute(trx);
    const ties = catalogueTies(list, await nameBranchFor(trx, list), await hasClassRules(trx, list));
    const result = await sql`
      WITH ${ties}
      INSERT INTO vigi_document_matches (list_code, document_id, position, entry_id, matched_by)
      SELECT list_code, document_id, position, entry_id,
             (${MATCH_KIND_ARRAY})[rank]
      FROM best`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}

/** Re-matches given sheets against every list (after their components were read). */
export async function rematchDocuments(db: Db, documentIds: number[]): Promise<void> {
  if (documentIds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`DELETE FROM vigi_document_matches WHERE document_id = ANY(${documentIds}::bigint[])`.execute(trx);
    await sql`
      INSERT INTO vigi_document_matches (list_code, document_id, position, entry_id, matched_by)
      SELECT list_code, document_id, position, entry_id,
             (${MATCH_KIND_ARRAY})[rank]
      FROM vigi_document_ties(${documentIds}::bigint[], NULL)`.execute(trx);
  });
}

/** The reading status of sheets (document_extractions), for those that have a row. */
export async function readingStatuses(db: Db, documentIds: number[]) {
  return db.selectFrom('document_extractions').select(['document_id', 'status']).where('document_id', 'in', documentIds).execute();
}

/** The sheets a user keeps (not deleted), with what the access rule and the watch need. */
export async function keptSheets(db: Db, userId: number) {
  const { rows } = await sql<WatchedDocument & { access: 'public' | 'private' | 'secret'; supplier_id: number }>`
    SELECT d.id, d.iddc, d.product_name, s.name AS supplier_name, s.code AS supplier_code, d.language,
           d.revision_date::text AS revision_date, d.revision_version, d.access, d.supplier_id
    FROM user_documents u JOIN documents d ON d.id = u.document_id JOIN suppliers s ON s.id = d.supplier_id
    WHERE u.user_id = ${userId} AND d.deleted_at IS NULL
    ORDER BY d.product_name, d.id`.execute(db);
  return rows;
}

/** A sheet version a substance watch is about (watch/document-access.ts loads it under the access rule). */
export interface WatchedDocument {
  id: number;
  iddc: string;
  product_name: string;
  supplier_name: string;
  supplier_code: string;
  language: string;
  revision_date: string | null;
  revision_version: string | null;
}

/** The sheet of exactly this code (any version), with what the access rule and the watch need. */
export async function documentByExactCode(db: Db, code: string) {
  return db
    .selectFrom('documents as d')
    .innerJoin('suppliers as s', 's.id', 'd.supplier_id')
    .select([
      'd.id',
      'd.iddc',
      'd.product_name',
      'd.language',
      'd.access',
      'd.deleted_at',
      'd.supplier_id',
      'd.is_latest',
      'd.product_key',
      sql<string | null>`d.revision_date::text`.as('revision_date'),
      'd.revision_version',
      's.name as supplier_name',
      's.code as supplier_code',
      // The uploader opens their own private upload (catalogue/document-access.ts).
      sql<string | null>`d.uploaded_by`.as('uploaded_by'),
    ])
    .where('d.iddc', '=', code)
    .executeTakeFirst();
}

/** Whether the user is a SafeBox member (users.safebox). */
export async function isSafeboxMember(db: Db, userId: number): Promise<boolean> {
  const user = await db.selectFrom('users').select(['safebox']).where('id', '=', userId).executeTakeFirst();
  return !!user?.safebox;
}
