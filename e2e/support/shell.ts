import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, newContext } from './browser.ts';

/**
 * A returning visitor: cookie choice made, splash seen, welcome notice dismissed for good, so the tests look at
 * the page itself. The first-visit popups have their own test.
 */
export async function asReturningVisitor(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    localStorage.setItem('openfds.consent', JSON.stringify({ necessary: true, statistics: false, decidedAt: '2025-01-01T00:00:00Z' }));
    localStorage.setItem('openfds.splash.seen', '1');
    localStorage.setItem('openfds.welcome.doNotShow', '1');
  });
}

/** Calls the API as the page's session (its cookies), from the site's origin (the server checks Origin). */
export async function apiCall(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const response = await page.request.fetch(`/api/v1${path}`, {
    method,
    data,
    headers: { Origin: baseUrl(), 'Accept-Language': 'fr' },
  });
  return { status: response.status(), body: (await response.json()) as { collection: { items: unknown[]; errors: { code: number; message: string }[] } } };
}

export const ADMIN = { login: 'admin@openfds.local', password: 'Admin-Demo-2025' };
export const USER = { login: 'user@openfds.local', password: 'User-Demo-2025' };

/** Waits until the app has rendered its main landmark with a first-level heading. */
export async function waitForPage(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
}

/**
 * A returning visitor's page logged in (as the demo user USER unless `account` names another, through the API) on the home page of the locale's
 * language: how the labels, tools and supplier-sends browser tests start. Close `context` at the end.
 */
export async function userPage(
  browser: Browser,
  options: { locale: string; mobile?: boolean; account?: { login: string; password: string } },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, options);
  await asReturningVisitor(context);
  const page = await context.newPage();
  await page.goto(`/${options.locale.slice(0, 2)}/`);
  await waitForPage(page);
  const account = options.account ?? USER;
  const login = await apiCall(page, 'POST', '/session', account);
  if (login.status !== 200) throw new Error(`${account.login} login: ${login.status} ${JSON.stringify(login.body.collection.errors)}`);
  return { context, page };
}
