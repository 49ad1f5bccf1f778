import fs from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const require = createRequire(import.meta.url);

/** Debian's Chromium, never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** A fresh context (own cookies and storage) with a language and a viewport. */
export async function newContext(browser: Browser, options: { locale?: string; mobile?: boolean } = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
    locale: options.locale ?? 'fr-FR',
    viewport: options.mobile ? { width: 360, height: 740 } : { width: 1280, height: 900 },
  });
}

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe on the page and throws on any serious or critical WCAG 2.1 A/AA violation
 * (issue #2: the e2e suite fails on those).
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are only final once opening animations (dialogs fade in) have ended: axe measured mid-fade sees a
  // low contrast that no user sees. Infinite animations (skeleton shimmer) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => (a.effect?.getComputedTiming().endTime ?? Infinity) !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Evaluated, not added as an inline <script>: the site's Content-Security-Policy (rightly) refuses inline scripts.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.map((v: { id: string; impact: string; help: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  const serious = result.filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) throw new Error(`accessibility violations on ${page.url()}:\n${JSON.stringify(serious, null, 2)}`);
}
