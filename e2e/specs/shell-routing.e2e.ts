import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { asReturningVisitor, waitForPage } from '../support/shell.ts';

describe('site shell routing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  async function open(path: string, locale = 'fr-FR') {
    const context = await newContext(browser, { locale });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto(path);
    await waitForPage(page);
    return { context, page };
  }

  it('sends an unknown path to the home page', async () => {
    const { context, page } = await open('/fr/no/such/page');
    await page.waitForURL((url) => url.pathname === '/fr/');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await expectAccessible(page);
    await page.goto('/nothing-here');
    await page.waitForURL((url) => url.pathname === '/fr/');
    await context.close();
  });

  it('fills a missing language prefix from the browser language and adds the trailing slash', async () => {
    const { context, page } = await open('/cgv', 'de-DE');
    await page.waitForURL((url) => url.pathname === '/de/cgv/');
    expect(await page.locator('main h1').textContent()).toBe('Allgemeine Verkaufsbedingungen');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    const alternates = await page.locator('link[rel="alternate"]').evaluateAll((links) =>
      links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`),
    );
    expect(alternates).toEqual(['fr /fr/cgv/', 'en /en/cgv/', 'de /de/cgv/', 'it /it/cgv/', 'x-default /fr/cgv/']);
    await expectAccessible(page);
    await context.close();
  });

  it('opens the login popup on a path containing /connect', async () => {
    const { context, page } = await open('/fr/connect/');
    const dialog = page.getByRole('dialog', { name: 'Mon compte OpenFDS' });
    await dialog.waitFor();
    expect(await dialog.getByRole('tab', { name: 'Se connecter' }).getAttribute('aria-selected')).toBe('true');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('switches language and keeps the page', async () => {
    const { context, page } = await open('/fr/site-information/');
    expect(await page.locator('main h1').textContent()).toBe('Mentions légales');
    await page.getByRole('button', { name: /Changer de langue/ }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/en/site-information/');
    await page.getByRole('heading', { level: 1, name: 'Legal notice' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expectAccessible(page);
    // The choice is remembered: a path without prefix now opens in English.
    await page.goto('/events/');
    await page.waitForURL((url) => url.pathname === '/en/events/');
    await page.getByRole('heading', { level: 1, name: 'Shows and events' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('sends #shows-and-events to the events page', async () => {
    const { context, page } = await open('/fr/products/#shows-and-events');
    await page.waitForURL((url) => url.pathname === '/fr/events/');
    await page.getByRole('heading', { level: 1, name: 'Salons et événements' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('shows the announced tools as coming soon and the mobile menu with sub-menus', async () => {
    const context = await newContext(browser, { mobile: true });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/fr/products/quick-adr/');
    await page.getByRole('heading', { level: 1, name: 'Quick-ADR' }).waitFor();
    expect(await page.getByText('Bientôt disponible').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('button', { name: /Outils/ }).click();
    await menu.getByRole('link', { name: 'Étiquettes' }).waitFor();
    await expectAccessible(page);
    await menu.getByRole('button', { name: /Retour/ }).click();
    await menu.getByRole('link', { name: 'Salons et événements' }).click();
    await page.waitForURL((url) => url.pathname === '/fr/events/');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expectAccessible(page);
    await context.close();
  });
});
