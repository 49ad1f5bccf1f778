import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context.ts';
import { parseBamTableA } from './bam-table-a.ts';
import { currentTableA, editionOf, importTableA, TableAFileError } from './table-a-store.ts';

/** ADR Table A as a versioned list imported from the BAM export (issue #28). */
const FIXTURE = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/bam-adr-table-a-sample.txt'));
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(async () => t?.close());

const loads = (lines: object[]) => t.app.inject({ method: 'POST', url: '/api/v1/quick_adr/loads', payload: { lines } });
/** The fixture with one more line (a later edition of the file). */
const withLine = (line: string) => Buffer.concat([FIXTURE, Buffer.from(`${line}\r\n`, 'latin1')]);
const header = FIXTURE.toString('latin1').split('\r\n')[0]!.split('\t');
const lineOf = (values: Record<string, string>) => header.map((c) => values[c] ?? '').join('\t');

describe('the BAM export parser', () => {
  it('reads the layout: ISO-8859-1, tabs, numbered label and special provision columns, name and specification joined', () => {
    const { rows, errors, skipped } = parseBamTableA(FIXTURE);
    expect(errors).toEqual([]);
    expect(skipped).toBe(0);
    expect(rows.map((r) => r.un)).toEqual(['1005', '1202', '1203', '1830', '3082']);
    expect(rows[0]).toMatchObject({
      class: '2',
      classification_code: '2TC',
      packing_group: null,
      labels: ['2.3', '8'],
      transport_category: 1,
      tunnel_code: 'C/D',
    });
    expect(rows[1]!.name_fr).toBe("CARBURANT DIESEL conforme à la norme EN 590 ou ayant un point d'éclair <= 100 °C");
    expect(rows[4]).toMatchObject({ special_provisions: ['274', '335', '375', '601'], lq: '5 L', eq: 'E1', hazard_number: '90', tunnel_code: '-' });
  });

  it('lists every bad line with its number, and leaves out entries not to be carried', () => {
    const file = Buffer.concat([
      withLine(lineOf({ S_UNNR: '12A4', S_KLASSE: '3', S_BEFOERDERUNGSKATEGORIE: '2' })),
      Buffer.from(`${lineOf({ S_UNNR: '1993', S_KLASSE: '3', S_VP_GRUPPE: 'IV', S_BEFOERDERUNGSKATEGORIE: '9' })}\r\n`),
      Buffer.from(`${lineOf({ S_UNNR: '0020', S_KLASSE: '1', N_VERBOT: '1' })}\r\n`),
    ]);
    const { errors, skipped } = parseBamTableA(file);
    expect(errors.map((e) => e.line)).toEqual([7, 8]);
    expect(errors[1]!.message).toContain('transport category "9"');
    expect(errors[1]!.message).toContain('packing group "IV"');
    expect(skipped).toBe(1);
    expect(parseBamTableA(Buffer.from('UN\tName\r\n1203\tPetrol\r\n')).errors[0]!.message).toContain('missing columns: S_UNNR');
  });

  it('takes the edition from the export file name', () => {
    expect(editionOf('ADR25_csv.txt')).toBe('ADR 2025');
    expect(editionOf('table.csv')).toBeNull();
  });
});

describe('the versioned table', () => {
  it('runs on the shipped sample on a fresh start, then on the imported version; the same file again is a no-op; a new edition becomes current', async () => {
    const fresh = await currentTableA(t.db);
    expect(fresh.meta).toMatchObject({ sample: true, attribution: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/quick_adr/table' })).json().collection.items[0]).toMatchObject({ sample: true });
    expect((await loads([{ un: '1203', quantity: 300, unit: 'L' }])).json().collection.items[0].table.sample).toBe(true);

    const first = await importTableA(t.db, FIXTURE, { fileName: 'ADR25_csv.txt' });
    expect(first).toMatchObject({ unchanged: false, rowCount: 5, edition: 'ADR 2025' });
    const load = (await loads([{ un: '1203', quantity: 300, unit: 'L' }])).json().collection.items[0];
    expect(load).toMatchObject({ exempt: true, points: 900, table: { sample: false, edition: 'ADR 2025' } });
    expect(load.table.attribution).toContain('BAM');
    expect(load.table.attribution).toContain('dl-de/by-2-0');
    const inUse = (await t.app.inject({ method: 'GET', url: '/api/v1/quick_adr/table' })).json().collection.items[0];
    expect(inUse).toMatchObject({ sample: false, edition: 'ADR 2025', source: expect.stringContaining('BAM') });
    // A UN number of the sample that this imported table does not hold is no longer found.
    const acetone = (await loads([{ un: '1090', quantity: 10, unit: 'L' }])).json().collection.items[0];
    expect(acetone.lines[0].row).toBeNull();

    const again = await importTableA(t.db, FIXTURE, { fileName: 'ADR25_csv.txt' });
    expect(again).toMatchObject({ unchanged: true, versionId: first.versionId });
    expect(await t.db.selectFrom('tool_adr_table_versions').select('id').execute()).toHaveLength(1);

    const next = withLine(
      lineOf({ S_UNNR: '1090', S_NAME_E: 'ACETONE', S_KLASSE: '3', S_VP_GRUPPE: 'II', S_BEFOERDERUNGSKATEGORIE: '2', S_TUNNEL_CODE: 'D/E' }),
    );
    const second = await importTableA(t.db, next, { fileName: 'ADR27_csv.txt' });
    expect(second).toMatchObject({ unchanged: false, rowCount: 6, edition: 'ADR 2027' });
    expect((await currentTableA(t.db)).meta.edition).toBe('ADR 2027');
    expect((await loads([{ un: '1090', quantity: 10, unit: 'L' }])).json().collection.items[0].lines[0].row).not.toBeNull();
  });

  it('stores nothing from a file with a bad line', async () => {
    const before = await t.db.selectFrom('tool_adr_table_versions').select(['id', 'is_current']).execute();
    const bad = withLine(lineOf({ S_UNNR: '1203', S_KLASSE: '3', S_BEFOERDERUNGSKATEGORIE: 'X' }));
    const refused = await importTableA(t.db, bad, { fileName: 'ADR25_csv.txt' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TableAFileError);
    expect((refused as TableAFileError).errors).toEqual([{ line: 7, message: 'transport category "X" is not 0 to 4' }]);
    expect(await t.db.selectFrom('tool_adr_table_versions').select(['id', 'is_current']).execute()).toEqual(before);
  });
});
