import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { ADMIN, apiCall, asReturningVisitor, waitForPage } from '../support/shell.ts';

/** [year, month (1-based), day, hour, minute] in UTC, `minutes` from now. */
function parts(minutes: number): number[] {
  const d = new Date(Date.now() + minutes * 60_000);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
}

describe('alert banner and admin', () => {
  let browser: Browser;
  let adminContext: BrowserContext;
  let admin: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    adminContext = await newContext(browser);
    await asReturningVisitor(adminContext);
    admin = await adminContext.newPage();
    const login = await apiCall(admin, 'POST', '/session', ADMIN);
    expect(login.status).toBe(200);
  });
  afterAll(async () => {
    await adminContext?.close();
    await browser?.close();
  });

  async function setAlert(fr: string, start: number, end: number, locked = false) {
    const message = { fr, en: `${fr} (en)`, de: `${fr} (de)`, it: `${fr} (it)` };
    const reply = await apiCall(admin, 'PUT', '/alert', { message, start: parts(start), end: parts(end), locked });
    expect(reply.status).toBe(200);
  }

  it('shows the banner inside its window, not outside, and keeps it closed until the message changes', async () => {
    const visitor = await newContext(browser);
    await asReturningVisitor(visitor);
    const page = await visitor.newPage();
    const banner = page.getByRole('region', { name: "Message d'information" });

    await setAlert('Maintenance prévue ce soir', -10, 60);
    await page.goto('/fr/');
    await waitForPage(page);
    await banner.getByText('Maintenance prévue ce soir').waitFor();
    await expectAccessible(page);

    await banner.getByRole('button', { name: 'Fermer ce message' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await waitForPage(page);
    await page.waitForTimeout(1000);
    expect(await banner.count()).toBe(0);

    await setAlert('Nouvelle maintenance', -10, 60);
    await page.reload();
    await banner.getByText('Nouvelle maintenance').waitFor();

    // Window over: no banner. Window not started yet: no banner.
    await setAlert('Maintenance passée', -120, -60);
    await page.reload();
    await waitForPage(page);
    await page.waitForTimeout(1000);
    expect(await banner.count()).toBe(0);
    await setAlert('Maintenance future', 60, 120);
    await page.reload();
    await waitForPage(page);
    await page.waitForTimeout(1000);
    expect(await banner.count()).toBe(0);
    await expectAccessible(page);
    await visitor.close();
  });

  it('disables the registration fields while the alert is locked', async () => {
    await setAlert('Inscriptions suspendues', -10, 60, true);
    const visitor = await newContext(browser);
    await asReturningVisitor(visitor);
    const page = await visitor.newPage();
    await page.goto('/fr/connect/');
    const dialog = page.getByRole('dialog', { name: 'Mon compte OpenFDS' });
    await dialog.getByRole('tab', { name: 'Créer un compte' }).click();
    await dialog.getByText('La création de compte est momentanément suspendue.').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Prénom' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Créer mon compte' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await setAlert('Fin', -120, -60, false);
    await visitor.close();
  });

  it('gives the admin the administration button (to the back-office dashboard), disabled login fields and no registration', async () => {
    await admin.goto('/fr/');
    await waitForPage(admin);
    const [popup] = await Promise.all([adminContext.waitForEvent('page'), admin.getByRole('button', { name: /Administration et assistance/ }).click()]);
    await popup.waitForURL((url) => url.pathname === '/admin/');
    await popup.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    await popup.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Tableau de bord' }).waitFor();
    await expectAccessible(popup);
    await popup.close();
    await expectAccessible(admin);

    await admin.goto('/fr/connect/');
    const dialog = admin.getByRole('dialog', { name: 'Mon compte OpenFDS' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: /Identifiant/ }).isDisabled()).toBe(true);
    await dialog.getByRole('tab', { name: 'Créer un compte' }).click();
    await dialog.getByText('Un administrateur ne peut pas créer de compte.').waitFor();
    await expectAccessible(admin);
  });

  it('lets the admin publish an alert from the back office, previewed, then shown as the banner', async () => {
    const local = (minutes: number) => {
      const [y, m, d, h, min] = parts(minutes).map((n) => String(n).padStart(2, '0'));
      return `${y}-${m}-${d}T${h}:${min}`;
    };
    await admin.goto('/admin/alert/');
    await admin.getByRole('heading', { level: 1, name: 'Bandeau d’alerte et fenêtre de verrouillage' }).waitFor();
    await admin.getByLabel('Message (FR)').fill('Publié depuis le back-office');
    await admin.getByRole('group', { name: 'Aperçu (FR)' }).getByText('Publié depuis le back-office').waitFor();
    await admin.getByLabel('Début (UTC)').fill(local(-10));
    await admin.getByLabel('Fin (UTC)').fill(local(60));
    await admin.getByRole('button', { name: 'Publier' }).click();
    await admin.getByText('L’alerte est publiée.').waitFor();
    await expectAccessible(admin);
    await admin.goto('/fr/');
    await admin.getByRole('region', { name: "Message d'information" }).getByText('Publié depuis le back-office').waitFor();
    await setAlert('Fin', -120, -60, false);
  });

  it('logs out with the message as a toast when the admin call answers 562', async () => {
    const context = await newContext(browser);
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/fr/cgu/');
    expect((await apiCall(page, 'POST', '/session', ADMIN)).status).toBe(200);
    await context.route('**/api/v1/users/*/admin', (route) =>
      route.fulfill({
        status: 403,
        json: {
          collection: { version: '1.0', href: '', items: [], data: [], links: [], errors: [{ code: 562, message: 'Accès administrateur refusé', data: [] }] },
        },
      }),
    );
    await page.reload();
    await page.getByRole('button', { name: /Administration et assistance/ }).click();
    await page.getByText('Accès administrateur refusé').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
