import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The back office dashboard's reads (issue #26): counts over other modules' tables (reading in a join is allowed)
 * and pg-boss's job table. Statements only; the service decides which count is exact.
 */

/** The planner's row estimate of a table (pg_class.reltuples; -1 before its first ANALYZE). */
export async function estimatedRows(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT reltuples::bigint AS n FROM pg_class WHERE oid = to_regclass(${table})`.execute(db);
  return Number(rows[0]?.n ?? -1);
}

export async function userCounts(db: Db) {
  const { rows } = await sql<{ users: string; locked: string }>`
    SELECT count(*) AS users, count(*) FILTER (WHERE status = 'disabled') AS locked FROM users`.execute(db);
  return { users: Number(rows[0]!.users), locked: Number(rows[0]!.locked) };
}

export async function supplierCount(db: Db): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM suppliers`.execute(db);
  return Number(rows[0]!.n);
}

export async function sheetCount(db: Db): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM documents WHERE deleted_at IS NULL`.execute(db);
  return Number(rows[0]!.n);
}

/** Sheets read and failing by reading status. */
export async function readingCounts(db: Db) {
  const { rows } = await sql<{ read: string; failing: string }>`
    SELECT count(*) FILTER (WHERE status = 'extracted') AS read,
           count(*) FILTER (WHERE status IN ('reader_failed', 'not_extracted')) AS failing
      FROM document_extractions`.execute(db);
  return { read: Number(rows[0]!.read), failing: Number(rows[0]!.failing) };
}

/**
 * Sheets read and failing from the planner's statistics (ANALYZE's sample, kept by autovacuum): the table's row
 * estimate times each status's frequency in pg_stats (a handful of statuses, all in its most-common-values list).
 * Nothing is scanned: the figure at 3,000,000 readings, within the sample's error, as fast as at 3. Null before the
 * table's first ANALYZE.
 */
export async function estimatedReadingCounts(db: Db): Promise<{ read: number; failing: number } | null> {
  const { rows } = await sql<{ total: number; vals: string[] | null; freqs: number[] | null }>`
    SELECT c.reltuples::float8 AS total, s.most_common_vals::text::text[] AS vals, s.most_common_freqs::float8[] AS freqs
      FROM pg_class c
      LEFT JOIN pg_stats s ON s.schemaname = current_schema() AND s.tablename = 'document_extractions' AND s.attname = 'status'
     WHERE c.oid = to_regclass('document_extractions')`.execute(db);
  const row = rows[0];
  if (!row || row.total < 0 || !row.vals || !row.freqs) return null;
  const share = (statuses: string[]) => row.vals!.reduce((sum, value, i) => (statuses.includes(value) ? sum + (row.freqs![i] ?? 0) : sum), 0);
  return { read: Math.round(row.total * share(['extracted'])), failing: Math.round(row.total * share(['reader_failed', 'not_extracted'])) };
}

export async function ordersPaidSince(db: Db, since: Date): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM shop_orders WHERE status = 'paid' AND paid_at >= ${since}`.execute(db);
  return Number(rows[0]!.n);
}

/** Requests neither answered nor closed, by the forms' status or by the desk's (desk_requests, modules/desk). */
export async function openRequestCount(db: Db): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM form_requests r LEFT JOIN desk_requests d ON d.request_id = r.id
    WHERE r.status NOT IN ('answered', 'closed') AND coalesce(d.status, 'new') NOT IN ('answered', 'closed')`.execute(db);
  return Number(rows[0]!.n);
}

/** True once pg-boss has created its schema (a database the job runner never started on has none). */
export async function hasJobTable(db: Db): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`SELECT to_regclass('pgboss.job') IS NOT NULL AS ok`.execute(db);
  return rows[0]?.ok === true;
}

/** Jobs of these queues waiting to run (created or waiting for a retry), and the creation time of the oldest. */
export async function waitingJobs(db: Db, names: string[]) {
  const { rows } = await sql<{ n: string; oldest: Date | null }>`
    SELECT count(*) AS n, min(created_on) AS oldest FROM pgboss.job WHERE name = ANY(${names}) AND state IN ('created', 'retry')`.execute(db);
  return { count: Number(rows[0]!.n), oldest: rows[0]!.oldest };
}

/** The latest jobs that failed for good, with their output (pg-boss keeps the error there). */
export async function failedJobs(db: Db, limit: number) {
  const { rows } = await sql<{ id: string; name: string; data: unknown; output: unknown; retry_count: number; created_on: Date; completed_on: Date | null }>`
    SELECT id::text, name, data, output, retry_count, created_on, completed_on
      FROM pgboss.job WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST, created_on DESC LIMIT ${limit}`.execute(db);
  return rows;
}
