import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { USER, apiCall, asReturningVisitor, waitForPage } from '../support/shell.ts';

async function loggedIn(browser: Browser, locale: string, mobile = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { locale, mobile });
  await asReturningVisitor(context);
  const page = await context.newPage();
  await page.goto('/en/');
  await waitForPage(page);
  expect((await apiCall(page, 'POST', '/session', USER)).status).toBe(200);
  return { context, page };
}

/** The demo user's paid order (seeded on start) with its invoice number. */
async function paidOrder(page: Page): Promise<{ id: number; invoice_number: string }> {
  const orders = (await apiCall(page, 'GET', `/users/${USER.login}/orders`)).body.collection.items as { id: number; status: string; invoice_number: string }[];
  const paid = orders.find((o) => o.status === 'paid');
  expect(paid, 'the demo user has a paid order').toBeTruthy();
  return paid!;
}

describe('My-FDS orders tab (issues #12, #14)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows the sheets the demo order processed, with the order reference and status', async () => {
    const { context, page } = await loggedIn(browser, 'en-GB');
    const order = await paidOrder(page);
    await page.goto('/en/my-fds/');
    await page.getByRole('heading', { level: 1, name: 'My SDS' }).waitFor();
    await page.getByRole('tab', { name: 'Orders' }).click();
    const table = page.locator('table.my-fds__table');
    await table.getByRole('columnheader', { name: 'Order' }).waitFor();
    const rows = table.locator('tbody tr', { hasText: order.invoice_number });
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.first().innerText()).toContain('FDS-Extract Standard (extraction)');
    expect(await rows.first().innerText()).toContain('Paid');
    await expectAccessible(page);
    await context.close();
  });

  it('fits a 360 px phone in French', async () => {
    const { context, page } = await loggedIn(browser, 'fr-FR', true);
    const order = await paidOrder(page);
    await page.goto('/fr/my-fds/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Commandes' }).click();
    await page.locator('table.my-fds__table tbody tr', { hasText: order.invoice_number }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await context.close();
  });
});
