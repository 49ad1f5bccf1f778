import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import http from 'node:http';
import { isValidSiret, SAFEBOX_RESEND_MAX } from '@openfds/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, firstError, loginAs } from '../../../test/accounts.ts';
import { addSheet, addSupplier } from '../../../test/catalogue-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { startSmtpServer, type ReceivedMail } from '../../../test/mail.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import fs from 'node:fs';
import { safeboxEntitlements } from '../vigi/watch/entitlements.ts';
import { importListFile } from '../vigi/lists/list-import.service.ts';
import { regulatoryFile } from '../vigi/lists/regulatory-files.ts';
import { makeSheet, makeSupplier } from '../../../test/factories.ts';
import { depositForMembers } from './deposits.ts';
import { sendDigests } from './jobs.ts';
import { deliverContractMail, SAFEBOX_CONTRACT_MAIL_JOB, type ContractMailData } from './contract-mail.ts';
import { addDays, dailyRound, isoDay, requestMembership } from './service.ts';

const PASSWORD = 'Safebox-Pass-1';
const FORM = {
  company_name: 'CHIMIE DURAND S.A.S.',
  siret: '73282932000074',
  duns: '123456789',
  address1: '12 rue des Lilas',
  zipcode: '69003',
  city: 'Lyon',
  safebox_cc: 'compta@durand.example',
  accept_terms: true,
};

/** A valid SIRET (Luhn) of its own for fixture `k`: none of another fixture's, nor the Sirene stand-in's. */
function siretFor(k: number): string {
  const base = `732829321${String(k).padStart(4, '0')}`;
  for (let check = 0; check <= 9; check++) if (isValidSiret(`${base}${check}`)) return `${base}${check}`;
  throw new Error(`no SIRET for ${base}`);
}

/**
 * The whole SafeBox flow against the real database, with mails through a real SMTP server. Each test makes its
 * own accounts, SIRETs, contracts and sheets (issue #29: the tests shared one account's way from request to
 * membership and failed when run alone), so any test passes alone and in any order.
 */
