import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { grantExtractStandard, keep, makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';

/**
 * "My chemical base" (the change log and its Excel export) shows a sheet's extracted-data changes at the user's
 * FDS-Extract level of it (issue #14): all with a standard credit spent on the sheet, the basic part (hazard
 * statements, components) for a SafeBox member, none otherwise; the revision date and version always.
 */
describe('change log gated by FDS-Extract', () => {
  let t: TestContext;
  let sheet: { id: number; iddc: string };
  let other: { id: number; iddc: string };
  const CHANGES: [string, string, string | null, string | null][] = [
    ['revision_date', 'Revision date', '2024-01-01', '2025-06-01'],
    ['h_statements', 'Hazard statements', null, 'H400'],
    ['pictograms', 'Pictograms', null, 'GHS09'],
    ['signal_word', 'Signal word', 'Warning', 'Danger'],
    ['components', 'Components', null, 'Sodium hydroxide - CAS 1310-73-2'],
  ];

  /** A user keeping both sheets, with the change log of the revision of each. */
  async function userWithLog(values: { safebox?: boolean } = {}) {
    const user = await makeUser(t.db, { ...values, language: 'en' });
    for (const s of [sheet, other]) {
      await keep(t.db, user.id, s.id);
      await t.db
        .insertInto('my_fds_changes')
        .values(
          CHANGES.map(([field, label, old_value, new_value]) => ({
            user_id: user.id,
            document_id: s.id,
            previous_document_id: s.id,
            section: field.startsWith('revision') ? '1' : '2',
            label,
            field,
            old_value,
            new_value,
          })),
        )
        .execute();
    }
    return user;
  }
  const changelog = (user: { login: string; cookie: string }, format = 'json') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${user.login}/mySDS/changelog?format=${format}`,
      headers: { cookie: user.cookie, origin: 'http://localhost:3000', 'accept-language': 'en' },
    });
  async function fieldsShown(user: { login: string; cookie: string }, code: string) {
    const res = await changelog(user);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().collection;
    const fields = (body.items as { document_code: string; modified_field: string }[]).filter((r) => r.document_code === code).map((r) => r.modified_field);
    const withheld = (body.data as { name: string; value: unknown }[]).find((d) => d.name === 'withheld')?.value as {
      document_code: string;
      level: string;
      changes: number;
    }[];
    return {
      fields: fields.sort(),
      withheld: withheld.find((w) => w.document_code === code) ?? null,
      count: body.data.find((d: { name: string }) => d.name === 'itemsCount')?.value,
    };
  }
  async function workbook(user: { login: string; cookie: string }) {
    const res = await changelog(user, 'xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    return wb.worksheets.map((ws) => ({
      name: ws.name,
      rows: ws
        .getSheetValues()
        .filter(Boolean)
        .map((r) => (r as unknown[]).slice(1).map(String)),
    }));
  }

  beforeAll(async () => {
    t = await createTestContext();
    const supplier = await makeSupplier(t.db);
    sheet = await makeSheet(t.db, supplier.id, { product_name: 'Bleach', components: [{ name: 'Sodium hydroxide', cas: '1310-73-2' }] });
    other = await makeSheet(t.db, supplier.id, { product_name: 'Acetone' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('without SafeBox or credits: only the revision, and the sheet named as withheld (list and Excel)', async () => {
    const user = await userWithLog();
    const shown = await fieldsShown(user, sheet.iddc);
    expect(shown.fields).toEqual(['revision_date']);
    expect(shown.withheld).toMatchObject({ level: 'none', changes: 4 });
    expect(shown.count).toBe(2);
    const sheets = await workbook(user);
    expect(sheets.map((s) => s.name)).toEqual(['Changelog', 'Not shown']);
    const cells = sheets[0].rows.flat();
    for (const value of ['H400', 'GHS09', 'Danger', 'Sodium hydroxide - CAS 1310-73-2']) expect(cells).not.toContain(value);
    expect(cells).toContain('2025-06-01');
    expect(sheets[1].rows).toContainEqual([sheet.iddc, 'Bleach', expect.any(String), '4', expect.stringContaining('FDS-Extract standard')]);
  });

  it('a SafeBox member: hazard statements and components, not pictograms nor signal word', async () => {
    const user = await userWithLog({ safebox: true });
    const shown = await fieldsShown(user, sheet.iddc);
    expect(shown.fields).toEqual(['components', 'h_statements', 'revision_date']);
    expect(shown.withheld).toMatchObject({ level: 'basic', changes: 2 });
    const cells = (await workbook(user))[0].rows.flat();
    expect(cells).toEqual(expect.arrayContaining(['H400', 'Sodium hydroxide - CAS 1310-73-2']));
    expect(cells).not.toContain('GHS09');
    expect(cells).not.toContain('Danger');
  });

  it('FDS-Extract standard spent on the sheet: every change of that sheet, and only of that sheet', async () => {
    const user = await userWithLog();
    const standard = await grantExtractStandard(t.db, user.id, [sheet.iddc]);
    const shown = await fieldsShown(user, sheet.iddc);
    expect(shown.fields).toEqual(['components', 'h_statements', 'pictograms', 'revision_date', 'signal_word']);
    expect(shown.withheld).toBeNull();
    // The credit was spent on Bleach: Acetone's extracted-data changes stay closed.
    expect(await fieldsShown(user, other.iddc)).toMatchObject({ fields: ['revision_date'], withheld: { level: 'none', changes: 4 } });
    const sheets = await workbook(user);
    expect(sheets[0].rows).toContainEqual([
      sheet.iddc,
      'Bleach',
      expect.any(String),
      '2',
      'Pictograms',
      expect.any(String),
      expect.any(String),
      'pictograms',
      '',
      'GHS09',
    ]);
    expect(sheets[1].rows.map((r) => r[0])).toEqual(expect.arrayContaining([other.iddc]));
    expect(sheets[1].rows.map((r) => r[0])).not.toContain(sheet.iddc);
    // The holding revoked (cancelled order): the full data goes with it.
    await standard.revoke();
    expect((await fieldsShown(user, sheet.iddc)).fields).toEqual(['revision_date']);
  });
});
