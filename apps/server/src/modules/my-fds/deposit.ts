import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { insertEntries } from './repository.ts';

export type DepositSource = 'favourite' | 'upload' | 'consultation' | 'received';

export interface DepositInput {
  userId: number;
  documentId: number;
  source: DepositSource;
  /** When the sheet arrived (defaults to now). */
  date?: Date;
}

/**
 * Puts one sheet into a user's space, inside the caller's transaction. Idempotent: a sheet already in the space
 * keeps its first source and date, and nothing changes. Returns true when the sheet was newly added.
 */
export async function depositIntoSpace(tx: Db | Transaction<Database>, input: DepositInput): Promise<boolean> {
  const added = await insertEntries(tx, input.userId, [input.documentId], input.source, { addedAt: input.date });
  return added.length > 0;
}
