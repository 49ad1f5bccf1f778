import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { MARKED_READING, MARKERS } from '../../../test/marked-reading.ts';
import { grantExtractPremium, grantExtractStandard, keep, makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';
import { routeRegistry } from '../../plugins/api-route.ts';
import { componentRows } from './component-rows.ts';
import { replaceComponents, saveExtraction } from './extraction.repository.ts';
import { READING_ROUTES } from './reading-routes.ts';

/**
 * Issue #22 item 2: every route serving a sheet's reading applies the FDS-Extract gate. The sheet's stored reading
 * (test/marked-reading.ts) carries a marker in each field: FREE- in the sheet page's free part, BASIC- in what the
 * basic extraction adds, PAID- in the standard data, PREMIUM- in the Annex II check and the evidence. Each caller
 * must see exactly its markers.
 */
const reading = MARKED_READING;

let t: TestContext;
let sheet: { id: number; iddc: string };
type Caller = { name: string; cookie?: string; id?: number; sees: (typeof MARKERS)[number][] };
let callers: Record<'visitor' | 'none' | 'basic' | 'standard' | 'premium', Caller>;

beforeAll(async () => {
  t = await createTestContext();
  const supplier = await makeSupplier(t.db);
  sheet = await makeSheet(t.db, supplier.id, { language: 'en' });
  await t.db.transaction().execute(async (trx) => {
    await saveExtraction(trx, sheet.id, { status: 'extracted', readerVersion: '9.9.9', reading, conformity: [], error: null });
    await replaceComponents(trx, sheet.id, componentRows(sheet.id, reading));
  });
  // The entry summary reads concentrations from the component rows.
  await t.db.updateTable('document_components').set({ conc_raw: 'PAID-CONC' }).where('document_id', '=', sheet.id).execute();
  const none = await makeUser(t.db);
  const basic = await makeUser(t.db, { safebox: true });
  const standard = await makeUser(t.db);
  const premium = await makeUser(t.db);
  await grantExtractStandard(t.db, standard.id, [sheet.iddc]);
  await grantExtractPremium(t.db, premium.id, [sheet.iddc]);
  for (const u of [none, basic, standard, premium]) await keep(t.db, u.id, sheet.id);
  callers = {
    visitor: { name: 'visitor', sees: ['FREE-'] },
    none: { name: 'user without level', ...none, sees: ['FREE-'] },
    basic: { name: 'SafeBox member (basic)', ...basic, sees: ['FREE-', 'BASIC-'] },
    standard: { name: 'standard credit', ...standard, sees: ['FREE-', 'BASIC-', 'PAID-'] },
    premium: { name: 'Premium credit', ...premium, sees: ['FREE-', 'BASIC-', 'PAID-', 'PREMIUM-'] },
  };
  // makeUser's rows carry the login in `login`; the entry route is addressed by it.
  for (const [key, u] of Object.entries({ none, basic, standard, premium })) Object.assign(callers[key as keyof typeof callers], { login: u.login });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function get(url: string, caller: Caller) {
  return t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: caller.cookie ? { cookie: caller.cookie } : {} });
}

function markersIn(body: string) {
  return MARKERS.filter((m) => body.includes(m));
}

/** One test per listed route: what each caller gets of the marked reading. */
const TESTS: Record<string, () => Promise<void>> = {
  '/documents/:document_code/extraction': async () => {
    for (const caller of Object.values(callers)) {
      const res = await get(`/documents/${sheet.iddc}/extraction`, caller);
      expect(res.statusCode, caller.name).toBe(200);
      expect(markersIn(res.body), caller.name).toEqual(caller.sees);
      const item = res.json().collection.items[0];
      // The free part the spec gives everyone on the sheet page stays.
      expect(item.reading.hazards).toMatchObject({ pictograms: ['GHS02'], hStatements: ['H225'], euhStatements: ['EUH066'] });
      expect(item.reading.transport.unNumber).toBe('1170');
      expect(item.reading.hazards.signalWord, caller.name).toBe(caller.sees.includes('PAID-') ? 'danger' : null);
      expect(item.reading.hazards.pStatements, caller.name).toEqual(caller.sees.includes('PAID-') ? ['P210'] : []);
    }
  },
  '/documents/:document_code/sds2excel': async () => {
    expect((await get(`/documents/${sheet.iddc}/sds2excel`, callers.visitor)).json().collection.errors[0].code).toBe(640);
    expect((await get(`/documents/${sheet.iddc}/sds2excel`, callers.none)).json().collection.errors[0].code).toBe(618);
    for (const [caller, level] of [
      [callers.basic, 'basic'],
      [callers.standard, 'standard'],
      [callers.premium, 'premium'],
    ] as const) {
      expect((await get(`/documents/${sheet.iddc}/sds2excel`, caller)).headers['x-extraction-level']).toBe(level);
    }
  },
  '/rapport/donnees_fds/:document_code': async () => {
    expect((await get(`/rapport/donnees_fds/${sheet.iddc}`, callers.visitor)).json().collection.errors[0].code).toBe(640);
    expect((await get(`/rapport/donnees_fds/${sheet.iddc}`, callers.none)).json().collection.errors[0].code).toBe(618);
    expect((await get(`/rapport/donnees_fds/${sheet.iddc}`, callers.basic)).headers['x-extraction-level']).toBe('basic');
  },
  '/documents/:document_code/control': async () => {
    expect((await get(`/documents/${sheet.iddc}/control`, callers.visitor)).json().collection.errors[0].code).toBe(602);
    for (const caller of [callers.none, callers.basic, callers.standard]) {
      expect((await get(`/documents/${sheet.iddc}/control`, caller)).json().collection.errors[0].code, caller.name).toBe(618);
    }
    const res = await get(`/documents/${sheet.iddc}/control`, callers.premium);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('PREMIUM-EVIDENCE');
  },
  '/users/:login/:profile_type/documents/:document_code': async () => {
    for (const caller of [callers.none, callers.basic, callers.standard, callers.premium]) {
      const login = (caller as Caller & { login: string }).login;
      const res = await get(`/users/${encodeURIComponent(login)}/mySDS/documents/${sheet.iddc}`, caller);
      expect(res.statusCode, caller.name).toBe(200);
      const extracted = res.json().collection.items[0].extracted;
      expect(extracted.pictograms).toEqual(['GHS02']);
      expect(extracted.h_statements).toEqual(['H225', 'EUH066']);
      expect(markersIn(JSON.stringify(extracted)), caller.name).toEqual(caller.sees.filter((m) => m !== 'FREE-' && m !== 'PREMIUM-'));
      expect(extracted.signal_word, caller.name).toBe(caller.sees.includes('PAID-') ? 'danger' : null);
    }
  },
  // Gated before this issue, each with its own test file: the space's workbook (export.test / my-fds.test), the
  // change log (changelog-gating.test.ts) and the substance watch (vigi tests). Here: a visitor is refused them.
  '/users/:login/mySDS/sds2excel': () => refusedToOthers('/users/{login}/mySDS/sds2excel'),
  '/users/:login/mySDS/changelog': () => refusedToOthers('/users/{login}/mySDS/changelog'),
  '/users/:login/mySDS/vigi_substances': () => refusedToOthers('/users/{login}/mySDS/vigi_substances'),
  '/documents/:code/vigi_substances': async () => {
    const res = await get(`/documents/${sheet.iddc}/vigi_substances`, callers.visitor);
    expect(res.statusCode).toBe(200);
    expect(markersIn(res.body).filter((m) => m !== 'FREE-')).toEqual([]);
  },
  '/rapport/vigi_substances/:code': async () => {
    expect((await get(`/rapport/vigi_substances/${sheet.iddc}`, callers.visitor)).json().collection.errors[0].code).toBe(602);
  },
};

/** A space route answers its owner only: a visitor gets 602 and another user 603. */
async function refusedToOthers(template: string) {
  const login = (callers.premium as Caller & { login: string }).login;
  const url = template.replace('{login}', encodeURIComponent(login));
  expect((await get(url, callers.visitor)).json().collection.errors[0].code).toBe(602);
  expect((await get(url, callers.none)).json().collection.errors[0].code).toBe(603);
}

describe('every route serving reading content, with its gate (reading-routes.ts)', () => {
  for (const route of READING_ROUTES) {
    it(`${route.method} ${route.url}: ${route.gate}`, async () => {
      expect(TESTS[route.url], `a test for ${route.url}`).toBeDefined();
      await TESTS[route.url]();
    });
  }

  it('lists every registered route whose path serves reading data', () => {
    const looksLikeReading = /extraction|sds2excel|donnees_fds|\/control$|vigi_substances|changelog|\/documents\/:document_code$/;
    const registered = routeRegistry.filter((r) => r.method === 'GET' && looksLikeReading.test(r.url)).map((r) => r.url.replace('/api/v1', ''));
    expect(registered.length).toBeGreaterThan(5);
    for (const url of registered) {
      // The catalogue's own sheet page call answers no reading (sheet identity and files only).
      if (url === '/documents/:document_code') continue;
      expect(
        READING_ROUTES.map((r) => r.url),
        url,
      ).toContain(url);
    }
  });
});
