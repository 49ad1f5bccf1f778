import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser.ts';
import { ADMIN, apiCall, asReturningVisitor } from '../support/shell.ts';

// Back office, catalogue side (issue #26): an administrator finds a secret sheet, changes its access and sees the
// audit row of the change on the sheet's screen. One browser, one session, few page loads.

describe('back office: a secret sheet made public', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let code = '';
  let name = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    await asReturningVisitor(context);
    page = await context.newPage();
    expect((await apiCall(page, 'POST', '/session', ADMIN)).status).toBe(200);
    // A demo sheet made secret through the back office's own call (the screen then finds it among secret sheets).
    const sheets = await apiCall(page, 'GET', '/admin/sheets?state=live');
    const first = sheets.body.collection.items[0] as { iddc: string; product_name: string };
    ({ iddc: code, product_name: name } = first);
    expect((await apiCall(page, 'PUT', `/admin/sheets/${code}/access`, { access: 'secret' })).status).toBe(200);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('finds it among secret sheets, makes it public and sees the audit row', async () => {
    await page.goto(`/admin/sheets/?access=secret&q=${encodeURIComponent(code)}`);
    await page.getByRole('link', { name }).first().click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByTestId('sheet-access').textContent()).toBe('secrète');
    await page.getByLabel('Accès').selectOption('public');
    await page.getByRole('button', { name: "Changer l'accès" }).click();
    await page.getByTestId('sheet-access').filter({ hasText: 'publique' }).waitFor();
    const audit = page.getByTestId('catalogue-audit');
    // The newest row: this change, with the access before (4th column) and after (5th).
    await audit
      .getByRole('row')
      .filter({ hasText: 'sheet.access' })
      .filter({ has: page.locator('td:nth-child(4)', { hasText: '"access": "secret"' }) })
      .filter({ has: page.locator('td:nth-child(5)', { hasText: '"access": "public"' }) })
      .waitFor();
    expect(await audit.getByRole('row').filter({ hasText: ADMIN.login }).count()).toBeGreaterThanOrEqual(2);
  });

  it("edits a supplier's contact and Italian code text (a bad redirect URL refused under its field) and imports codes", async () => {
    // The last supplier of the list, changed only where no other spec looks (the contact, the Italian text, new codes).
    const listed = (await apiCall(page, 'GET', '/admin/suppliers')).body.collection.items as { code: string; name: string }[];
    const supplier = listed[listed.length - 1]!;
    await page.goto(`/admin/suppliers/`);
    await page.getByRole('button', { name: `${supplier.name} (${supplier.code})` }).click();
    const form = page.getByRole('form', { name: 'Réglages du fournisseur' });
    await form.getByLabel('Adresse de redirection', { exact: true }).fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.locator('input[aria-invalid="true"][type="url"]').waitFor();
    await form.getByLabel('Adresse de redirection', { exact: true }).fill('');
    await form.getByLabel('E-mail du contact').fill('fds-contact@example.com');
    await form.getByLabel('Description du code (IT)').fill('Il tuo codice cliente');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByRole('status').filter({ hasText: 'Réglages enregistrés.' }).waitFor();
    const stored = (await apiCall(page, 'GET', `/admin/suppliers/${supplier.code}`)).body.collection.items[0] as {
      contact: Record<string, string>;
      customer_code_description: Record<string, string>;
    };
    expect(stored.contact.email).toBe('fds-contact@example.com');
    expect(stored.customer_code_description.it).toBe('Il tuo codice cliente');

    const csv = Buffer.from('E2E-IMPORT-1;Acme\nE2E-IMPORT-2\n;orphan\n');
    await page.getByLabel(/^Fichier CSV/).setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: csv });
    await page.getByRole('button', { name: 'Importer', exact: true }).click();
    await page.getByTestId('codes-import-outcome').filter({ hasText: '2 ajouté(s)' }).filter({ hasText: 'Ligne 3' }).waitFor();
    await page.getByText('E2E-IMPORT-2', { exact: false }).first().waitFor();
  });
});