describe('SafeBox', () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let received: ReceivedMail[] = [];
  let fixtures = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    received = smtp.received;
    t = await createTestContext({ smtpUrl: smtp.url, sirene: null });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  /** Contract-mail jobs queued before the test are not the test's to run. */
  let jobsRun = 0;
  beforeEach(() => {
    received.length = 0;
    jobsRun = t.sentJobs.length;
  });
  /** Runs the contract-mail jobs queued since the last call, as the job worker would after the commit. */
  const runMailJobs = async () => {
    const queued = t.sentJobs.slice(jobsRun);
    jobsRun = t.sentJobs.length;
    for (const job of queued) if (job.name === SAFEBOX_CONTRACT_MAIL_JOB) await deliverContractMail(t, job.data as ContractMailData);
  };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, cookie?: string, payload?: object, language = 'fr') =>
    t.app.inject({ method, url: `/api/v1${path}`, payload, headers: { 'accept-language': language }, cookies: cookie ? { openfds_session: cookie } : {} });
  const status = async (login: string, cookie: string) => (await call('GET', `/users/${login}/safebox`, cookie)).json().collection.items[0];
  const contractRow = (identifier: string) =>
    t.db.selectFrom('safebox_contracts').selectAll().where('contract_identifier', '=', identifier).executeTakeFirstOrThrow();
  const fieldOf = (res: { json(): any }) => res.json().collection.errors[0].data.find((d: { name: string }) => d.name === 'f')?.value;

  /**
   * A logged-in account of the test's own: by default Ann of Société Chimie Durand (French), with the SafeBox form
   * she would send (her own SIRET and copy address). `company: null` gives an account without a company name.
   */
  async function account(options: { name?: string; language?: 'fr' | 'en'; company?: string | null; siret?: string; admin?: boolean } = {}) {
    const k = ++fixtures;
    const name = options.name ?? 'ann';
    const login = `${name}${k}@durand.example`;
    const company = options.company === undefined ? 'Société Chimie Durand' : options.company;
    const profile = {
      first_name: 'Ann',
      last_name: 'Durand',
      ...(company ? { company_name: company } : {}),
      ...(options.siret ? { siret: options.siret } : {}),
    };
    const id = await createUser(t, {
      email: login,
      password: PASSWORD,
      language: options.language ?? 'fr',
      profile,
      ...(options.admin ? { profileTypes: ['mySDS', 'admin'] } : {}),
    });
    const cookie = await loginAs(t, login, PASSWORD);
    const form = { ...FORM, siret: siretFor(k), safebox_cc: `compta${k}@durand.example` };
    return { k, id, login, cookie, form, language: options.language ?? 'fr' };
  }
  type Account = Awaited<ReturnType<typeof account>>;

  /** The account's request accepted and its contract mailed: its identifier and the copy address's link token. */
  async function requested(a: Account) {
    const res = await call('POST', `/users/${a.login}/safebox`, a.cookie, a.form, a.language);
    expect(res.statusCode, res.body).toBe(200);
    await runMailJobs();
    // The copy address gets its link to confirm it (the form always names one here).
    await expect.poll(() => received.some((m) => m.envelopeTo.includes(a.form.safebox_cc))).toBe(true);
    const link = received.find((m) => m.envelopeTo.includes(a.form.safebox_cc))!;
    const ccToken = /\/safebox\/cc\/([\w-]+)/.exec(link.mail.text!)![1];
    received.length = 0;
    return { identifier: res.json().collection.items[0].contract_identifier as string, item: res.json().collection.items[0], ccToken };
  }
  /** The account a member: request, then the online signature. */
  async function member(a: Account) {
    const { identifier } = await requested(a);
    const res = await call('POST', '/signatures/safebox', a.cookie, { contract_identifier: identifier });
    expect(res.statusCode, res.body).toBe(200);
    await runMailJobs();
    received.length = 0;
    return identifier;
  }
  /** The last sending moved back in time, as if the interval between two resends had passed. */
  const sentLongAgo = (identifier: string, extra: object = {}) =>
    t.db
      .updateTable('safebox_contracts')
      .set({ last_sent_at: new Date(Date.now() - 11 * 60_000), ...extra })
      .where('contract_identifier', '=', identifier)
      .execute();
  /**
   * A request's deadline moved to `day`: a day of the test's own, far from today's requests' deadlines, so that the
   * daily round (which looks at every contract) finds only this one due or lapsed.
   */
  const deadlineOn = (identifier: string, day: string) =>
    t.db.updateTable('safebox_contracts').set({ max_return_date: day }).where('contract_identifier', '=', identifier).execute();
  /** A sheet with a substance of Annex XIV (the list imported: the same file again changes nothing). */
  async function watchedSheet() {
    await importListFile(t.db, 'annex_xiv', fs.readFileSync(regulatoryFile('annex_xiv')!));
    return makeSheet(t.db, (await makeSupplier(t.db)).id, { components: [{ name: 'Musk xylene', cas: '81-15-2', ec: '201-329-4' }] });
  }

  describe('the form', () => {
    it('refuses each invalid field with its message, storing nothing', async () => {
      const a = await account();
      const cases: [object, string, string][] = [
        [{ siret: '123' }, 'siret', 'Le SIRET compte 14 chiffres'],
        [{ siret: '73282932000075' }, 'siret', "Le SIRET n'est pas valide (chiffre de contrôle)"],
        [{ duns: '12345678' }, 'duns', 'Le DUNS compte 9 chiffres'],
        [{ zipcode: '6900' }, 'zipcode', 'Le code postal compte 5 chiffres'],
        [{ city: '' }, 'city', 'params_required'],
        [{ address1: '' }, 'address1', 'params_required'],
        [{ company_name: '' }, 'company_name', 'Le nom de la société est obligatoire (100 caractères maximum)'],
        [{ accept_terms: false }, 'accept_terms', 'Vous devez accepter les conditions du contrat SafeBox'],
      ];
      for (const [change, field, message] of cases) {
        const res = await call('POST', `/users/${a.login}/safebox`, a.cookie, { ...a.form, ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        const error = firstError(res);
        expect(error.code).toBe(595);
        expect(fieldOf(res)).toBe(field);
        if (message !== 'params_required') expect(error.message).toBe(message);
      }
      expect(await t.db.selectFrom('safebox_contracts').select('id').where('user_id', '=', a.id).execute()).toEqual([]);
      expect(received).toEqual([]);
    });

    it('refuses a company name that does not match the account (610) and says nothing about a registry', async () => {
      const a = await account();
      const res = await call('POST', `/users/${a.login}/safebox`, a.cookie, { ...a.form, company_name: 'Chimie Dupont' }, 'en');
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toMatchObject({ code: 610, message: 'The company name does not match' });
    });

    it('refuses when the account has no company name to compare with (700)', async () => {
      const carl = await account({ name: 'carl', company: null });
      const res = await call('POST', `/users/${carl.login}/safebox`, carl.cookie, { ...carl.form, company_name: 'Carl SARL' });
      expect(firstError(res).code).toBe(700);
    });

    it('refuses a SIRET used by another account (609)', async () => {
      const a = await account();
      const taken = siretFor(1000 + a.k);
      await account({ name: 'bob', company: 'Other Ltd', siret: taken });
      const res = await call('POST', `/users/${a.login}/safebox`, a.cookie, { ...a.form, siret: taken });
      expect(firstError(res)).toMatchObject({ code: 609, message: 'Ce SIRET est déjà utilisé pour un autre compte' });
      expect(fieldOf(res)).toBe('siret');
    });

    it('a contract mail that cannot be sent leaves no contract PDF behind; its retry stores and mails it', async () => {
      const dan = await account({ name: 'dan', company: 'Rollback SA' });
      const broken = {
        ...t,
        mailer: {
          send: async () => {
            throw new Error('SMTP down');
          },
        },
      };
      const form = { ...dan.form, company_name: 'Rollback', safebox_cc: null, address2: null, accept_terms: true as const };
      expect((await requestMembership(broken, dan.id, form, { language: 'fr', registry: null })).state).toBe('waiting');
      const row = await t.db.selectFrom('safebox_contracts').selectAll().where('user_id', '=', dan.id).executeTakeFirstOrThrow();
      const job = t.sentJobs.find((j) => j.name === SAFEBOX_CONTRACT_MAIL_JOB && (j.data as ContractMailData).contractId === row.id);
      expect(job?.data).toEqual({ contractId: row.id, kind: 'contract' });
      await expect(deliverContractMail(broken, job!.data as ContractMailData)).rejects.toThrow('SMTP down');
      expect(await t.storage.size(row.pdf_key)).toBeNull();
      expect((await contractRow(row.contract_identifier)).pdf_sha256).toBeNull();
      // pg-boss retries the job: with the mail server back, the contract is stored and mailed.
      await deliverContractMail(t, job!.data as ContractMailData);
      await expect.poll(() => received.filter((m) => m.envelopeTo.includes(dan.login)).length).toBe(1);
      const stored = await t.storage.get(row.pdf_key);
      expect((await contractRow(row.contract_identifier)).pdf_sha256).toBe(crypto.createHash('sha256').update(stored).digest('hex'));
    });

    it("refuses another user's login (603) before looking at the form", async () => {
      const [a, bob] = [await account(), await account({ name: 'bob', language: 'en' })];
      const res = await call('POST', `/users/${a.login}/safebox`, bob.cookie, {});
      expect(firstError(res).code).toBe(603);
    });
  });

  describe('from request to membership', () => {
    it('accepts the form: contract PDF stored and mailed (copy to safebox_cc) in the user language', async () => {
      const a = await account();
      const res = await call('POST', `/users/${a.login}/safebox`, a.cookie, a.form);
      expect(res.statusCode, res.body).toBe(200);
      await runMailJobs();
      const item = res.json().collection.items[0];
      const identifier = item.contract_identifier;
      expect(identifier).toMatch(/^\d{5}-\d{5}-\d{5}-\d{6}$/);
      const deadline = addDays(isoDay(new Date()), 30);
      expect(item).toMatchObject({
        state: 'waiting',
        free_tools_active: false,
        company_check: 'account_name',
        safebox_max_return_date: deadline,
        siret: a.form.siret,
      });

      // The §3.2 fields on the profile.
      const profile = (await call('GET', `/users/${a.login}`, a.cookie)).json().collection.items[0];
      expect(profile).toMatchObject({
        safebox: false,
        safebox_contract_identifier: identifier,
        safebox_max_return_date: deadline,
        safebox_signed_contract_return_date: null,
        safebox_cc: a.form.safebox_cc,
      });

      // Issue #22 item 8: the contract goes to the account's address alone; the copy address first gets a link to
      // confirm it (no contract attached), since anyone may type any address in the form.
      expect(item.safebox_cc_status).toBe('asked');
      await expect.poll(() => received.length).toBe(2);
      const contractMails = received.filter((m) => m.mail.subject === `Votre contrat SafeBox ${identifier}`);
      expect(contractMails).toHaveLength(1);
      const { envelopeTo, mail } = contractMails[0];
      expect(envelopeTo).toEqual([a.login]);
      const link = received.find((m) => m.envelopeTo.includes(a.form.safebox_cc))!;
      expect(link.envelopeTo).toEqual([a.form.safebox_cc]);
      expect(link.mail.attachments).toHaveLength(0);
      expect(link.mail.text).toContain(`Ann Durand <${a.login}>`);
      expect(link.mail.text).toMatch(/\/fr\/safebox\/cc\/[\w-]+/);
      expect(mail.subject).toBe(`Votre contrat SafeBox ${identifier}`);
      expect(mail.text).toContain('/fr/account/profil#safebox');
      expect(mail.attachments).toHaveLength(1);
      const attachment = mail.attachments[0];
      expect(attachment.contentType).toBe('application/pdf');
      expect(attachment.filename).toBe(`contrat-safebox-${identifier}.pdf`);

      // The attached PDF is the stored one, and says what the contract must say.
      const row = await contractRow(identifier);
      expect(crypto.createHash('sha256').update(attachment.content).digest('hex')).toBe(row.pdf_sha256);
      const text = pdfText(attachment.content);
      for (const part of [
        identifier,
        'CHIMIE DURAND S.A.S.',
        a.form.siret,
        '123456789',
        '12 rue des Lilas',
        '69003 Lyon',
        "Contrat d'adhésion SafeBox",
        'Conditions',
        'Cachet de la société et signature',
      ]) {
        expect(text).toContain(part);
      }
      const longDeadline = new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${deadline}T00:00:00Z`));
      expect(text.replace(/\n/g, '')).toContain(longDeadline);
      // No registry was asked: the contract does not claim one.
      expect(text.toLowerCase()).not.toContain('sirene');
    });

    it('a second request while one waits is refused (703), and the SIRET is now taken for others', async () => {
      const [a, bob] = [await account(), await account({ name: 'bob', language: 'en', company: 'Other Ltd' })];
      await requested(a);
      expect(firstError(await call('POST', `/users/${a.login}/safebox`, a.cookie, a.form)).code).toBe(703);
      const other = await call('POST', `/users/${bob.login}/safebox`, bob.cookie, { ...bob.form, company_name: 'Other Ltd', siret: a.form.siret });
      expect(firstError(other).code).toBe(609);
    });

    it('sends the contract again on demand (same contract, same deadline), not twice within 10 minutes, never to an unconfirmed copy address', async () => {
      const a = await account();
      const { identifier } = await requested(a);
      const res = await call('POST', `/users/${a.login}/safebox/resend`, a.cookie);
      expect(res.statusCode, res.body).toBe(200);
      await runMailJobs();
      expect(received).toHaveLength(1);
      expect(received[0].envelopeTo).toEqual([a.login]);
      expect(received[0].mail.attachments[0].content.equals(await t.storage.get((await contractRow(identifier)).pdf_key))).toBe(true);
      expect((await contractRow(identifier)).sent_count).toBe(2);
      // Issue #22 item 8: not 40 in a few seconds; the next one waits 10 minutes after this one.
      const again = await call('POST', `/users/${a.login}/safebox/resend`, a.cookie);
      expect(again.statusCode).toBe(429);
      expect(firstError(again).code).toBe(680);
      await runMailJobs();
      expect(received).toHaveLength(1);
    });

    it('the copy address confirmed through its link gets the contract once, then the contract mails; the link works once', async () => {
      const a = await account();
      const { identifier, ccToken } = await requested(a);
      expect(firstError(await call('POST', '/safebox/cc_confirmation', undefined, { token: 'x'.repeat(43) })).code).toBe(601);
      const res = await call('POST', '/safebox/cc_confirmation', undefined, { token: ccToken });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().collection.items[0]).toEqual({ company_name: 'CHIMIE DURAND S.A.S.', safebox_cc: a.form.safebox_cc });
      expect(received).toHaveLength(1);
      expect(received[0].envelopeTo).toEqual([a.form.safebox_cc]);
      expect(received[0].mail.attachments[0].content.equals(await t.storage.get((await contractRow(identifier)).pdf_key))).toBe(true);
      expect(firstError(await call('POST', '/safebox/cc_confirmation', undefined, { token: ccToken })).code).toBe(601);
      expect((await status(a.login, a.cookie)).safebox_cc_status).toBe('confirmed');

      received.length = 0;
      await sentLongAgo(identifier);
      expect((await call('POST', `/users/${a.login}/safebox/resend`, a.cookie)).statusCode).toBe(200);
      await runMailJobs();
      expect(received[0].envelopeTo.sort()).toEqual([a.login, a.form.safebox_cc].sort());
    });

    it('resends are limited per contract', async () => {
      const a = await account();
      const { identifier } = await requested(a);
      await sentLongAgo(identifier, { sent_count: 1 + SAFEBOX_RESEND_MAX });
      const res = await call('POST', `/users/${a.login}/safebox/resend`, a.cookie);
      expect(firstError(res).code).toBe(680);
      await runMailJobs();
      expect(received).toHaveLength(0);
    });

    it('mails a reminder a few days before the deadline, once', async () => {
      const a = await account();
      const { identifier } = await requested(a);
      // A deadline of this test's own (see deadlineOn): the round counts every contract it finds.
      const deadline = '2020-06-15';
      await deadlineOn(identifier, deadline);
      const early = await dailyRound(t, new Date(`${addDays(deadline, -10)}T06:00:00Z`));
      expect(early).toEqual({ reminders: 0, lapsed: 0 });
      const due = await dailyRound(t, new Date(`${addDays(deadline, -5)}T06:00:00Z`));
      expect(due).toEqual({ reminders: 1, lapsed: 0 });
      await runMailJobs();
      expect(received).toHaveLength(1);
      expect(received[0].envelopeTo).toEqual([a.login]);
      expect(received[0].mail.subject).toContain('Rappel');
      expect(received[0].mail.attachments).toHaveLength(1);
      expect((await dailyRound(t, new Date(`${addDays(deadline, -4)}T06:00:00Z`))).reminders).toBe(0);
    });

    it('online signature: unknown and foreign identifiers refused, then signed with its proof, then a second signature refused', async () => {
      const [a, bob] = [await account(), await account({ name: 'bob', language: 'en' })];
      const { identifier } = await requested(a);
      expect(firstError(await call('POST', '/signatures/safebox', a.cookie, { contract_identifier: '11111-22222-33333-444444' })).code).toBe(704);
      expect(firstError(await call('POST', '/signatures/safebox', bob.cookie, { contract_identifier: identifier })).code).toBe(704);
      expect(firstError(await call('POST', '/signatures/safebox', undefined, { contract_identifier: identifier })).code).toBe(602);
      expect(firstError(await call('POST', '/signatures/safebox', a.cookie, { contract_identifier: 'nope' })).code).toBe(595);

      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/signatures/safebox',
        payload: { contract_identifier: identifier },
        headers: { 'accept-language': 'fr', 'user-agent': 'vitest-browser/1.0' },
        cookies: { openfds_session: a.cookie },
        remoteAddress: '203.0.113.7',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().collection.items[0]).toMatchObject({ state: 'member', free_tools_active: true, receipt: 'online' });
      await runMailJobs();

      const row = await contractRow(identifier);
      expect(row).toMatchObject({
        status: 'signed',
        receipt: 'online',
        signer_user_id: a.id,
        signer_ip: '203.0.113.7',
        signer_user_agent: 'vitest-browser/1.0',
      });
      const original = await t.storage.get(row.pdf_key);
      expect(row.signed_pdf_sha256).toBe(crypto.createHash('sha256').update(original).digest('hex'));
      const stamped = pdfText(await t.storage.get(row.signed_pdf_key!));
      expect(stamped).toContain('Signature électronique simple');
      expect(stamped).toContain(row.signed_pdf_sha256!);
      expect(stamped).toContain('203.0.113.7');

      const profile = (await call('GET', `/users/${a.login}`, a.cookie)).json().collection.items[0];
      expect(profile.safebox).toBe(true);
      expect(profile.safebox_signed_contract_return_date).toBe(new Date(row.received_at!).toISOString());
      expect(received.map((r) => r.mail.subject)).toEqual(['Bienvenue dans SafeBox']);

      // The download is the stamped copy.
      const pdf = await call('GET', `/users/${a.login}/safebox/contract`, a.cookie);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.equals(await t.storage.get(row.signed_pdf_key!))).toBe(true);

      expect(firstError(await call('POST', '/signatures/safebox', a.cookie, { contract_identifier: identifier })).code).toBe(705);
    });

    it('profile change safebox true keeps the member; another account gets 707', async () => {
      const [a, bob] = [await account(), await account({ name: 'bob', language: 'en' })];
      await member(a);
      expect((await call('PUT', `/users/${a.login}/mySDS`, a.cookie, { safebox: true })).statusCode).toBe(200);
      expect((await status(a.login, a.cookie)).state).toBe('member');
      expect(firstError(await call('PUT', `/users/${bob.login}/mySDS`, bob.cookie, { safebox: true })).code).toBe(707);
    });
  });

  describe('entitlements and deposits', () => {
    const report = (iddc: string, cookie: string) => call('GET', `/rapport/vigi_substances/${iddc}`, cookie);

    it('the substance watch answers from membership: basic before, full with the report after', async () => {
      const [a, bob] = [await account(), await account({ name: 'bob', language: 'en' })];
      await member(a);
      const watched = await watchedSheet();
      const bobWatch = await call('GET', `/documents/${watched.iddc}/vigi_substances`, bob.cookie);
      expect(bobWatch.json().collection.data).toContainEqual({ name: 'report_available', value: false });
      expect(firstError(await report(watched.iddc, bob.cookie)).code).toBe(618);
      const annWatch = await call('GET', `/documents/${watched.iddc}/vigi_substances`, a.cookie);
      expect(annWatch.json().collection.data).toContainEqual({ name: 'report_available', value: true });
      expect((await report(watched.iddc, a.cookie)).headers['content-type']).toBe('application/pdf');
      // The basic extraction downloads: refused to a non-member (618); a member passes the gate (619: not read yet).
      for (const url of [`/documents/${watched.iddc}/sds2excel`, `/rapport/donnees_fds/${watched.iddc}`]) {
        expect(firstError(await call('GET', url, bob.cookie)).code).toBe(618);
        expect(firstError(await call('GET', url, a.cookie)).code).toBe(619);
      }
      const entitlements = safeboxEntitlements(t.db);
      expect(await entitlements.forUser(bob.id)).toMatchObject({ freeDetail: 'basic', report: false });
      expect(await entitlements.forUser(a.id)).toMatchObject({ freeDetail: 'full', report: true });
    });

    /** A supplier of the test's own (mixed access, one customer code the member holds) and a sheet the member keeps. */
    async function customerSupplier(a: Account) {
      const supplier = await addSupplier(t, { code: `ACME${a.k}`, name: `Acme Chemicals ${a.k}`, access_level: 'mixed', customerCodes: [`C-42-${a.k}`] });
      const v1 = await addSheet(t, supplier, { productName: 'Solvant X', revisionDate: '2024-01-01' });
      await t.db.insertInto('user_documents').values({ user_id: a.id, document_id: v1.documentId, source: 'favourite' }).execute();
      const code = await t.db.selectFrom('customer_codes').select('id').where('code', '=', `C-42-${a.k}`).executeTakeFirstOrThrow();
      await t.db.insertInto('user_customer_codes').values({ user_id: a.id, customer_code_id: code.id }).execute();
      return { supplier, v1 };
    }

    it('deposits new revisions of kept sheets and new private sheets of customer suppliers, once, with one digest', async () => {
      const a = await account();
      await member(a);
      const { supplier, v1 } = await customerSupplier(a);
      expect(await depositForMembers(t)).toEqual([]);

      const v2 = await addSheet(t, supplier, { productName: 'Solvant X', revisionDate: '2025-02-01' }, 'Solvant X v2');
      const privateSheet = await addSheet(t, supplier, { productName: 'Secret Glue', access: 'private' });
      // Never read yet, like the catalogue's sheets loaded in bulk (publishing asked for their readings).
      await t.db.deleteFrom('document_extractions').where('document_id', 'in', [v2.documentId, privateSheet.documentId]).execute();
      const first = await depositForMembers(t);
      expect(first.map((d) => d.documentId).sort()).toEqual([v2.documentId, privateSheet.documentId].sort());
      // Their readings are asked for at once (the member's received sheets showed "not read yet" before).
      const readings = await t.db
        .selectFrom('document_extractions')
        .select('document_id')
        .where('document_id', 'in', [v2.documentId, privateSheet.documentId])
        .execute();
      expect(readings.map((r) => Number(r.document_id)).sort()).toEqual([v2.documentId, privateSheet.documentId].sort());
      const space = await t.db.selectFrom('user_documents').select(['document_id', 'source']).where('user_id', '=', a.id).orderBy('document_id').execute();
      expect(space).toEqual([
        { document_id: v1.documentId, source: 'favourite' },
        { document_id: v2.documentId, source: 'received' },
        { document_id: privateSheet.documentId, source: 'received' },
      ]);
      // Nothing twice, even after the member removed a received sheet.
      expect(await depositForMembers(t)).toEqual([]);
      await t.db.deleteFrom('user_documents').where('user_id', '=', a.id).where('document_id', '=', privateSheet.documentId).execute();
      expect(await depositForMembers(t)).toEqual([]);

      expect(await sendDigests(t)).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0].envelopeTo).toEqual([a.login]);
      expect(received[0].mail.subject).toBe('SafeBox : 2 fiche(s) déposée(s) dans Mes-FDS');
      expect(received[0].mail.text).toContain(`Solvant X (Acme Chemicals ${a.k}`);
      expect(await sendDigests(t)).toBe(0);

      const block = await status(a.login, a.cookie);
      expect(block.deposits.map((d: { product_name: string }) => d.product_name).sort()).toEqual(['Secret Glue', 'Solvant X']);
    });

    it('leaving stops the deposits and keeps the received sheets', async () => {
      const a = await account();
      await member(a);
      const { supplier } = await customerSupplier(a);
      const v2 = await addSheet(t, supplier, { productName: 'Solvant X', revisionDate: '2025-02-01' }, 'Solvant X v2');
      expect((await depositForMembers(t)).map((d) => d.documentId)).toEqual([v2.documentId]);
      const watched = await watchedSheet();
      expect((await report(watched.iddc, a.cookie)).headers['content-type']).toBe('application/pdf');

      const res = await call('PUT', `/users/${a.login}/mySDS`, a.cookie, { safebox: false });
      expect(res.statusCode, res.body).toBe(200);
      expect((await status(a.login, a.cookie)).state).toBe('left');
      expect(firstError(await report(watched.iddc, a.cookie)).code).toBe(618);
      expect(firstError(await call('GET', `/rapport/donnees_fds/${watched.iddc}`, a.cookie)).code).toBe(618);
      expect(await safeboxEntitlements(t.db).forUser(a.id)).toMatchObject({ freeDetail: 'basic', report: false });
      await addSheet(t, supplier, { productName: 'Solvant X', revisionDate: '2025-06-01' }, 'Solvant X v3');
      expect(await depositForMembers(t)).toEqual([]);
      const kept = await t.db.selectFrom('user_documents').select('document_id').where('user_id', '=', a.id).where('source', '=', 'received').execute();
      expect(kept).toEqual([{ document_id: v2.documentId }]);
    });
  });

  describe('paper receipt and lapse', () => {
    it('an admin records the paper copy; others may not', async () => {
      const bob = await account({ name: 'bob', language: 'en', company: 'Other Ltd' });
      const admin = await account({ name: 'root', admin: true });
      const watched = await watchedSheet();
      // Before the receipt Bob has no report.
      expect(firstError(await call('GET', `/rapport/vigi_substances/${watched.iddc}`, bob.cookie)).code).toBe(618);
      const join = await call('POST', `/users/${bob.login}/safebox`, bob.cookie, { ...bob.form, company_name: 'OTHER LIMITED', safebox_cc: '' }, 'en');
      expect(join.statusCode, join.body).toBe(200);
      await runMailJobs();
      const identifier = join.json().collection.items[0].contract_identifier;
      expect(received[0].mail.subject).toBe(`Your SafeBox contract ${identifier}`);
      expect(received[0].envelopeTo).toEqual([bob.login]);
      expect(firstError(await call('POST', `/admin/safebox/${identifier}/receipt`, bob.cookie)).code).toBe(603);
      const res = await call('POST', `/admin/safebox/${identifier}/receipt`, admin.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().collection.items[0]).toMatchObject({ state: 'member', receipt: 'paper' });
      await runMailJobs();
      expect(received.at(-1)!.mail.subject).toBe('Welcome to SafeBox');
      // Now he has it.
      expect((await call('GET', `/rapport/vigi_substances/${watched.iddc}`, bob.cookie)).headers['content-type']).toBe('application/pdf');
      expect(firstError(await call('GET', `/rapport/donnees_fds/${watched.iddc}`, bob.cookie)).code).toBe(619);
      expect(firstError(await call('POST', `/admin/safebox/${identifier}/receipt`, admin.cookie)).code).toBe(705);
      expect(firstError(await call('POST', '/admin/safebox/11111-22222-33333-444444/receipt', admin.cookie)).code).toBe(704);
      // The back-office list, by status (other tests' requests may be listed too: Bob's is looked up).
      expect(firstError(await call('GET', '/admin/safebox', bob.cookie)).code).toBe(603);
      const logins = async (state: string) =>
        (await call('GET', `/admin/safebox?status=${state}`, admin.cookie)).json().collection.items.map((i: { login: string }) => i.login);
      const signed = (await call('GET', '/admin/safebox?status=signed', admin.cookie)).json().collection.items;
      expect(signed.find((i: { login: string }) => i.login === bob.login)).toMatchObject({
        contract_identifier: identifier,
        status: 'signed',
        receipt: 'paper',
        company_check: 'account_name',
      });
      expect(await logins('waiting')).not.toContain(bob.login);
      expect(await logins('left')).not.toContain(bob.login);
      expect(firstError(await call('GET', '/admin/safebox?status=nope', admin.cookie)).code).toBe(595);
    });

    it('a request past its deadline lapses; the user may start again', async () => {
      const a = await account();
      const { identifier } = await requested(a);
      // A deadline of this test's own (see deadlineOn), a year before the reminder test's.
      const deadline = '2019-06-15';
      await deadlineOn(identifier, deadline);
      const after = new Date(`${addDays(deadline, 1)}T06:00:00Z`);
      expect((await dailyRound(t, after)).lapsed).toBe(1);
      expect((await contractRow(identifier)).status).toBe('lapsed');
      expect((await status(a.login, a.cookie)).state).toBe('lapsed');
      expect(firstError(await call('POST', '/signatures/safebox', a.cookie, { contract_identifier: identifier })).code).toBe(706);
      const again = await call('POST', `/users/${a.login}/safebox`, a.cookie, a.form);
      expect(again.statusCode, again.body).toBe(200);
      const second = again.json().collection.items[0];
      expect(second.contract_identifier).not.toBe(identifier);
      // Past its deadline a request no longer blocks a new one, even before the daily round marks it lapsed.
      const later = new Date(`${addDays(second.safebox_max_return_date, 1)}T09:00:00Z`);
      const form = { ...a.form, address2: null, accept_terms: true as const };
      const third = await requestMembership(t, a.id, form, { language: 'fr', now: later, registry: null });
      expect(third.state).toBe('waiting');
      expect((await contractRow(second.contract_identifier)).status).toBe('lapsed');
    });
  });
});

/** With SIRENE_API_KEY the Sirene API is asked (a local stand-in here) and the reply says so. */
describe('SafeBox with the Sirene registry', () => {
  let t: TestContext;
  let sirene: http.Server;
  const asked: { url: string; key: string | undefined }[] = [];
  let cookie: string;

  beforeAll(async () => {
    sirene = http.createServer((req, res) => {
      asked.push({ url: req.url ?? '', key: req.headers['x-insee-api-key-integration'] as string | undefined });
      const siret = (req.url ?? '').split('/').pop();
      if (siret === '73282932000074') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            etablissement: {
              siret,
              uniteLegale: { denominationUniteLegale: 'CHIMIE DURAND', sigleUniteLegale: 'CD' },
              periodesEtablissement: [{ etatAdministratifEtablissement: 'A' }],
            },
          }),
        );
      } else if (siret === '55212345000017') {
        res.writeHead(500);
        res.end();
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => sirene.listen(0, '127.0.0.1', resolve));
    const { port } = sirene.address() as AddressInfo;
    t = await createTestContext({ sirene: { apiKey: 'test-key', url: `http://127.0.0.1:${port}/api-sirene/3.11` } });
    // The account's own company name differs: with a registry, the registry's name is what counts.
    await createUser(t, { email: 'dee@durand.example', password: PASSWORD, profile: { first_name: 'Dee', last_name: 'D', company_name: 'Durand group' } });
    cookie = await loginAs(t, 'dee@durand.example', PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => sirene.close(() => resolve()));
  });

  const post = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/dee@durand.example/safebox', payload, cookies: { openfds_session: cookie } });

  it('unknown SIRET 702, registry failure 701, mismatch 610, match recorded as a Sirene check', async () => {
    expect(firstError(await post({ ...FORM, siret: '44201234000018' })).code).toBe(702);
    expect(firstError(await post({ ...FORM, siret: '55212345000017' })).code).toBe(701);
    expect(firstError(await post({ ...FORM, company_name: 'Chimie Dupont' })).code).toBe(610);
    const res = await post({ ...FORM, company_name: 'Chimie Durand SAS' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().collection.items[0].company_check).toBe('sirene');
    expect(asked.every((a) => a.key === 'test-key' && a.url.startsWith('/api-sirene/3.11/siret/'))).toBe(true);
    const row = await t.db.selectFrom('safebox_contracts').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_check: 'sirene', registry_name: 'CHIMIE DURAND' });
  });
});
