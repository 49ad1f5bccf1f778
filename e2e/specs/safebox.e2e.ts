import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { waitForMail } from '../support/mail.ts';
import { apiCall, asReturningVisitor, waitForPage } from '../support/shell.ts';

/** SafeBox in the browser (issue #13): join from the profile, the contract mail, online signature, member status. */
const CANDIDATE = { login: 'candidate@openfds.local', password: 'Candidate-Demo-2025' };
const MEMBER = { login: 'member@openfds.local', password: 'Member-Demo-2025' };
const WAITING = { login: 'waiting@openfds.local', password: 'Waiting-Demo-2025' };

function field(scope: Page | Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
}

async function logIn(page: Page, account: { login: string; password: string }) {
  await page.goto('/fr/');
  await waitForPage(page);
  const res = await apiCall(page, 'POST', '/session', account);
  expect(res.status).toBe(200);
}

describe('SafeBox', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('joins from the profile, receives the contract, signs online and sees the membership with a delivered sheet', async () => {
    const context = await newContext(browser, { locale: 'fr-FR' });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await logIn(page, CANDIDATE);
    await page.goto('/fr/account/profil');
    await waitForPage(page);
    const card = page.locator('#safebox-card');
    await card.getByText('Non adhérent').waitFor();

    // Field errors appear after the first submit, from the contract's schema (no call made).
    const form = card.getByRole('form', { name: "Formulaire d'adhésion SafeBox" });
    await field(form, 'Raison sociale exacte').fill('');
    await form.getByRole('button', { name: 'Recevoir mon contrat' }).click();
    await form.getByText('Le SIRET compte 14 chiffres').waitFor();
    await form.getByText('Vous devez accepter les conditions du contrat SafeBox').waitFor();
    await expectAccessible(page);

    await field(form, 'Raison sociale exacte').fill('LABORATOIRES CANDIDAT');
    await field(form, 'SIRET').fill('73282932000075');
    await field(form, 'DUNS').fill('123456789');
    await field(form, 'Adresse').fill('3 avenue des Essais');
    await field(form, 'Code postal').fill('13001');
    await field(form, 'Ville').fill('Marseille');
    await field(form, "J'ai lu et j'accepte les conditions du contrat SafeBox").check();
    await form.getByRole('button', { name: 'Recevoir mon contrat' }).click();
    await form.getByText("Le SIRET n'est pas valide (chiffre de contrôle)").waitFor();
    await field(form, 'SIRET').fill('442 012 340 00018');
    const since = Date.now();
    await form.getByRole('button', { name: 'Recevoir mon contrat' }).click();

    // Waiting for the signed contract: the deadline, the honest check, resend.
    await card.getByText('En attente du contrat signé').waitFor();
    await card.getByText('À retourner au plus tard le').waitFor();
    await card.getByText("comparée à la raison sociale de votre compte (aucun répertoire d'entreprises consulté)").waitFor();
    const identifier = (await card.locator('dt:has-text("Identifiant du contrat") + dd').textContent())!.trim();
    expect(identifier).toMatch(/^\d{5}-\d{5}-\d{5}-\d{6}$/);
    await expectAccessible(page);

    const mail = await waitForMail(CANDIDATE.login, { since });
    expect(mail).toContain(`Votre contrat SafeBox ${identifier}`);
    expect(mail).toContain(`contrat-safebox-${identifier}.pdf`);
    expect(mail).toContain('Content-Type: application/pdf');

    const resentSince = Date.now();
    await card.getByRole('button', { name: 'Renvoyer le contrat' }).click();
    await page.getByText('Le contrat vous a été renvoyé par e-mail').waitFor();
    expect(await waitForMail(CANDIDATE.login, { since: resentSince })).toContain(identifier);

    // Online signature: the button waits for the box.
    const sign = card.getByRole('button', { name: 'Signer le contrat en ligne' });
    expect(await sign.isDisabled()).toBe(true);
    await card.getByLabel('Je signe le contrat SafeBox au nom de LABORATOIRES CANDIDAT').check();
    await sign.click();
    await card.getByText('Adhérent', { exact: true }).waitFor();
    await card.getByText('signé en ligne', { exact: false }).waitFor();
    // The sheet kept in an older revision was delivered in its latest version.
    const deposits = card.locator('.safebox__deposits li');
    await deposits.first().waitFor();
    expect(await deposits.count()).toBeGreaterThanOrEqual(1);
    await expectAccessible(page);

    // The welcome mail is sent by the contract-mail job after the signature's commit (issue #29).
    const welcome = await waitForMail(CANDIDATE.login, { since: Date.now() - 30_000, containing: 'Bienvenue dans SafeBox' });
    expect(welcome).toContain('Bienvenue dans SafeBox');
    await context.close();
  });

  it('shows the waiting request and the membership at 360 px without sideways scrolling, accessible', async () => {
    for (const account of [WAITING, MEMBER]) {
      const context = await newContext(browser, { locale: 'fr-FR', mobile: true });
      await asReturningVisitor(context);
      const page = await context.newPage();
      await logIn(page, account);
      for (const path of ['account/safebox', 'account/profil']) {
        await page.goto(`/fr/${path}`);
        await waitForPage(page);
        await page.locator('.safebox__state').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await expectAccessible(page);
      }
      if (account === WAITING) await page.getByText('Renvoyer le contrat').first().waitFor();
      else await page.getByText('Fiches déposées ces 30 derniers jours').first().waitFor();
      await context.close();
    }
  });

  it('the tool pages offer SafeBox in every language', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    await asReturningVisitor(context);
    const page = await context.newPage();
    const offers = { fr: 'Adhérer à SafeBox', en: 'Join SafeBox', de: 'SafeBox beitreten', it: 'Aderisci a SafeBox' };
    for (const [language, label] of Object.entries(offers)) {
      await page.goto(`/${language}/products/vigi-substances`);
      await waitForPage(page);
      await page.getByRole('link', { name: label }).waitFor();
    }
    await page.getByRole('link', { name: 'Aderisci a SafeBox' }).click();
    await page.waitForFunction(() => location.pathname.startsWith('/it/account/safebox'));
    // A visitor is asked to log in on the SafeBox page.
    await waitForPage(page);
    await expectAccessible(page);
    await context.close();
  });
});
