import { isDeepStrictEqual } from 'node:util';
import { refreshAnnexIIListFindings } from '@openfds/sds';
import type { SdsReading } from '@openfds/sds/types';
import { ANNEX_II_REFRESH_JOB } from '../../catalogue/sheet-jobs.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { candidateListCasEver } from '../vigi/index.ts';
import { lockReadingsWithAnnexII, saveAnnexII, sheetsWithComponentCas } from './extraction.repository.ts';
import { annexIIOptions } from './extraction.service.ts';

export { ANNEX_II_REFRESH_JOB };

/** What the substance watch's import sends (the version imported; the job always works from the current one). */
export interface AnnexIIRefreshJobData {
  versionId?: number;
}

export interface AnnexIIRefreshResult {
  /** Stored readings looked at (extracted, with an Annex II check, with a component that is or was on the list). */
  examined: number;
  /** Readings whose check changed and was stored. */
  changed: number;
}

/**
 * Issue #15: "stored flags refresh only at a sheet's next reading" no longer holds. After a candidate-list import the
 * stored Annex II findings that depend on the list follow it: a component on the list that section 15 does not
 * mention, and the sheet older than its last hazard change (a component's inclusion date). Only the readings are
 * used, never the files (the check keeps what section 15 mentions, packages/sds refreshAnnexIIListFindings).
 *
 * The sheets concerned are those with a stored component whose CAS any stored version of the list holds (entered,
 * still there, or left), walked in id order by batches of `batchSize`; each batch is one transaction that locks its
 * readings, so a reading stored meanwhile by the reader is never overwritten by an older one. Idempotent: a check
 * already up to date is not written again, and a second run changes nothing.
 */
export async function refreshAnnexIIFindings(db: Db, options: { batchSize?: number } = {}): Promise<AnnexIIRefreshResult> {
  const batchSize = options.batchSize ?? 200;
  const list = await annexIIOptions(db);
  const cas = await candidateListCasEver(db);
  const result: AnnexIIRefreshResult = { examined: 0, changed: 0 };
  let afterId = 0;
  for (;;) {
    const ids = await sheetsWithComponentCas(db, cas, afterId, batchSize);
    if (ids.length === 0) break;
    afterId = ids[ids.length - 1];
    await db.transaction().execute(async (trx) => {
      for (const row of await lockReadingsWithAnnexII(trx, ids)) {
        result.examined++;
        const reading = row.reading as SdsReading;
        const refreshed = refreshAnnexIIListFindings(reading, list);
        if (!refreshed || sameJson(refreshed, reading.annexII)) continue;
        await saveAnnexII(trx, row.documentId, refreshed);
        result.changed++;
      }
    });
  }
  return result;
}

/** Equal once stored: jsonb drops undefined members and does not keep key order. */
function sameJson(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(a ?? null)), JSON.parse(JSON.stringify(b ?? null)));
}

/** The 'sds.annex-ii-refresh' job: one queued and one running at a time (a second import during a run queues one more). */
export function annexIIRefreshJob(ctx: Omit<AppContext, 'jobs'>): JobDefinition<AnnexIIRefreshJobData> {
  return {
    name: ANNEX_II_REFRESH_JOB,
    concurrency: 1,
    queue: { policy: 'stately', retryLimit: 2 },
    async handle() {
      await refreshAnnexIIFindings(ctx.db);
    },
  };
}
