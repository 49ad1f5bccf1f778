import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser.ts';
import { ADMIN, USER, asReturningVisitor, userPage, waitForPage } from '../support/shell.ts';

const SUPPLIER = { login: 'supplier@openfds.local', password: 'Supplier-Demo-2025' };

/** The header's labels that span more than one line (their text's line boxes), and the page's scroll width. */
function headerWraps(): { wrapped: string[]; scrollWidth: number } {
  const wrapped: string[] = [];
  for (const item of Array.from(document.querySelectorAll<HTMLElement>('.site-header a, .site-header button, .site-header .initials'))) {
    if (item.getClientRects().length === 0) continue;
    const tops: number[] = [];
    const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Screen-reader text is clipped to a pixel wherever it sits: not a visible line.
      if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) if (rect.width > 1 && !tops.some((top) => Math.abs(top - rect.top) < 4)) tops.push(rect.top);
    }
    if (tops.length > 1) wrapped.push(item.textContent?.trim() ?? '');
  }
  return { wrapped, scrollWidth: document.documentElement.scrollWidth };
}

/**
 * Responsive from 360 px (issue #2): no page of the shell scrolls sideways on a small phone, in any of the four
 * languages (German words are the long ones).
 */
describe('pages at 360 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const PAGES = [
    '',
    'cgu',
    'cgv',
    'site-information',
    'products',
    'products/fds-retriever',
    'events',
    'contact-us',
    'my-fds',
    'forgot-password',
    'account/change-email',
  ];

  it('never overflows the viewport horizontally', async () => {
    const context = await newContext(browser, { mobile: true });
    await asReturningVisitor(context);
    const page = await context.newPage();
    const overflowing: string[] = [];
    for (const language of ['fr', 'en', 'de', 'it']) {
      for (const path of PAGES) {
        await page.goto(`/${language}/${path}${path ? '/' : ''}`);
        await waitForPage(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 360) overflowing.push(`/${language}/${path} (${width} px)`);
      }
    }
    expect(overflowing).toEqual([]);
    await context.close();
  });

  it('keeps each header label on one line at 1280 px in French, and the header within 360 px, for a user, an administrator and a supplier member', async () => {
    const found: string[] = [];
    for (const account of [USER, ADMIN, SUPPLIER]) {
      for (const mobile of [false, true]) {
        const { context, page } = await userPage(browser, { locale: 'fr-FR', mobile, account });
        // Logged in through the API after the first page: the header shows the account from the next page on.
        await page.goto('/fr/');
        await page.locator('.site-header .initials').waitFor();
        const { wrapped, scrollWidth } = await page.evaluate(headerWraps);
        const width = mobile ? 360 : 1280;
        if (wrapped.length) found.push(`${account.login} at ${width} px: ${wrapped.join(' | ')}`);
        if (scrollWidth > width) found.push(`${account.login} at ${width} px: ${scrollWidth} px wide`);
        await context.close();
      }
    }
    expect(found).toEqual([]);
  });
});
