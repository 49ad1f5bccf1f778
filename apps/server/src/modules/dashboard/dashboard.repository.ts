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

export async function ordersPaidSince(db: Db, since: Date): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM shop_orders WHERE status = 'paid' AND paid_at >= ${since}`.execute(db);
  return Number(rows[0]!.n);
}

export async function openRequestCount(db: Db): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM form_requests WHERE status NOT IN ('answered', 'closed')`.execute(db);
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
