import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { asReturningVisitor } from '../support/shell.ts';
import { items, type Row } from '../support/catalogue.ts';

/** Issue #23 "Search and first visit": a product searched from the home page, the results table at 1280 px. */
describe('search from the home page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('finds a product by its name from the home page box: suggested, and its results on Enter, never "unknown supplier"', async () => {
    const context = await newContext(browser, { locale: 'fr-FR' });
    await asReturningVisitor(context);
    const page = await context.newPage();
    const row =
      (await items<Row>(page.request, '/api/v1/documents?language=fr&limit=1&product_name=peinture'))[0] ??
      (await items<Row>(page.request, '/api/v1/documents?language=fr&limit=1'))[0];
    const name = row.product_name;
    await page.goto('/fr/');
    const box = page.getByRole('combobox', { name: 'Fournisseur ou produit' });
    await box.fill(name);
    // Suggested as a product, with its supplier.
    const option = page.getByRole('option', { name: new RegExp(`^${escapeRegExp(name)}.*Produit`) }).first();
    await option.waitFor();
    await expectAccessible(page);
    // Enter without picking: the results page of the product search (all suppliers).
    await box.press('Escape');
    await box.press('Enter');
    await page.waitForURL(/\/fr\/search\/?\?/);
    expect(new URL(page.url()).searchParams.get('search_value')).toBe(name);
    await page.locator('.results__count').waitFor();
    expect(await page.locator('.results').innerText()).toContain(name);
    expect(await page.getByText('Fournisseur inconnu').count()).toBe(0);

    // Picking the suggestion opens the sheet.
    await page.goto('/fr/');
    await page.getByRole('combobox', { name: 'Fournisseur ou produit' }).fill(name);
    await page
      .getByRole('option', { name: new RegExp(`^${escapeRegExp(name)}.*Produit`) })
      .first()
      .click();
    await page.waitForURL(/\/fr\/fds\//);
    await context.close();
  });

  it('lays out the German results table at 1280 px without breaking a word', async () => {
    const context = await newContext(browser, { locale: 'de-DE' });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/de/search/?language=all');
    await page.locator('.results tbody tr').first().waitFor();
    const broken = await brokenWords(page, '.results table');
    expect(broken).toEqual([]);
    await context.close();
  });

  it('shows each German filter choice whole, at 1280 px and (filters unfolded) at 360 px', async () => {
    const cut: string[] = [];
    for (const mobile of [false, true]) {
      const context = await newContext(browser, { locale: 'de-DE', mobile });
      await asReturningVisitor(context);
      const page = await context.newPage();
      await page.goto('/de/search/');
      // Measured once the results are in (the page waits a moment for the table's texts then).
      await page.locator('.results__count').waitFor();
      // On a phone the filters are folded away until their button is pressed.
      if (mobile) await page.locator('.result-filters__toggle').click();
      await page.locator('select[name=language]').waitFor();
      // The chosen option's text against the room the select gives it (its padding and arrow taken off).
      const found = await page.evaluate(() =>
        Array.from(document.querySelectorAll('select')).flatMap((select) => {
          const style = getComputedStyle(select);
          const probe = document.createElement('span');
          probe.style.cssText = `font:${style.font};white-space:nowrap;position:absolute;visibility:hidden`;
          probe.textContent = select.options[select.selectedIndex]?.text ?? '';
          document.body.append(probe);
          const needed = probe.getBoundingClientRect().width;
          probe.remove();
          // (A select's clientWidth is 0 in Chromium: its box, less borders and padding.)
          const edges = ['borderLeftWidth', 'borderRightWidth', 'paddingLeft', 'paddingRight'] as const;
          const room = select.getBoundingClientRect().width - edges.reduce((sum, edge) => sum + parseFloat(style[edge]), 0) - 16;
          return needed > room ? [`${select.name}: "${probe.textContent}" needs ${Math.round(needed)} px, has ${Math.round(room)}`] : [];
        }),
      );
      cut.push(...found.map((f) => `${mobile ? 360 : 1280} px ${f}`));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile ? 360 : 1280);
      await context.close();
    }
    expect(cut).toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The words of the table's headers and cells drawn over more than one line (a word broken in its middle, by the
 * browser or by an automatic hyphen): each word's text range gives one box per line it is on.
 */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const table = document.querySelector(sel)!;
    const found: string[] = [];
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) found.push(match[0]);
      }
    }
    return found;
  }, selector);
}
