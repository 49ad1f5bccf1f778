import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { baseUrl, expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { USER, apiCall, asReturningVisitor } from '../support/shell.ts';
import { items, type Row } from '../support/catalogue.ts';

/** Issue #16: account pages as a daily user meets them. */
describe('everyday account', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  async function loggedIn(options: { locale?: string; mobile?: boolean } = {}): Promise<BrowserContext> {
    const context = await newContext(browser, options);
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/fr/cgu/');
    expect((await apiCall(page, 'POST', '/session', USER)).status).toBe(200);
    await page.close();
    return context;
  }

  it('logs out from the logout address without a "session expired" message', async () => {
    for (const mobile of [false, true]) {
      const context = await loggedIn({ locale: 'en-GB', mobile });
      const page = await context.newPage();
      const texts: string[] = [];
      page.on('console', () => undefined);
      await page.goto('/en/account/profil/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.goto('/en/logout/');
      await page.waitForURL((url) => url.pathname === '/en/');
      // Whatever the calls of the profile still running answer, nothing says the session expired.
      await page.waitForTimeout(1500);
      texts.push(await page.locator('body').innerText());
      expect(texts.join('\n')).not.toMatch(/session (has )?expired/i);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect((await apiCall(page, 'GET', '/session')).body.collection.items.length).toBe(0);
      await expectAccessible(page);
      await context.close();
    }
  });

  it('never asks for /users/null/subscription when the profile page loads', async () => {
    const context = await loggedIn();
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/fr/account/profil/');
    await page.getByText(/Crédits disponibles : \d+/).waitFor();
    // The credits line can show (0) before the subscription call: wait for the call itself.
    await expect.poll(() => asked).toContain(`/api/v1/users/${encodeURIComponent(USER.login)}/subscription`);
    expect(asked.filter((p) => p.includes('/null/'))).toEqual([]);
    await context.close();
  });

  it("accepts the site's own origin as the browser reached it (127.0.0.1 while the public URL says localhost)", async () => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    await asReturningVisitor(context);
    const page = await context.newPage();
    const other = baseUrl().replace('localhost', '127.0.0.1');
    await page.goto(`${other}/fr/cgu/`);
    const status = await page.evaluate(async (user) => {
      const res = await fetch('/api/v1/session', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(user),
      });
      return res.status;
    }, USER);
    expect(status).toBe(200);
    const logout = await page.evaluate(async () => (await fetch('/api/v1/session', { method: 'DELETE', credentials: 'include' })).status);
    expect(logout).toBe(200);
    await context.close();
  });

  it("writes English dates as the browser's English does (en-GB 31/10/2023, en-US the month spelled), and each language its usual way", async () => {
    const gb = await newContext(browser, { locale: 'en-GB' });
    await asReturningVisitor(gb);
    const page = await gb.newPage();
    const rows = await items<Row & { revision_date: string }>(page.request, '/api/v1/documents?language=all&limit=15');
    const row = rows.find((r) => r.revision_date)!;
    const day = new Date(row.revision_date);
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const pad = (n: number) => String(n).padStart(2, '0');
    const url = (lang: string) => `/${lang}/search/?language=all&search_value=${encodeURIComponent(row.product_name)}`;
    await page.goto(url('en'));
    await page.locator('.results__count').waitFor();
    expect(await page.locator('tbody').innerText()).toContain(`${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`);
    await page.goto(url('de'));
    await page.locator('.results__count').waitFor();
    expect(await page.locator('tbody').innerText()).toContain(`${pad(day.getUTCDate())}.${pad(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`);
    await gb.close();

    const us = await newContext(browser, { locale: 'en-US' });
    await asReturningVisitor(us);
    const usPage = await us.newPage();
    await usPage.goto(url('en'));
    await usPage.locator('.results__count').waitFor();
    const text = await usPage.locator('tbody').innerText();
    expect(text).toContain(`${months[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`);
    expect(text).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/);
    await us.close();
  });

  it('fits the Vigi-Substances page to the screen with one main element, versions named by their publication', async () => {
    for (const mobile of [false, true]) {
      const context = await newContext(browser, { locale: 'en-GB', mobile });
      await asReturningVisitor(context);
      const page = await context.newPage();
      await page.goto('/en/products/vigi-substances/');
      await page.locator('.vigi-offers').waitFor();
      expect(await page.locator('main').count()).toBe(1);
      const width = mobile ? 360 : 1280;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const tables = page.locator('.vigi-table');
      expect(await tables.count()).toBeGreaterThan(0);
      const overflowing = await tables.evaluateAll(
        (list) =>
          list.filter((table) => table.getBoundingClientRect().width > (table.closest('.vigi-offer') as HTMLElement).getBoundingClientRect().width + 0.5)
            .length,
      );
      expect(overflowing).toBe(0);
      const names = await page.locator('.vigi-table tbody tr td:first-child').allInnerTexts();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        expect(name).toMatch(/Version (of|imported on) \d{1,2} \w{3,4} \d{4}/);
        expect(name).not.toMatch(/\.(csv|xlsx?|xml|json|txt|zip)\b/i);
      }
      await expectAccessible(page);
      await context.close();
    }
  });
});
