import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet, addSupplier, cookieFrom, dataValue } from '../../../test/catalogue-fixtures.ts';
import { createUser, loginAs } from '../../../test/accounts.ts';

describe('catalogue search', () => {
  let t: TestContext;
  let pub: number;
  let priv: number;
  let mixed: number;

  const search = (query: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/documents?${query}`, headers, cookies });
  const names = (res: { json(): any }) => (res.json().collection.items as { product_name: string }[]).map((i) => i.product_name);

  beforeAll(async () => {
    t = await createTestContext();
    pub = await addSupplier(t, { code: 'PUB', name: 'Chimie Durand' });
    priv = await addSupplier(t, { code: 'PRIV', name: 'Laboratoires Privés', access_level: 'private', customerCodes: ['CLIENT-42'] });
    mixed = await addSupplier(t, { code: 'MIX', name: 'Mixte Industries', access_level: 'mixed', customerCodes: ['MIX-1'] });
    await addSheet(t, pub, { productName: 'Acétone pure', productCode: 'AC-100', ean: ['3012345678902'], ufi: 'G1QV-R0P4-9005-6DE5' });
    await addSheet(t, pub, { productName: 'Acétone technique', productCode: 'AC-200' });
    await addSheet(t, pub, { productName: 'Dégraissant acétone', productCode: 'DG-1' });
    await addSheet(t, pub, { productName: 'Diluant cellulosique', productCode: 'DL-1' });
    // One product in English and French only (fallback locales).
    await addSheet(t, pub, { productName: 'Varnish remover', productKey: 'VR', language: 'en' });
    await addSheet(t, pub, { productName: 'Décapant vernis', productKey: 'VR', language: 'fr' });
    await addSheet(t, priv, { productName: 'Solvant réservé', access: 'private' });
    await addSheet(t, mixed, { productName: 'Mixte public', access: 'public' });
    await addSheet(t, mixed, { productName: 'Mixte client', access: 'private' });
    await addSheet(t, mixed, { productName: 'Mixte secret', access: 'secret' });
    for (let i = 1; i <= 40; i++) await addSheet(t, pub, { productName: `Peinture série ${String(i).padStart(2, '0')}`, productCode: `P-${i}` }, null);
  });
  afterAll(async () => t?.close());

  it('matches product names regardless of case and accents, as word prefixes, best match first', async () => {
    const res = await search('product_name=ACETONE');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Acétone pure', 'Acétone technique', 'Dégraissant acétone']);
    expect(names(await search('product_name=degr%20aceto'))).toEqual(['Dégraissant acétone']);
  });

  it('tolerates a typo', async () => {
    const res = await search('product_name=acteone');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toContain('Acétone pure');
    expect(dataValue(res.json(), 'tolerant')).toBe(true);
    expect(names(await search('product_name=cellulosiqe'))).toEqual(['Diluant cellulosique']);
  });

  it('sorts a product-name search by supplier name, either way, best match first within a supplier', async () => {
    const suppliers = (res: { json(): any }) => (res.json().collection.items as { supplier_name: string }[]).map((i) => i.supplier_name);
    // Suppliers and a word of this test's own: the other tests list the suppliers above.
    const zeta = await addSupplier(t, { code: 'ZETA', name: 'Zeta Chimie' });
    const alpha = await addSupplier(t, { code: 'ALPHA', name: 'Alpha Solvants' });
    await addSheet(t, zeta, { productName: 'Glycolate' });
    await addSheet(t, zeta, { productName: 'Glycolate technique' });
    await addSheet(t, alpha, { productName: 'Glycolate raffiné' });
    const down = await search('product_name=glycolate&sort_by=supplier_name&sort_direction=desc');
    expect(down.statusCode).toBe(200);
    expect(suppliers(down)).toEqual(['Zeta Chimie', 'Zeta Chimie', 'Alpha Solvants']);
    expect(names(down)).toEqual(['Glycolate', 'Glycolate technique', 'Glycolate raffiné']);
    const up = await search('product_name=glycolate&sort_by=supplier_name&sort_direction=asc');
    expect(names(up)).toEqual(['Glycolate raffiné', 'Glycolate', 'Glycolate technique']);
    // Two words (the words index rather than the words' sheet lists): the same statement, sorted as well.
    const two = await search('product_name=glycolate%20raff&sort_by=supplier_name&sort_direction=desc');
    expect(suppliers(two)).toEqual(['Alpha Solvants']);
  });

  it('matches product code, EAN and UFI exactly', async () => {
    expect(names(await search('product_code=ac-100'))).toEqual(['Acétone pure']);
    expect(names(await search('ean=3012345678902'))).toEqual(['Acétone pure']);
    expect(names(await search('search_value=3012345678902'))).toEqual(['Acétone pure']);
    expect(names(await search('search_value=G1QVR0P490056DE5'))).toEqual(['Acétone pure']);
    expect(names(await search('search_value=AC-200'))).toEqual(['Acétone technique']);
  });

  it("finds a product's latest version by the code of any of its versions", async () => {
    const first = await addSheet(t, pub, { productName: 'Mastic vitrier', productKey: 'MV', revisionDate: '2023-01-01' }, 'mv1');
    const second = await addSheet(t, pub, { productName: 'Mastic vitrier', productKey: 'MV', revisionDate: '2025-01-01' }, 'mv2');
    const found = await search(`search_value=${first.iddc}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().collection.items.map((i: { iddc: string }) => i.iddc)).toEqual([second.iddc]);
    expect((await search('search_value=9999999-00000-00000-000000')).json().collection.errors[0].code).toBe(587);
  });

  it('answers 587 when nothing matches', async () => {
    const res = await search('product_name=zzyzx');
    expect(res.statusCode).toBe(404);
    expect(res.json().collection.errors[0].code).toBe(587);
  });

  it('pages by 15 with counts', async () => {
    const first = await search('product_name=peinture');
    expect(first.json().collection.items).toHaveLength(15);
    expect(dataValue(first.json(), 'itemsCount')).toBe(40);
    expect(dataValue(first.json(), 'pagesCount')).toBe(3);
    expect(dataValue(first.json(), 'pageCurrent')).toBe(1);
    const last = await search('product_name=peinture&offset=30');
    expect(last.json().collection.items).toHaveLength(10);
    expect(dataValue(last.json(), 'pageCurrent')).toBe(3);
    expect(names(last)[9]).toBe('Peinture série 40');
    const bad = await search('product_name=peinture&limit=500');
    expect(bad.json().collection.errors[0].code).toBe(595);
  });

  it('gives the column codes and titles of the result page in the request language', async () => {
    const de = await search('product_name=peinture', { 'accept-language': 'de' });
    const columns = dataValue(de.json(), 'columns') as { code: string; title: string }[];
    expect(columns.map((c) => c.code)).toEqual(['product_name', 'product_code', 'supplier_name', 'revision_date', 'revision_version', 'language', 'type']);
    expect(columns[2]).toEqual({ code: 'supplier_name', title: 'Lieferant' });
    const fr = dataValue((await search('product_name=peinture')).json(), 'columns') as { code: string; title: string }[];
    expect(fr[0]).toEqual({ code: 'product_name', title: 'Produit' });
  });

  it('reads a one-word search from the word table, which follows renames, supersession and languages', async () => {
    // One whole word, and the prefix of exactly one catalogue word: both take the search_word_sheets path.
    const { documentId: id } = await addSheet(t, pub, { productName: 'Xylène rectifié', productKey: 'XY' }, null);
    expect(names(await search('product_name=xylene&language=fr'))).toEqual(['Xylène rectifié']);
    expect(names(await search('product_name=rectif&language=fr'))).toEqual(['Xylène rectifié']);
    await t.pool.query(`UPDATE documents SET product_name = 'Toluène rectifié' WHERE id = $1`, [id]);
    expect((await search('product_name=xylene&language=fr')).statusCode).toBe(404);
    expect(names(await search('product_name=toluene&language=fr'))).toEqual(['Toluène rectifié']);
    // A newer revision replaces it: only the latest is found (the update trigger removes the old revision's rows).
    const revised = await addSheet(t, pub, { productName: 'Toluène rectifié v2', productKey: 'XY', revisionDate: '2025-01-01' }, null);
    expect(revised.status).toBe('revised');
    expect(names(await search('product_name=toluene&language=fr'))).toEqual(['Toluène rectifié v2']);
    // Another language's sheet is not read for this language: found only through the fallback.
    await addSheet(t, pub, { productName: 'Ethylbenzol', productKey: 'EB', language: 'de' }, null);
    const de = await search('product_name=ethylbenzol&language=fr');
    expect(names(de)).toEqual(['Ethylbenzol']);
    expect(dataValue(de.json(), 'language')).toBe(null);
  });

  it('falls back: German to English then French, other languages to French then English', async () => {
    const de = await search('product_name=varnish', { 'accept-language': 'de' });
    expect(names(de)).toEqual(['Varnish remover']);
    expect(dataValue(de.json(), 'language')).toBe('en');
    const it = await search('supplier=PUB&product_name=decapant&language=it');
    expect(names(it)).toEqual(['Décapant vernis']);
    expect(dataValue(it.json(), 'language')).toBe('fr');
    const row = it.json().collection.items[0];
    expect(row.documents_languages.map((l: { lang: string }) => l.lang).sort()).toEqual(['en', 'fr']);
  });

  it('lists every language at once for language=all, without the fallback chain (issue #16)', async () => {
    // Both language versions of the product, where a chain would have stopped at the first language with a match.
    const both = await search('supplier=PUB&language=all&limit=100');
    const languages = new Set((both.json().collection.items as { language: string }[]).map((i) => i.language));
    expect([...languages].sort()).toEqual(expect.arrayContaining(['en', 'fr']));
    expect(dataValue(both.json(), 'language')).toBe(null);
    const fr = await search('supplier=PUB&language=fr&limit=100');
    expect((fr.json().collection.items as { language: string }[]).every((i) => i.language === 'fr')).toBe(true);
    expect(dataValue(fr.json(), 'itemsCount')).toBeLessThan(dataValue(both.json(), 'itemsCount') as number);
  });

  it('shows private sheets only with a proven customer code, never secret ones', async () => {
    expect((await search('supplier=PRIV')).json().collection.errors[0].code).toBe(587);
    expect(names(await search('supplier=MIX'))).toEqual(['Mixte public']);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/verify_customer_code',
      payload: { supplier_code: 'PRIV', customer_code: 'NOPE' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().collection.errors[0].code).toBe(567);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/verify_customer_code',
      payload: { supplier_code: 'PRIV', customer_code: 'CLIENT-42' },
    });
    expect(ok.statusCode).toBe(200);
    const cookies = cookieFrom(ok);
    expect(names(await search('supplier=PRIV', {}, cookies))).toEqual(['Solvant réservé']);
    // A code of one supplier opens nothing at another.
    expect(names(await search('supplier=MIX', {}, cookies))).toEqual(['Mixte public']);
    const mixCode = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/verify_customer_code',
      payload: { supplier_code: 'MIX', customer_code: 'MIX-1' },
      cookies,
    });
    expect(mixCode.statusCode).toBe(200);
    expect(names(await search('supplier=MIX', {}, cookies)).sort()).toEqual(['Mixte client', 'Mixte public']);
    expect(names(await search('product_name=mixte%20secret', {}, cookies))).not.toContain('Mixte secret');
  });

  it('keeps a customer code proved before logging in on the account, for the next sessions', async () => {
    await createUser(t, { email: 'buyer@example.com', password: 'Correct-Horse-9' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/verify_customer_code',
      payload: { supplier_code: 'PRIV', customer_code: 'CLIENT-42' },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      cookies: cookieFrom(ok),
      payload: { login: 'buyer@example.com', password: 'Correct-Horse-9' },
    });
    expect(login.statusCode).toBe(200);
    expect(names(await search('supplier=PRIV', {}, cookieFrom(login)))).toEqual(['Solvant réservé']);
    // Another session of the same user (another device) opens the restricted sheets too.
    const next = await loginAs(t, 'buyer@example.com', 'Correct-Horse-9');
    expect(names(await search('supplier=PRIV', {}, { openfds_session: next }))).toEqual(['Solvant réservé']);
  });

  it('refuses an empty customer code and accepts one given with the search', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/documents/verify_customer_code', payload: { supplier_code: 'PRIV', customer_code: '' } });
    expect(empty.statusCode).toBe(400);
    const error = empty.json().collection.errors[0];
    expect(error.code).toBe(595);
    expect(error.data).toContainEqual({ name: 'f', value: 'customer_code' });
    const withCode = await search('supplier=PRIV&customer_code=CLIENT-42');
    expect(names(withCode)).toEqual(['Solvant réservé']);
    expect((await search('supplier=PRIV&customer_code=WRONG')).json().collection.errors[0].code).toBe(567);
  });

  it('refuses a malformed customer code given with the search as a field error (product-spec §5), not as a wrong guess', async () => {
    for (const code of ['CLIENT%2042', 'CLIENT%2742', 'CLIENT%C3%BC42', 'CLIENT%C3%BD42', 'C'.repeat(241)]) {
      const res = await search(`supplier=PRIV&customer_code=${code}`);
      expect(res.statusCode, code).toBe(400);
      const error = res.json().collection.errors[0];
      expect(error.code, code).toBe(595);
      expect(error.data).toContainEqual({ name: 'f', value: 'customer_code' });
    }
  });

  it('checks a customer code given with supplier_name (a name, not a code) against the suppliers that issued it, and refuses it alone', async () => {
    const byName = await search('supplier_name=Laboratoires%20Priv%C3%A9s&customer_code=CLIENT-42');
    expect(byName.statusCode).toBe(200);
    expect(names(byName)).toEqual(['Solvant réservé']);
    const prefix = await search('supplier_name=mixte&customer_code=MIX-1');
    expect(names(prefix).sort()).toEqual(['Mixte client', 'Mixte public']);
    const wrong = await search('supplier_name=Laboratoires%20Priv%C3%A9s&customer_code=MIX-1', { 'accept-language': 'en' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().collection.errors[0]).toMatchObject({ code: 567, message: 'Invalid customer code' });
    // Alone, the code is refused (issue #11: one guess must not be tried against every supplier at once).
    const alone = await search('customer_code=CLIENT-42&product_name=solvant');
    expect(alone.statusCode).toBe(400);
    expect(alone.json().collection.errors[0]).toMatchObject({ code: 595, data: expect.arrayContaining([{ name: 'f', value: 'supplier' }]) });
    expect(names(await search('supplier=PRIV', {}, cookieFrom(alone)))).toEqual([]);
    expect((await search('customer_code=NOBODY-1')).json().collection.errors[0].code).toBe(595);
  });

  it('runs the staged search: one supplier gives its stages, a non-public one an optional customer-code stage', async () => {
    const one = await t.app.inject({ method: 'GET', url: '/api/v1/search_steps?supplier_name=laboratoires%20prives' });
    const stages = one.json().collection.items;
    expect(stages.map((s: { type: string }) => s.type)).toEqual(['search_supplier', 'search_customer_code', 'search_product_form']);
    expect(stages[1].mandatory).toBe(false);
    const pubStages = await t.app.inject({ method: 'GET', url: '/api/v1/search_steps/PUB' });
    expect(pubStages.json().collection.items.map((s: { type: string }) => s.type)).toEqual(['search_supplier', 'search_product_form']);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/search_steps?supplier_name=i' });
    expect(list.json().collection.items[0].type).toBe('select_supplier_list');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/search_steps?supplier_name=nobody%20here' });
    expect(unknown.json().collection.errors[0].code).toBe(612);
    const auto = await t.app.inject({ method: 'GET', url: '/api/v1/search_steps/values_list?supplier_name=chim' });
    expect(auto.json().collection.items[0].code).toBe('PUB');
  });
});

