import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// Dates come back as strings for DATE columns (no timezone shift), bigint counts as numbers.
pg.types.setTypeParser(1082, (v: string) => v);
pg.types.setTypeParser(20, (v: string) => Number(v));

export type Db = Kysely<Database>;

/**
 * A pool whose idle connections may die without killing the process: Ctrl-C in a terminal signals the whole
 * process group, so the embedded PostgreSQL starts its fast shutdown (terminating every connection, 57P01) while
 * the server is still closing. Without an 'error' listener the pool re-emits that as an unhandled error and the
 * process crashed with a page of stack trace. pg drops the dead client by itself; the next query opens a new one.
 */
export function createPool(url: string, max = 10, sessionSettings?: string): pg.Pool {
  // sessionSettings: PostgreSQL settings of every connection, as `-c name=value` options (the search pool's).
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, options: sessionSettings });
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.warn(`[openfds] idle database connection lost: ${error.message}`);
  });
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
