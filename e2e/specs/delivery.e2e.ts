import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { asReturningVisitor } from '../support/shell.ts';

/**
 * Delivery of the built web app by the real server (issue #16): the home page's JavaScript comes compressed
 * (the build's brotli files), cached a year as immutable, split by route so the home page needs <= 150 KB of
 * compressed JavaScript; index.html is revalidated; another page's code is loaded when that page opens.
 */
describe('web app delivery', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('sends the home page compressed and cacheable, within 150 KB of JavaScript', async () => {
    for (const mobile of [false, true]) {
      const context = await newContext(browser, { mobile });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const scripts = new Map<string, { url: string; headers: Record<string, string> }>();
      let scriptBytes = 0;
      cdp.on('Network.responseReceived', (e) => {
        if (e.type === 'Script')
          scripts.set(e.requestId, {
            url: e.response.url,
            headers: Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)])),
          });
      });
      cdp.on('Network.loadingFinished', (e) => {
        if (scripts.has(e.requestId)) scriptBytes += e.encodedDataLength;
      });
      const html = await page.goto('/fr/', { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toBeTruthy();
      expect(html!.headers()['cache-control']).toBe('no-cache');
      expect(scripts.size).toBeGreaterThan(1);
      for (const { url, headers } of scripts.values()) {
        expect(new URL(url).pathname, url).toMatch(/^\/assets\/[\w-]+-[\w-]{8}\.js$/);
        expect(headers['content-encoding'], url).toBe('br');
        expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      }
      // Issue #16's target is 150 KB, which the home page met until 2026-11-28. That day the home page gained the news
      // and shows block (issue #25, its own lazy chunk, 3 KB), the product suggestions of the search box (issue #23),
      // the information-page links of the footer and the test-mode banner (issue #22): 157-161 KB (br). The zod
      // schemas and the entities tables were moved out of its path (contract info-pages.ts, content-rules.ts; blog
      // texts decoded by the server), which took it from 202 KB. Held at 162 KB so that nothing grows further
      // while the 150 KB target is open again (noted on issue #24). The second session of that day added the staff
      // view of the public site (issue #26), the one API error text and the shared purchase queries (issue #29), the
      // header's tools, services and cart (issue #23): 162.1 KB, so the bound was 164 KB. The error catalogue with its
      // texts in four languages (10 KB compressed) then left the home page's path: its shell recognises the few codes
      // it needs from the contract's SHELL_ERRORS (shell-errors.ts): 153.6 KB. The modules every page needs (React,
      // TanStack Query, i18next, the API client, the session) then came as one 'shell' chunk instead of eight small
      // ones, each costing a request and its headers (vite.config.ts codeSplitting): 143.2 KB, so the bound is 150 KB.
      expect(scriptBytes).toBeLessThanOrEqual(150 * 1024);
      // Texts: the shell's namespaces of the page's language only (one chunk), and the news block's with it.
      const texts = [...scripts.values()].map((s) => /\/texts-([\w-]+)-[\w-]{8}\.js$/.exec(s.url)?.[1]).filter(Boolean);
      expect(texts.sort()).toEqual(['fr', 'fr-content']);
      // The sheet page's code is not part of the home page; it comes when a sheet page opens.
      expect([...scripts.values()].some((s) => /sheet-page/.test(s.url))).toBe(false);
      await expectAccessible(page);
      await context.close();
    }
  });

  it('loads the texts of a page with the page, and in the new language when the language changes', async () => {
    const context = await newContext(browser);
    await asReturningVisitor(context);
    const page = await context.newPage();
    const texts: string[] = [];
    page.on('response', (r) => {
      const name = /\/texts-([\w-]+)-[\w-]{8}\.js$/.exec(r.url())?.[1];
      if (name) texts.push(name);
    });
    await page.goto('/fr/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Client-side navigation to a page whose texts are not in the shell: its heading comes translated, never as a key.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Salons et événements' }).click();
    await page.getByRole('heading', { level: 1, name: 'Salons et événements' }).waitFor();
    expect(texts).toEqual(['fr', 'fr-content']);
    await page.getByRole('button', { name: /Changer de langue/ }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/en/events/');
    await page.getByRole('heading', { level: 1, name: 'Shows and events' }).waitFor();
    expect(texts.slice(2).sort()).toEqual(['en', 'en-content']);
    expect(await page.locator('main').textContent()).not.toMatch(/\bevents\.\w+/);
    await expectAccessible(page);
    await context.close();
  });

  it('answers gzip to a client without brotli, and API answers compressed', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/fr/');
    const script = await page.evaluate(() => (document.querySelector('script[type="module"][src]') as HTMLScriptElement).src);
    const gz = await context.request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');
    expect(gz.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await context.request.get('/api/v1/v3/api-docs', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(api.headers()['content-encoding']).toBe('br');
    await context.close();
  });
});
