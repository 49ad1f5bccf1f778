import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// Dates come back as strings for DATE columns (no timezone shift), bigint counts as numbers.
pg.types.setTypeParser(1082, (v: string) => v);
pg.types.setTypeParser(20, (v: string) => Number(v));

export type Db = Kysely<Database>;

export function createPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle connection cut by the server (restart, shutdown, network) is dropped from the pool and replaced on the
  // next query; without a listener the 'error' event would crash the process.
  pool.on('error', (error) => console.warn(`[openfds] idle database connection lost: ${error.message}`));
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
