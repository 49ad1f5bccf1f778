import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Download, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from '../support/browser.ts';
import { apiCall, USER, userPage } from '../support/shell.ts';

/**
 * Workplace labels (issue #28): the designer on a sheet page (preview, PDFs in two label languages, at 360 px) and the
 * labels of several sheets selected in my-FDS, one of which cannot be labelled and is named.
 */

/** A public sheet of the demo catalogue (suppliers SUP0001...). */
async function publicSheet(request: APIRequestContext): Promise<string> {
  for (let i = 1; i <= 50; i++) {
    const res = await request.get(`/api/v1/documents?supplier=SUP${String(i).padStart(4, '0')}&language=en&limit=5`);
    const rows = ((await res.json()).collection?.items ?? []) as { iddc: string; access?: string }[];
    const row = rows.find((r) => (r.access ?? 'public') === 'public');
    if (row) return row.iddc;
  }
  throw new Error('no public sheet in the demo catalogue');
}

/** The designer's start once the sheet is read (its first call queues the reading: 619 until it is done). */
async function labelDesign(page: Page, code: string): Promise<{ product_name: string; labellable: boolean }> {
  const deadline = Date.now() + 50_000;
  for (;;) {
    const res = await apiCall(page, 'GET', `/documents/${code}/labels`);
    if (res.status === 200) return res.body.collection.items[0] as { product_name: string; labellable: boolean };
    if (Date.now() > deadline) throw new Error(`sheet ${code} not read: ${JSON.stringify(res.body.collection.errors)}`);
    await page.waitForTimeout(1000);
  }
}

/** Pages of a PDF: its page objects (not the /Pages tree). */
async function pdfPages(download: Download): Promise<number> {
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return (bytes.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
}

/** A one-page PDF without any safety data (no text a reader could label). */
function blankPdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('workplace labels', () => {
  let browser: Browser;
  let code: string;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('sheet page (fr, 360 px): the designer previews one label and downloads PDFs in French and German', async () => {
    const { context, page } = await userPage(browser, { locale: 'fr-FR', mobile: true });
    code = await publicSheet(page.request);
    expect((await labelDesign(page, code)).labellable).toBe(true);

    await page.goto(`/fr/fds/${code}/`);
    await page.getByRole('button', { name: 'Étiquettes', exact: true }).click();
    // 1 L: 52 × 74 mm, or a larger size when the sheet's text needs it (the label grows, never shrinks).
    await expect(page.getByTestId('label-size').textContent()).resolves.toMatch(/^Étiquette (52 × 74|74 × 105|105 × 148|148 × 210) mm/);
    await page.getByTestId('signal-word').waitFor();
    await page.getByLabel('Planche A4').selectOption('a4-1');
    await page.getByLabel("Nombre d'étiquettes").fill('3');
    const download = page.getByRole('button', { name: 'Télécharger les étiquettes (PDF)' });
    const [fr] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(fr.suggestedFilename()).toMatch(/-labels-fr\.pdf$/);
    expect(await pdfPages(fr)).toBe(3);

    await page.getByLabel("Langue de l'étiquette").selectOption('de');
    await page.getByLabel("Nombre d'étiquettes").fill('2');
    const [de] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(de.suggestedFilename()).toMatch(/-labels-de\.pdf$/);
    expect(await pdfPages(de)).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });

  it('my-FDS (en): labels of two selected sheets in one PDF, the sheet without hazard data named', async () => {
    const { context, page } = await userPage(browser, { locale: 'en-GB' });
    const sheet = code ?? (await publicSheet(page.request));
    const design = await labelDesign(page, sheet);
    await apiCall(page, 'POST', `/users/${USER.login}/mySDS/documents`, { document_code: [sheet] });
    const blank = 'Blank page E2E';
    const uploaded = await page.request.post(`/api/v1/users/${USER.login}/mySDS/documents`, {
      headers: { Origin: baseUrl() },
      multipart: {
        product_name: blank,
        supplier_name: 'E2E',
        revision_date: '2025-01-15',
        language: 'en',
        file: { name: 'blank.pdf', mimeType: 'application/pdf', buffer: blankPdf() },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);

    await page.goto('/en/my-fds');
    await page
      .getByRole('checkbox', { name: `Select ${design.product_name}` })
      .first()
      .check();
    await page.getByRole('checkbox', { name: `Select ${blank}` }).check();
    await page.getByRole('button', { name: 'Labels…' }).click();
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the labels PDF' }).click()]);
    expect(await pdfPages(pdf)).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('not-labelled').textContent()).resolves.toMatch(new RegExp(`^1 sheet without labels:${blank}: (not read yet|no hazard)`));
    await context.close();
  });
});
