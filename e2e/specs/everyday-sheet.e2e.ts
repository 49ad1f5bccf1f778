import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { asReturningVisitor, waitForPage } from '../support/shell.ts';
import { items, type Row } from '../support/catalogue.ts';

const envelope = (items: unknown[]) => ({ collection: { version: '1.0', href: '', items, data: [], links: [], errors: [] } });

/** A reading as the sheet reader stores it: a French sheet whose physical data says "Non applicable". */
const reading = {
  readerVersion: 'test',
  language: 'fr',
  format: 'eu-reach',
  pages: 8,
  sections: [],
  identification: {
    productName: 'Test',
    productCode: null,
    ufi: null,
    supplierName: null,
    address: null,
    phone: null,
    email: null,
    emergencyPhone: null,
    revisionDate: null,
    version: null,
  },
  hazards: {
    classes: [],
    hStatements: ['H225', 'H319'],
    euhStatements: [],
    pStatements: ['P210', 'P280'],
    pictograms: ['GHS02', 'GHS07'],
    signalWord: 'danger',
  },
  composition: {
    kind: 'mixture',
    components: [
      {
        name: 'acétone',
        cas: '67-64-1',
        ec: '200-662-2',
        indexNumber: null,
        reachNumber: null,
        concentration: { min: 50, max: 100, unit: '%', raw: '50 - 100 %' },
        hStatements: ['H225', 'H319', 'H336'],
      },
    ],
  },
  physical: {
    state: 'liquid',
    colour: null,
    odour: null,
    flashPoint: { value: -17, unit: '°C', raw: '-17 °C' },
    boilingPoint: null,
    pH: { value: null, unit: null, raw: 'Non applicable' },
    density: null,
    viscosity: { value: null, unit: null, raw: 'Donnée non disponible.' },
  },
  transport: { unNumber: '1090', shippingName: 'ACÉTONE', transportClass: '3', packingGroup: 'II', environmentalHazard: false },
  conformity: [{ flag: 'missingPage', evidence: 'page 3/8 missing' }],
  warnings: [],
  elapsedMs: 10,
};

/** Issue #16: the sheet page answers at a glance. */
describe('everyday sheet page', () => {
  let browser: Browser;
  let sheet: Row;
  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await newContext(browser);
    for (let i = 1; i <= 50 && !sheet; i++) {
      const rows = await items<Row>(context.request, `/api/v1/documents?supplier=SUP${String(i).padStart(4, '0')}&language=all&limit=15`);
      sheet = rows.find((r) => r.access === 'public')!;
    }
    await context.close();
  });
  afterAll(async () => browser?.close());

  async function withReading(options: { locale: string; mobile?: boolean }, extraction: object): Promise<BrowserContext> {
    const context = await newContext(browser, options);
    await asReturningVisitor(context);
    await context.route('**/api/v1/documents/*/extraction', (route) =>
      route.fulfill({ json: envelope([{ document_code: sheet.iddc, reader_version: 'test', extracted_at: null, conformity: [], ...extraction }]) }),
    );
    return context;
  }

  it('shows pictograms with names, signal word, H and P statements, composition, then physical and transport data, in the page language', async () => {
    for (const mobile of [false, true]) {
      const context = await withReading({ locale: 'en-GB', mobile }, { status: 'extracted', reading });
      const page = await context.newPage();
      await page.goto(`/en/fds/${sheet.iddc}/`);
      await waitForPage(page);
      const section = page.locator('.extraction');
      await section.getByText('GHS02: Flame').waitFor();
      const headings = await section.locator('h2, h3').allInnerTexts();
      const order = ['Hazard statements', 'Precautionary statements', 'Composition'];
      expect(headings.filter((h) => order.includes(h))).toEqual(order);
      expect(headings.findIndex((h) => h === 'Composition')).toBeLessThan(headings.findIndex((h) => /physical/i.test(h)));
      expect(headings.findIndex((h) => /physical/i.test(h))).toBeLessThan(headings.findIndex((h) => /ADR/.test(h)));
      const text = await section.innerText();
      expect(text.indexOf('GHS02')).toBeLessThan(text.indexOf('Danger'));
      expect(text.indexOf('Danger')).toBeLessThan(text.indexOf('H225'));
      expect(text).toContain('P280');
      expect(text).toContain('67-64-1');
      expect(text).toContain('200-662-2');
      expect(text).toContain('50 - 100 %');
      expect(text).toContain('H225, H319, H336');
      // The sheet's own words in the page's language: no "Non applicable" on an English page.
      expect(text).toContain('Not applicable');
      expect(text).toContain('No data available');
      expect(text).not.toContain('Non applicable');
      expect(text).toContain('Pages seem to be missing');
      // The main action without scrolling, never wider than the screen.
      const view = page.getByRole('button', { name: 'View the sheet' });
      const box = (await view.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(mobile ? 740 : 900);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile ? 360 : 1280);
      await expectAccessible(page);
      await context.close();
    }
  });

  it('shows a progress indicator while the sheet is read, and promises no e-mail', async () => {
    for (const [language, mail] of [
      ['fr', /e-mail|courriel/i],
      ['en', /e-mail|email/i],
      ['de', /E-Mail/i],
      ['it', /e-mail|email/i],
    ] as const) {
      const context = await withReading({ locale: 'fr-FR', mobile: true }, { status: 'in_progress', reading: null });
      const page = await context.newPage();
      await page.goto(`/${language}/fds/${sheet.iddc}/`);
      await waitForPage(page);
      await page.locator('.extraction progress').waitFor();
      expect(await page.locator('.extraction').innerText()).not.toMatch(mail);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      if (language === 'fr') await expectAccessible(page);
      await context.close();
    }
  });
});
