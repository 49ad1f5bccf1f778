import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ERRORS } from '@openfds/contract';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { waitForMail } from '../support/mail.ts';
import { USER, asReturningVisitor, waitForPage } from '../support/shell.ts';

/** Visible texts of the account screens per language (they come from the locale files). */
const TEXT = {
  fr: {
    login: 'Se connecter',
    register: 'Créer un compte',
    dialog: 'Mon compte OpenFDS',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    emailConfirm: "Confirmez l'adresse e-mail",
    company: 'Société',
    country: 'Pays',
    terms: "J'accepte les conditions d'utilisation",
    termsError: "Vous devez accepter les conditions d'utilisation",
    submitRegister: 'Créer mon compte',
    doneTitle: 'Vérifiez votre messagerie',
    doneOk: "J'ai compris",
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmez le mot de passe',
    activate: 'Activer mon compte',
    loginField: 'Identifiant (adresse e-mail)',
    password: 'Mot de passe',
    account: 'Mon compte',
    edit: 'Modifier mon profil',
    civility: 'Civilité',
    madam: 'Madame',
    save: 'Enregistrer',
    saved: 'Vos modifications ont été enregistrées',
    logout: 'Se déconnecter',
    differ: 'Vos mots de passe ne sont pas identiques',
    partners: "J'accepte de recevoir les offres des partenaires d'OpenFDS",
  },
  en: {
    login: 'Log in',
    register: 'Create an account',
    dialog: 'My OpenFDS account',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    emailConfirm: 'Confirm the email address',
    company: 'Company',
    country: 'Country',
    terms: 'I accept the terms of use',
    termsError: 'You must accept the terms of use',
    submitRegister: 'Create my account',
    doneTitle: 'Check your inbox',
    doneOk: 'Got it',
    newPassword: 'New password',
    confirmPassword: 'Confirm the password',
    activate: 'Activate my account',
    loginField: 'Login (email address)',
    password: 'Password',
    account: 'My account',
    edit: 'Edit my profile',
    civility: 'Title',
    madam: 'Ms',
    save: 'Save',
    saved: 'Your changes have been saved',
    logout: 'Log out',
    differ: 'Your passwords are not identical',
    partners: 'I agree to receive offers from OpenFDS partners',
  },
} as const;

