import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';
import { asReturningVisitor, waitForPage } from '../support/shell.ts';
import { demoSuppliers, restrictedSheet } from '../support/catalogue.ts';
import { decodeQuotedPrintable, waitForMail } from '../support/mail.ts';

/** The mails (raw text) whose content holds `needle`, written after `since`. */
function mailsWith(needle: string, since: number): string[] {
  const dir = inject('mailDir');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => path.join(dir, f))
    .filter((f) => fs.statSync(f).mtimeMs >= since)
    .map((f) => decodeQuotedPrintable(fs.readFileSync(f, 'utf8')))
    .filter((text) => text.includes(needle));
}

async function waitForMailWith(needle: string, since: number, count = 1): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = mailsWith(needle, since);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`no mail with ${needle}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('contact forms, customer-code requests and site content (issue #25)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('sends a contact request in French: request type preselected, errors after the first try, stored, mailed and acknowledged', async () => {
    const since = Date.now();
    const context = await newContext(browser);
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/fr/contact-us/?questionType=sheet_search');
    await waitForPage(page);
    const form = page.getByRole('form', { name: 'Formulaire de contact' });
    expect(await form.getByRole('combobox', { name: 'Objet de votre demande' }).inputValue()).toBe('sheet_search');
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await form.getByText('Ce champ est obligatoire').first().waitFor();
    await expectAccessible(page);
    const sender = `claire.${since}@atelier.example`;
    await form.getByRole('textbox', { name: 'Nom et prénom' }).fill('Claire Dupont');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(sender);
    await form.getByRole('textbox', { name: 'Société' }).fill('Atelier Dupont');
    await form.getByRole('combobox', { name: 'Vous êtes' }).selectOption('user');
    await form.getByRole('combobox', { name: 'Comment nous avez-vous connus ?' }).selectOption('trade_fair');
    await form.getByRole('combobox', { name: 'Quel salon ?' }).selectOption('pollutec');
    await form.getByRole('textbox', { name: 'Message' }).fill('Je ne trouve pas la FDS du dégraissant X-200.');
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await page.getByText('Votre demande est envoyée.').waitFor();
    const ack = await waitForMail(sender, { since, timeoutMs: 20_000 });
    expect(ack).toContain('Nous avons bien re');
    const [toSupport] = await waitForMailWith(`Reply-To: ${sender}`, since);
    expect(toSupport).toContain('Je ne trouve pas la FDS du d');
    expect(toSupport).toContain('Salon: Pollutec');
    await expectAccessible(page);
    await context.close();
  });

  it('sends a technical support request in English from /form/contact-us/ (simple layout)', async () => {
    const since = Date.now();
    const context = await newContext(browser, { locale: 'en-GB' });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/en/form/contact-us/');
    await waitForPage(page);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await page.getByRole('radio', { name: 'A technical problem' }).check();
    const form = page.getByRole('form', { name: 'Technical support form' });
    const sender = `sam.${since}@works.example`;
    await form.getByRole('textbox', { name: 'First name' }).fill('Sam');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Baker');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(sender);
    await form.getByRole('textbox', { name: 'Phone' }).fill('not a phone');
    await form.getByRole('textbox', { name: 'Company' }).fill('Baker Works');
    await form.getByRole('combobox', { name: 'You are' }).selectOption('distributor');
    await form.getByRole('combobox', { name: 'Your request is about' }).selectOption('anomaly');
    await form.getByRole('textbox', { name: 'Message' }).fill('The sheet page shows no pictograms for my upload.');
    await form.getByRole('button', { name: 'Send my request' }).click();
    await form.getByText('The phone number is not valid').or(form.getByText(/phone/i)).first().waitFor();
    await form.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0000');
    await form.getByRole('button', { name: 'Send my request' }).click();
    await page.getByText('Your request has been sent.').waitFor();
    const ack = await waitForMail(sender, { since, timeoutMs: 20_000 });
    expect(ack).toContain('We have received your request');
    await expectAccessible(page);
    await context.close();
  });

  it("requests a customer code from a restricted supplier's customer-code prompt; the request reaches the supplier's address", async () => {
    const since = Date.now();
    const context = await newContext(browser);
    await asReturningVisitor(context);
    const page = await context.newPage();
    const sheet = await restrictedSheet(browser, await demoSuppliers(page.request));
    expect(sheet).toBeDefined();
    // The restricted sheet's page asks for the customer code, and offers to ask the supplier for one.
    await page.goto(`/fr/fds/${sheet!.iddc}/`);
    await page.getByRole('link', { name: `Pas de code client ? Demandez-le à ${sheet!.supplier_name}` }).click();
    await page.waitForURL((url) => url.pathname === `/fr/customer-code-request/${sheet!.supplier_code}/`);
    await page.getByRole('heading', { level: 1, name: `Demander un code client à ${sheet!.supplier_name}` }).waitFor();
    const sender = `paul.${since}@garage.example`;
    await page.getByRole('textbox', { name: 'Nom et prénom' }).fill('Paul Martin');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(sender);
    await page.getByRole('textbox', { name: 'Société' }).fill('Garage Martin');
    await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('3 avenue des Tilleuls');
    await page.getByRole('textbox', { name: 'Code postal' }).fill('31000');
    await page.getByRole('textbox', { name: 'Ville' }).fill('Toulouse');
    await page.getByRole('textbox', { name: 'Message' }).fill('Client depuis 2019, compte 4521.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Envoyer la demande au fournisseur' }).click();
    await page.getByText('Votre demande est envoyée.').waitFor();
    const [toSupplier] = await waitForMailWith(`Reply-To: ${sender}`, since);
    // The demo supplier's record has a contact address (fds@<supplier>.example): the request goes there.
    expect(toSupplier).toMatch(/^To: fds@[a-z0-9]+\.example$/m);
    expect(toSupplier).toContain('Client depuis 2019, compte 4521.');
    expect(await waitForMail(sender, { since, timeoutMs: 20_000 })).toContain(sheet!.supplier_name);
    await context.close();
  });

  it('shows news and upcoming events on the home page', async () => {
    const context = await newContext(browser);
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/fr/');
    const news = page.getByRole('region', { name: 'Actualités et mini-conférences' });
    const first = news.getByRole('link').first();
    await first.waitFor();
    expect(await first.getAttribute('target')).toBe('_blank');
    expect((await first.innerText()).includes('&')).toBe(false);
    const shows = page.getByRole('region', { name: 'Salons et événements' });
    await shows.getByRole('img').first().waitFor();
    expect(await shows.getByRole('img').first().getAttribute('alt')).toMatch(/salon/i);
    await shows.getByRole('link', { name: 'Tous les salons et événements' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('leads every footer link to a real page (French), and the information pages answer at their path in each language', async () => {
    const context = await newContext(browser);
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/fr/cgu/');
    await waitForPage(page);
    const footerLinks = (language: string) =>
      page
        .getByRole('contentinfo')
        .getByRole('link')
        .evaluateAll((links, lang) => links.map((a) => a.getAttribute('href') ?? '').filter((h) => h.startsWith(`/${lang}/`)), language);
    const hrefs = await footerLinks('fr');
    expect(hrefs.length).toBeGreaterThan(10);
    // Each link is opened as a visitor would land on it: the path stays (no redirect home) and the page has its title.
    const visit = async (href: string) => {
      await page.goto(href);
      await waitForPage(page);
      expect(new URL(page.url()).pathname, href).toBe(new URL(href, page.url()).pathname);
      expect(await page.locator('main h1').first().innerText(), href).not.toBe('');
    };
    for (const href of hrefs) await visit(href);
    // The information pages in the other languages, at their translated paths.
    for (const language of ['en', 'de', 'it']) {
      await page.goto(`/${language}/cgu/`);
      await waitForPage(page);
      const pages = (await footerLinks(language)).filter((h) => !/\/(cgu|cgv|site-information|my-fds|events|products)\//i.test(h) && h !== `/${language}/`);
      expect(pages.length, language).toBe(8);
      for (const href of pages) await visit(href);
    }
    // The legal notice names the operator of the instance (SELLER_* settings).
    await page.goto('/en/legal-notice/');
    await page.getByRole('heading', { level: 1, name: 'Legal notice' }).waitFor();
    expect(await page.getByRole('main').innerText()).not.toMatch(/\{\w+\}/);
    await expectAccessible(page);
    await context.close();
  }, 300_000);

  it('links the information pages from the mobile menu', async () => {
    const context = await newContext(browser, { mobile: true });
    await asReturningVisitor(context);
    const page = await context.newPage();
    await page.goto('/fr/');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('button', { name: /Services/ }).click();
    await menu.getByRole('link', { name: 'Hébergement' }).click();
    await page.waitForURL((url) => url.pathname === '/fr/hebergement/');
    await page.getByRole('heading', { level: 1, name: 'Hébergement' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
