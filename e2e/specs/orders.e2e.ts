import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { ADMIN, USER, apiCall, asReturningVisitor, waitForPage } from '../support/shell.ts';

async function loggedIn(browser: Browser, locale: string, mobile = false, account = USER): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { locale, mobile });
  await asReturningVisitor(context);
  const page = await context.newPage();
  await page.goto('/en/');
  await waitForPage(page);
  expect((await apiCall(page, 'POST', '/session', account)).status).toBe(200);
  return { context, page };
}

/**
 * The demo user's paid order seeded on start (the oldest: its credits processed the sheets of the space), with its
 * invoice number. Other specs may buy more (an offer already paid on every sheet then processes none).
 */
async function paidOrder(page: Page): Promise<{ id: number; invoice_number: string }> {
  const orders = (await apiCall(page, 'GET', `/users/${USER.login}/orders`)).body.collection.items as { id: number; status: string; invoice_number: string }[];
  const paid = orders.filter((o) => o.status === 'paid').sort((a, b) => a.id - b.id)[0];
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

  it('names a paid order that processed no sheet yet and leads to adding sheets (empty space)', async () => {
    // The demo admin's space is empty: an order paid now processes no sheet, so the tab has no row for it.
    const { context, page } = await loggedIn(browser, 'en-GB', false, ADMIN);
    const billing = { company_name: 'OpenFDS Admin', address1: '1 rue des Lilas', zipcode: '69001', city: 'Lyon', country_code: 'FR', siret: '12345678901234' };
    expect((await apiCall(page, 'POST', `/users/${ADMIN.login}/billing`, { ...billing, terms_of_sale: true, personal_data: true })).status).toBe(200);
    expect((await apiCall(page, 'PUT', '/cart', { offer_ids: [12], quantity: 1, step: 2 })).status).toBe(200);
    const pending = (await apiCall(page, 'POST', '/cart')).body.collection.items[0] as { client_secret: string };
    const paid = (await apiCall(page, 'POST', '/payments/test/confirm', { client_secret: pending.client_secret, card_number: '4242424242424242' })).body
      .collection.items[0] as { status: string; invoice_number: string };
    expect(paid.status).toBe('paid');
    await page.goto('/en/my-fds/');
    await page.getByRole('heading', { level: 1, name: 'My SDS' }).waitFor();
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByText('Your paid order has not processed any sheet yet').waitFor();
    const waiting = page.getByRole('list', { name: 'Paid orders that have not processed any sheet yet' });
    expect(await waiting.innerText()).toContain(paid.invoice_number);
    expect(await waiting.innerText()).toContain('FDS-Extract');
    // The documents list stays a list of sheets: no row is made up for the order.
    expect(await page.locator('table.my-fds__table').count()).toBe(0);
    await page.locator('.empty-state').getByRole('button', { name: 'Upload a sheet' }).click();
    await page.getByRole('dialog', { name: 'Upload a sheet' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Upload a sheet' }).waitFor({ state: 'detached' });
    await expectAccessible(page);
    await context.close();
  });
});
