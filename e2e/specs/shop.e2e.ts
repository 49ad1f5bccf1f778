import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { apiCall, asReturningVisitor, USER } from '../support/shell.ts';

/**
 * The whole purchase offline, with the built-in test provider: a watch offer added from its tool page, the cart
 * steps (login needed at step 2), billing and consents, a declined then an accepted test card, the real order
 * state on the return page, the credits and the invoice in "my subscriptions", and the paid list unlocked on a
 * sheet of the space. Then, at 360 px, a pending order resumed from the prompt at login.
 */
const CLP_OFFER = 23;

async function logInThroughDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'My OpenFDS account' });
  await dialog.waitFor();
  await dialog.getByLabel(/^Login \(email address\)/).fill(USER.login);
  await dialog.getByLabel(/^Password/).fill(USER.password);
  await dialog.getByLabel(/^I accept the terms of use/).check();
  await dialog.locator('form').getByRole('button', { name: 'Log in' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The watch of one sheet, once the sheet has been read (reading is queued on the first call). */
async function watchOf(page: Page, code: string) {
  for (let i = 0; i < 30; i++) {
    const res = await apiCall(page, 'GET', `/documents/${code}/vigi_substances`);
    const items = res.body.collection.items as { list: string; status: string }[];
    if (items.length > 0) return items;
    await page.waitForTimeout(2_000);
  }
  throw new Error(`sheet ${code} was not read`);
}

describe('shop: buying credits offline', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('buys a watch offer with the test card, shows the order state, the credits, the invoice and the unlocked list', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    await asReturningVisitor(context);
    const page = await context.newPage();

    await page.goto('/en/products/vigi-substances/');
    await page.getByRole('button', { name: 'Add to cart: CLP Annex VI (1 list)' }).click();
    await page.waitForURL((url) => url.pathname === '/en/products_old/');
    await page.getByRole('heading', { name: 'My cart', level: 1 }).waitFor();
    await page.getByRole('cell', { name: 'Vigi-Substances CLP Annex VI (1 list)', exact: true }).waitFor();
    await expectAccessible(page);

    // Step 2 needs a login: the login popup opens, then the cart (now the user's) moves on.
    await page.getByRole('button', { name: 'Continue' }).click();
    await logInThroughDialog(page);
    await page.getByRole('cell', { name: 'Vigi-Substances CLP Annex VI (1 list)', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Billing and consents' }).waitFor();
    // The demo user's billing identity is filled in; the consents are asked every time.
    expect(await page.getByLabel(/^Company/).inputValue()).toBe('Demo Chimie SARL');
    await page.getByRole('button', { name: 'Confirm and go to payment' }).click();
    await page.getByText('This consent is required to order').first().waitFor();
    await page.getByLabel(/I accept the terms of sale/).check();
    await page.getByLabel(/I accept the use of my personal data/).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm and go to payment' }).click();

    // Step 3: the clearly marked test card form. The failure card is declined and nothing is activated.
    await page.getByRole('heading', { name: 'Test payment' }).waitFor();
    await expectAccessible(page);
    const before = (await apiCall(page, 'GET', `/users/${USER.login}/subscription`)).body.collection.items[0] as { tokens: number; used_tokens: number };
    await page.getByLabel(/^Card number/).fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByText('Payment declined: no credits activated.').waitFor();
    expect(((await apiCall(page, 'GET', `/users/${USER.login}/subscription`)).body.collection.items[0] as { tokens: number }).tokens).toBe(before.tokens);

    await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL((url) => url.pathname === '/en/products/payment_success/');
    await page.getByRole('heading', { name: 'Payment confirmed', level: 1 }).waitFor();
    expect(await page.locator('[data-order-status]').getAttribute('data-order-status')).toBe('paid');
    const invoiceNumber = /Invoice (FA-\d{4}-\d{6})/.exec(await page.getByText(/Invoice FA-/).innerText())![1];
    await expectAccessible(page);

    // My subscriptions: more credits than before, the invoice downloadable.
    await page.getByRole('link', { name: 'My subscriptions and invoices' }).click();
    await page.getByRole('heading', { name: 'My subscriptions', level: 1 }).waitFor();
    const credits = await page.getByTestId('credits-left').innerText();
    expect(Number(/^(\d+)/.exec(credits)![1])).toBeGreaterThan(before.tokens - before.used_tokens);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: invoiceNumber }).click()]);
    expect(
      fs
        .readFileSync(await download.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await expectAccessible(page);

    // A paid list is unlocked on a sheet of the space, and stays locked on a sheet outside it.
    const space = (await apiCall(page, 'GET', `/users/${USER.login}/mySDS/vigi_substances`)).body.collection.items as { document_code: string }[];
    expect(space.length).toBeGreaterThan(0);
    const inSpace = await watchOf(page, space[0].document_code);
    expect(inSpace.find((l) => l.list === 'clp_annex_vi')?.status).toBe('ok');
    await page.goto(`/en/fds/${space[0].document_code}/`);
    await page.locator('.vigi-block').waitFor();
    // The CLP Annex VI section of the sheet page: the paid list with its hits, not "not included in your offer".
    const clpSection = page.locator('.vigi-block section', { has: page.getByRole('heading', { name: /^CLP Annex VI \(harmonised classification\)/ }) });
    await clpSection.waitFor({ timeout: 30_000 });
    expect(await clpSection.innerText()).not.toContain('Paid list, not included in your offer.');
    await expectAccessible(page);
    await context.close();
  }, 180_000);

  it('at 360 px: a pending order asks "resume?" at login and is paid from the resume page', async () => {
    const context = await newContext(browser, { locale: 'en-GB', mobile: true });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/en/products/fds-extract/');
    await page.getByRole('heading', { name: 'FDS-Extract', level: 1 }).waitFor();
    await expectAccessible(page);

    expect((await apiCall(page, 'POST', '/session', { login: USER.login, password: USER.password })).status).toBe(200);
    const cart = await apiCall(page, 'PUT', '/cart', { offer_ids: [CLP_OFFER], step: 2 });
    expect(cart.status).toBe(200);
    const payment = await apiCall(page, 'POST', '/cart');
    expect(payment.status).toBe(200);

    await page.goto('/en/');
    const prompt = page.getByRole('dialog', { name: 'Order waiting for payment' });
    await prompt.waitFor();
    await expectAccessible(page);
    await prompt.getByRole('button', { name: 'Yes, resume' }).click();
    await page.waitForURL((url) => url.pathname === '/en/products_old/resume_payment/');
    await page.getByRole('heading', { name: 'Resume the payment', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Pay this order' }).click();
    await page.getByLabel(/^Card number/).fill('4242424242424242');
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL((url) => url.pathname === '/en/products_old/payment_success/');
    await page.getByRole('heading', { name: 'Payment confirmed', level: 1 }).waitFor();
    expect((await apiCall(page, 'GET', `/users/${USER.login}/command`)).body.collection.items).toEqual([]);
    await context.close();
  }, 120_000);
});
