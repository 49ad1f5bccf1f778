import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { importCatalogue } from './import-catalogue.ts';

describe('catalogue importer', () => {
  let t: TestContext;
  let folder: string;

  /** A folder of its own for one test, with the given files (path relative to the folder: content). */
  const folderWith = (name: string, files: Record<string, string | Buffer>) => {
    const dir = path.join(t.tmpDir, name);
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    }
    return dir;
  };

  const snapshot = async () => (await t.pool.query(`SELECT iddc, product_name, is_latest, file_sha256, access FROM documents ORDER BY id`)).rows;

  beforeAll(async () => {
    t = await createTestContext();
    folder = path.join(t.tmpDir, 'import');
    fs.mkdirSync(path.join(folder, 'pdf'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'pdf/a.pdf'), pdfBytes('a'));
    fs.writeFileSync(path.join(folder, 'pdf/b.pdf'), pdfBytes('b'));
    fs.writeFileSync(path.join(folder, 'pdf/not-a-pdf.pdf'), 'hello');
    fs.writeFileSync(
      path.join(folder, 'suppliers.csv'),
      'code,name,access_level,country,contact_email,customer_codes\n' + 'ACME,Acme Chimie,mixed,FR,fds@acme.example,ACME-1;ACME-2\n' + ',No code,public,FR,,\n',
    );
    fs.writeFileSync(
      path.join(folder, 'documents.csv'),
      'supplier_code,product_code,product_name,language,revision_date,revision_version,ufi,ean,access,file\n' +
        'ACME,A1,Acétone pure,fr,2024-01-10,1.0,G1QV-R0P4-9005-6DE5,3012345678902,public,pdf/a.pdf\n' +
        'ACME,A1,Pure acetone,en,2024-01-10,1.0,,,public,pdf/b.pdf\n' +
        'ACME,B2,Résine,fr,2024-13-01,1.0,,,private,pdf/a.pdf\n' +
        'NOPE,C3,Ghost,fr,2024-01-01,1.0,,,public,pdf/a.pdf\n' +
        'ACME,D4,Bad EAN,fr,2024-01-01,1.0,,3012345678903,public,pdf/a.pdf\n' +
        'ACME,E5,Not a PDF,fr,2024-01-01,1.0,,,public,pdf/not-a-pdf.pdf\n' +
        'ACME,F6,Private one,fr,2024-01-01,1.0,,,private,pdf/b.pdf\n',
    );
  });
  afterAll(async () => t?.close());

  it('loads the good rows, reports the bad ones with line and reason, and queues extraction', async () => {
    const report = await importCatalogue(t, folder);
    expect(report.suppliers).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(report.documents).toEqual({ created: 3, revised: 0, updated: 0, unchanged: 0 });
    expect(report.errors.map((e) => [e.file, e.line])).toEqual([
      ['suppliers.csv', 3],
      ['documents.csv', 4],
      ['documents.csv', 5],
      ['documents.csv', 6],
      ['documents.csv', 7],
    ]);
    expect(report.errors[1].reason).toMatch(/revision_date/);
    expect(report.errors[2].reason).toMatch(/unknown supplier_code "NOPE"/);
    expect(report.errors[3].reason).toMatch(/EAN/);
    expect(report.errors[4].reason).toMatch(/not a PDF/);
    expect(t.sentJobs.filter((j) => j.name === 'sds.extract')).toHaveLength(3);
    const group = await t.pool.query(`SELECT count(DISTINCT language_group_id)::int AS n FROM documents WHERE product_key = 'A1'`);
    expect(group.rows[0].n).toBe(1);
  });

  it('changes nothing when run a second time on the same folder', async () => {
    const before = await snapshot();
    const jobs = t.sentJobs.length;
    const report = await importCatalogue(t, folder);
    expect(report.suppliers).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect(report.documents).toEqual({ created: 0, revised: 0, updated: 0, unchanged: 3 });
    expect(await snapshot()).toEqual(before);
    expect(t.sentJobs.length).toBe(jobs);
    expect((await t.pool.query(`SELECT count(*)::int AS n FROM customer_codes`)).rows[0].n).toBe(2);
  });

  it("loads a supplier's member flag and its customer-code texts per language, idempotently", async () => {
    const other = folderWith('import-texts', {
      'suppliers.csv':
        'code,name,access_level,member,customer_code_description_fr,customer_code_description_de,customer_code_help_de\n' +
        'PRIVCO,Privé Chimie,private,true,Code sur vos factures,Code auf Ihren Rechnungen,Fragen Sie Ihren Vertreter\n' +
        'NONMEM,Hors Réseau,public,false,,,\n' +
        'BADMEM,Bad Member,public,maybe,,,\n',
    });
    const report = await importCatalogue(t, other);
    expect(report.suppliers).toEqual({ created: 2, updated: 0, unchanged: 0 });
    expect(report.errors).toEqual([{ file: 'suppliers.csv', line: 4, reason: expect.stringMatching(/member/) }]);
    const stages = await t.app.inject({ method: 'GET', url: '/api/v1/search_steps/PRIVCO', headers: { 'accept-language': 'de' } });
    const codeStage = stages.json().collection.items.find((s: { type: string }) => s.type === 'search_customer_code');
    expect(codeStage).toMatchObject({ customer_code_description: 'Code auf Ihren Rechnungen', help_text: 'Fragen Sie Ihren Vertreter' });
    const fr = await t.app.inject({ method: 'GET', url: '/api/v1/search_steps/PRIVCO' });
    expect(fr.json().collection.items[1].customer_code_description).toBe('Code sur vos factures');
    const nonMember = await t.app.inject({ method: 'GET', url: '/api/v1/search_steps/NONMEM' });
    expect(nonMember.json().collection.errors[0].code).toBe(613);
    expect((await importCatalogue(t, other)).suppliers).toEqual({ created: 0, updated: 0, unchanged: 2 });
  });

  it('reports a row with too many or too few columns by its line (blank lines counted) and loads the rest', async () => {
    const other = folderWith('import-columns', {
      'documents.csv':
        'supplier_code,product_code,product_name,language\n' +
        'ACME,K1,Kérosène,fr\n' +
        '\n' +
        'ACME,K2,Extra column,fr,surplus\n' +
        'ACME,K3\n' +
        'ACME,K4,"Two-line\nname",fr\n' +
        'ACME,K5,Bad language,xx\n' +
        'ACME,K6,Last one,fr\n',
    });
    const report = await importCatalogue(t, other);
    expect(report.errors.map((e) => [e.file, e.line])).toEqual([
      ['documents.csv', 4],
      ['documents.csv', 5],
      ['documents.csv', 8],
    ]);
    expect(report.errors[0].reason).toMatch(/5 columns where the header has 4/);
    expect(report.errors[2].reason).toMatch(/language/);
    expect(report.documents.created).toBe(3);
    const loaded = await t.pool.query(`SELECT product_code FROM documents WHERE product_code LIKE 'K%' ORDER BY product_code`);
    expect(loaded.rows.map((r) => r.product_code)).toEqual(['K1', 'K4', 'K6']);
  });

  it("keeps a product's history listed in one folder stable: a second run changes nothing, an older revision never goes on top", async () => {
    const header = 'supplier_code,product_code,product_name,language,revision_date,revision_version,file\n';
    const rows = 'ACME,H1,Huile de coupe,fr,2023-05-01,1.0,pdf/h1.pdf\nACME,H1,Huile de coupe,fr,2025-02-01,2.0,pdf/h2.pdf\n';
    const other = folderWith('import-history', {
      'pdf/h1.pdf': pdfBytes('history 2023'),
      'pdf/h2.pdf': pdfBytes('history 2025'),
      'documents.csv': header + rows,
    });
    const latest = async () =>
      (await t.pool.query(`SELECT revision_version FROM documents WHERE product_key = 'H1' AND is_latest`)).rows.map((r) => r.revision_version);
    const first = await importCatalogue(t, other);
    expect(first.documents).toMatchObject({ created: 1, revised: 1 });
    expect(await latest()).toEqual(['2.0']);
    const again = await importCatalogue(t, other);
    expect(again.documents).toEqual({ created: 0, revised: 0, updated: 0, unchanged: 2 });
    expect(await latest()).toEqual(['2.0']);
    // An older revision, new to the catalogue, is kept as history; its code leads to the current version.
    fs.writeFileSync(path.join(other, 'pdf/h0.pdf'), pdfBytes('history 2021'));
    fs.writeFileSync(path.join(other, 'documents.csv'), header + 'ACME,H1,Huile de coupe,fr,2021-01-01,0.9,pdf/h0.pdf\n' + rows);
    const older = await importCatalogue(t, other);
    expect(older.documents).toEqual({ created: 1, revised: 0, updated: 0, unchanged: 2 });
    expect(await latest()).toEqual(['2.0']);
    const history = await t.pool.query(`SELECT iddc FROM documents WHERE product_key = 'H1' AND revision_version = '0.9'`);
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${history.rows[0].iddc}` });
    expect(page.json().collection.items[0]).toMatchObject({ revision_version: '2.0', superseded: true });
  });

  it('closes the public sheets of a supplier that turns private, and opens them again when it turns public', async () => {
    const other = folderWith('import-level', {
      'documents.csv': 'supplier_code,product_code,product_name,language\nLEVEL,L1,Lessive niveau,fr\n',
    });
    const write = (level: string) =>
      fs.writeFileSync(path.join(other, 'suppliers.csv'), `code,name,access_level,customer_codes\nLEVEL,Level Chimie,${level},LV-1\n`);
    write('public');
    await importCatalogue(t, other);
    const search = () => t.app.inject({ method: 'GET', url: '/api/v1/documents?supplier=LEVEL' });
    expect((await search()).json().collection.items).toHaveLength(1);
    // Only suppliers.csv this time: the sheet is not in the import, its access still follows the supplier.
    fs.rmSync(path.join(other, 'documents.csv'));
    write('private');
    expect((await importCatalogue(t, other)).suppliers.updated).toBe(1);
    expect((await search()).json().collection.errors[0].code).toBe(587);
    write('public');
    await importCatalogue(t, other);
    expect((await search()).json().collection.items).toHaveLength(1);
  });

  it('keeps the file of a sheet when a later import gives its metadata without a file', async () => {
    const withFile = folderWith('import-keep-file', {
      'pdf/m.pdf': pdfBytes('metadata only'),
      'documents.csv': 'supplier_code,product_code,product_name,language,revision_date,file\nACME,M1,Mortier,fr,2024-04-01,pdf/m.pdf\n',
    });
    await importCatalogue(t, withFile);
    const metadataOnly = folderWith('import-metadata-only', {
      'documents.csv': 'supplier_code,product_code,product_name,language,revision_date,brand\nACME,M1,Mortier,fr,2024-04-01,MORTEX\n',
    });
    const report = await importCatalogue(t, metadataOnly);
    expect(report.documents).toEqual({ created: 0, revised: 0, updated: 1, unchanged: 0 });
    const rows = await t.pool.query(`SELECT is_latest, brand, file_sha256 IS NOT NULL AS has_file FROM documents WHERE product_key = 'M1'`);
    expect(rows.rows).toEqual([{ is_latest: true, brand: 'MORTEX', has_file: true }]);
  });

  it('makes a changed file a new revision that supersedes the old one', async () => {
    fs.writeFileSync(path.join(folder, 'pdf/a.pdf'), pdfBytes('a, revised'));
    const report = await importCatalogue(t, folder);
    expect(report.documents.revised).toBe(1);
    const rows = await t.pool.query(
      `SELECT is_latest, superseded_by IS NOT NULL AS superseded FROM documents WHERE product_key = 'A1' AND language = 'fr' ORDER BY id`,
    );
    expect(rows.rows).toEqual([
      { is_latest: false, superseded: true },
      { is_latest: true, superseded: false },
    ]);
    expect(t.sentJobs.slice(-3).map((j) => j.name)).toEqual(['catalogue.update-mails', 'myfds.revision', 'supplier.sends']);
  });
});
