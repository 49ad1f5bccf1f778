import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Tx } from './repository.ts';

/**
 * Advisory locks of uploads (issue #22, two millisecond races). The quota lock is a transaction lock, ended with the
 * upload's transaction; a file's lock is held on one connection outside any transaction, by the delete-files job
 * (its check and delete) and by the upload (storing the file, then its transaction on that connection).
 */
const quotaKey = (userId: number) => `myfds-upload-quota:${userId}`;
const fileKey = (key: string) => `myfds-upload-file:${key}`;

/** One upload at a time per account past this point, so that the quota is checked against committed uploads only. */
export async function lockUploadQuota(tx: Tx, userId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${quotaKey(userId)}))`.execute(tx);
}

/** Runs `work` while holding an upload file's lock on one connection (the delete-files job, the upload), handed to `work`. */
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
