import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSupplier } from '../../../test/catalogue-fixtures.ts';
import { createUser, loginAs } from '../../../test/accounts.ts';
import { createSheet } from '../../../test/sheets.ts';
import { EXTRACT_JOB } from './extraction.job.ts';
import { VISITOR_READINGS_PER_MINUTE } from './visitor-readings.ts';

/**
 * Issue #22 item 6: anonymous views of never-read sheets queued one reading each (40 views, 40 jobs). Readings asked
 * by visitors are now one per sheet and at most VISITOR_READINGS_PER_MINUTE per address and minute.
 */
let t: TestContext;
let supplierId: number;
let userCookie: string;

beforeAll(async () => {
  t = await createTestContext();
  supplierId = await addSupplier(t, { code: 'VISITS', name: 'Visited Supplier' });
  await createUser(t, { email: 'reader-visits@example.com', password: 'Visits-Pass-1' });
  userCookie = await loginAs(t, 'reader-visits@example.com', 'Visits-Pass-1');
});
afterAll(async () => {
  await t?.close();
});

const file = new TextEncoder().encode('%PDF-1.4 never read');
async function unreadSheets(n: number) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await createSheet(t, supplierId, { file, productName: `Unread ${i}` }));
  return out;
}
function view(code: string, from: { ip: string; cookie?: string }) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/documents/${code}/extraction`,
    remoteAddress: from.ip,
    cookies: from.cookie ? { openfds_session: from.cookie } : undefined,
  });
}
const queued = () => t.sentJobs.filter((j) => j.name === EXTRACT_JOB).map((j) => (j.data as { documentId: number }).documentId);

describe('readings asked by visitors', () => {
  it('queues at most VISITOR_READINGS_PER_MINUTE per address; the others answer not_read and store nothing', async () => {
    const sheets = await unreadSheets(40);
    t.sentJobs.length = 0;
    const statuses: string[] = [];
    for (const s of sheets) {
      const res = await view(s.iddc, { ip: '198.51.100.7' });
      expect(res.statusCode).toBe(200);
      statuses.push(res.json().collection.items[0].status);
    }
    expect(queued()).toHaveLength(VISITOR_READINGS_PER_MINUTE);
    expect(statuses.filter((s) => s === 'in_progress')).toHaveLength(VISITOR_READINGS_PER_MINUTE);
    expect(statuses.filter((s) => s === 'not_read')).toHaveLength(40 - VISITOR_READINGS_PER_MINUTE);
    const notRead = sheets.filter((_, i) => statuses[i] === 'not_read').map((s) => s.id);
    const rows = await t.db.selectFrom('document_extractions').select('document_id').where('document_id', 'in', notRead).execute();
    expect(rows).toEqual([]);

    // Another address has its own allowance; a logged-in user is not counted here.
    const more = await unreadSheets(2 * VISITOR_READINGS_PER_MINUTE);
    t.sentJobs.length = 0;
    for (const s of more.slice(0, VISITOR_READINGS_PER_MINUTE)) await view(s.iddc, { ip: '198.51.100.8' });
    for (const s of more.slice(VISITOR_READINGS_PER_MINUTE)) await view(s.iddc, { ip: '198.51.100.7', cookie: userCookie });
    expect(queued()).toHaveLength(2 * VISITOR_READINGS_PER_MINUTE);
  });

  it('queues one reading per sheet, however many views ask for it', async () => {
    const [sheet] = await unreadSheets(1);
    t.sentJobs.length = 0;
    for (let i = 0; i < 5; i++) {
      const res = await view(sheet.iddc, { ip: `203.0.113.${i + 1}` });
      expect(res.json().collection.items[0].status).toBe('in_progress');
    }
    expect(queued()).toEqual([sheet.id]);
  });
});
