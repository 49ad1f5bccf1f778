import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { makeSheet, makeSupplier } from '../../test/factories.ts';
import { EXTRACT_JOB } from './sheet-jobs.ts';
import { requestReadings, sheetFileById } from './sheet-source.ts';

/** Issue #23: one source of a sheet's file and reading, for every consumer. */
describe('the one source of a sheet file and reading', () => {
  let t: TestContext;
  let supplierId: number;

  beforeAll(async () => {
    t = await createTestContext();
    supplierId = (await makeSupplier(t.db)).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const jobsFor = (documentId: number) => t.sentJobs.filter((j) => j.name === EXTRACT_JOB && (j.data as { documentId: number }).documentId === documentId);
  const statusOf = async (documentId: number) =>
    (await t.db.selectFrom('document_extractions').select('status').where('document_id', '=', documentId).executeTakeFirst())?.status;

  it('renders and stores the file of a sheet that has none, and asks for its reading once', async () => {
    const sheet = await makeSheet(t.db, supplierId, { product_name: 'Acetone' });
    const file = await sheetFileById(t, sheet.id);
    expect(file.available).toBe(true);
    if (!file.available) return;
    const bytes = await t.storage.get(file.key);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(file.size);
    const stored = await t.db.selectFrom('documents').select(['file_key', 'file_sha256']).where('id', '=', sheet.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ file_key: file.key, file_sha256: file.sha256 });
    expect(jobsFor(sheet.id)).toHaveLength(1);
    expect(await statusOf(sheet.id)).toBe('in_progress');

    // Asked again (a second export, the page): the same file, and no second reading while the first is queued.
    const again = await sheetFileById(t, sheet.id);
    expect(again).toEqual(file);
    expect(jobsFor(sheet.id)).toHaveLength(1);
  });

  it('says why a sheet has no file instead of throwing, and names a missing stored file', async () => {
    const sheet = await makeSheet(t.db, supplierId, { file_key: 'documents/00/00/gone.pdf', file_size: 10 });
    expect(await sheetFileById(t, sheet.id)).toEqual({ available: false, reason: 'file_missing' });
    expect(await sheetFileById(t, 987654321)).toEqual({ available: false, reason: 'unknown_sheet' });
  });

  it('asks for the readings of sheets never read, or whose file was not available, and leaves read sheets alone', async () => {
    const never = await makeSheet(t.db, supplierId);
    const read = await makeSheet(t.db, supplierId);
    const failed = await makeSheet(t.db, supplierId);
    const notAvailable = await makeSheet(t.db, supplierId);
    await t.db
      .insertInto('document_extractions')
      .values([
        { document_id: read.id, status: 'extracted' },
        { document_id: failed.id, status: 'not_extracted' },
        { document_id: notAvailable.id, status: 'not_available' },
      ])
      .execute();
    const queued = await requestReadings(t, [never.id, read.id, failed.id, notAvailable.id, never.id]);
    expect(queued.sort((a, b) => a - b)).toEqual([never.id, notAvailable.id].sort((a, b) => a - b));
    expect(await statusOf(never.id)).toBe('in_progress');
    expect(await statusOf(notAvailable.id)).toBe('in_progress');
    expect(await statusOf(read.id)).toBe('extracted');
    expect(await statusOf(failed.id)).toBe('not_extracted');
    expect(jobsFor(read.id)).toHaveLength(0);
    // Being read now: not queued twice.
    expect(await requestReadings(t, [never.id, notAvailable.id])).toEqual([]);
  });

  it("queues paid readings on the user lane, the others on the catalogue's", async () => {
    const paid = await makeSheet(t.db, supplierId);
    const viewed = await makeSheet(t.db, supplierId);
    expect(await requestReadings(t, [paid.id], { lane: 'user' })).toEqual([paid.id]);
    expect(await requestReadings(t, [viewed.id])).toEqual([viewed.id]);
    const lanesOf = (documentId: number) => t.sentJobs.filter((j) => (j.data as { documentId: number }).documentId === documentId).map((j) => j.name);
    expect(lanesOf(paid.id)).toEqual(['sds.extract-user']);
    expect(lanesOf(viewed.id)).toEqual(['sds.extract']);
  });

  it('in a transaction, the rows marked "in progress" vanish with a rollback', async () => {
    const sheet = await makeSheet(t.db, supplierId);
    await t.db
      .transaction()
      .execute(async (tx) => {
        expect(await requestReadings({ db: tx, jobs: t.jobs }, [sheet.id])).toEqual([sheet.id]);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await statusOf(sheet.id)).toBeUndefined();
  });
});
