import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet, addSupplier, guestCookie, pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { importCatalogue } from '../../catalogue/import/import-catalogue.ts';
import { LocalStorage } from '../../storage/local-storage.ts';
import { fileKeyFor, sha256Hex } from '../../catalogue/sheet-file.ts';

// Issue #11 defect 5: a missing file gave a 500, a truncated one made the preview hang (Content-Length from the
// database), the importer repaired only missing files, and local writes renamed without fsync.
describe('stored sheet files', () => {
  let t: TestContext;
  let supplier: number;
  let guest: Record<string, string>;
  const stored = (label: string) => path.join(t.config.storageDir, fileKeyFor(sha256Hex(pdfBytes(label))));
  const preview = (code: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/documents/${code}/preview`, cookies: guest, headers });

  beforeAll(async () => {
    t = await createTestContext();
    supplier = await addSupplier(t, { code: 'ACME', name: 'Acme Chimie' });
    guest = await guestCookie(t);
  });
  afterAll(async () => t?.close());

  it('a missing file answers 642 (not available), not a 500', async () => {
    const { iddc } = await addSheet(t, supplier, { productName: 'Gone' }, 'gone');
    fs.rmSync(stored('gone'));
    for (const headers of [{}, { range: 'bytes=0-99' }] as Record<string, string>[]) {
      const res = await preview(iddc, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().collection.errors[0].code).toBe(642);
    }
  });

  it('a truncated file is sent as it is, with its real length', async () => {
    const { iddc } = await addSheet(t, supplier, { productName: 'Short' }, 'short');
    fs.truncateSync(stored('short'), 300);
    const res = await preview(iddc);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('300');
    expect(res.rawPayload.length).toBe(300);
    const ranged = await preview(iddc, { range: 'bytes=200-' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe('bytes 200-299/300');
    expect(ranged.rawPayload.length).toBe(100);
  });

  it('the importer writes again a stored copy that is short or changed', async () => {
    const dir = path.join(t.tmpDir, 'import');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'a.pdf'), pdfBytes('imp-a'));
    fs.writeFileSync(path.join(dir, 'b.pdf'), pdfBytes('imp-b'));
    fs.writeFileSync(path.join(dir, 'suppliers.csv'), 'code,name,access_level,country\nIMP,Import Co,public,FR\n');
    fs.writeFileSync(
      path.join(dir, 'documents.csv'),
      'supplier_code,product_code,product_name,language,revision_date,revision_version,file\n' +
        'IMP,A,Produit A,fr,2024-01-01,1.0,a.pdf\nIMP,B,Produit B,fr,2024-01-01,1.0,b.pdf\n',
    );
    await importCatalogue(t, dir);
    fs.truncateSync(stored('imp-a'), 10);
    const changed = Buffer.from(pdfBytes('imp-b'));
    changed[20] ^= 1; // same size, other bytes
    fs.writeFileSync(stored('imp-b'), changed);
    await importCatalogue(t, dir);
    expect(fs.readFileSync(stored('imp-a')).equals(pdfBytes('imp-a'))).toBe(true);
    expect(fs.readFileSync(stored('imp-b')).equals(pdfBytes('imp-b'))).toBe(true);
  });

  it('local writes fsync the file and its folder before and after the rename', async () => {
    const storage = new LocalStorage(path.join(t.tmpDir, 'fsync'));
    const probe = await fsp.open(__filename, 'r');
    const proto = Object.getPrototypeOf(probe);
    await probe.close();
    const sync = vi.spyOn(proto, 'sync');
    try {
      await storage.put('documents/aa/bb/x.pdf', pdfBytes('x'));
      expect(sync.mock.calls.length).toBeGreaterThanOrEqual(2);
    } finally {
      sync.mockRestore();
    }
    expect(fs.readdirSync(path.join(t.tmpDir, 'fsync/documents/aa/bb'))).toEqual(['x.pdf']);
  });
});
