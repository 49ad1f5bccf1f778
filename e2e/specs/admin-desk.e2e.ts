import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { decodeQuotedPrintable } from '../support/mail.ts';
import { apiCall, asReturningVisitor, waitForPage } from '../support/shell.ts';

const ASSISTANT = { login: 'assistant@openfds.local', password: 'Assistant-Demo-2025' };
/** The desk's demo applicant (apps/server/src/seed/desk-demo.ts): a SafeBox request waiting for its paper copy. */
const APPLICANT = { login: 'applicant@openfds.local', password: 'Applicant-Demo-2025' };

/** Waits for a mail (raw text) that holds `needle`, written after `since`. */
async function mailWith(needle: string, since: number): Promise<string> {
  const dir = inject('mailDir');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .map((f) => path.join(dir, f))
          .filter((f) => fs.statSync(f).mtimeMs >= since)
          .map((f) => decodeQuotedPrintable(fs.readFileSync(f, 'utf8')))
          .find((text) => text.includes(needle))
      : undefined;
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail with ${needle}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The back office's desk (issue #26), as the demo assistant: one server, one assistant session, few page loads. */
describe('the back office desk', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    await asReturningVisitor(context);
    page = await context.newPage();
    expect((await apiCall(page, 'POST', '/session', ASSISTANT)).status).toBe(200);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('an assistant answers a contact request: the reply is mailed to the requester', async () => {
    const since = Date.now();
    const sender = `desk.${since}@atelier.example`;
    const sent = await apiCall(page, 'POST', '/contact_us', {
      name: 'Claire Dupont',
      email: sender,
      you_are: 'user',
      concern: 'sheet_search',
      company_name: 'Atelier Dupont',
      message: 'Je ne trouve pas la FDS du dégraissant X-300.',
      qsds_consent: false,
    });
    expect(sent.status).toBe(200);
    const { reference } = sent.body.collection.items[0] as { reference: string };

    await page.goto('/admin/requests/');
    await waitForPage(page);
    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { name: `Demande ${reference}` }).waitFor();
    await page.getByText('Je ne trouve pas la FDS du dégraissant X-300.').waitFor();
    const form = page.getByRole('form', { name: 'Répondre par e-mail' });
    const answer = `Voici la fiche du X-300 (${since}).`;
    await form.getByRole('textbox', { name: 'Message' }).fill(answer);
    await form.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await page.getByText('La réponse est en route.').waitFor();
    await expectAccessible(page);

    const mail = await mailWith(answer, since);
    expect(mail).toContain(sender);
    expect(mail).toContain(`Votre demande : ${reference}`);
    const detail = await page.request.get(`/api/v1/admin/requests?status=answered`);
    expect(JSON.stringify(await detail.json())).toContain(reference);
  });

  it('an assistant records a SafeBox paper contract: the member becomes active', async () => {
    const applicant = await newContext(browser);
    const applicantPage = await applicant.newPage();
    expect((await apiCall(applicantPage, 'POST', '/session', APPLICANT)).status).toBe(200);
    const before = await apiCall(applicantPage, 'GET', `/users/${APPLICANT.login}/safebox`);
    expect((before.body.collection.items[0] as { state: string }).state).toBe('waiting');

    await page.goto('/admin/safebox-contracts/');
    await waitForPage(page);
    const row = page.getByRole('row').filter({ hasText: APPLICANT.login });
    await row.getByRole('button', { name: "Enregistrer l'exemplaire papier" }).click();
    await page.getByText(`Exemplaire papier enregistré : Encres Demandeur SA (${APPLICANT.login}) est désormais adhérent SafeBox.`).waitFor();
    await expectAccessible(page);

    const after = await apiCall(applicantPage, 'GET', `/users/${APPLICANT.login}/safebox`);
    expect(after.body.collection.items[0]).toMatchObject({ state: 'member', receipt: 'paper', free_tools_active: true });
    await applicant.close();
  });
});
