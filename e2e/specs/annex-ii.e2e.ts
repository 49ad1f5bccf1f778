import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ANNEX_II_FLAG_TEXTS } from '@openfds/sds/conformity/annex-ii-texts';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { apiCall, asReturningVisitor, waitForPage } from '../support/shell.ts';

/** The demo account holding an FDS-Extract Premium lot spent on one sheet of its space (seeded on start). */
const PREMIUM = { login: 'premium@openfds.local', password: 'Premium-Demo-2025' };
import { items, type Row } from '../support/catalogue.ts';

const envelope = (list: unknown[]) => ({ collection: { version: '1.0', href: '', items: list, data: [], links: [], errors: [] } });

const FLAG_NAMES: Record<string, string> = {
  missingSubsection: 'Missing sub-sections',
  noRevisionDate: 'No revision date',
  olderThanHazardChange: 'Older than the last hazard change',
  olderThanReferenceDate: 'Revised before 2023',
  ufiChecksum: 'Invalid UFI',
  candidateNotInSection15: 'Candidate-list substance not named in section 15',
};

/** Issue #15: the sheet page shows the Annex II check, where each value comes from, and why a scan has no data. */
describe('sheet page: Annex II conformity and evidence', () => {
  let browser: Browser;
  let sheet: Row;
  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await newContext(browser);
    for (let i = 1; i <= 50 && !sheet; i++) {
      const rows = await items<Row>(context.request, `/api/v1/documents?supplier=SUP${String(i).padStart(4, '0')}&language=en&limit=15`);
      sheet = rows.find((r) => r.access === 'public')!;
    }
    await context.close();
  });
  afterAll(async () => browser?.close());

  async function noWiderThan(page: Page, width: number) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  it('lists the flags the reader raised with their explanation, and shows the page and line of a field on demand, at 1280 and 360 px', async () => {
    // The check and the evidence are Premium's (issue #22): the demo Premium holder on the sheet its credit was spent on.
    for (const mobile of [false, true]) {
      const context = await newContext(browser, { locale: 'en-GB', mobile });
      await asReturningVisitor(context);
      const page = await context.newPage();
      await page.goto('/en/');
      await waitForPage(page);
      expect((await apiCall(page, 'POST', '/session', PREMIUM)).status).toBe(200);
      const premiumSheet = ((await apiCall(page, 'GET', `/users/${PREMIUM.login}/mySDS/documents`)).body.collection.items as { iddc: string }[])[0];
      await page.goto(`/en/fds/${premiumSheet.iddc}/`);
      // Read on its first view (the page asks again every 10 s until the data is there).
      const block = page.getByTestId('annex-ii');
      await page.getByRole('heading', { name: 'Conformity with REACH Annex II (Regulation (EU) 2020/878)' }).waitFor({ timeout: 45_000 });

      // What the API answered is what the page shows: every flag's name and its plain-words explanation.
      const answer = (await (await page.request.get(`/api/v1/documents/${premiumSheet.iddc}/extraction`)).json()).collection.items[0];
      const codes = [...new Set((answer.annex_ii.flags as { code: keyof typeof ANNEX_II_FLAG_TEXTS }[]).map((f) => f.code))];
      const text = await block.innerText();
      if (codes.length === 0) expect(text).toContain('Nothing to report');
      for (const code of codes) {
        expect(text).toContain(FLAG_NAMES[code]);
        expect(text).toContain(ANNEX_II_FLAG_TEXTS[code].en);
      }
      for (const missing of answer.annex_ii.missing as string[]) expect(text).toContain(missing);

      // The sub-sections with their pages, on demand.
      const subsections = block.locator('details.annex-subsections');
      await subsections.locator('summary').click();
      await expect.poll(() => subsections.getAttribute('open')).not.toBeNull();
      expect(await subsections.innerText()).toMatch(/1\.1\s+page 1/);

      // Where the product name comes from: its page and the line of the sheet, the value marked.
      const evidence = answer.evidence['identification.productName'];
      expect(evidence.page).toBeGreaterThan(0);
      const field = page.locator('.annex-evidence details').filter({ hasText: 'Product name:' });
      expect(await field.locator('blockquote').isVisible()).toBe(false);
      await field.locator('summary').click();
      await field.locator('blockquote').waitFor();
      expect(await field.innerText()).toContain(`Page ${evidence.page}`);
      expect((await field.locator('mark').innerText()).trim()).toBe(evidence.span.replace(/\t/g, ' ').trim());
      expect(await field.innerText()).toMatch(/confidence \d+ %/);

      await noWiderThan(page, mobile ? 360 : 1280);
      await expectAccessible(page);
      await context.close();
    }
  });

  it('a flag raised for a candidate-list substance names the CAS and the page of section 15', async () => {
    const context = await newContext(browser, { locale: 'fr-FR', mobile: true });
    await asReturningVisitor(context);
    const page = await context.newPage();
    // The check is Premium's (issue #22): the Premium holder's sheet gives the whole reading this page is shown with.
    await page.goto('/fr/');
    await waitForPage(page);
    expect((await apiCall(page, 'POST', '/session', PREMIUM)).status).toBe(200);
    const sheet = ((await apiCall(page, 'GET', `/users/${PREMIUM.login}/mySDS/documents`)).body.collection.items as { iddc: string }[])[0];
    // The sheet's real reading (queued on its first call, read within seconds), its check replaced below.
    let real: { status: string; annex_ii: object; reading: { identification: object } } = { status: '', annex_ii: {}, reading: { identification: {} } };
    await expect
      .poll(async () => (real = (await (await page.request.get(`/api/v1/documents/${sheet.iddc}/extraction`)).json()).collection.items[0]).status, {
        timeout: 45_000,
        interval: 1_000,
      })
      .toBe('extracted');
    const annexII = {
      ...real.annex_ii,
      reference: { date: '2025-06-25', kind: 'lastHazardChange', cas: '141-62-8', cause: 'decamethyltetrasiloxane (CAS 141-62-8) entered the candidate list' },
      flags: [
        { code: 'candidateNotInSection15', page: 4, cas: '141-62-8', evidence: 'x' },
        { code: 'olderThanHazardChange', page: null, evidence: 'x' },
      ],
    };
    const reading = { ...real.reading, identification: { ...real.reading.identification, revisionDate: '2024-03-15' } };
    await context.route('**/api/v1/documents/*/extraction', (route) => route.fulfill({ json: envelope([{ ...real, reading, annex_ii: annexII }]) }));
    await page.goto(`/fr/fds/${sheet.iddc}/`);
    const block = page.getByTestId('annex-ii');
    await block.waitFor({ timeout: 30_000 });
    const text = await block.innerText();
    expect(text).toContain('Substance de la liste candidate non citée en rubrique 15');
    expect(text).toContain(ANNEX_II_FLAG_TEXTS.candidateNotInSection15.fr);
    expect(text).toContain('CAS 141-62-8 : non cité en rubrique 15 (page 4)');
    expect(text).toContain('Révisée le 15/03/2024 ; le composant de CAS 141-62-8 est entré dans la liste candidate le 25/06/2025.');
    await noWiderThan(page, 360);
    await expectAccessible(page);
    await context.close();
  });

  it('says plainly that a scanned sheet (read by OCR, flagged unreadable) has no data, in the page language', async () => {
    for (const [locale, prefix, words] of [
      ['fr-FR', 'fr', 'image scannée sans couche texte'],
      ['de-DE', 'de', 'eingescanntes Bild ohne Textebene'],
    ] as const) {
      const context = await newContext(browser, { locale, mobile: true });
      await asReturningVisitor(context);
      await context.route('**/api/v1/documents/*/extraction', (route) =>
        route.fulfill({
          json: envelope([
            {
              document_code: sheet.iddc,
              status: 'not_extracted',
              reader_version: 'test',
              extracted_at: null,
              conformity: ['unreadable'],
              reading: null,
              annex_ii: null,
              evidence: null,
            },
          ]),
        }),
      );
      const page = await context.newPage();
      await page.goto(`/${prefix}/fds/${sheet.iddc}/`);
      const reason = page.getByTestId('not-extracted-reason');
      await reason.waitFor({ timeout: 30_000 });
      expect(await reason.innerText()).toContain(words);
      await noWiderThan(page, 360);
      await expectAccessible(page);
      await context.close();
    }
  });
});
