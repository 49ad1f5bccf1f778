import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createUser, dataOf, loginAs } from '../../../test/accounts.ts';
import { addSheet, addSupplier } from '../../../test/catalogue-fixtures.ts';
import { applyNewRevision } from './index.ts';

/**
 * The list of the space is read in the order of sort keys each kept sheet carries (migration 0560, kept by
 * triggers). These tests hold the list to the order the sheet's own fields give, after every kind of write that
 * can change them: add, remove and re-add, a new revision replacing the sheet, a sheet renamed, redated or
 * deleted, a supplier renamed, an upload's declared supplier.
 */
describe('My-FDS list order (denormalised sort keys)', () => {
  let t: TestContext;
  let cookie: string;
  let userId: number;
  let zeta: number;
  let alpha: number;
  const codes: string[] = [];
  const SORTS = ['product_name', 'supplier_name', 'revision_date', 'added_at', 'language', 'source'] as const;

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1/users/keys@example.com/mySDS${url}`,
      payload: payload as never,
      cookies: { openfds_session: cookie },
      headers: { origin: 'http://localhost:3000', 'accept-language': 'en' },
    });
  const listed = async (query: string) => {
    const res = await api('GET', `/documents?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return { codes: (res.json().collection.items as { iddc: string }[]).map((i) => i.iddc), count: dataOf(res).itemsCount };
  };

  /** The order the sheets' own fields give (the expressions the list sorted on before the copied keys). */
  const expected = async (sortBy: (typeof SORTS)[number], direction: 'asc' | 'desc') => {
    const key = {
      product_name: 'lower(d.product_name)',
      supplier_name: 'lower(coalesce(u.upload_supplier_name, s.name))',
      revision_date: 'd.revision_date',
      added_at: 'u.added_at',
      language: 'd.language',
      source: 'u.source',
    }[sortBy];
    const dir = direction === 'asc' ? 'ASC' : 'DESC';
    const { rows } = await t.pool.query<{ iddc: string }>(
      `SELECT d.iddc FROM user_documents u JOIN documents d ON d.id = u.document_id JOIN suppliers s ON s.id = d.supplier_id
       WHERE u.user_id = $1 AND d.deleted_at IS NULL ORDER BY ${key} ${dir}, d.id ${dir}`,
      [userId],
    );
    return rows.map((r) => r.iddc);
  };

  /** Every sort and direction: the whole list, and the same list read two rows at a time, in the expected order. */
  const expectOrdered = async () => {
    for (const sortBy of SORTS) {
      for (const direction of ['asc', 'desc'] as const) {
        const want = await expected(sortBy, direction);
        const all = await listed(`sort_by=${sortBy}&sort_direction=${direction}`);
        expect(all.codes, `${sortBy} ${direction}`).toEqual(want);
        expect(all.count).toBe(want.length);
        const paged: string[] = [];
        for (let offset = 0; offset < want.length; offset += 2) {
          const page = await listed(`sort_by=${sortBy}&sort_direction=${direction}&limit=2&offset=${offset}`);
          expect(page.count).toBe(want.length);
          paged.push(...page.codes);
        }
        expect(paged, `${sortBy} ${direction} by pages`).toEqual(want);
      }
    }
    // The copies equal the sheet's fields, row by row.
    const { rows } = await t.pool.query(
      `SELECT d.iddc FROM user_documents u JOIN documents d ON d.id = u.document_id JOIN suppliers s ON s.id = d.supplier_id
       WHERE u.user_id = $1 AND (u.sort_product_name IS DISTINCT FROM lower(d.product_name)
         OR u.sort_supplier_name IS DISTINCT FROM lower(coalesce(u.upload_supplier_name, s.name))
         OR u.sort_revision_date IS DISTINCT FROM d.revision_date OR u.sort_language IS DISTINCT FROM d.language
         OR u.sheet_deleted <> (d.deleted_at IS NOT NULL))`,
      [userId],
    );
    expect(rows).toEqual([]);
  };

  beforeAll(async () => {
    t = await createTestContext();
    userId = await createUser(t, { email: 'keys@example.com', password: 'Secret123', language: 'en' });
    cookie = await loginAs(t, 'keys@example.com', 'Secret123');
    zeta = await addSupplier(t, { code: 'ZETA', name: 'Zeta Corp' });
    alpha = await addSupplier(t, { code: 'ALPHA', name: 'alpha labs' });
    const sheets: [number, string, string, string][] = [
      [zeta, 'Borax', '2023-05-01', 'fr'],
      [zeta, 'acetone', '2024-02-01', 'en'],
      [alpha, 'Caustic soda', '2022-01-15', 'de'],
      [alpha, 'Benzene', '2024-02-01', 'fr'],
      [zeta, 'Dye', '2021-07-07', 'it'],
    ];
    for (const [supplier, productName, revisionDate, language] of sheets) {
      codes.push((await addSheet(t, supplier, { productName, revisionDate, language })).iddc);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists in the order of the sheets fields after adds, removals and re-adds', async () => {
    expect((await api('POST', '/documents', { document_code: codes.slice(0, 4) })).statusCode).toBe(200);
    await expectOrdered();
    expect((await api('DELETE', '/documents', { document_code: [codes[1]] })).statusCode).toBe(200);
    expect((await api('POST', '/documents', { document_code: [codes[4]] })).statusCode).toBe(200);
    await expectOrdered();
    expect((await api('POST', '/documents', { document_code: [codes[1]] })).statusCode).toBe(200);
    await expectOrdered();
    expect((await listed('')).count).toBe(5);
  });

  it('follows a sheet renamed, redated or relabelled, a supplier renamed, an upload supplier declared', async () => {
    await t.pool.query(`UPDATE documents SET product_name = 'Zinc oxide' WHERE iddc = $1`, [codes[0]]);
    await t.pool.query(`UPDATE documents SET revision_date = '2020-01-01', language = 'es' WHERE iddc = $1`, [codes[3]]);
    await t.pool.query(`UPDATE suppliers SET name = 'Omega Chemicals' WHERE id = $1`, [zeta]);
    await t.pool.query(
      `UPDATE user_documents SET upload_supplier_name = 'Beta Trading' WHERE user_id = $1 AND document_id = (SELECT id FROM documents WHERE iddc = $2)`,
      [userId, codes[2]],
    );
    await expectOrdered();
    const bySupplier = await listed('sort_by=supplier_name&sort_direction=asc');
    expect(bySupplier.codes[0]).toBe(codes[3]); // alpha labs, then Beta Trading (declared), then Omega
    expect(bySupplier.codes[1]).toBe(codes[2]);
  });

  it('follows a new revision that replaces the sheet, and leaves out a deleted sheet (list and count)', async () => {
    const revised = await addSheet(t, alpha, { productName: 'Benzene', revisionDate: '2026-03-01', revisionVersion: '2.0', language: 'es' }, 'Benzene v2');
    expect(revised.status).toBe('revised');
    expect((await applyNewRevision(t, revised.documentId)).moved).toBe(1);
    await expectOrdered();
    expect((await listed('sort_by=revision_date&sort_direction=desc')).codes[0]).toBe(revised.iddc);

    await t.pool.query(`UPDATE documents SET deleted_at = now() WHERE iddc = $1`, [codes[4]]);
    await expectOrdered();
    const all = await listed('');
    expect(all.codes).not.toContain(codes[4]);
    expect(all.count).toBe(4);
    expect((await listed('document_col=favourites')).count).toBe(4);
    // Past the end of the list: no row, the count still right.
    expect(await listed('offset=500')).toEqual({ codes: [], count: 4 });

    await t.pool.query(`UPDATE documents SET deleted_at = NULL WHERE iddc = $1`, [codes[4]]);
    await expectOrdered();
    expect((await listed('')).count).toBe(5);
  });
});
