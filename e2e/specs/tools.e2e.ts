import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser.ts';
import { apiCall, asReturningVisitor, USER, userPage } from '../support/shell.ts';

/** A SafeBox member: the month's free Quick-ADR uses pay for the saved load. */
const MEMBER = { login: 'member@openfds.local', password: 'Member-Demo-2025' };

/** The regulatory tools' pages (issue #28): Quick-ICPE in French, Quick-ADR in English and German, labels, at 360 px. */
describe('regulatory tools', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  async function fillProduct(page: Page, n: number, values: { classes: string; state: string; quantity: string }) {
    const row = page.locator('fieldset.tools-row').nth(n);
    await row.getByLabel(/Classes de danger/).fill(values.classes);
    await row.getByLabel('État physique').selectOption(values.state);
    await row.getByLabel('Quantité maximale', { exact: true }).fill(values.quantity);
  }

  it('Quick-ICPE (fr): 3 t Acute Tox. 1 liquid + 30 t Acute Tox. 2 solid -> 4110 A, 4120 D, Seveso lower tier by cumulation', async () => {
    const context = await newContext(browser, { locale: 'fr-FR', mobile: true });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/fr/products/quick-icpe');
    await page.getByRole('heading', { level: 1, name: 'Quick-ICPE' }).waitFor();
    await fillProduct(page, 0, { classes: 'Acute Tox. 1', state: 'liquid', quantity: '3' });
    // Finger-sized buttons (they were the browser's bare buttons, about 22 px high).
    for (const name of ['Ajouter une ligne', 'Évaluer']) expect((await page.getByRole('button', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
    await fillProduct(page, 1, { classes: 'Acute Tox. 2', state: 'solid', quantity: '30' });
    await page.getByRole('button', { name: 'Évaluer' }).click();
    await page.locator('tr[data-rubrique="4120"]').waitFor();
    await expect(page.locator('tr[data-rubrique="4110"] td').nth(1).textContent()).resolves.toBe('A');
    await expect(page.locator('tr[data-rubrique="4120"] td').nth(1).textContent()).resolves.toBe('D');
    await expect(page.locator('tr[data-rubrique="4001"]').count()).resolves.toBe(1);
    await expect(page.getByTestId('seveso').textContent()).resolves.toContain('Seveso seuil bas (règle de cumul) - Sa = 1.2');
    await page.getByText('Transcrit du texte de 2015').waitFor();
    // Usable at 360 px: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });

  it('Quick-ADR (en): 200 L of diesel with 300 L of petrol = 1,100 points, not exempt; petrol alone is exempt', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/en/products/quick-adr');
    await page.getByText('runs on a sample of ADR 2025 Table A').waitFor();
    const line = (n: number) => page.locator('fieldset.tools-row').nth(n);
    await line(0).getByLabel('UN number').fill('1202');
    await line(0).getByLabel('Packing group').selectOption('III');
    await line(0).getByLabel('Quantity', { exact: true }).fill('200');
    await page.getByRole('button', { name: 'Add a line' }).click();
    await line(1).getByLabel('UN number').fill('1203');
    await line(1).getByLabel('Packing group').selectOption('II');
    await line(1).getByLabel('Quantity', { exact: true }).fill('300');
    await page.getByRole('button', { name: 'Compute the load' }).click();
    await expect(page.getByTestId('adr-verdict').textContent()).resolves.toBe('Not exempt: 1100 points (over 1,000, or a category over its maximum).');
    await page.getByText('UN 1203 MOTOR SPIRIT or GASOLINE or PETROL, 3, II, (D/E), 300 L').waitFor();
    await line(0).getByRole('button', { name: 'Remove this line' }).click();
    await page.getByRole('button', { name: 'Compute the load' }).click();
    await page.getByText('Exempt under 1.1.3.6: 900 points').waitFor();
    await context.close();
  });

  it('Quick-ADR (en), logged in: a line picked from the sheets of my space is computed from the sheet', async () => {
    const { context, page } = await userPage(browser, { locale: 'en-GB' });
    await page.goto('/en/products/quick-adr');
    const picker = page.getByRole('list', { name: 'Pick a sheet from my space' });
    const first = picker.getByRole('button').first();
    await first.waitFor();
    // Each button names the sheet's revision date: a product's revisions are told apart.
    const text = (await first.textContent())!;
    expect(text).toMatch(/, revised .+\)$/);
    const label = text.replace(/^Add /, '').replace(/, revised [^)]*\)$/, ')');
    await first.click();
    const line = page.locator('fieldset.tools-row').first();
    await line.getByText(`${label}: UN number and packing group read from`).waitFor();
    expect(await line.getByLabel('UN number').count()).toBe(0);
    await line.getByLabel('Quantity', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Compute the load' }).click();
    await page.getByTestId('adr-verdict').waitFor();
    await context.close();
  });

  it('Quick-ADR (en), SafeBox member: a load computed, saved, listed, reopened into the calculator, deleted', async () => {
    const { context, page } = await userPage(browser, { locale: 'en-GB', account: MEMBER });
    await page.goto('/en/products/quick-adr');
    const line = page.locator('fieldset.tools-row').first();
    const verdict = page.getByTestId('adr-verdict');
    await line.getByLabel('UN number').fill('1202');
    await line.getByLabel('Packing group').selectOption('III');
    await line.getByLabel('Quantity', { exact: true }).fill('200');
    await page.getByRole('button', { name: 'Compute the load' }).click();
    await verdict.filter({ hasText: 'Exempt under 1.1.3.6: 200 points' }).waitFor();
    await page.getByLabel('Name of the load').fill('Van E2E');
    await page.getByRole('button', { name: 'Save (one Quick-ADR credit)' }).click();
    const saved = page.getByTestId('adr-saved-loads').locator('li[data-load="Van E2E"]');
    await saved.getByText('exempt, 200 points').waitFor();
    // Another load in the calculator, then the saved one reopened: its lines back in the form, computed again.
    await line.getByLabel('Quantity', { exact: true }).fill('1001');
    await page.getByRole('button', { name: 'Compute the load' }).click();
    await verdict.filter({ hasText: 'Not exempt: 1001 points' }).waitFor();
    await page.getByRole('button', { name: 'Open Van E2E in the calculator' }).click();
    await verdict.filter({ hasText: 'Exempt under 1.1.3.6: 200 points' }).waitFor();
    await expect(line.getByLabel('Quantity', { exact: true }).inputValue()).resolves.toBe('200');
    await expect(line.getByLabel('UN number').inputValue()).resolves.toBe('1202');
    await page.getByRole('button', { name: 'Delete Van E2E' }).click();
    await saved.waitFor({ state: 'detached' });
    await context.close();
  });

  it('Quick-ADR (de) and labels (it): the pages speak the interface language', async () => {
    const context = await newContext(browser, { locale: 'de-DE' });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/de/products/quick-adr');
    await page.getByRole('button', { name: 'Ladung berechnen' }).waitFor();
    await page.goto('/it/products/fds-labels');
    await page.getByLabel('Indicazioni H').fill('H301, H302, H314');
    await page.getByLabel('Capacità del contenitore (L)').fill('20');
    await page.getByRole('button', { name: 'Mostra gli elementi' }).click();
    await expect(page.getByTestId('signal-word').textContent()).resolves.toBe('Pericolo');
    await expect(page.getByTestId('label-size').textContent()).resolves.toContain('74 × 105 mm');
    await expect(page.locator('.tools-pictograms img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).resolves.toEqual(['GHS05', 'GHS06']);
    await context.close();
  });

  it('my-FDS inventory (fr): an establishment, a storage area, a sheet with its maximum quantity, its ICPE summary, the xlsx export imported back', async () => {
    const { context, page } = await userPage(browser, { locale: 'fr-FR' });
    const found = await apiCall(page, 'GET', '/documents?limit=1');
    const sheet = found.body.collection.items[0] as { iddc?: string; document_code?: string; product_name: string };
    const code = sheet.iddc ?? sheet.document_code ?? '';
    await page.goto('/fr/products/quick-icpe');
    await page.getByRole('link', { name: 'Mon inventaire et synthèse ICPE' }).click();
    await page.getByLabel('Nom de l’établissement').fill('Usine de Lyon');
    await page.getByRole('button', { name: 'Ajouter l’établissement' }).click();
    // The demo user already has an establishment (demo data): the new one and its area are chosen in the lists.
    await page
      .locator('label', { hasText: /^Établissement/ })
      .locator('select')
      .locator('option', { hasText: 'Usine de Lyon' })
      .waitFor({ state: 'attached' });
    await page
      .locator('label', { hasText: /^Établissement/ })
      .locator('select')
      .selectOption({ label: 'Usine de Lyon' });
    await page.getByLabel('Nom de la zone de stockage').fill('Magasin A');
    await page.getByRole('button', { name: 'Ajouter la zone de stockage' }).click();
    await page
      .locator('label', { hasText: /^Zone de stockage/ })
      .locator('select')
      .locator('option', { hasText: 'Usine de Lyon / Magasin A' })
      .waitFor({ state: 'attached' });
    await page
      .locator('label', { hasText: /^Zone de stockage/ })
      .locator('select')
      .selectOption({ label: 'Usine de Lyon / Magasin A' });
    await page.getByLabel('Code de la fiche').fill(code);
    await page.getByLabel('Quantité maximale', { exact: true }).fill('120');
    await page.getByRole('button', { name: 'Placer la fiche dans la zone' }).click();
    const site = page.locator('section[data-site="Usine de Lyon"]');
    await site.getByText(`${sheet.product_name} (${code}): 120 t`).waitFor();
    await site.getByTestId('site-seveso').waitFor();
    // The xlsx round trip: the export downloaded, then imported back (the sheet is in the user's my-FDS space).
    expect((await apiCall(page, 'POST', '/users/user@openfds.local/mySDS/documents', { document_code: [code] })).status).toBeLessThan(300);
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter l’inventaire (xlsx)' }).click()]);
    await page.getByLabel('Importer un inventaire (xlsx)').setInputFiles((await file.path())!);
    await expect(page.getByTestId('inventory-imported').textContent()).resolves.toMatch(
      /^Importé : \d+ établissement\(s\), \d+ zone\(s\) de stockage, [1-9]\d* fiche\(s\)/,
    );
    // The establishment's report (issue #28): a PDF link from the summary.
    expect(await site.getByTestId('site-report-pdf').getAttribute('href')).toMatch(/\/mySDS\/quick_icpe\/pdf\?site_id=\d+&lang=fr$/);
    await context.close();
  });

  it('FDS-Labels (en): a lot bought in the shop with the test card shows on the tool page', async () => {
    const { context, page } = await userPage(browser, { locale: 'en-GB' });
    type Balance = { tool: string; credits_left: number };
    const creditsLeft = async () =>
      ((await apiCall(page, 'GET', `/users/${USER.login}/mySDS/tool_credits`)).body.collection.items as Balance[]).find((b) => b.tool === 'fdsLabels')!
        .credits_left;
    const before = await creditsLeft();
    await page.goto('/en/products/fds-labels');
    await page.getByTestId('tool-balance').waitFor();
    await page.getByRole('button', { name: 'Add to cart: Label sheets (1 PDF per credit)' }).click();
    await page.getByRole('heading', { name: 'My cart', level: 1 }).waitFor();
    await page.getByRole('cell', { name: 'SDS-Labels Label sheets (1 PDF per credit)', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Billing and consents' }).waitFor();
    await page.getByLabel(/I accept the terms of sale/).check();
    await page.getByLabel(/I accept the use of my personal data/).check();
    await page.getByRole('button', { name: 'Confirm and go to payment' }).click();
    await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('heading', { name: 'Payment confirmed', level: 1 }).waitFor();
    const after = await creditsLeft();
    // Lots of 10 credits (the cart may ask for more than one lot: the minimum follows the credits already held).
    expect(after - before).toBeGreaterThanOrEqual(10);
    expect((after - before) % 10).toBe(0);
    await page.goto('/en/products/fds-labels');
    await page.getByTestId('tool-balance').getByText(`${after} bought credits left`).waitFor();
    await context.close();
  });
});
