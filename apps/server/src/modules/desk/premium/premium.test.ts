import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, SheetLabelFixture, type CheckedReading } from '@openfds/contract';
import type { SdsReading } from '@openfds/contract/sds-reading';
import { compareReading, type Scores } from '@openfds/sds/accuracy/compare-labels';
import { randomSheetSpec, renderSheetPdf } from '@openfds/sds/generator/index';
import { createTestContext, type TestContext } from '../../../../test/context.ts';
import { addSupplier } from '../../../../test/catalogue-fixtures.ts';
import { grantExtractPremium, makeUser } from '../../../../test/factories.ts';
import { readMails, recipient } from '../../../../test/mail.ts';
import { createSheet } from '../../../../test/sheets.ts';
import { auditRows, makeStaff } from '../../../../test/staff.ts';
import { extractJob } from '../../extraction/index.ts';
import { mailPremiumChecked, PREMIUM_CHECKED_JOB } from '../index.ts';

/**
 * Premium checks on the desk (issue #26): a sheet bought at Premium level and read by the real reader waits in the
 * queue; an assistant saves corrected values (kept apart from the reader's reading, with who and when), approves,
 * the buyer's control report stops saying "awaiting" and the buyer is mailed; the check exports as a reader fixture
 * that the reader's own scoring reads, so the correction counts against the reader.
 */
