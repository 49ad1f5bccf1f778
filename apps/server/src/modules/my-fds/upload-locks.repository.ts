import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Tx } from './repository.ts';

/**
 * Advisory locks of uploads (issue #22, two millisecond races). Transaction locks end with the upload's transaction;
 * the delete-files job holds the file's lock on its own connection, outside any transaction (it deletes a file).
 */
const quotaKey = (userId: number) => `myfds-upload-quota:${userId}`;
const fileKey = (key: string) => `myfds-upload-file:${key}`;

/** One upload at a time per account past this point, so that the quota is checked against committed uploads only. */
export async function lockUploadQuota(tx: Tx, userId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${quotaKey(userId)}))`.execute(tx);
}

/** Holds an upload file against the delete-files job until the transaction that records a sheet with it ends. */
export async function lockUploadFile(tx: Tx, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${fileKey(key)}))`.execute(tx);
}

/** Runs `work` while holding an upload file's lock on one connection (the delete-files job's check and delete). */
export async function withUploadFileLock<T>(db: Db, key: string, work: (conn: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(hashtext(${fileKey(key)}))`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(${fileKey(key)}))`.execute(conn);
    }
  });
}
