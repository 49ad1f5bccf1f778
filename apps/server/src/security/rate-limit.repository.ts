import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import './tables.ts';

/** SQL of the per-address request rate (plugins/rate-limit.ts); the limit and the batching are the plugin's. */

/**
 * Adds `delta` requests of an address to the shared count of the one-minute window starting at `windowStartSeconds`
 * (Unix time) and returns the count of every instance after them.
 */
export async function addToRateWindow(db: Db, ip: string, windowStartSeconds: number, delta: number): Promise<number> {
  const row = await sql<{ count: number }>`
        INSERT INTO rate_limit_counters AS c (ip, window_start, count) VALUES (${ip}, to_timestamp(${windowStartSeconds}), ${delta})
        ON CONFLICT (ip, window_start) DO UPDATE SET count = c.count + excluded.count
        RETURNING count`.execute(db);
  return row.rows[0].count;
}
