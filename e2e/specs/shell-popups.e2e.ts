import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { USER, asReturningVisitor, waitForPage } from '../support/shell.ts';
import { collectTrackerHits } from '../support/analytics.ts';

describe('first visit, cookies, analytics and the technical error popup', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows the first-visit notices one at a time (welcome, cookie banner, splash with the live figures), then remembers the choices', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/fr/');
    const welcome = page.getByRole('dialog', { name: 'Bienvenue sur OpenFDS' });
    const consent = page.getByRole('region', { name: 'Cookies' });
    const splash = page.locator('.splash');
    await welcome.waitFor();
    await page.waitForTimeout(500);
    expect(await consent.count()).toBe(0);
    expect(await splash.count()).toBe(0);
    await expectAccessible(page);
    await welcome.getByLabel('Ne plus afficher ce message').check();
    await welcome.getByRole('button', { name: "J'ai compris" }).click();
    // Then the cookie banner alone.
    await consent.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await splash.count()).toBe(0);
    await page.getByRole('button', { name: 'Nécessaires uniquement' }).click();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('openfds.consent') ?? '{}').statistics)).toBe(false);
    // Then the splash alone, with the figures of the statistics bar (GET /landing_page), not constants.
    await splash.waitFor();
    expect(await consent.count()).toBe(0);
    const figures = (await (await page.request.get('/api/v1/landing_page')).json()).collection.items as { code: string; value: number }[];
    expect(figures.length).toBeGreaterThan(0);
    const splashText = (await splash.innerText()).replace(/\s/g, '');
    for (const f of figures) expect(splashText).toContain(f.value.toLocaleString('fr').replace(/\s/g, ''));
    // The page stays usable under the splash: the search field takes focus and text.
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Accéder au site' }).click();
    await splash.waitFor({ state: 'detached' });

    // A new browser session of the same browser: nothing comes back.
    const again = await context.newPage();
    await again.goto('/fr/cgu/');
    await waitForPage(again);
    await again.waitForTimeout(800);
    expect(await again.getByRole('dialog').count()).toBe(0);
    expect(await again.locator('.splash').count()).toBe(0);
    expect(await again.getByRole('region', { name: 'Cookies' }).count()).toBe(0);
    // The footer reopens the cookie choices.
    await again.getByRole('button', { name: 'Gérer les cookies' }).click();
    await again.getByLabel(/Statistiques/).waitFor();
    await expectAccessible(again);
    await context.close();
  });

  it('does not show the welcome notice again in a new browser session, even when it was not ticked away', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/en/');
    await page.getByRole('dialog', { name: 'Welcome to OpenFDS' }).waitFor();
    await page.reload();
    await waitForPage(page);
    await page.waitForTimeout(800);
    expect(await page.getByRole('dialog', { name: 'Welcome to OpenFDS' }).count()).toBe(0);
    // A new tab is a new session: the notice stays away (issue #23), the cookie banner waits for its answer.
    const other = await context.newPage();
    await other.goto('/en/');
    await waitForPage(other);
    await other.getByRole('region', { name: 'Cookies' }).waitFor();
    expect(await other.getByRole('dialog', { name: 'Welcome to OpenFDS' }).count()).toBe(0);
    await context.close();
  });

  async function loginCollectingAnalytics(statistics: boolean) {
    const context = await newContext(browser);
    await asReturningVisitor(context);
    const hits = await collectTrackerHits(context, statistics);
    const page = await context.newPage();
    await page.goto('/fr/connect/');
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="email"]').fill(USER.login);
    await dialog.locator('input[autocomplete="current-password"]').fill(USER.password);
    await dialog.locator('input[type="checkbox"]').check();
    await dialog.locator('form button[type="submit"]').click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(1000);
    await context.close();
    return hits;
  }

  it('sends the Login event to the tracker only with statistics consent', async () => {
    const withConsent = await loginCollectingAnalytics(true);
    expect(withConsent).toHaveLength(1);
    const url = new URL(withConsent[0]);
    expect(url.pathname).toBe('/matomo.php');
    expect(url.searchParams.get('e_c')).toBe('Login');
    expect(url.searchParams.get('idsite')).toBe('5');
    expect(await loginCollectingAnalytics(false)).toEqual([]);
  });

  it('opens the technical error popup with the failure number when a call fails with a code', async () => {
    const context = await newContext(browser);
    await asReturningVisitor(context);
    await context.route('**/api/v1/users/creation_code', (route) =>
      route.fulfill({
        status: 500,
        json: { collection: { version: '1.0', href: '', items: [], data: [], links: [], errors: [{ code: 9999, message: 'Erreur interne', data: [] }] } },
      }),
    );
    const page = await context.newPage();
    await page.goto('/fr/connect/');
    const dialog = page.getByRole('dialog', { name: 'Mon compte OpenFDS' });
    await dialog.getByRole('tab', { name: 'Créer un compte' }).click();
    await dialog.getByRole('combobox', { name: 'Civilité' }).selectOption('M.');
    await dialog.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Jean');
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Dupont');
    await dialog.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill('jean.dupont@example.org');
    await dialog.getByRole('textbox', { name: "Confirmez l'adresse e-mail", exact: true }).fill('jean.dupont@example.org');
    await dialog.getByLabel(/^Mot de passe/).fill('Dupont-Pass-1');
    await dialog.getByLabel(/^Confirmez le mot de passe/).fill('Dupont-Pass-1');
    await dialog.getByRole('textbox', { name: 'Société', exact: true }).fill('Dupont SA');
    await dialog.getByRole('combobox', { name: 'Pays' }).selectOption('BE');
    await dialog.getByRole('checkbox', { name: /conditions d'utilisation/ }).check();
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    const error = page.getByRole('dialog', { name: 'Erreur' });
    await error.getByText('9999').waitFor();
    await error.getByText(/écrivez à notre support/).waitFor();
    await expectAccessible(page);
    await error.getByRole('button', { name: 'Fermer' }).first().click();
    await error.waitFor({ state: 'detached' });
    await context.close();
  });

  it('offers sales (external page) or support (/contact-us/) from the contact button, with the configured contacts', async () => {
    const context = await newContext(browser);
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/fr/cgu/');
    await waitForPage(page);
    const config = (await (await page.request.get('/api/v1/site_config')).json()).collection.items[0];
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: config.support_phone }).waitFor();
    await footer.getByRole('link', { name: config.support_email }).waitFor();
    expect(await footer.getByText('Copyright 2025').count()).toBe(1);

    await page.getByRole('banner').getByRole('button', { name: 'Contact' }).click();
    const chooser = page.getByRole('dialog', { name: 'Nous contacter' });
    expect(await chooser.getByRole('link', { name: /Commercial/ }).getAttribute('href')).toBe(config.sales_contact_url);
    await expectAccessible(page);
    await chooser.getByRole('button', { name: /Support/ }).click();
    await page.waitForURL((url) => url.pathname === '/fr/contact-us/');
    await page.getByRole('main').getByRole('link', { name: config.support_email }).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
