import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { waitForMail } from '../support/mail.ts';
import { apiCall, asReturningVisitor } from '../support/shell.ts';

function linkIn(mail: string, marker: string): string {
  const link = new RegExp(`https?://[^\\s"<>]+${marker}[^\\s"<>]+`).exec(mail)?.[0];
  if (!link) throw new Error(`no ${marker} link in mail`);
  return new URL(link).pathname;
}

/** An active account made through the API (registration + confirmation link), as a user would have. */
async function activeAccount(page: Page, email: string, password: string) {
  const request = await apiCall(page, 'POST', '/users/creation_request', {
    profile_type: 'mySDS',
    first_name: 'Rita',
    last_name: 'Moreau',
    email,
    company_name: 'Moreau SAS',
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

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Issue #16: the password is changed from the profile with the current one, not through the forgot-password mail. */
describe('password change from the profile, registration with a password', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('refuses a wrong current password, then changes it, ends the other device session and mails the owner (1280 and 360 px)', async () => {
    for (const mobile of [false, true]) {
      const email = `rita.${mobile ? 'm' : 'd'}.${Date.now()}@example.org`;
      const context = await newContext(browser, { mobile });
      await asReturningVisitor(context);
      const page = await context.newPage();
      await page.goto('/fr/cgu/');
      await activeAccount(page, email, 'First-Password-1');
      expect((await apiCall(page, 'POST', '/session', { login: email, password: 'First-Password-1' })).status).toBe(200);
      // Another device logged in with the same password.
      const other = await newContext(browser);
      const otherPage = await other.newPage();
      await otherPage.goto('/fr/cgu/');
      expect((await apiCall(otherPage, 'POST', '/session', { login: email, password: 'First-Password-1' })).status).toBe(200);

      await page.goto('/fr/account/profil/');
      await page.getByRole('heading', { level: 1, name: 'Mon compte' }).waitFor();
      await page.getByRole('button', { name: 'Changer de mot de passe' }).click();
      const form = page.getByRole('form', { name: 'Mot de passe' });
      await form.getByLabel(/^Mot de passe actuel/).fill('Wrong-Password-9');
      await form.getByLabel(/^Nouveau mot de passe/).fill('Second-Password-2');
      await form.getByLabel(/^Confirmez le mot de passe/).fill('Second-Password-3');
      await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
      await form.getByText('Vos mots de passe ne sont pas identiques').waitFor();
      await form.getByLabel(/^Confirmez le mot de passe/).fill('Second-Password-2');
      await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
      await form.getByText('Le mot de passe actuel est incorrect').waitFor();
      await noSidewaysScroll(page);
      await expectAccessible(page);

      const since = Date.now();
      await form.getByLabel(/^Mot de passe actuel/).fill('First-Password-1');
      await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
      await page.getByText('Votre mot de passe a été changé. Vos autres appareils ont été déconnectés.').waitFor();
      await form.waitFor({ state: 'detached' });
      const mail = await waitForMail(email, { since });
      expect(mail).toContain('Bonjour Rita,');
      expect(mail).toContain('/fr/account/forgot-password');
      // This device stays logged in; the other one is logged out; only the new password opens the account.
      expect((await apiCall(page, 'GET', '/session')).body.collection.items).toHaveLength(1);
      expect((await apiCall(otherPage, 'GET', '/session')).body.collection.items).toHaveLength(0);
      expect((await apiCall(otherPage, 'POST', '/session', { login: email, password: 'First-Password-1' })).status).toBe(401);
      expect((await apiCall(otherPage, 'POST', '/session', { login: email, password: 'Second-Password-2' })).status).toBe(200);
      await noSidewaysScroll(page);
      await expectAccessible(page);
      await other.close();
      await context.close();
    }
  });

  it('registers with a chosen password at 360 px: the link only activates, the password and title are kept', async () => {
    const email = `omar.${Date.now()}@example.org`;
    const context = await newContext(browser, { locale: 'en-GB', mobile: true });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/en/connect/');
    const dialog = page.getByRole('dialog', { name: 'My OpenFDS account' });
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: 'Create an account' }).click();
    await dialog.getByLabel(/^Title/).selectOption('M.');
    await dialog.getByLabel(/^First name/).fill('Omar');
    await dialog.getByLabel(/^Last name/).fill('Haddad');
    await dialog.getByLabel(/^Email address/).fill(email);
    await dialog.getByLabel(/^Confirm the email address/).fill(email);
    await dialog.getByLabel(/^Password/).fill('Chosen-Password-7');
    await dialog.getByLabel(/^Confirm the password/).fill('Chosen-Password-7');
    await dialog.getByLabel(/^Company/).fill('Haddad Ltd');
    await dialog.getByLabel(/^Country/).selectOption('GB');
    await dialog.getByLabel('I agree to receive news and offers from OpenFDS').check();
    await dialog.getByLabel(/^I accept the terms of use/).check();
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create my account' }).click();
    const done = page.getByRole('dialog', { name: 'Check your inbox' });
    await done.getByText(/open its link to activate your account/).waitFor();
    await done.getByRole('button', { name: 'Got it' }).click();

    const path = linkIn(await waitForMail(email), '/account/register/confirmation/');
    expect(path).toMatch(/^\/en\/account\/register\/confirmation\/[A-Za-z0-9_-]+\/activate$/);
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: 'Confirm my registration' }).waitFor();
    await page.getByText('You chose your password when registering').waitFor();
    expect(await page.getByLabel(/New password/).count()).toBe(0);
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await page.getByText('Your account is active. You can now log in.').waitFor();
    // The password chosen in the form opens the account; the profile has the title and the opt-ins.
    expect((await apiCall(page, 'POST', '/session', { login: email, password: 'Chosen-Password-7' })).status).toBe(200);
    const profile = (await apiCall(page, 'GET', `/users/${email}`)).body.collection.items[0] as Record<string, unknown>;
    expect(profile).toMatchObject({ title: 'M.', qsds_consent: true, partners_consent: false });
    await context.close();
  });
});
