import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { waitForMail } from '../support/mail.ts';
import { apiCall, asReturningVisitor, waitForPage } from '../support/shell.ts';

function linkIn(mail: string, marker: string): string {
  const link = new RegExp(`https?://[^\\s"<>]+${marker}[^\\s"<>]+`).exec(mail)?.[0];
  if (!link) throw new Error(`no ${marker} link in mail`);
  return new URL(link).pathname;
}

/** An active account made through the API (registration + confirmation link), as a user would have. */
async function activeAccount(page: Page, email: string, password: string) {
  const request = await apiCall(page, 'POST', '/users/creation_request', {
    profile_type: 'mySDS',
    first_name: 'Paul',
    last_name: 'Durand',
    email,
    company_name: 'Durand SARL',
    want_safebox: false,
    safebox: false,
    qsds_consent: false,
  });
  expect(request.status).toBe(200);
  const token = linkIn(await waitForMail(email), '/account/register/confirmation/')
    .split('/')
    .filter(Boolean)
    .pop();
  expect((await apiCall(page, 'POST', '/users', { token, password })).status).toBe(200);
}

describe('password reset and e-mail change', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('resets a forgotten password from the mailed link, then changes the e-mail address', async () => {
    const email = `paul.${Date.now()}@example.org`;
    const newEmail = `paul.new.${Date.now()}@example.org`;
    const context = await newContext(browser);
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/fr/');
    await activeAccount(page, email, 'First-Password-1');

    // Forgot password, neutral answer (prefix-less account route works too).
    const since = Date.now();
    await page.goto('/forgot-password/');
    await page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' }).waitFor();
    await page.getByRole('textbox', { name: /Identifiant/ }).fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByText(/Si un compte existe pour cet identifiant/).waitFor();
    await expectAccessible(page);

    const resetPath = linkIn(await waitForMail(email, { since }), '/account/change-password/');
    expect(resetPath).toMatch(/^\/fr\/account\/change-password\//);
    await page.goto(resetPath);
    await waitForPage(page);
    await page.getByLabel(/^Nouveau mot de passe/).fill('Second-Password-2');
    await page.getByLabel(/^Confirmez le mot de passe/).fill('Second-Password-2');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByText('Votre mot de passe a été modifié. Vous pouvez vous connecter.').waitFor();
    await expectAccessible(page);
    await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mon compte OpenFDS' });
    await dialog.getByLabel(/^Mot de passe/).fill('Second-Password-2');
    await dialog.getByRole('checkbox', { name: /conditions d'utilisation/ }).check();
    await dialog.locator('form button[type="submit"]').click();
    await dialog.waitFor({ state: 'detached' });

    // The same link cannot be used twice.
    await page.goto(resetPath);
    await waitForPage(page);
    await page.getByLabel(/^Nouveau mot de passe/).fill('Third-Password-3');
    await page.getByLabel(/^Confirmez le mot de passe/).fill('Third-Password-3');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByText(/Pour des raisons de sécurité, cette action ne peut plus être traitée/).waitFor();

    // Change the e-mail address: a link goes to the new address; the password confirms it.
    await page.goto('/fr/account/change-email/');
    await page.getByRole('textbox', { name: /^Nouvelle adresse e-mail/ }).fill(newEmail);
    await page.getByRole('textbox', { name: /^Confirmez l'adresse e-mail/ }).fill(newEmail);
    await page.getByRole('button', { name: 'Envoyer le lien de confirmation' }).click();
    await page.getByText(`Un e-mail de confirmation a été envoyé à ${newEmail}.`).waitFor();
    await expectAccessible(page);
    const changePath = linkIn(await waitForMail(newEmail), '/account/change-email/');
    await page.goto(changePath);
    await waitForPage(page);
    await page.getByLabel(/^Mot de passe/).fill('Second-Password-2');
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText(`Votre adresse e-mail est maintenant ${newEmail}.`).waitFor();
    await expectAccessible(page);
    const session = await apiCall(page, 'GET', '/session');
    expect((session.body.collection.items[0] as { login: string }).login).toBe(newEmail);
    await context.close();
  });

  it('answers the same neutral message for an unknown login', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/en/account/forgot-password/');
    await page.getByRole('textbox', { name: /Login/ }).fill('nobody.here@example.org');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(/If an account exists for this login/).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
