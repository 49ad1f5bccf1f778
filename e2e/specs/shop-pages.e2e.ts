import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { apiCall, asReturningVisitor, USER } from '../support/shell.ts';

/**
 * Issue #23 "Shop pages": the cart on a phone (360 px) never scrolls sideways, a quantity of 0 becomes the minimum
 * and says so, and the billing form flags every missing field at once.
 */
const STANDARD_OFFER = 12;
const CLP_OFFER = 23;

/**
 * How far the page scrolls sideways, the page itself or any scrolling box in it (a table in a scroll wrapper scrolls
 * sideways too): 0 when nothing does.
 */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const boxes = Array.from(document.querySelectorAll<HTMLElement>('main *')).filter((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX));
    return Math.max(document.documentElement.scrollWidth - window.innerWidth, ...boxes.map((e) => e.scrollWidth - e.clientWidth));
  });

describe('shop pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('the cart at 360 px has no sideways scroll; 0 lots become the minimum; the billing form flags every missing field at once', async () => {
    const context = await newContext(browser, { locale: 'en-GB', mobile: true });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/en/products/fds-extract/');
    expect((await apiCall(page, 'POST', '/session', { login: USER.login, password: USER.password })).status).toBe(200);
    // Two tools: the widest cart the shop makes (seven columns of prices and dates).
    expect((await apiCall(page, 'PUT', '/cart', { offer_ids: [STANDARD_OFFER, CLP_OFFER], quantity: 1 })).status).toBe(200);

    await page.goto('/en/products_old/');
    await page.getByRole('heading', { name: 'My cart', level: 1 }).waitFor();
    await page.getByText('Vigi-Substances').first().waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    // Each card row is its label and one value: the incl.-tax amount sits under the excl.-tax one, not in a third
    // column that squeezed the label until words broke ("Perio-d").
    const misplaced = await page.locator('.shop-lines td[data-label]').evaluateAll(
      (cells) =>
        cells.filter((cell) => {
          const small = cell.querySelector('small');
          return small !== null && small.getBoundingClientRect().top - cell.getBoundingClientRect().top < 10;
        }).length,
    );
    expect(misplaced).toBe(0);
    await expectAccessible(page);

    // Product-spec §5: a quantity below the minimum becomes the minimum, and the cart says so, and why when the
    // minimum is above one lot (the demo user already holds credits).
    const cart = (await apiCall(page, 'GET', '/cart')).body.collection.items[0] as { minimum_quantity: number; minimum_reason: string };
    const lots = page.getByLabel(/^Lots/);
    await lots.fill('0');
    await lots.blur();
    const notice = page.getByRole('status').filter({ hasText: `The quantity cannot be below the minimum of ${cart.minimum_quantity} lots` });
    await notice.waitFor();
    expect(await lots.inputValue()).toBe(String(cart.minimum_quantity));
    if (cart.minimum_quantity > 1) expect(await notice.innerText()).toContain(`The minimum is ${cart.minimum_quantity} lots:`);

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Billing and consents' }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    for (const label of [/^Company/, /^Address(?! line)/, /^Postcode/, /^City/]) await page.getByLabel(label).fill('');
    await page.getByRole('button', { name: 'Confirm and go to payment' }).click();
    // Four empty fields and the two consents, flagged together (not one per attempt).
    await page.getByText('6 fields need correcting or filling in.').waitFor();
    expect(await page.locator('.shop-billing [aria-invalid="true"]').count()).toBeGreaterThanOrEqual(4);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('company_name');
    // The country is chosen from a list of names.
    expect(await page.getByLabel(/^Country/).evaluate((el) => el.tagName)).toBe('SELECT');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    expect((await apiCall(page, 'DELETE', '/cart')).status).toBe(200);
    await context.close();
  }, 120_000);
});
