import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { ProofRecordsTable } from './tables.ts';

type Tx = Transaction<Database>;

/** SQL of the append-only proof archive (migration 0860): one writer at a time, the last hash, the insert, the pages. */

/** Serialises appends until the transaction ends: the chain has one "previous" at a time. */
export async function lockArchive(tx: Tx): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('proof_records'))`.execute(tx);
}

export async function lastRecordHash(tx: Tx): Promise<string | null> {
  const row = await tx.selectFrom('proof_records').select('record_hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.record_hash ?? null;
}

export type ProofRow = Omit<ProofRecordsTable, 'id' | 'recorded_at'> & { recorded_at: Date };

export async function insertProofRecord(tx: Tx, row: ProofRow): Promise<number> {
  const inserted = await tx.insertInto('proof_records').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** One page of the archive in chain order (keyset on id), for the verification. */
export async function proofRecordsAfter(db: Db, afterId: number, limit: number) {
  return db.selectFrom('proof_records').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute();
}
