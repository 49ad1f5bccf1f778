import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSupplier } from '../../../test/catalogue-fixtures.ts';
import { createSheet } from '../../../test/sheets.ts';
import { EXTRACT_JOB } from './extraction.job.ts';
import { saveExtraction } from './extraction.repository.ts';
import { extractDocument, type ExtractionDeps } from './extraction.service.ts';
import { reextractSheets } from './reextract.service.ts';

let t: TestContext;
const CURRENT = 'reader-test-2.0.0';
const ids: Record<'old' | 'current' | 'never' | 'noFile', number> = { old: 0, current: 0, never: 0, noFile: 0 };

beforeAll(async () => {
  t = await createTestContext();
  const supplier = { id: await addSupplier(t, { code: 'REEXTRACT', name: 'Reextract Test' }) };
  const file = new TextEncoder().encode('%PDF-1.4 not really');
  for (const key of ['old', 'current', 'never'] as const) ids[key] = (await createSheet(t, supplier.id, { file })).id;
  ids.noFile = (await createSheet(t, supplier.id)).id;
  const stored = { status: 'extracted' as const, reading: null, conformity: [], error: null };
  await saveExtraction(t.db, ids.old, { ...stored, readerVersion: 'reader-test-1.0.0' });
  await saveExtraction(t.db, ids.current, { ...stored, readerVersion: CURRENT });
});
afterAll(async () => {
  await t?.close();
});

/**
 * Real extraction, with a reader that always fails: the stored outcome carries this process's reader version. A
 * timeout is a verdict on the file; a crash is the reader's own failure (issue #22).
 */
function failingReader(failure: 'timeout' | 'crashed' = 'timeout'): ExtractionDeps {
  return {
    db: t.db,
    storage: t.storage,
    readerTimeoutMs: 1_000,
    readerVersion: CURRENT,
    read: async () => ({ ok: false, failure, detail: 'test reader' }),
  };
}

describe('reextract', () => {
  it('queues only sheets read by another reader version, or never read, and with a file', async () => {
    t.sentJobs.length = 0;
    const progress: number[] = [];
    const result = await reextractSheets(t.db, { enqueue: t.jobs }, { currentVersion: CURRENT, all: false, limit: null, concurrency: 2 }, (p) =>
      progress.push(p.done),
    );
    expect(result).toEqual({ total: 2, done: 2, failed: 0 });
    expect(t.sentJobs.map((j) => j.name)).toEqual([EXTRACT_JOB, EXTRACT_JOB]);
    expect(t.sentJobs.map((j) => (j.data as { documentId: number }).documentId).sort()).toEqual([ids.old, ids.never].sort());
    expect(progress.at(-1)).toBe(2);
  });

  it('takes every sheet with a file with --all, and stops at --limit', async () => {
    t.sentJobs.length = 0;
    const all = await reextractSheets(t.db, { enqueue: t.jobs }, { currentVersion: CURRENT, all: true, limit: null, concurrency: 1 });
    expect(all.done).toBe(3);
    t.sentJobs.length = 0;
    const limited = await reextractSheets(t.db, { enqueue: t.jobs }, { currentVersion: CURRENT, all: true, limit: 1, concurrency: 1 });
    expect(limited).toEqual({ total: 1, done: 1, failed: 0 });
    expect(t.sentJobs).toHaveLength(1);
  });

  it('reads in this process and stores the current version, after which nothing is left to do', async () => {
    const result = await reextractSheets(t.db, { run: failingReader() }, { currentVersion: CURRENT, all: false, limit: null, concurrency: 2 });
    expect(result.done).toBe(2);
    const rows = await t.db
      .selectFrom('document_extractions')
      .select(['document_id', 'reader_version', 'status'])
      .where('document_id', 'in', [ids.old, ids.never])
      .execute();
    expect(rows.map((r) => r.reader_version)).toEqual([CURRENT, CURRENT]);
    expect(rows.every((r) => r.status === 'not_extracted')).toBe(true);
    const again = await reextractSheets(t.db, { run: failingReader() }, { currentVersion: CURRENT, all: false, limit: null, concurrency: 2 });
    expect(again.total).toBe(0);
    expect(await extractDocument(failingReader(), ids.noFile)).toBe('not_concerned');
  });

  it('reads again, whatever its version, a sheet whose reader broke (reader_failed), until it gets a verdict', async () => {
    const supplierId = await addSupplier(t, { code: 'REEXTRACT2', name: 'Reextract Broken' });
    const sheet = await createSheet(t, supplierId, { file: new TextEncoder().encode('%PDF-1.4 breaks the reader') });
    expect(await extractDocument(failingReader('crashed'), sheet.id)).toBe('reader_failed');
    const stored = await t.db.selectFrom('document_extractions').selectAll().where('document_id', '=', sheet.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'reader_failed', reader_version: CURRENT, reading: null });
    expect(stored.error).toMatch(/^reader_failed: test reader/);
    t.sentJobs.length = 0;
    const again = await reextractSheets(t.db, { enqueue: t.jobs }, { currentVersion: CURRENT, all: false, limit: null, concurrency: 1 });
    expect(t.sentJobs.map((j) => (j.data as { documentId: number }).documentId)).toContain(sheet.id);
    expect(again.done).toBeGreaterThanOrEqual(1);
    // A verdict (here a timeout) ends it: the sheet is no longer picked.
    await extractDocument(failingReader('timeout'), sheet.id);
    t.sentJobs.length = 0;
    await reextractSheets(t.db, { enqueue: t.jobs }, { currentVersion: CURRENT, all: false, limit: null, concurrency: 1 });
    expect(t.sentJobs.map((j) => (j.data as { documentId: number }).documentId)).not.toContain(sheet.id);
  });
});
