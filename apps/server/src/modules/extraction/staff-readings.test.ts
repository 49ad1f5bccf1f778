import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';
import { MARKED_READING, MARKERS } from '../../../test/marked-reading.ts';
import { auditRows, makeStaff } from '../../../test/staff.ts';
import { STAFF_READING_ACTION } from './extraction-access.ts';
import { saveExtraction } from './extraction.repository.ts';

/**
 * Issue #26: staff read any sheet's extracted data (the reading routes of reading-routes.ts) from the back office and
 * the public sheet page, private sheets included, with no credit; each read is written to the staff audit log. A
 * customer without credits keeps the customer's gates.
 */
let t: TestContext;
let privateSheet: { id: number; iddc: string };
let publicSheet: { id: number; iddc: string };

beforeAll(async () => {
  t = await createTestContext();
  const closed = await makeSupplier(t.db, { access_level: 'private' });
  const open = await makeSupplier(t.db);
  privateSheet = await makeSheet(t.db, closed.id, { language: 'en', access: 'private' });
  publicSheet = await makeSheet(t.db, open.id, { language: 'en' });
  await t.db.transaction().execute(async (trx) => {
    for (const sheet of [privateSheet, publicSheet])
      await saveExtraction(trx, sheet.id, { status: 'extracted', readerVersion: '9.9.9', reading: MARKED_READING, conformity: [], error: null });
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
const markersIn = (body: string) => MARKERS.filter((m) => body.includes(m));
const errorCode = (res: { json: () => { collection: { errors: { code: number }[] } } }) => res.json().collection.errors[0]?.code;

/** The four routes, what a full read looks like on each, and the audit row's route name. */
const ROUTES = [
  {
    route: 'extraction',
    url: (code: string) => `/documents/${code}/extraction`,
    full: (res: Awaited<ReturnType<typeof get>>) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(markersIn(res.body)).toEqual([...MARKERS]);
      expect(res.json().collection.items[0].extraction_level).toBe('premium');
    },
  },
  { route: 'sds2excel', url: (code: string) => `/documents/${code}/sds2excel`, full: fileAt('premium', 'spreadsheetml') },
  { route: 'data_report', url: (code: string) => `/rapport/donnees_fds/${code}`, full: fileAt('premium', 'application/pdf') },
  {
    route: 'control',
    url: (code: string) => `/documents/${code}/control`,
    full: (res: Awaited<ReturnType<typeof get>>) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain('PREMIUM-EVIDENCE');
    },
  },
] as const;

function fileAt(level: string, type: string) {
  return (res: Awaited<ReturnType<typeof get>>) => {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toContain(type);
    expect(res.headers['x-extraction-level']).toBe(level);
  };
}

describe("staff read any sheet's extracted data", () => {
  // makeStaff's accounts hold no offer and no credit: a full read proves none was needed.
  for (const role of ['admin', 'assistant'] as const) {
    for (const r of ROUTES) {
      it(`${role}: ${r.route} of a private sheet in full, without credit, audited`, async () => {
        const staff = await makeStaff(t.db, role);
        const before = (await auditRows(t.db, STAFF_READING_ACTION, privateSheet.iddc)).length;
        r.full(await get(r.url(privateSheet.iddc), staff.cookie));
        const rows = await auditRows(t.db, STAFF_READING_ACTION, privateSheet.iddc);
        expect(rows).toHaveLength(before + 1);
        expect(rows.at(-1)).toMatchObject({ staff_user_id: staff.id, staff_login: staff.login, target_type: 'document', after: { route: r.route } });
      });
    }
  }

  it("keeps a customer without credits at the customer's gates, and writes no audit row", async () => {
    const customer = await makeUser(t.db);
    const page = await get(`/documents/${publicSheet.iddc}/extraction`, customer.cookie);
    expect(page.statusCode).toBe(200);
    expect(markersIn(page.body)).toEqual(['FREE-']);
    expect(page.json().collection.items[0].extraction_level).toBeNull();
    expect(errorCode(await get(`/documents/${publicSheet.iddc}/sds2excel`, customer.cookie))).toBe(ERRORS.notEntitled.code);
    expect(errorCode(await get(`/rapport/donnees_fds/${publicSheet.iddc}`, customer.cookie))).toBe(ERRORS.notEntitled.code);
    expect(errorCode(await get(`/documents/${publicSheet.iddc}/control`, customer.cookie))).toBe(ERRORS.notEntitled.code);
    // And the private sheet stays closed to them.
    expect(errorCode(await get(`/documents/${privateSheet.iddc}/sds2excel`, customer.cookie))).toBe(ERRORS.customerCodeRequired.code);
    expect(await auditRows(t.db, STAFF_READING_ACTION, publicSheet.iddc)).toEqual([]);
  });
});
