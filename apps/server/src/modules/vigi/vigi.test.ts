import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { documentWatch } from './watch/watch.service.ts';
import { importListFile } from './lists/list-import.service.ts';
import { regulatoryFile } from './lists/regulatory-files.ts';
import { keep, makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { VIGI_LIST_UPDATED_JOB } from './alerts/vigi.jobs.ts';
import type { WatchedDocument } from './watch/document-access.ts';

const MUSK_XYLENE = { name: 'Musk xylene', cas: '81-15-2', ec: '201-329-4' };

describe('substance watch API', () => {
  let t: TestContext;
  let supplierId: number;
  let safebox: Awaited<ReturnType<typeof makeUser>>;
  let plain: Awaited<ReturnType<typeof makeUser>>;

  const get = (url: string, cookie?: string, language = 'fr') =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) } });
  const lists = (res: { json(): any }) => res.json().collection.items as any[];
  const hitsOf = (res: { json(): any }, list: string) => lists(res).find((l) => l.list === list).hits as any[];

  beforeAll(async () => {
    t = await createTestContext();
    for (const list of ['candidate_list', 'annex_xiv', 'annex_xvii', 'clp_annex_vi'] as const) {
      await importListFile(t.db, list, fs.readFileSync(regulatoryFile(list)!));
    }
    supplierId = (await makeSupplier(t.db)).id;
    safebox = await makeUser(t.db, { safebox: true });
    plain = await makeUser(t.db);
  }, 120_000);
  afterAll(async () => t?.close());

  it('matches by CAS and gives the obligation in the interface language, basic for visitors', async () => {
    const sheet = await makeSheet(t.db, supplierId, { components: [MUSK_XYLENE, { name: 'Water', cas: '7732-18-5' }] });
    const res = await get(`/documents/${sheet.iddc}/vigi_substances`);
    expect(res.statusCode).toBe(200);
    const [hit] = hitsOf(res, 'annex_xiv');
    expect(hit).toMatchObject({ entry_number: '01', matched_by: 'cas', component_cas: '81-15-2', component_position: 1 });
    expect(hit.entry_name).toContain('Musk xylene');
    expect(hit.obligation).toContain('21/08/2014');
    expect(hit.obligation).toMatch(/autorisation/i);
    // Basic form: no reason nor dates for a visitor.
    expect(hit.reason).toBeNull();
    expect(hit.sunset_date).toBeNull();
    // Musk xylene is also on the complete candidate list (since 2008); water is on no list.
    expect(hitsOf(res, 'candidate_list').map((h) => [h.entry_cas, h.component_position])).toEqual([['81-15-2', 1]]);
    expect(res.json().collection.data).toContainEqual({ name: 'report_available', value: false });

    const de = await get(`/documents/${sheet.iddc}/vigi_substances`, undefined, 'de');
    expect(hitsOf(de, 'annex_xiv')[0].obligation).toContain('21.08.2014');
  });

  it('gives SafeBox members the full detail and the report link', async () => {
    const sheet = await makeSheet(t.db, supplierId, { components: [MUSK_XYLENE] });
    const res = await get(`/documents/${sheet.iddc}/vigi_substances`, safebox.cookie, 'en');
    const [hit] = hitsOf(res, 'annex_xiv');
    expect(hit).toMatchObject({ reason: 'vPvB (Article 57e)', sunset_date: '2014-08-21', latest_application_date: '2013-02-21' });
    // ECHA publishes in English: the reason (a fixed vocabulary) comes in the page's language, and each list says
    // in which language its entry names are.
    const fr = await get(`/documents/${sheet.iddc}/vigi_substances`, safebox.cookie, 'fr');
    expect(hitsOf(fr, 'annex_xiv')[0].reason).toBe('vPvB (article 57e)');
    expect(hitsOf(fr, 'candidate_list')[0].reason).toBe('vPvB (article 57e)');
    expect(lists(fr).map((l) => l.entry_language)).toEqual(['en', 'en', 'en', 'en', 'en', 'en', 'en', 'fr']);
    expect(hit.obligation).toContain('21 Aug 2014');
    expect(res.json().collection.links).toEqual([{ rel: 'report', href: `/api/v1/rapport/vigi_substances/${sheet.iddc}` }]);
  });

  it('matches by EC number when the CAS is missing', async () => {
    const sheet = await makeSheet(t.db, supplierId, { components: [{ name: 'musk', ec: '201 329 4' }] });
    const [hit] = hitsOf(await get(`/documents/${sheet.iddc}/vigi_substances`), 'annex_xiv');
    expect(hit).toMatchObject({ entry_number: '01', matched_by: 'ec' });
  });

  it('matches group entries by their members and by their name rule', async () => {
    const sheet = await makeSheet(t.db, supplierId, {
      components: [{ name: 'Asbestos, chrysotile', cas: '12001-29-5' }, { name: 'Sulfure de cadmium' }, { name: 'Ethanol', cas: '64-17-5' }],
    });
    const hits = hitsOf(await get(`/documents/${sheet.iddc}/vigi_substances`), 'annex_xvii');
    expect(hits.map((h) => [h.entry_number, h.matched_by, h.component_position])).toEqual([
      ['06', 'group_cas', 1],
      ['23', 'group_name', 2],
    ]);
    expect(hits[1].obligation).toContain("l'entrée 23");
  });

  it('matches Annex XVII entries 28-30 through the harmonised classification of CLP Annex VI', async () => {
    // Benzene: Carc. 1A and Muta. 1B in Annex VI (also entry 5 by its CAS); dichloromethane: Carc. 2 only.
    const sheet = await makeSheet(t.db, supplierId, {
      components: [
        { name: 'Benzene', cas: '71-43-2' },
        { name: 'Dichloromethane', cas: '75-09-2' },
      ],
    });
    const hits = hitsOf(await get(`/documents/${sheet.iddc}/vigi_substances`, undefined, 'en'), 'annex_xvii');
    expect(hits.map((h) => [h.entry_number, h.matched_by, h.component_position])).toEqual([
      ['05', 'cas', 1],
      ['28', 'group_classification', 1],
      ['29', 'group_classification', 1],
      // Dichloromethane by its own entry of the complete restriction list (59), not by classification.
      ['59', 'cas', 2],
    ]);
    expect(hits[1].obligation).toContain('Appendix 1 or 2');
    expect(hits[1].obligation).toContain('general public');
    const fr = hitsOf(await get(`/documents/${sheet.iddc}/vigi_substances`, undefined, 'fr'), 'annex_xvii');
    expect(fr[2].obligation).toContain("l'appendice 3 ou 4");
  });

  it('normalises identifiers and notes a CAS that fails its check digit', async () => {
    const sheet = await makeSheet(t.db, supplierId, {
      components: [
        { name: 'zero padded', cas: '0081 - 15 - 2' },
        { name: 'no dashes', cas: '81152' },
        { name: 'bad check digit', cas: '81-15-3' },
      ],
    });
    const res = await get(`/documents/${sheet.iddc}/vigi_substances`);
    expect(hitsOf(res, 'annex_xiv').map((h) => [h.component_position, h.matched_by])).toEqual([
      [1, 'cas'],
      [2, 'cas'],
    ]);
    const invalid = res.json().collection.data.find((d: any) => d.name === 'invalid_identifiers').value;
    expect(invalid).toEqual([{ position: 3, name: 'bad check digit', cas: '81-15-3', ec: null }]);
  });

  it('locks the paid lists without credits and matches them by index number when the offer is held', async () => {
    const sheet = await makeSheet(t.db, supplierId, { components: [{ name: 'sodium hydride', index_number: '001-003-00-x' }] });
    const res = await get(`/documents/${sheet.iddc}/vigi_substances`, safebox.cookie);
    const clp = lists(res).find((l) => l.list === 'clp_annex_vi');
    expect(clp).toMatchObject({ status: 'locked', hits: [] });
    expect(lists(res).find((l) => l.list === 'vlep_fr')).toMatchObject({ status: 'not_loaded', version: null });
    // The shop will fill VigiEntitlements; here a double holding the CLP offer.
    const doc = (await t.db
      .selectFrom('documents')
      .select(['id', 'iddc', 'language', 'product_name', 'revision_date', 'revision_version'])
      .where('iddc', '=', sheet.iddc)
      .executeTakeFirstOrThrow()) as unknown as WatchedDocument;
    const watch = await documentWatch(t.db, t.config, doc, { freeDetail: 'full', paidOffers: new Set(['clp_annex_vi']), report: true }, 'en');
    const held = watch.lists.find((l) => l.list === 'clp_annex_vi')!;
    expect(held.status).toBe('ok');
    expect(held.hits[0]).toMatchObject({ matched_by: 'index', entry_name: 'sodium hydride' });
    expect(held.hits[0].obligation).toContain('Water-react. 1');
  });

  it('answers the vigilance error with its reason', async () => {
    const empty = await makeSheet(t.db, supplierId, { components: [] });
    // Read, and nothing found in section 3.
    await t.db.insertInto('document_extractions').values({ document_id: empty.id, status: 'extracted', updated_at: new Date() }).execute();
    const old = await makeSheet(t.db, supplierId, { revision_date: '2012-03-01', components: [MUSK_XYLENE] });
    const japanese = await makeSheet(t.db, supplierId, { language: 'ja', components: [MUSK_XYLENE] });
    const cases: [string, string, string][] = [
      [empty.iddc, 'no_components', 'section 3'],
      [old.iddc, 'too_old', '5 years'],
      [japanese.iddc, 'language', '(ja)'],
    ];
    for (const [code, reason, text] of cases) {
      const res = await get(`/documents/${code}/vigi_substances`, undefined, 'en');
      expect(res.statusCode).toBe(422);
      const [error] = res.json().collection.errors;
      expect(error.code).toBe(606);
      expect(error.data).toContainEqual({ name: 'reason', value: reason });
      expect(error.message).toContain(text);
    }
  });

  it('queues the reading of a sheet never read and says it is in progress, not an error', async () => {
    const unread = await makeSheet(t.db, supplierId, { components: [] });
    const res = await get(`/documents/${unread.iddc}/vigi_substances`, undefined, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json().collection.items).toEqual([]);
    expect(res.json().collection.data).toContainEqual({ name: 'extraction_status', value: 'in_progress' });
    expect(t.sentJobs).toContainEqual({ name: 'sds.extract', data: { documentId: unread.id } });
    const row = await t.db.selectFrom('document_extractions').select('status').where('document_id', '=', unread.id).executeTakeFirst();
    expect(row?.status).toBe('in_progress');
    // Once read, the same call evaluates the sheet.
    await t.db.updateTable('document_extractions').set({ status: 'extracted' }).where('document_id', '=', unread.id).execute();
    await t.db
      .insertInto('document_components')
      .values({ document_id: unread.id, position: 1, name: MUSK_XYLENE.name, cas: MUSK_XYLENE.cas, cas_valid: true })
      .execute();
    const after = await get(`/documents/${unread.iddc}/vigi_substances`, undefined, 'en');
    expect(hitsOf(after, 'annex_xiv')).toHaveLength(1);
    expect(after.json().collection.data).toContainEqual({ name: 'extraction_status', value: 'extracted' });
  });

  it('applies the catalogue access rule of the sheet', async () => {
    const privateSupplier = await makeSupplier(t.db, { access_level: 'private' });
    const restricted = await makeSheet(t.db, privateSupplier.id, { access: 'private', components: [MUSK_XYLENE] });
    const secret = await makeSheet(t.db, supplierId, { access: 'secret', components: [MUSK_XYLENE] });
    const visitorReply = (await get(`/documents/${restricted.iddc}/vigi_substances`)).json().collection.errors[0];
    expect(visitorReply.code).toBe(641);
    // Issues #23/#25: the supplier whose code is needed is named, an all-private one too, to whoever holds a code that
    // cannot be computed (issue #11's rule: catalogue/document-access.ts, documents/document-codes.test.ts).
    expect(visitorReply.data).toContainEqual({ name: 'supplier_code', value: privateSupplier.code });
    expect((await get(`/documents/${restricted.iddc}/vigi_substances`, plain.cookie)).statusCode).toBe(403);
    expect((await get(`/rapport/vigi_substances/${restricted.iddc}`, safebox.cookie)).json().collection.errors[0].code).toBe(641);
    const customer = await makeUser(t.db, { safebox: true });
    const code = await t.db.insertInto('customer_codes').values({ supplier_id: privateSupplier.id, code: 'C-1' }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('user_customer_codes').values({ user_id: customer.id, customer_code_id: code.id }).execute();
    expect((await get(`/documents/${restricted.iddc}/vigi_substances`, customer.cookie)).statusCode).toBe(200);
    expect((await get(`/rapport/vigi_substances/${restricted.iddc}`, customer.cookie)).headers['content-type']).toBe('application/pdf');
    // Secret sheets are never served, kept or not; the my-FDS watch leaves them out too.
    await keep(t.db, customer.id, secret.id);
    await keep(t.db, customer.id, restricted.id);
    expect((await get(`/documents/${secret.iddc}/vigi_substances`, customer.cookie)).json().collection.errors[0].code).toBe(605);
    const watch = (await get(`/users/${customer.login}/mySDS/vigi_substances`, customer.cookie)).json().collection.items;
    expect(watch.map((i: any) => i.document_code)).toEqual([restricted.iddc]);
    expect((await get('/documents/123/vigi_substances')).json().collection.errors[0].code).toBe(595);
  });

  it('makes a PDF report citing the lists and their versions, for SafeBox members only', async () => {
    const sheet = await makeSheet(t.db, supplierId, { product_name: 'Parfum Alpha', components: [MUSK_XYLENE, { name: 'Sulfure de cadmium' }] });
    const res = await get(`/rapport/vigi_substances/${sheet.iddc}`, safebox.cookie, 'fr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Rapport Vigi-Substances');
    expect(text).toContain('Parfum Alpha');
    expect(text).toContain('Musk xylene');
    expect(text).toContain("Date d'expiration: 21/08/2014");
    expect(text).toContain('Sources et versions des listes');
    expect(text).toContain('ECHA');
    expect(text).toContain('ATP 23 (Regulation (EU) 2025/1222)');

    const en = pdfText((await get(`/rapport/vigi_substances/${sheet.iddc}`, safebox.cookie, 'en')).rawPayload);
    expect(en).toContain('Vigi-Substances report');
    expect(en).toContain('Sunset date: 21 Aug 2014');

    const visitor = await get(`/rapport/vigi_substances/${sheet.iddc}`);
    expect(visitor.headers['content-type']).toMatch(/application\/json/);
    expect(visitor.json().collection.errors[0].code).toBe(602);
    expect((await get(`/rapport/vigi_substances/${sheet.iddc}`, plain.cookie)).json().collection.errors[0].code).toBe(618);
  });

  it('watches the sheets a user keeps, own login only', async () => {
    const user = await makeUser(t.db);
    const hit = await makeSheet(t.db, supplierId, { product_name: 'A hit', components: [MUSK_XYLENE] });
    const clean = await makeSheet(t.db, supplierId, { product_name: 'B clean', components: [{ name: 'Water', cas: '7732-18-5' }] });
    const unread = await makeSheet(t.db, supplierId, { product_name: 'C unread', components: [] });
    for (const s of [hit, clean, unread]) await keep(t.db, user.id, s.id);
    const res = await get(`/users/${user.login}/mySDS/vigi_substances`, user.cookie);
    expect(res.statusCode).toBe(200);
    const items = res.json().collection.items;
    expect(items.map((i: any) => [i.product_name, i.hits.length, i.vigilance_error])).toEqual([
      ['A hit', 2, null],
      ['B clean', 0, null],
      ['C unread', 0, 'extraction_pending'],
    ]);
    expect(items[0].hits.map((h: any) => [h.list, h.matched_by])).toEqual([
      ['candidate_list', 'cas'],
      ['annex_xiv', 'cas'],
    ]);
    expect((await get(`/users/${user.login}/mySDS/vigi_substances`, plain.cookie)).json().collection.errors[0].code).toBe(603);
    expect((await get(`/users/${user.login}/mySDS/vigi_substances`)).json().collection.errors[0].code).toBe(602);
  });

  it('lists the lists with versions, prices and what can be bought', async () => {
    const items = lists(await get('/vigi/lists'));
    expect(items.map((i) => i.list)).toEqual([
      'candidate_list',
      'annex_xiv',
      'annex_xvii',
      'authorisation_recommendations',
      'clp_annex_vi',
      'cmr',
      'iarc',
      'vlep_fr',
    ]);
    const byList = Object.fromEntries(items.map((i) => [i.list, i]));
    expect(byList.annex_xiv).toMatchObject({ offer: 'reach_free', price_per_lot: 0, loaded: true, can_buy: false });
    expect(byList.annex_xiv.versions[0]).toMatchObject({ entry_count: 50, entered: null });
    expect(byList.clp_annex_vi).toMatchObject({ price_per_lot: 10, loaded: true, can_buy: true });
    expect(byList.clp_annex_vi.versions[0].label).toBe('ATP 23 (Regulation (EU) 2025/1222)');
    expect(byList.authorisation_recommendations).toMatchObject({ price_per_lot: 10, loaded: false, can_buy: false });
    expect(byList.vlep_fr).toMatchObject({ price_per_lot: 15, loaded: false, can_buy: false });
  });

  it('imports a list through the admin call (raw file body), admins only', async () => {
    const admin = await makeUser(t.db, { admin: true });
    const csv = fs.readFileSync(regulatoryFile('iarc')!);
    const post = (cookie: string, body: Buffer, list = 'iarc') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/vigi/lists/${list}/versions?file_name=iarc.tsv`,
        headers: { cookie, 'content-type': 'text/tab-separated-values' },
        body,
      });
    expect((await post(plain.cookie, csv)).json().collection.errors[0].code).toBe(562);
    const res = await post(admin.cookie, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json().collection.data).toContainEqual({ name: 'entry_count', value: 863 });
    expect(t.sentJobs.at(-1)).toMatchObject({ name: VIGI_LIST_UPDATED_JOB });
    const again = await post(admin.cookie, csv);
    expect(again.json().collection.data).toContainEqual({ name: 'unchanged', value: true });
    const wrong = await post(admin.cookie, Buffer.from('a,b\n1,2\n'), 'annex_xiv');
    expect(wrong.statusCode).toBe(400);
    const [error] = wrong.json().collection.errors;
    expect(error.code).toBe(660);
    expect(error.message).toContain('Entry No.');
    expect((await post(admin.cookie, csv, 'nope')).json().collection.errors[0].code).toBe(595);
  });
});
