import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { insertProofRecord, lastRecordHash, lockArchive, proofRecordsAfter, type ProofRow } from './proof-archive.repository.ts';

/**
 * The proof archive's hash chain (issue #27: "archiving with legal proof value"). Each record's hash covers its own
 * fields and the previous record's hash, so altering, removing or reordering any record breaks every hash after it;
 * the table's trigger refuses updates and deletes besides. `npm run archive:verify` walks the chain (verifyArchive).
 */
export const GENESIS_HASH = '0'.repeat(64);

export type ProofEntry = Omit<ProofRow, 'previous_hash' | 'record_hash' | 'recorded_at'>;

/** The hash of one record: SHA-256 of the previous hash and the record's fields, in a fixed order, as JSON. */
export function recordHash(previousHash: string, entry: ProofEntry & { recorded_at: Date }): string {
  const fields = [
    Number(entry.send_id),
    Number(entry.supplier_id),
    Number(entry.document_id),
    entry.event,
    entry.recipient,
    entry.sheet_sha256,
    entry.detail,
    entry.recorded_at.toISOString(),
  ];
  return crypto
    .createHash('sha256')
    .update(`${previousHash}\n${JSON.stringify(fields)}`)
    .digest('hex');
}

/** Appends one record inside the caller's transaction (which holds the archive's lock until it ends). */
export async function appendProof(tx: Transaction<Database>, entry: ProofEntry, at: Date): Promise<number> {
  await lockArchive(tx);
  const previous = (await lastRecordHash(tx)) ?? GENESIS_HASH;
  // PostgreSQL keeps microseconds, JavaScript milliseconds: the time hashed is the time stored.
  const recordedAt = new Date(at.getTime());
  return insertProofRecord(tx, {
    ...entry,
    recorded_at: recordedAt,
    previous_hash: previous,
    record_hash: recordHash(previous, { ...entry, recorded_at: recordedAt }),
  });
}

export interface ArchiveVerification {
  records: number;
  /** The first record whose stored hashes do not match the chain, and why; null when the whole archive holds. */
  broken: { id: number; reason: 'previous_hash' | 'record_hash' } | null;
}

/** Walks the whole chain in pages (the archive grows for decades): every link and every hash is recomputed. */
export async function verifyArchive(db: Db, pageSize = 5000): Promise<ArchiveVerification> {
  let previous = GENESIS_HASH;
  let afterId = 0;
  let records = 0;
  for (;;) {
    const page = await proofRecordsAfter(db, afterId, pageSize);
    for (const row of page) {
      const id = Number(row.id);
      if (row.previous_hash !== previous) return { records, broken: { id, reason: 'previous_hash' } };
      if (recordHash(previous, { ...row, recorded_at: new Date(row.recorded_at) }) !== row.record_hash)
        return { records, broken: { id, reason: 'record_hash' } };
      previous = row.record_hash;
      records += 1;
      afterId = id;
    }
    if (page.length < pageSize) return { records, broken: null };
  }
}
