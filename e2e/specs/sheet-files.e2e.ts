import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { waitForMail } from '../support/mail.ts';
import { apiCall, asReturningVisitor, waitForPage } from '../support/shell.ts';

function linkIn(mail: string, marker: string): string {
  const link = new RegExp(`https?://[^\\s"<>]+${marker}[^\\s"<>]+`).exec(mail)?.[0];
  if (!link) throw new Error(`no ${marker} link in mail`);
  return new URL(link).pathname;
}

/** A new active account (registration + confirmation link), logged in: its space starts empty. */
async function newUser(browser: Browser, locale: string): Promise<{ context: BrowserContext; page: Page; login: string }> {
  const context = await newContext(browser, { locale });
  await asReturningVisitor(context);
  const page = await context.newPage();
  await page.goto('/fr/');
  await waitForPage(page);
  const login = `inventaire.${Date.now()}@example.org`;
  const password = 'Inventaire-2026';
  const request = await apiCall(page, 'POST', '/users/creation_request', {
    profile_type: 'mySDS',
    first_name: 'Inès',
    last_name: 'Martin',
    email: login,
    company_name: 'Martin Chimie',
    want_safebox: false,
    safebox: false,
    qsds_consent: false,
  });
  expect(request.status).toBe(200);
  const token = linkIn(await waitForMail(login), '/account/register/confirmation/')
    .split('/')
    .filter(Boolean)
    .pop();
  expect((await apiCall(page, 'POST', '/users', { token, password })).status).toBe(200);
  expect((await apiCall(page, 'POST', '/session', { login, password })).status).toBe(200);
  return { context, page, login };
}

/** 50 public sheets of the demo catalogue (their PDFs are not rendered until something needs them). */
async function demoSheets(page: Page, count: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 1; i <= 50 && codes.length < count; i++) {
    const supplier = `SUP${String(i).padStart(4, '0')}`;
    const rows = (await apiCall(page, 'GET', `/documents?supplier=${supplier}&limit=100`)).body?.collection?.items ?? [];
    for (const r of rows as { iddc: string; access: string }[])
      if (r.access === 'public' && codes.length < count && !codes.includes(r.iddc)) codes.push(r.iddc);
  }
  expect(codes).toHaveLength(count);
  return codes;
}

/**
 * Issue #23: every sheet has its file. A 50-sheet demo space exports 50 PDFs and an inventory workbook in the
 * user's language; paid processing reads the sheets at once, shows its progress and mails when done.
 */
