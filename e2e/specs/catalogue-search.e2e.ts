import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { asReturningVisitor } from '../support/shell.ts';
import { demoSuppliers, items, restrictedSheet, type Row } from '../support/catalogue.ts';

describe('catalogue: find, open and share a sheet', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('a visitor finds a sheet by supplier then product name, opens it, downloads the PDF and sees the QR code', async () => {
    const context = await newContext(browser);
    await asReturningVisitor(context);
    const page = await context.newPage();
    const suppliers = (await demoSuppliers(page.request)).filter((s) => s.level === 'public');
    let target: Row | undefined;
    for (const s of suppliers) {
      const rows = await items<Row>(page.request, `/api/v1/documents?supplier=${s.code}&language=fr&limit=5`);
      target = rows.find((r) => r.supplier_code === s.code);
      if (target) break;
    }
    expect(target).toBeTruthy();
    const sheet = target!;

    await page.goto('/fr/');
    await expectAccessible(page);
    const supplierInput = page.getByRole('combobox', { name: 'Fournisseur' });
    await supplierInput.fill(sheet.supplier_name.slice(0, 6));
    await page.getByRole('option', { name: new RegExp(sheet.supplier_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    await page.getByLabel('Produit (nom, code, EAN ou UFI)').fill(sheet.product_name);
    await page.getByRole('button', { name: 'Voir les fiches' }).click();

    await page.waitForURL(/\/fr\/search\//);
    const link = page.getByRole('link', { name: sheet.product_name, exact: true }).first();
    await link.waitFor();
    await expectAccessible(page);
    await link.click();

    await page.waitForURL(/\/fr\/fds\//);
    await page.getByRole('heading', { level: 1, name: sheet.product_name }).waitFor();
    await expectAccessible(page);

    // Without an account, the free-consult popup comes first.
    await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    await dialog.locator('input[name=first_name]').fill('Camille');
    await dialog.locator('input[name=last_name]').fill('Martin');
    await dialog.locator('input[name=company_name]').fill('Mairie de Brive');
    await dialog.locator('input[name=email]').fill('camille.martin@example.com');
    await dialog.locator('input[name=terms]').check();
    // Once the details are given, the download asked for goes on by itself (issue #16), with no error left.
    const downloading = page.waitForEvent('download');
    await dialog.locator('button[type=submit]').click();
    await dialog.waitFor({ state: 'detached' });
    const download = await downloading;
    expect(await page.locator('.sheet [role=alert]').count()).toBe(0);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    expect(fs.readFileSync(file!).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByRole('button', { name: 'Lien permanent et QR code' }).click();
    const qr = page.getByRole('img', { name: /QR code du lien permanent/ });
    await qr.waitFor();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('textbox', { name: 'Lien permanent' }).inputValue()).resolves.toMatch(/\/fds\/\d{7}-\d{5}-\d{5}-\d{6}\/$/);
    await expectAccessible(page);
    await context.close();
  });

  it('a restricted sheet asks for a customer code, and a wrong code shows "Invalid customer code"', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    await asReturningVisitor(context);
    const page = await context.newPage();
    const target = await restrictedSheet(browser, await demoSuppliers(page.request));
    expect(target).toBeTruthy();

    await page.goto(`/en/fds/${target!.iddc}/`);
    await page.getByRole('heading', { level: 1, name: 'Sheet restricted to customers' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Customer code' }).fill('WRONG-CODE');
    await page.getByRole('button', { name: 'Check the code' }).click();
    await page.getByText('Invalid customer code').waitFor();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Customer code' }).fill(`${target!.supplier_code}-CLIENT-1`);
    await page.getByRole('button', { name: 'Check the code' }).click();
    await page.getByRole('heading', { level: 1, name: target!.product_name }).waitFor();
    await context.close();
  });
  it('an unknown or deleted sheet shows the not-found message as the page heading, with the way to the search', async () => {
    const context = await newContext(browser, { locale: 'de-DE' });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/de/fds/0000000-00000-00000-000000/');
    await page.getByRole('heading', { level: 1, name: 'Datenblatt nicht gefunden' }).waitFor();
    await page.getByText('Das Dokument existiert nicht oder wurde gelöscht.').waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Datenblatt suchen' }).click();
    await page.waitForURL(/\/de\/?$/);
    await context.close();
  });
  it('a results page past the last one shows the last page, not an empty table', async () => {
    const context = await newContext(browser);
    await asReturningVisitor(context);
    const page = await context.newPage();
    const supplier = (await demoSuppliers(page.request)).find((s) => s.level === 'public')!;
    const res = await page.request.get(`/api/v1/documents?supplier=${supplier.code}&limit=15`);
    const data = (await res.json()).collection.data as { name: string; value: number }[];
    const pages = data.find((d) => d.name === 'pagesCount')!.value;
    await page.goto(`/fr/search/${supplier.code}/non/?page=${pages + 50}`);
    await page.waitForURL(new RegExp(`page=${pages}$`));
    await page.getByText(`Page ${pages} sur ${pages}`).waitFor();
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);
    await context.close();
  });
});
