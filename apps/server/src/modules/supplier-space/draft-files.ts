import type pg from 'pg';
import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { begin, commit, rollback } from '../../db/pg-transaction.ts';
import { retireDraftSheet } from '../../catalogue/supplier-sheets.repository.ts';
import * as repo from './publishing.repository.ts';

/**
 * What becomes of a draft that is not published (issue #27): discarded by the user, or abandoned (still open after
 * DRAFT_TTL_DAYS, discarded by a daily job). Its secret sheet row stays (retired), its stored file is deleted by a
 * job queued with the discard, once nothing else holds the same file key (the same bytes published, or uploaded in
 * another draft). Drafts count against no user's my-FDS storage quota (my-fds `uploadedBytes` leaves them out): they
 * are the supplier's publishing, bounded per file and per upload, and this expiry keeps them from piling up.
 */
export const DELETE_DRAFT_FILE_JOB = 'supplier.delete-draft-file';
export const EXPIRE_DRAFTS_JOB = 'supplier.expire-drafts';
/** How long an open draft waits for its publication before it counts as abandoned. */
export const DRAFT_TTL_DAYS = 30;
const EXPIRE_BATCH = 500;

/**
 * Closes an open draft as discarded in the caller's transaction; false if it was already closed. With `jobs`, its
 * file's deletion is queued on the same connection (it exists if and only if the discard commits); without (the
 * expiry, already a job), the caller deletes it after the commit.
 */
export async function discardInTransaction(client: pg.ClientBase, draft: { id: number; document_id: number }, jobs?: AppContext['jobs']) {
  if (!(await repo.closeDraft(client, draft.id, 'discarded', null))) return false;
  await retireDraftSheet(client, draft.document_id);
  if (jobs) await jobs.send(DELETE_DRAFT_FILE_JOB, { documentId: draft.document_id }, { connection: client });
  return true;
}

/** Deletes a discarded draft's file unless another sheet still holds it. True when deleted. */
export async function deleteDraftFile(ctx: Pick<AppContext, 'db' | 'storage'>, documentId: number): Promise<boolean> {
  const key = await repo.unusedDiscardedDraftFile(ctx.db, documentId);
  if (!key) return false;
  await ctx.storage.delete(key);
  return true;
}

/** Discards the drafts left open longer than DRAFT_TTL_DAYS (by the app's clock); returns how many. */
export async function expireAbandonedDrafts(ctx: Pick<AppContext, 'db' | 'pool' | 'storage' | 'clock'>): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - DRAFT_TTL_DAYS * 86_400_000);
  const drafts = await repo.abandonedDrafts(ctx.db, before, EXPIRE_BATCH);
  let discarded = 0;
  const client = await ctx.pool.connect();
  try {
    for (const draft of drafts) {
      await begin(client);
      try {
        const closed = await discardInTransaction(client, draft);
        await commit(client);
        if (closed) {
          discarded++;
          await deleteDraftFile(ctx, draft.document_id);
        }
      } catch (error) {
        await rollback(client);
        throw error;
      }
    }
  } finally {
    client.release();
  }
  return discarded;
}

export function draftFileJobDefinitions(ctx: Omit<AppContext, 'jobs'>): JobDefinition<{ documentId?: number } | undefined>[] {
  return [
    {
      name: DELETE_DRAFT_FILE_JOB,
      handle: async (data) => {
        const id = Number(data?.documentId);
        if (Number.isSafeInteger(id) && id > 0) await deleteDraftFile(ctx, id);
      },
    },
    { name: EXPIRE_DRAFTS_JOB, schedule: '17 3 * * *', handle: async () => void (await expireAbandonedDrafts(ctx)) },
  ];
}