describe('Premium checks on the desk', () => {
  let t: TestContext;
  let supplierId: number;
  let n = 0;

  beforeAll(async () => {
    t = await createTestContext();
    supplierId = await addSupplier(t, { code: 'PREM-CHK', name: 'Premium Check Supplier' });
  }, 120_000);
  afterAll(async () => t?.close());

  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `/api/v1${url}`, payload, headers: cookie ? { cookie } : {} });
  const item = (res: { json(): { collection: { items: unknown[] } } }) => res.json().collection.items[0] as Record<string, unknown>;

  /** A generated sheet read by the real reader and bought at Premium level by a new user. */
  async function premiumSheet(read = true) {
    const spec = randomSheetSpec(7100 + ++n, 'en', { hStatements: ['H225', 'H319'], euhStatements: [], pictograms: ['GHS02', 'GHS07'] });
    const sheet = await createSheet(t, supplierId, { file: await renderSheetPdf(spec), language: 'en', productName: spec.productName });
    if (read) await extractJob(t).handle({ documentId: sheet.id });
    const buyer = await makeUser(t.db, { language: 'it' });
    await grantExtractPremium(t.db, buyer.id, [sheet.iddc]);
    return { sheet, buyer, spec };
  }

  it('saves a correction apart from the reading, approves it, tells the buyer, and exports it as a reader fixture', async () => {
    const assistant = await makeStaff(t.db, 'assistant');
    const { sheet, buyer } = await premiumSheet();

    const queue = await call('GET', '/admin/premium_checks?status=awaiting', assistant.cookie);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().collection.items.find((i: { document_code: string }) => i.document_code === sheet.iddc)).toMatchObject({
      status: 'awaiting',
      buyers: 1,
    });

    const opened = item(await call('GET', `/admin/premium_checks/${sheet.iddc}`, assistant.cookie));
    const reading = opened.reading as unknown as SdsReading;
    // The page each field came from, for the screen beside the PDF.
    expect(reading.evidence?.['identification.productName']?.page).toBe(1);
    const proposed = opened.proposed as CheckedReading;
    expect(proposed.identification.productName).toBe(reading.identification.productName);
    const pdf = await call('GET', `/admin/premium_checks/${sheet.iddc}/file`, assistant.cookie);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // The person corrects two values the reader got "wrong".
    const corrected: CheckedReading = {
      ...proposed,
      identification: { ...proposed.identification, version: '9.9' },
      hazards: { ...proposed.hazards, hStatements: ['H225', 'H319', 'H336'] },
    };
    const saved = await call('PUT', `/admin/premium_checks/${sheet.iddc}/reading`, assistant.cookie, corrected);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(item(saved)).toMatchObject({ checked_by: assistant.login, checked: { identification: { version: '9.9' } }, approved_at: null });
    // The reader's own reading is untouched.
    const extraction = await t.db.selectFrom('document_extractions').select('reading').where('document_id', '=', sheet.id).executeTakeFirstOrThrow();
    expect((extraction.reading as SdsReading).identification.version).toBe(reading.identification.version);
    expect((await auditRows(t.db, 'premium_check.save', sheet.iddc))[0]).toMatchObject({ staff_login: assistant.login, before: null });

    expect((await call('GET', `/documents/${sheet.iddc}/control`, buyer.cookie)).json().collection.items[0].premium_check).toBe('awaiting');
    t.sentJobs.length = 0;
    const approved = await call('POST', `/admin/premium_checks/${sheet.iddc}/approval`, assistant.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(item(approved)).toMatchObject({ status: 'checked', approved_by: assistant.login });
    expect((await call('GET', `/documents/${sheet.iddc}/control`, buyer.cookie)).json().collection.items[0].premium_check).toBe('checked');
    expect((await auditRows(t.db, 'premium_check.approve', sheet.iddc))[0]).toMatchObject({ after: expect.objectContaining({ buyers_told: 1 }) });

    const jobs = t.sentJobs.filter((j) => j.name === PREMIUM_CHECKED_JOB);
    expect(jobs.map((j) => j.data)).toEqual([{ documentId: sheet.id, userId: buyer.id }]);
    expect(await mailPremiumChecked(t, jobs[0].data as { documentId: number; userId: number })).toBe(true);
    const mail = (await readMails(t.config.mailDir)).find((m) => recipient(m) === buyer.login);
    expect(mail?.subject).toContain('Controllo Premium completato');
    expect(mail?.text).toContain(`/it/fds/${sheet.iddc}`);

    const exported = await call('GET', '/admin/premium_checks/fixtures', assistant.cookie);
    expect(exported.statusCode, exported.body).toBe(200);
    const fixture = exported.json().collection.items.find((f: { file: string }) => f.file === `prem_chk/${sheet.iddc}.pdf`);
    // It parses as a fixture of packages/sds/test/fixtures (README shape), and the reader's scoring reads it:
    // the two corrections count as the reader's misses.
    const label = SheetLabelFixture.parse(fixture);
    expect(Object.keys(fixture)).toEqual(['file', 'format', 'unreadable', 'identification', 'hazards', 'components', 'transport']);
    const scores: Scores = {};
    compareReading(scores, label, reading);
    expect(scores.version.exact).toBe(0);
    expect(scores.hStatements.fn).toBe(1);
    expect(scores.productName.exact).toBe(1);
  });

  it('refuses to approve before a check is saved (752), to check a sheet not yet read (753), and bad values bound to their field', async () => {
    const assistant = await makeStaff(t.db, 'assistant');
    const { sheet } = await premiumSheet();
    const early = await call('POST', `/admin/premium_checks/${sheet.iddc}/approval`, assistant.cookie);
    expect(early.json().collection.errors[0].code).toBe(ERRORS.premiumCheckUnsaved.code);

    const proposed = item(await call('GET', `/admin/premium_checks/${sheet.iddc}`, assistant.cookie)).proposed as CheckedReading;
    const bad = await call('PUT', `/admin/premium_checks/${sheet.iddc}/reading`, assistant.cookie, {
      ...proposed,
      components: [{ name: 'x', cas: '7732-18', ec: null }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().collection.errors[0].data).toEqual(expect.arrayContaining([{ name: 'f', value: 'components.0.cas' }]));
    expect(await t.db.selectFrom('premium_checked_readings').select('document_id').where('document_id', '=', sheet.id).execute()).toEqual([]);

    const unread = await premiumSheet(false);
    const res = await call('PUT', `/admin/premium_checks/${unread.sheet.iddc}/reading`, assistant.cookie, proposed);
    expect(res.json().collection.errors[0].code).toBe(ERRORS.premiumCheckUnread.code);
    const notQueued = await call('GET', '/admin/premium_checks/0000000-00000-00000-000000', assistant.cookie);
    expect(notQueued.json().collection.errors[0].code).toBe(ERRORS.premiumCheckNotQueued.code);
  });

  it('refuses the queue and its changes to a customer, the buyer included (603)', async () => {
    const { sheet, buyer } = await premiumSheet(false);
    for (const [method, url] of [
      ['GET', '/admin/premium_checks'],
      ['GET', `/admin/premium_checks/${sheet.iddc}`],
      ['GET', '/admin/premium_checks/fixtures'],
      ['POST', `/admin/premium_checks/${sheet.iddc}/approval`],
    ]) {
      expect((await call(method, url, buyer.cookie)).json().collection.errors[0].code, `${method} ${url}`).toBe(ERRORS.forbidden.code);
    }
  });
});