/** A form field by its label; required fields show an asterisk after the label text. */
function field(scope: Page | Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?( \\(.*\\))?$`));
}

describe('account journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  async function openLoginDialog(page: Page, text: (typeof TEXT)['fr' | 'en']) {
    await page.getByRole('banner').getByRole('button', { name: text.login, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.waitFor();
    return dialog;
  }

  for (const language of ['fr', 'en'] as const) {
    it(`registers, confirms by mail, logs in, edits the profile and logs out (${language})`, async () => {
      const text = TEXT[language];
      const email = `anne.${language}.${Date.now()}@example.org`;
      const password = 'Safety-Sheet-2025';
      const context = await newContext(browser, { locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
      await asReturningVisitor(context);
      const page = await context.newPage();
      await page.goto(`/${language}/`);
      await waitForPage(page);

      // Register: errors appear only after the first submit.
      let dialog = await openLoginDialog(page, text);
      await dialog.getByRole('tab', { name: text.register }).click();
      expect(await dialog.getByText(text.termsError).count()).toBe(0);
      await dialog.getByRole('button', { name: text.submitRegister }).click();
      await dialog.getByText(text.termsError).waitFor();
      await expectAccessible(page);
      // Title, password (typed twice) and the two opt-ins are part of the registration (issue #16).
      await field(dialog, text.civility).selectOption('Mme');
      await field(dialog, text.firstName).fill('Anne');
      await field(dialog, text.lastName).fill('Martin');
      await field(dialog, text.email).fill(email);
      await field(dialog, text.emailConfirm).fill(email.toUpperCase());
      await field(dialog, text.password).fill(password);
      await field(dialog, text.confirmPassword).fill(`${password}x`);
      await field(dialog, text.company).fill('Acme');
      await field(dialog, text.country).selectOption('FR');
      await field(dialog, text.partners).check();
      await field(dialog, text.terms).check();
      await dialog.getByRole('button', { name: text.submitRegister }).click();
      await dialog.getByText(text.differ).waitFor();
      await field(dialog, text.confirmPassword).fill(password);
      await dialog.getByRole('button', { name: text.submitRegister }).click();
      const done = page.getByRole('dialog', { name: text.doneTitle });
      await done.waitFor();
      await expectAccessible(page);
      await done.getByRole('button', { name: text.doneOk }).click();
      await dialog.waitFor({ state: 'detached' });

      // The confirmation mail's link only activates the account: the password chosen above is not asked again.
      const mail = await waitForMail(email);
      const link = /https?:\/\/[^\s"<>]+\/account\/register\/confirmation\/[A-Za-z0-9_-]+\/activate/.exec(mail)?.[0];
      expect(link).toContain(`/${language}/account/register/confirmation/`);
      await page.goto(new URL(link!).pathname);
      await waitForPage(page);
      expect(await page.getByLabel(new RegExp(text.newPassword)).count()).toBe(0);
      await page.getByRole('button', { name: text.activate }).click();
      await page.getByRole('main').getByRole('button', { name: text.login }).waitFor();
      await expectAccessible(page);

      // Log in from the success message: the login is filled in.
      await page.getByRole('main').getByRole('button', { name: text.login }).click();
      dialog = page.getByRole('dialog', { name: text.dialog });
      await dialog.waitFor();
      expect(await field(dialog, text.loginField).inputValue()).toBe(email);
      await field(dialog, text.password).fill(password);
      await field(dialog, text.terms).check();
      const loads: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (request.method() === 'GET' && path.startsWith('/api/v1/users/')) loads.push(path.replace(/^\/api\/v1\/users\/[^/]+/, ''));
      });
      await dialog.locator('form').getByRole('button', { name: text.login }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('AM', { exact: true }).waitFor();
      // After login: the profile, then the extra profile fields, then the subscription.
      await expect.poll(() => loads.slice(0, 3)).toEqual(['', '/details', '/subscription']);

      // Edit the profile.
      await page.getByRole('link', { name: text.account }).click();
      await page.waitForURL((url) => url.pathname === `/${language}/account/profil/`);
      // The title and the partners' opt-in chosen at registration were kept.
      await page.getByText(text.madam, { exact: true }).waitFor();
      await page.getByRole('button', { name: text.edit }).click();
      await expectAccessible(page);
      expect(await field(page, text.partners).isChecked()).toBe(true);
      expect(await field(page, text.civility).inputValue()).toBe('Mme');
      await field(page, text.civility).selectOption('M.');
      await field(page, text.company).fill('Acme Chimie');
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await page.getByText(text.saved).waitFor();
      await page.getByText('Acme Chimie').waitFor();
      await expectAccessible(page);

      // Log out: back home, the login button is back.
      await page.getByRole('link', { name: text.logout }).click();
      await page.waitForURL((url) => url.pathname === `/${language}/`);
      await page.getByRole('banner').getByRole('button', { name: text.login, exact: true }).waitFor();
      const session = await page.request.get('/api/v1/session');
      expect((await session.json()).collection.items).toEqual([]);
      await context.close();
    });
  }

  it('shows the translated login_fail message for a wrong password', async () => {
    for (const language of ['fr', 'de'] as const) {
      const context = await newContext(browser, { locale: language });
      await asReturningVisitor(context);
      const page = await context.newPage();
      await page.goto(`/${language}/connect/`);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.locator('input[type="email"]').fill(USER.login);
      await dialog.locator('input[autocomplete="current-password"]').fill('Wrong-Password-1');
      await dialog.locator('input[type="checkbox"]').check();
      await dialog.locator('form button[type="submit"]').click();
      await dialog.getByText(ERRORS.loginFail.messages[language]).waitFor();
      await expectAccessible(page);
      await context.close();
    }
  });
});