describe('broad product-name searches', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    const supplier = await addSupplier(t, { code: 'BIG', name: 'Big Catalogue' });
    // More matches than one search reads (TEXT_CAP = 300): counted by estimate, paged all the same.
    const values = Array.from(
      { length: 320 },
      (_, i) => `($1, 'P${i}', 'Vernis incolore ${i}', 'vernis-${i}', 'fr', '${String(i).padStart(7, '0')}-00000-00000-000000')`,
    ).join(', ');
    await t.pool.query(`INSERT INTO documents (supplier_id, product_key, product_name, product_name_slug, language, iddc) VALUES ${values}`, [supplier]);
    // Two names that begin with "incolore vernis", stored after the 320 others: a two-word search reads 301 of the
    // matches, so these come only from the "name starts with" tier (an index range bounded by parameters).
    await t.pool.query(
      `INSERT INTO documents (supplier_id, product_key, product_name, product_name_slug, language, iddc) VALUES
        ($1, 'IV1', 'Incolore vernis mat', 'incolore-vernis-mat', 'fr', '9000001-00000-00000-000000'),
        ($1, 'IV2', 'Incolore vernis satiné', 'incolore-vernis-satine', 'fr', '9000002-00000-00000-000000')`,
      [supplier],
    );
    await t.pool.query('ANALYZE documents');
  });
  afterAll(async () => t?.close());

  it('ranks the names that begin with two typed words first, beyond the rows a search reads', async () => {
    for (const scope of ['', '&supplier=BIG']) {
      // Repeated: the search statements run their cached generic plan from the first call on.
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({ method: 'GET', url: `/api/v1/documents?product_name=incolore%20vernis&language=fr${scope}` });
        const items = res.json().collection.items as { product_name: string }[];
        expect(items.slice(0, 2).map((r) => r.product_name)).toEqual(['Incolore vernis mat', 'Incolore vernis satiné']);
        expect(items[2].product_name).toMatch(/^Vernis incolore/);
      }
    }
  });

  it('estimates the count beyond the rows it reads, and still pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/documents?product_name=vernis' });
    expect(res.json().collection.items).toHaveLength(15);
    expect(dataValue(res.json(), 'itemsCountExact')).toBe(false);
    expect(dataValue(res.json(), 'itemsCount') as number).toBeGreaterThan(300);
    const deep = await t.app.inject({ method: 'GET', url: '/api/v1/documents?product_name=vernis&offset=300&limit=15' });
    expect(deep.json().collection.items).toHaveLength(15);
  });
});
