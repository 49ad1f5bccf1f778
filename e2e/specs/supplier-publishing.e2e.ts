import PDFDocument from 'pdfkit';
import { fr as frenchSheet } from '@openfds/sds/generator/i18n/fr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser.ts';
import { USER, apiCall, asReturningVisitor } from '../support/shell.ts';

/** The demo supplier staff account (apps/server/src/modules/supplier-space/demo-supplier.seeder.ts, E2E passwords). */
const SUPPLIER = { login: 'supplier@openfds.local', password: 'Supplier-Demo-2025' };

/** A French 16-section sheet whose section 1 names the product, its code, the revision date and version. */
function revisedSheetPdf(values: { name: string; code: string; date: string; version: string }): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const [y, m, d] = values.date.split('-');
  doc.fontSize(14).text('FICHE DE DONNÉES DE SÉCURITÉ');
  doc.fontSize(9).text('Conformément au règlement (CE) n° 1907/2006 (REACH), modifié par le règlement (UE) 2020/878');
  doc.text(`Date de révision : ${d}/${m}/${y}    Version : ${values.version}`);
  // The regulation's French section titles (REACH Annex II), the sheet generator's own list of them.
  frenchSheet.sections.forEach((title, i) => {
    doc
      .moveDown()
      .fontSize(11)
      .text(`${frenchSheet.sectionWord} ${i + 1} : ${title}`);
    if (i === 0) {
      doc.fontSize(9).text('1.1. Identificateur de produit');
      doc.text(`Nom du produit : ${values.name}`);
      doc.text(`Code du produit : ${values.code}`);
      doc.text('1.3. Renseignements concernant le fournisseur de la fiche de données de sécurité');
      doc.text('Fournisseur : Chimie Démo SA, 1 rue des Essais, 69000 Lyon, France');
    } else doc.fontSize(9).text('Pas de données disponibles.');
  });
  doc.end();
  return done;
}

/**
 * Issue #27: a supplier's staff member logs in, sends a new revision of one of the supplier's sheets, finds its
 * fields prefilled from the sheet reader's reading, and publishes it: the old code then leads to the new revision.
 */
describe('supplier publishing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows "Supplier space" in the account menu to the supplier\'s staff only, and it leads to /supplier', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    await asReturningVisitor(context);
    const page = await context.newPage();
    // A plain user (supplier-sends.e2e.ts makes them a member only while it runs, in the same lane, never alongside).
    expect((await apiCall(page, 'POST', '/session', USER)).status).toBe(200);
    await page.goto('/en/');
    const bar = page.locator('.user-actions');
    await bar.getByRole('link', { name: 'Log out' }).waitFor();
    expect(await bar.getByRole('link', { name: 'Supplier space' }).count()).toBe(0);

    expect((await apiCall(page, 'POST', '/session', SUPPLIER)).status).toBe(200);
    await page.reload();
    await bar.getByRole('link', { name: 'Supplier space' }).click();
    await page.waitForURL((url) => url.pathname === '/en/supplier/');
    await page.getByRole('tab', { name: 'My sheets' }).waitFor();
    // In French the header with its "Espace fournisseur" button ran 75 px past a 1280 px screen.
    await page.goto('/fr/supplier/');
    await page.locator('.user-actions').getByRole('link', { name: 'Espace fournisseur' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    // The deliveries page is reached from the space (no link led to it).
    await page.getByRole('navigation', { name: "Autres pages de l'espace fournisseur" }).getByRole('link', { name: 'Livraisons et envois' }).click();
    await page.waitForURL((url) => url.pathname === '/fr/supplier/deliveries/');
    await page.getByRole('heading', { level: 1, name: 'Livraisons et envois' }).waitFor();
    await context.close();
  });

  it('logs in, uploads a new revision, checks the prefilled fields and publishes it', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/en/supplier');
    await page.getByRole('heading', { level: 1, name: 'Supplier space' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'My OpenFDS account' });
    await dialog.getByLabel(/^Login \(email address\)/).fill(SUPPLIER.login);
    await dialog.getByLabel(/^Password/).fill(SUPPLIER.password);
    await dialog.getByLabel(/^I accept the terms of use/).check();
    await dialog.locator('form').getByRole('button', { name: 'Log in' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'My sheets' }).waitFor();

    // One of the supplier's French sheets, found through the tab's search by its code.
    const sheets = (await apiCall(page, 'GET', '/supplier/sheets?limit=200')).body.collection.items as {
      iddc: string;
      language: string;
      access: string;
      product_code: string | null;
    }[];
    const old = sheets.find((s) => s.language === 'fr' && s.access === 'public' && s.product_code);
    expect(old, 'a public French sheet with a product code at the demo supplier').toBeDefined();
    await page.getByRole('search').getByRole('searchbox').fill(old!.iddc);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('row').filter({ hasText: old!.product_code! }).getByRole('link', { name: 'New revision' }).click();
    await page.getByText(`The file you send becomes the new revision of the sheet ${old!.iddc}.`).waitFor();

    const today = new Date().toISOString().slice(0, 10);
    const pdf = await revisedSheetPdf({ name: 'Diluant Rapide HP', code: old!.product_code!, date: today, version: '9.1' });
    await page.getByLabel(/^PDF files/).setInputFiles({ name: 'diluant-rapide-hp.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Send' }).click();

    // The reading prefills the fields (the reader's user lane reads the draft within seconds).
    const draft = page.locator('.supplier-draft').filter({ hasText: 'diluant-rapide-hp.pdf' });
    await draft.getByText('Read', { exact: true }).waitFor({ timeout: 45_000 });
    await expect(draft.getByLabel('Product name').inputValue()).resolves.toBe('Diluant Rapide HP');
    await expect(draft.getByLabel('Product code').inputValue()).resolves.toBe(old!.product_code);
    await expect(draft.getByLabel('Revision date').inputValue()).resolves.toBe(today);
    await expect(draft.getByLabel('Version').inputValue()).resolves.toBe('9.1');
    await expect(draft.getByLabel('Regulation').inputValue()).resolves.toBe('REACH');
    await draft.getByRole('button', { name: 'Publish' }).click();
    const published = page.getByRole('status').filter({ hasText: 'Published: document code' });
    const refused = draft.getByRole('alert');
    await published.or(refused).first().waitFor();
    if (await refused.isVisible()) throw new Error(`the publication was refused: ${await refused.textContent()}`);
    const code = /document code (\S+)\./.exec((await published.textContent()) ?? '')?.[1];

    // The importer's supersession: the old code leads to the new revision.
    const sheet = (await apiCall(page, 'GET', `/documents/${old!.iddc}`)).body.collection.items[0] as {
      iddc: string;
      superseded: boolean;
      product_name: string;
    };
    expect(sheet).toMatchObject({ iddc: code, superseded: true, product_name: 'Diluant Rapide HP' });

    // Usable at 360 px: the sheets tab with its table scrolls inside its own frame, never the page.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('tab', { name: 'My sheets' }).click();
    await page.getByRole('search').getByRole('searchbox').fill('Diluant Rapide HP');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('row').filter({ hasText: 'Diluant Rapide HP' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
