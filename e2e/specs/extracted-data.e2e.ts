import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser } from 'playwright-core';
import { statementText } from '@openfds/contract';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { apiCall, asReturningVisitor } from '../support/shell.ts';

/** A public sheet of the demo catalogue (suppliers SUP0001...), in English. */
async function publicSheet(request: APIRequestContext): Promise<string> {
  for (let i = 1; i <= 50; i++) {
    const code = `SUP${String(i).padStart(4, '0')}`;
    const res = await request.get(`/api/v1/documents?supplier=${code}&language=en&limit=5`);
    const rows = ((await res.json()).collection?.items ?? []) as { iddc: string; access?: string }[];
    const row = rows.find((r) => (r.access ?? 'public') === 'public');
    if (row) return row.iddc;
  }
  throw new Error('no public English sheet in the demo catalogue');
}

describe('sheet page: extracted data', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('reads a sheet on its first view, then shows hazard statements in the interface language and downloads the data', async () => {
    const context = await newContext(browser, { locale: 'de-DE' });
    await asReturningVisitor(context);
    const page = await context.newPage();
    const iddc = await publicSheet(page.request);

    await page.goto(`/de/fds/${iddc}/`);
    // Never read: the page says the reading is under way, then shows the data (it asks again every 10 s).
    const hazards = page.getByRole('heading', { name: 'Piktogramme und Gefahrenhinweise' });
    await hazards.waitFor({ timeout: 45_000 });
    const statements = page.locator('.extraction-statements li');
    expect(await statements.count()).toBeGreaterThan(0);
    // An English sheet, a German page: the statement texts are the German CLP wording.
    const first = await statements.first().innerText();
    const code = /^(\S+)/.exec(first)![1];
    expect(first).toBe(`${code} ${statementText(code, 'de')}`);
    await expect(page.getByRole('heading', { name: /ADR-Daten \(Ausgabe 2021\)/ }).isVisible()).resolves.toBe(true);
    // The REACH vigilance block waited for the same reading: it no longer says "being read" once the data is there.
    const vigi = page.locator('.vigi-block');
    await page.waitForFunction(() => !document.querySelector('.vigi-block')?.textContent?.includes('wird gerade gelesen'), undefined, { timeout: 30_000 });
    expect(await vigi.innerText()).toContain('REACH-Überwachung');
    await expectAccessible(page);

    // The downloads need an entitlement: a visitor who gave the free-consult data is asked to log in; the demo
    // SafeBox member downloads the basic extraction (a free tool, issue #13) and is told where the full data is.
    const guest = await apiCall(page, 'PUT', '/session', {
      first_name: 'Ana',
      last_name: 'Test',
      company_name: 'Farm',
      email: 'ana@example.com',
      qsds_consent: true,
    });
    expect(guest.status).toBe(200);
    await page.getByRole('button', { name: 'Bericht herunterladen (PDF)' }).click();
    await page.locator('.extraction-error').getByRole('link', { name: 'SafeBox beitreten (kostenlos)' }).waitFor();
    const member = await apiCall(page, 'POST', '/session', { login: 'member@openfds.local', password: 'Member-Demo-2025' });
    expect(member.status).toBe(200);
    const [report] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Bericht herunterladen (PDF)' }).click()]);
    expect(
      fs
        .readFileSync(await report.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Daten herunterladen (Excel)' }).click()]);
    // An xlsx workbook is a zip file.
    expect(
      fs
        .readFileSync(await xlsx.path())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
    // The basic level's note: beside the downloads, and above the data (the page's free or basic part, issue #22).
    const basicNote = page.getByRole('link', { name: 'Die vollständigen Daten mit FDS-Extract Standard' });
    await basicNote.first().waitFor();

    // The demo user holds FDS-Extract standard credits (seeded order): the sheet put in the space spends one, and the
    // downloads are the full data (no "basic data" note).
    const user = await apiCall(page, 'POST', '/session', { login: 'user@openfds.local', password: 'User-Demo-2025' });
    expect(user.status).toBe(200);
    const added = await apiCall(page, 'POST', '/users/user@openfds.local/mySDS/documents', { document_code: [iddc] });
    expect(added.status).toBe(200);
    const full = await page.request.get(`/api/v1/documents/${iddc}/sds2excel`);
    expect(full.headers()['x-extraction-level']).toBe('standard');
    await page.reload();
    await hazards.waitFor({ timeout: 45_000 });
    const [fullXlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Daten herunterladen (Excel)' }).click()]);
    expect(
      fs
        .readFileSync(await fullXlsx.path())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
    expect(await basicNote.count()).toBe(0);
    await context.close();
  });
});
