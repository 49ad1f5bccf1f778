import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { USER, apiCall, asReturningVisitor, waitForPage } from '../support/shell.ts';
import { demoSuppliers } from '../support/catalogue.ts';

/** A real sheet of the corpus (shared/data beside the repository; a git worktree sits one level deeper). */
function corpusPdf(): string {
  const root = path.resolve(import.meta.dirname, '../..');
  const dir = [path.join(root, '../shared/data/sds-corpus/en/basf'), path.join(root, '../../shared/data/sds-corpus/en/basf')].find((d) => fs.existsSync(d));
  if (!dir) throw new Error('sds corpus not found beside the repository');
  // 1-Methylimidazole: the reader finds its pictograms (GHS05, GHS06) and H statements.
  return path.join(dir, 'basf_16.pdf');
}

async function loggedIn(browser: Browser, mobile = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { locale: 'en-GB', mobile });
  await asReturningVisitor(context);
  const page = await context.newPage();
  await page.goto('/en/');
  await waitForPage(page);
  expect((await apiCall(page, 'POST', '/session', USER)).status).toBe(200);
  return { context, page };
}

describe('My-FDS in the browser (issue #12)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('asks a visitor to log in', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/en/my-fds/');
    await page.getByText('You must be logged in to access this page').waitFor();
    await context.close();
  });

  it('finds a sheet, adds it, sees it in my-FDS, uploads a PDF and sees its data, imports the history, exports, removes', async () => {
    const { context, page } = await loggedIn(browser);
    page.on('dialog', (d) => void d.accept());

    // The demo space: sheets from several sources, one flagged with a newer revision.
    await page.goto('/en/my-fds/');
    await page.getByRole('heading', { level: 1, name: 'My SDS' }).waitFor();
    const table = page.locator('table.my-fds__table');
    await table.waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(3);
    expect(await page.getByText('Newer revision available').count()).toBeGreaterThan(0);
    await expectAccessible(page);

    // Find a sheet the space does not hold and add it from its page.
    const held = new Set(
      ((await apiCall(page, 'GET', '/users/user@openfds.local/mySDS/documents')).body.collection.items as { iddc: string }[]).map((i) => i.iddc),
    );
    const open = (await demoSuppliers(page.request)).find((x) => x.level === 'public')!;
    const found = (
      (await apiCall(page, 'GET', `/documents?supplier=${open.code}&limit=30`)).body.collection.items as { iddc: string; product_name: string }[]
    ).find((s) => !held.has(s.iddc))!;
    expect(found).toBeTruthy();
    // The page learns "not in my space" from the sheet's own reply (myFDS): no error answer on a normal visit (it asked
    // GET /users/{login}/mySDS/documents/{code}, answered 605, for every sheet not kept).
    const failed: string[] = [];
    const onResponse = (response: { url: () => string; status: () => number }) => {
      if (response.url().includes('/api/') && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    };
    page.on('response', onResponse);
    await page.goto(`/en/fds/${found.iddc}/`);
    await page.getByRole('button', { name: 'Add to my SDS' }).click();
    await page.getByRole('button', { name: 'Remove from my SDS' }).waitFor();
    page.off('response', onResponse);
    expect(failed).toEqual([]);

    await page.goto('/en/my-fds/');
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await page.getByLabel('Product name').fill(found.product_name);
    await page.getByRole('button', { name: 'Apply' }).click();
    await table.getByText(found.product_name, { exact: true }).first().waitFor();

    // Upload: the client checks the file first, then the sheet is read and its data shown.
    await page.getByRole('button', { name: 'Upload a sheet' }).first().click();
    const upload = page.getByRole('dialog', { name: 'Upload a sheet' });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.getByText('You must select a file').waitFor();
    await expectAccessible(page);
    await upload.getByLabel(/^Product name/).fill('Glysantin G48');
    // Issue #23: the chosen file is read at once; the fields left empty take what the reader found, marked for
    // checking, and what the user typed stays.
    await upload.locator('input[type="file"]').setInputFiles(corpusPdf());
    await upload.getByText('Read from the sheet: please check.').first().waitFor({ timeout: 30_000 });
    expect(await upload.getByLabel(/^Supplier/).inputValue()).toBe('BASF CORPORATION');
    expect(await upload.getByLabel(/^Revision date/).inputValue()).toBe('2016-12-05');
    expect(await upload.getByLabel(/^Product name/).inputValue()).toBe('Glysantin G48');
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.getByText('Your sheet was uploaded').waitFor();
    await upload.getByRole('heading', { name: 'Extracted data' }).waitFor({ timeout: 45_000 });
    await upload.getByRole('button', { name: 'Close' }).last().click();

    // Issue #23: the upload opens the catalogue's sheet page, with its pictograms and statements, for its owner.
    await page.getByRole('tab', { name: 'My uploads' }).click();
    await page.getByLabel('Product name').fill('');
    await page.getByRole('button', { name: 'Apply' }).click();
    await table.getByRole('link', { name: 'Glysantin G48' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Glysantin G48' }).waitFor();
    await page.getByText('A sheet you uploaded to My SDS: only you can see it.').waitFor();
    await page.getByRole('heading', { name: 'Pictograms and hazard statements' }).waitFor({ timeout: 45_000 });
    expect(await page.locator('.extraction-pictograms li').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/^GHS05/)]));
    expect(await page.locator('.extraction-statements li').count()).toBeGreaterThan(0);
    await page.goto('/en/my-fds/');
    await table.waitFor();

    // Import the consultation history (the demo user consulted sheets in the last 24 months).
    await page.getByRole('button', { name: 'Import my consulted sheets' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import my consulted sheets' });
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await importDialog.getByText(/sheet\(s\) imported|No new sheet to import/).waitFor();
    await importDialog.getByRole('button', { name: 'Close' }).last().click();

    // Export: a spreadsheet comes down.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export (Excel)' }).first().click()]);
    expect(download.suggestedFilename()).toBe('my-fds.xlsx');

    // Remove the added sheet through the bulk selection.
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await page.getByLabel('Product name').fill(found.product_name);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByLabel(`Select ${found.product_name}`).first().check();
    await page.getByRole('button', { name: 'Remove the selection' }).click();
    await page.getByText('No sheet matches these filters.').waitFor();
    const after = (await apiCall(page, 'GET', '/users/user@openfds.local/mySDS/documents')).body.collection.items as { iddc: string }[];
    expect(after.some((i) => i.iddc === found.iddc)).toBe(false);
    await context.close();
  });

  it('shows the change log and manages customer codes', async () => {
    const { context, page } = await loggedIn(browser);
    await page.goto('/en/my-fds/changelog/');
    await page.getByRole('heading', { level: 1, name: 'My chemical base' }).waitFor();
    await page.locator('table.my-fds__table tbody tr').first().waitFor();
    // Issue #23: the changed fields by their labels in the page's language, never the data's own names.
    expect(await page.locator('table.my-fds__table tbody').innerText()).not.toMatch(/\b(revision_date|revision_version|h_statements|signal_word)\b/);
    await expectAccessible(page);

    await page.goto('/en/account/change-clients-codes/');
    await page.getByRole('heading', { level: 1, name: 'My customer codes' }).waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('This field is required').first().waitFor();
    const restricted = (await demoSuppliers(page.request)).find((x) => x.level !== 'public')!;
    // Issue #23: suppliers with restricted sheets are suggested as the user types their name.
    await page.getByLabel(/^Supplier/).fill(restricted.name.slice(0, 4));
    await page.locator(`#customer-code-suppliers option[value="${restricted.name}"]`).waitFor({ state: 'attached' });
    await page.getByLabel(/^Supplier/).fill(restricted.name);
    await page.getByLabel(/^Customer code/).fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Invalid customer code').first().waitFor();
    await page.getByLabel(/^Customer code/).fill(`${restricted.code}-CLIENT-1`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const row = page.locator('table.my-fds__table tbody tr', { hasText: `${restricted.code}-CLIENT-1` });
    await row.waitFor();
    page.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: `Remove the code ${restricted.code}-CLIENT-1` }).click();
    await row.waitFor({ state: 'detached' });
    await expectAccessible(page);
    await context.close();
  });

  it('fits a 360 px phone: the table becomes cards, nothing scrolls sideways', async () => {
    const { context, page } = await loggedIn(browser, true);
    for (const language of ['fr', 'en', 'de', 'it']) {
      for (const p of ['my-fds/', 'my-fds/changelog/', 'account/change-clients-codes/']) {
        await page.goto(`/${language}/${p}`);
        await waitForPage(page);
        await page.locator('.my-fds table, .empty-state').first().waitFor();
        // On failure the message names the elements that stick out.
        const wide = await page.evaluate(() =>
          document.documentElement.scrollWidth > 360
            ? Array.from(document.querySelectorAll('main *'))
                .filter((e) => e.getBoundingClientRect().right > 361)
                .slice(-3)
                .map((e) => `${e.tagName}.${e.className}:${Math.round(e.getBoundingClientRect().right)}`)
            : [],
        );
        expect(wide, `/${language}/${p}`).toEqual([]);
      }
    }
    await page.goto('/en/my-fds/');
    const firstCell = page.locator('table.my-fds__table tbody tr td').first();
    await firstCell.waitFor();
    // A card's cell is no table cell (issue #23 made it a compact flex line: its label beside its value).
    expect(['block', 'flex']).toContain(await firstCell.evaluate((td) => getComputedStyle(td).display));
    await expectAccessible(page);
    await context.close();
  });
});
