import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';

describe('the site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('serves the web app and the API from one origin', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();
    await expectAccessible(page);
    const health = await page.request.get('/api/v1/health');
    expect(health.ok()).toBe(true);
    await context.close();
  });

  it('runs under its Content-Security-Policy without a single violation', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/fr/');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();
    await page.goto('/en/account/login');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await context.close();
  });
});