describe('sheet files, exports and paid processing', () => {
  let browser: Browser;
  let session: { context: BrowserContext; page: Page; login: string };
  let codes: string[];
  beforeAll(async () => {
    browser = await launchBrowser();
    session = await newUser(browser, 'fr-FR');
    codes = await demoSheets(session.page, 50);
    const added = await apiCall(session.page, 'POST', `/users/${session.login}/mySDS/documents`, { document_code: codes });
    expect(added.status, JSON.stringify(added.body).slice(0, 300)).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await session?.context.close();
    await browser?.close();
  });

  it('exports the 50-sheet demo space as a zip of 50 PDFs and a translated inventory', async () => {
    const { page, login } = session;
    // The demo sheets' PDFs are rendered by this export (none was opened before): give it time on a busy machine.
    const started = Date.now();
    const zipReply = await page.request.get(`/api/v1/users/${encodeURIComponent(login)}/mySDS/export?zip=true`, {
      headers: { 'accept-language': 'fr' },
      timeout: 200_000,
    });
    expect(zipReply.status()).toBe(200);
    const zip = await JSZip.loadAsync(await zipReply.body());
    const pdfs = Object.keys(zip.files).filter((n) => n.endsWith('.pdf'));
    expect(pdfs).toHaveLength(50);
    console.log(`zip export of 50 demo sheets, PDFs rendered on the way: ${Date.now() - started} ms`);
    for (const code of codes) expect(pdfs.some((n) => n.endsWith(`-${code}.pdf`))).toBe(true);

    const xlsx = await page.request.get(`/api/v1/users/${encodeURIComponent(login)}/mySDS/export`, { headers: { 'accept-language': 'fr' } });
    expect(xlsx.status()).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await xlsx.body()) as never);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Inventaire', 'Composants', 'À propos de cet export']);
    const ws = wb.worksheets[0];
    expect(ws.rowCount).toBe(51);
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    for (const column of ['Fournisseur', 'Produit', 'Date de révision', 'Langue', 'Référence interne', 'Site / atelier', 'Lieu de stockage', 'Note']) {
      expect(header).toContain(column);
    }
    for (const column of ["Mention d'avertissement", 'Pictogrammes', 'Mentions H', 'Mentions EUH', 'Composants (CAS, concentration)', 'Numéro ONU']) {
      expect(header).toContain(column);
    }
    for (const column of ['Classe de transport', "Groupe d'emballage", "Point d'éclair", 'Constats de conformité', 'Veille des substances : listes']) {
      expect(header).toContain(column);
    }
    const origin = header.indexOf('Origine') + 1;
    const reading = header.indexOf('Lecture') + 1;
    for (let n = 2; n <= 51; n++) {
      expect(ws.getRow(n).getCell(origin).value).toBe('Ajoutée depuis le catalogue');
      expect(String(ws.getRow(n).getCell(reading).value)).not.toMatch(/not_extracted|in_progress|extracted/);
    }
    expect(ws.getRow(2).getCell(header.indexOf('Date de révision') + 1).value).toBeInstanceOf(Date);
  }, 240_000);

  it('pays for FDS-Extract standard credits and shows every processed sheet read, then the mail', async () => {
    const { page, login } = session;
    const billing = { company_name: 'Martin Chimie', address1: '1 rue des Lilas', zipcode: '69001', city: 'Lyon', country_code: 'FR', siret: '12345678901234' };
    expect((await apiCall(page, 'POST', `/users/${login}/billing`, { ...billing, terms_of_sale: true, personal_data: true })).status).toBe(200);
    expect((await apiCall(page, 'PUT', '/cart', { offer_ids: [12], quantity: 1, step: 2 })).status).toBe(200);
    const pending = (await apiCall(page, 'POST', '/cart')).body.collection.items[0] as { client_secret: string };
    const since = Date.now();
    const paid = (await apiCall(page, 'POST', '/payments/test/confirm', { client_secret: pending.client_secret, card_number: '4242424242424242' })).body
      .collection.items[0] as { id: number; status: string; invoice_number: string };
    expect(paid.status).toBe('paid');

    await page.goto(`/fr/products/payment_success?order=${paid.id}`);
    const block = page.locator('.my-fds__processing');
    await block.getByRole('heading', { name: 'Traitement des fiches de cette commande' }).waitFor();
    // The payment opened SafeBox (the account had none) and the page says so.
    await block.getByText('Ce paiement a ouvert votre adhésion SafeBox').waitFor();
    // Progress moves on its own until all ten sheets are processed.
    await block.getByText(/\d+ sur 10 lue\(s\)/).waitFor();
    await page.locator('.my-fds__processing[data-processing-done="true"]').waitFor({ timeout: 180_000 });
    expect(await block.getByText('10 sur 10 lue(s)').count()).toBe(1);
    expect(await block.locator('li').count()).toBe(10);
    await expectAccessible(page);

    // The invoice mail came first; the processed mail follows (the job looks every minute).
    const deadline = Date.now() + 150_000;
    let mail = '';
    const subject = `Votre commande ${paid.invoice_number} : 10 fiche(s) sur 10 lue(s)`;
    while (!mail.includes(subject) && Date.now() < deadline) {
      mail = await waitForMail(login, { since, timeoutMs: 150_000 });
      if (!mail.includes(subject)) await new Promise((r) => setTimeout(r, 2_000));
    }
    expect(mail).toContain(subject);

    // The mail's link opens my-FDS on its orders tab (the tab is in the URL), with the same progress.
    await page.goto('/fr/my-fds?tab=orders');
    await page.getByRole('tab', { name: 'Commandes', selected: true }).waitFor();
    await page.locator('.my-fds__processing[data-processing-done="true"]').getByText('10 sur 10 lue(s)').waitFor();
    await page.getByRole('tab', { name: 'Toutes' }).click();
    await page.waitForURL((url) => !url.search.includes('tab='));

    // And in the SafeBox block of the profile (issue #23), with the sheets the credits went to.
    await page.goto('/fr/account/profil');
    const safebox = page.locator('#safebox-card');
    await safebox.locator('.my-fds__processing[data-processing-done="true"]').getByText('10 sur 10 lue(s)').waitFor();
    expect(await safebox.locator('.my-fds__processing li').count()).toBe(10);
  }, 420_000);

  it('shows compact cards on a phone (issue #23: 15 sheets made an 8,700 px page)', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/fr/my-fds');
    const rows = page.locator('table.my-fds__table tbody tr');
    await rows.first().waitFor();
    const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    const average = heights.reduce((a, b) => a + b, 0) / heights.length;
    console.log(`phone cards: ${heights.length} rows, ${Math.round(average)} px each on average`);
    // 580 px a card before (8,700 px for 15); 298 px measured with the compact cards.
    expect(average).toBeLessThan(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.close();
  });
});
