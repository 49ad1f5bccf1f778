import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { keep, makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';
import { EXTRACT_JOB } from '../../catalogue/sheet-jobs.ts';

/**
 * Issue #23: the watch report of a sheet never read answered "being read, retry in a minute" for ever, because
 * nothing asked for the reading. The report and the space's watch now ask the catalogue's one source for it.
 */
describe('the substance watch asks for the readings it needs', () => {
  let t: TestContext;
  let supplierId: number;
  let member: Awaited<ReturnType<typeof makeUser>>;

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });
  const queuedFor = (documentId: number) =>
    t.sentJobs.filter((j) => j.name === EXTRACT_JOB && (j.data as { documentId: number }).documentId === documentId).length;

  beforeAll(async () => {
    t = await createTestContext();
    supplierId = (await makeSupplier(t.db)).id;
    member = await makeUser(t.db, { safebox: true });
  }, 120_000);
  afterAll(async () => t?.close());

  it('the report of a sheet never read queues its reading (once) and says it is being read', async () => {
    const sheet = await makeSheet(t.db, supplierId);
    const res = await get(`/rapport/vigi_substances/${sheet.iddc}`, member.cookie);
    const error = res.json().collection.errors[0];
    expect(error.data).toContainEqual({ name: 'reason', value: 'extraction_pending' });
    expect(queuedFor(sheet.id)).toBe(1);
    await get(`/rapport/vigi_substances/${sheet.iddc}`, member.cookie);
    expect(queuedFor(sheet.id)).toBe(1);
  });

  it("the space's watch queues the readings of its sheets never read", async () => {
    const unread = await makeSheet(t.db, supplierId);
    const read = await makeSheet(t.db, supplierId, { components: [{ name: 'Water', cas: '7732-18-5' }] });
    await t.db.insertInto('document_extractions').values({ document_id: read.id, status: 'extracted' }).execute();
    await keep(t.db, member.id, unread.id);
    await keep(t.db, member.id, read.id);
    expect((await get(`/users/${member.login}/mySDS/vigi_substances`, member.cookie)).statusCode).toBe(200);
    expect(queuedFor(unread.id)).toBe(1);
    expect(queuedFor(read.id)).toBe(0);
  });
});
