import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Route } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { USER, apiCall, asReturningVisitor } from '../support/shell.ts';

const envelope = (extra: object) => ({ collection: { version: '1.0', href: '', items: [], data: [], links: [], errors: [], ...extra } });
const expired = (route: Route) => route.fulfill({ status: 401, json: envelope({ errors: [{ code: 556, message: 'Votre session a expiré', data: [] }] }) });

describe('session expiry (code 556)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  async function loggedInContext(): Promise<BrowserContext> {
    const context = await newContext(browser);
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/fr/cgu/');
    expect((await apiCall(page, 'POST', '/session', USER)).status).toBe(200);
    await page.close();
    return context;
  }

  it('reconnects transparently once and replays the call', async () => {
    const context = await loggedInContext();
    let expiredOnce = false;
    await context.route('**/api/v1/users/*/subscription', async (route) => {
      if (!expiredOnce) {
        expiredOnce = true;
        return expired(route);
      }
      return route.continue();
    });
    const page = await context.newPage();
    const sessionCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/session') sessionCalls.push(r.method());
    });
    await page.goto('/fr/account/profil/');
    // The credits line can show before the subscription call (0 while idle): wait for the expired call itself.
    await expect.poll(() => expiredOnce, { timeout: 30_000 }).toBe(true);
    await page.getByText(/Crédits disponibles : \d+/).waitFor();
    expect(sessionCalls.filter((m) => m === 'GET').length).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });

  it('opens the login popup when the reconnect fails', async () => {
    const context = await loggedInContext();
    await context.route('**/api/v1/users/*/details', expired);
    let sessionReads = 0;
    await context.route('**/api/v1/session', async (route) => {
      if (route.request().method() !== 'GET' || sessionReads++ === 0) return route.continue();
      return route.fulfill({
        json: envelope({
          data: [
            { name: 'logged_in', value: false },
            { name: 'guest_pass', value: false },
          ],
        }),
      });
    });
    const page = await context.newPage();
    await page.goto('/fr/account/profil/');
    const dialog = page.getByRole('dialog', { name: 'Mon compte OpenFDS' });
    await dialog.waitFor();
    await page.getByText('Votre session a expiré, veuillez vous reconnecter').waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('logs out with "no longer logged in" when the profile cannot be loaded', async () => {
    const context = await loggedInContext();
    await context.route(/\/api\/v1\/users\/[^/]+$/, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: envelope({ errors: [{ code: 9999, message: 'Erreur interne', data: [] }] }) })
        : route.continue(),
    );
    const page = await context.newPage();
    await page.goto('/fr/');
    await page.getByText("Vous n'êtes plus connecté").waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
    await context.unroute(/\/api\/v1\/users\/[^/]+$/);
    expect((await apiCall(page, 'GET', '/session')).body.collection.items).toEqual([]);
    await expectAccessible(page);
    await context.close();
  });
});
