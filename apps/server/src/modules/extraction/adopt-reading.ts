import type pg from 'pg';
import type { Db } from '../../db/database.ts';
import { rematchDocuments } from '../vigi/index.ts';
import { copyReading } from './extraction.repository.ts';

/**
 * A sheet published from a draft already read (issue #27): it takes the draft's reading instead of a second reading
 * of the same file. `adoptReading` runs in the publication's transaction (false: nothing to adopt, queue a reading);
 * `afterAdoptedReading` refreshes the substance watch's matches of the sheet once that transaction has committed,
 * as a reading stored by the reader does.
 */
export async function adoptReading(client: pg.ClientBase, fromDocumentId: number, toDocumentId: number): Promise<boolean> {
  return copyReading(client, fromDocumentId, toDocumentId);
}

export async function afterAdoptedReading(db: Db, documentId: number): Promise<void> {
  await rematchDocuments(db, [documentId]);
}
