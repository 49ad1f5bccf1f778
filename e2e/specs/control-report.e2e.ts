import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pdfText } from '../../apps/server/test/pdf-text.ts';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { apiCall, asReturningVisitor, waitForPage } from '../support/shell.ts';

/** The demo account holding an FDS-Extract Premium lot spent on one sheet of its space (seeded on start). */
const PREMIUM = { login: 'premium@openfds.local', password: 'Premium-Demo-2025' };

async function noWiderThan(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Issue #15: the Premium control report on the sheet page, downloadable with a Premium credit, explained otherwise. */
describe('sheet page: Control report (Premium)', () => {
  let browser: Browser;
  let premiumSheet: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    const { context, page } = await loggedIn('en-GB');
    const items = (await apiCall(page, 'GET', `/users/${PREMIUM.login}/mySDS/documents`)).body.collection.items as { iddc: string }[];
    expect(items.length, 'the Premium demo user has a sheet in its space').toBeGreaterThan(0);
    premiumSheet = items[0].iddc;
    await context.close();
  });
  afterAll(async () => browser?.close());

  async function loggedIn(locale: string, mobile = false): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext(browser, { locale, mobile });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/en/');
    await waitForPage(page);
    expect((await apiCall(page, 'POST', '/session', PREMIUM)).status).toBe(200);
    return { context, page };
  }

  it('downloads the printable report in the page language for the Premium holder, at 1280 and 360 px', async () => {
    for (const [locale, prefix, mobile, title, button, pdfTitle] of [
      ['en-GB', 'en', false, 'Control report (Premium)', 'Download the control report (PDF)', 'Safety data sheet control report'],
      [
        'fr-FR',
        'fr',
        true,
        'Rapport de contrôle (Premium)',
        'Télécharger le rapport de contrôle (PDF)',
        'Rapport de contrôle de la fiche de données de sécurité',
      ],
    ] as const) {
      const { context, page } = await loggedIn(locale, mobile);
      await page.goto(`/${prefix}/fds/${premiumSheet}/`);
      // Read on its first view if the seed's queued reading is not done yet (the page asks again every 10 s).
      const block = page.getByTestId('control-report');
      await block.getByRole('heading', { name: title }).waitFor({ timeout: 60_000 });
      const [download] = await Promise.all([page.waitForEvent('download'), block.getByRole('button', { name: button }).click()]);
      const pdf = fs.readFileSync(await download.path());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf).replace(/\s+/g, ' ');
      expect(text).toContain(pdfTitle);
      expect(text).toContain(premiumSheet);
      expect(await page.locator('.control-report [role="alert"]').count()).toBe(0);
      await noWiderThan(page, mobile ? 360 : 1280);
      await expectAccessible(page);
      await context.close();
    }
  });

  it('explains the offer to anyone else and leads to it, at 360 and 1280 px', async () => {
    for (const [locale, prefix, mobile, words, link, h1] of [
      ['de-DE', 'de', true, 'FDS-Extract Premium enthalten', 'Zum Angebot FDS-Extract Premium', 'FDS-Extract'],
      ['en-GB', 'en', false, 'comes with FDS-Extract Premium (€80 excl. tax per lot of 10 sheets)', 'See the FDS-Extract Premium offer', 'FDS-Extract'],
    ] as const) {
      const context = await newContext(browser, { locale, mobile });
      await asReturningVisitor(context);
      const page = await context.newPage();
      await page.goto(`/${prefix}/fds/${premiumSheet}/`);
      const block = page.getByTestId('control-report');
      await block.waitFor({ timeout: 60_000 });
      expect(await block.innerText()).toContain(words);
      expect(await block.getByRole('button').count()).toBe(0);
      // The report itself stays closed to a visitor.
      expect((await page.request.get(`/api/v1/documents/${premiumSheet}/control`)).status()).toBe(401);
      await noWiderThan(page, mobile ? 360 : 1280);
      await expectAccessible(page);
      await block.getByRole('link', { name: link }).click();
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
      expect(page.url()).toContain(`/${prefix}/products/fds-extract`);
      await context.close();
    }
  });
});
