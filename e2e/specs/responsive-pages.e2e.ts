import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser.ts';
import { asReturningVisitor, waitForPage } from '../support/shell.ts';

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
});
