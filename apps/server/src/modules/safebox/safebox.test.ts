import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import http from 'node:http';
import { SAFEBOX_RESEND_MAX } from '@openfds/contract';
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

/** The whole SafeBox flow against the real database, with mails through a real SMTP server. */
describe('SafeBox', () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let received: ReceivedMail[] = [];
  let ann: string; // Société Chimie Durand, French
  let bob: string; // another company
  let carl: string; // no company name on the account
  let admin: string;
  let annId: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    received = smtp.received;
    t = await createTestContext({ smtpUrl: smtp.url, sirene: null });
    annId = await createUser(t, {
      email: 'ann@durand.example',
      password: PASSWORD,
      language: 'fr',
      profile: { first_name: 'Ann', last_name: 'Durand', company_name: 'Société Chimie Durand' },
    });
    await createUser(t, {
      email: 'bob@other.example',
      password: PASSWORD,
      language: 'en',
      profile: { first_name: 'Bob', last_name: 'Other', company_name: 'Other Ltd', siret: '55212345000017' },
    });
    await createUser(t, { email: 'carl@none.example', password: PASSWORD, profile: { first_name: 'Carl', last_name: 'None' } });
    await createUser(t, { email: 'root@openfds.example', password: PASSWORD, profileTypes: ['mySDS', 'admin'] });
    [ann, bob, carl, admin] = await Promise.all(
      ['ann@durand.example', 'bob@other.example', 'carl@none.example', 'root@openfds.example'].map((l) => loginAs(t, l, PASSWORD)),
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    received.length = 0;
  });
  /** Runs the contract-mail jobs queued since the last call, as the job worker would after the commit. */
  let jobsRun = 0;
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

  describe('the form', () => {
    it('refuses each invalid field with its message, storing nothing', async () => {
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
        const res = await call('POST', '/users/ann@durand.example/safebox', ann, { ...FORM, ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        const error = firstError(res);
        expect(error.code).toBe(595);
        expect(fieldOf(res)).toBe(field);
        if (message !== 'params_required') expect(error.message).toBe(message);
      }
      expect(await t.db.selectFrom('safebox_contracts').select('id').execute()).toEqual([]);
      expect(received).toEqual([]);
    });

    it('refuses a company name that does not match the account (610) and says nothing about a registry', async () => {
      const res = await call('POST', '/users/ann@durand.example/safebox', ann, { ...FORM, company_name: 'Chimie Dupont' }, 'en');
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toMatchObject({ code: 610, message: 'The company name does not match' });
    });

    it('refuses when the account has no company name to compare with (700)', async () => {
      const res = await call('POST', '/users/carl@none.example/safebox', carl, { ...FORM, company_name: 'Carl SARL', siret: '44201234000018' });
      expect(firstError(res).code).toBe(700);
    });

    it('refuses a SIRET used by another account (609)', async () => {
      const res = await call('POST', '/users/ann@durand.example/safebox', ann, { ...FORM, siret: '55212345000017' });
      expect(firstError(res)).toMatchObject({ code: 609, message: 'Ce SIRET est déjà utilisé pour un autre compte' });
      expect(fieldOf(res)).toBe('siret');
    });

    it('a contract mail that cannot be sent leaves no contract PDF behind; its retry stores and mails it', async () => {
      const danId = await createUser(t, {
        email: 'dan@rollback.example',
        password: PASSWORD,
        profile: { first_name: 'Dan', last_name: 'R', company_name: 'Rollback SA' },
      });
      const broken = {
        ...t,
        mailer: {
          send: async () => {
            throw new Error('SMTP down');
          },
        },
      };
      const form = { ...FORM, company_name: 'Rollback', siret: '44201234000018', safebox_cc: null, address2: null, accept_terms: true as const };
      expect((await requestMembership(broken, danId, form, { language: 'fr', registry: null })).state).toBe('waiting');
      const row = await t.db.selectFrom('safebox_contracts').selectAll().where('user_id', '=', danId).executeTakeFirstOrThrow();
      const job = t.sentJobs.find((j) => j.name === SAFEBOX_CONTRACT_MAIL_JOB && (j.data as ContractMailData).contractId === row.id);
      expect(job?.data).toEqual({ contractId: row.id, kind: 'contract' });
      await expect(deliverContractMail(broken, job!.data as ContractMailData)).rejects.toThrow('SMTP down');
      expect(await t.storage.size(row.pdf_key)).toBeNull();
      expect((await contractRow(row.contract_identifier)).pdf_sha256).toBeNull();
      // pg-boss retries the job: with the mail server back, the contract is stored and mailed.
      await deliverContractMail(t, job!.data as ContractMailData);
      await expect.poll(() => received.filter((m) => m.envelopeTo.includes('dan@rollback.example')).length).toBe(1);
      const stored = await t.storage.get(row.pdf_key);
      expect((await contractRow(row.contract_identifier)).pdf_sha256).toBe(crypto.createHash('sha256').update(stored).digest('hex'));
      await t.db.deleteFrom('safebox_contracts').where('user_id', '=', danId).execute();
    });

    it("refuses another user's login (603) before looking at the form", async () => {
      const res = await call('POST', '/users/ann@durand.example/safebox', bob, {});
      expect(firstError(res).code).toBe(603);
    });
  });

  describe('from request to membership', () => {
    let identifier: string;
    let ccToken: string;
    /** The last sending moved back in time, as if the interval between two resends had passed. */
    const sentLongAgo = (extra: object = {}) =>
      t.db
        .updateTable('safebox_contracts')
        .set({ last_sent_at: new Date(Date.now() - 11 * 60_000), ...extra })
        .where('contract_identifier', '=', identifier)
        .execute();

    it('accepts the form: contract PDF stored and mailed (copy to safebox_cc) in the user language', async () => {
      const res = await call('POST', '/users/ann@durand.example/safebox', ann, FORM);
      expect(res.statusCode, res.body).toBe(200);
      await runMailJobs();
      const item = res.json().collection.items[0];
      identifier = item.contract_identifier;
      expect(identifier).toMatch(/^\d{5}-\d{5}-\d{5}-\d{6}$/);
      const deadline = addDays(isoDay(new Date()), 30);
      expect(item).toMatchObject({
        state: 'waiting',
        free_tools_active: false,
        company_check: 'account_name',
        safebox_max_return_date: deadline,
        siret: '73282932000074',
      });

      // The §3.2 fields on the profile.
      const profile = (await call('GET', '/users/ann@durand.example', ann)).json().collection.items[0];
      expect(profile).toMatchObject({
        safebox: false,
        safebox_contract_identifier: identifier,
        safebox_max_return_date: deadline,
        safebox_signed_contract_return_date: null,
        safebox_cc: 'compta@durand.example',
      });

      // Issue #22 item 8: the contract goes to the account's address alone; the copy address first gets a link to
      // confirm it (no contract attached), since anyone may type any address in the form.
      expect(item.safebox_cc_status).toBe('asked');
      await expect.poll(() => received.length).toBe(2);
      const contractMails = received.filter((m) => m.mail.subject === `Votre contrat SafeBox ${identifier}`);
      expect(contractMails).toHaveLength(1);
      const { envelopeTo, mail } = contractMails[0];
      expect(envelopeTo).toEqual(['ann@durand.example']);
      const link = received.find((m) => m.envelopeTo.includes('compta@durand.example'))!;
      expect(link.envelopeTo).toEqual(['compta@durand.example']);
      expect(link.mail.attachments).toHaveLength(0);
      expect(link.mail.text).toContain('Ann Durand <ann@durand.example>');
      ccToken = /\/fr\/safebox\/cc\/([\w-]+)/.exec(link.mail.text!)![1];
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
        '73282932000074',
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
      expect(firstError(await call('POST', '/users/ann@durand.example/safebox', ann, FORM)).code).toBe(703);
      const other = await call('POST', '/users/bob@other.example/safebox', bob, { ...FORM, company_name: 'Other Ltd' });
      expect(firstError(other).code).toBe(609);
    });

    it('sends the contract again on demand (same contract, same deadline), not twice within 10 minutes, never to an unconfirmed copy address', async () => {
      const res = await call('POST', '/users/ann@durand.example/safebox/resend', ann);
      expect(res.statusCode, res.body).toBe(200);
      await runMailJobs();
      expect(received).toHaveLength(1);
      expect(received[0].envelopeTo).toEqual(['ann@durand.example']);
      expect(received[0].mail.attachments[0].content.equals(await t.storage.get((await contractRow(identifier)).pdf_key))).toBe(true);
      expect((await contractRow(identifier)).sent_count).toBe(2);
      // Issue #22 item 8: not 40 in a few seconds; the next one waits 10 minutes after this one.
      const again = await call('POST', '/users/ann@durand.example/safebox/resend', ann);
      expect(again.statusCode).toBe(429);
      expect(firstError(again).code).toBe(680);
      await runMailJobs();
      expect(received).toHaveLength(1);
    });

    it('the copy address confirmed through its link gets the contract once, then the contract mails; the link works once', async () => {
      expect(firstError(await call('POST', '/safebox/cc_confirmation', undefined, { token: 'x'.repeat(43) })).code).toBe(601);
      const res = await call('POST', '/safebox/cc_confirmation', undefined, { token: ccToken });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().collection.items[0]).toEqual({ company_name: 'CHIMIE DURAND S.A.S.', safebox_cc: 'compta@durand.example' });
      expect(received).toHaveLength(1);
      expect(received[0].envelopeTo).toEqual(['compta@durand.example']);
      expect(received[0].mail.attachments[0].content.equals(await t.storage.get((await contractRow(identifier)).pdf_key))).toBe(true);
      expect(firstError(await call('POST', '/safebox/cc_confirmation', undefined, { token: ccToken })).code).toBe(601);
      expect((await status('ann@durand.example', ann)).safebox_cc_status).toBe('confirmed');

      received.length = 0;
      await sentLongAgo();
      expect((await call('POST', '/users/ann@durand.example/safebox/resend', ann)).statusCode).toBe(200);
      await runMailJobs();
      expect(received[0].envelopeTo.sort()).toEqual(['ann@durand.example', 'compta@durand.example']);
    });

    it('resends are limited per contract', async () => {
      await sentLongAgo({ sent_count: 1 + SAFEBOX_RESEND_MAX });
      const res = await call('POST', '/users/ann@durand.example/safebox/resend', ann);
      expect(firstError(res).code).toBe(680);
      await runMailJobs();
      expect(received).toHaveLength(0);
      await sentLongAgo({ sent_count: 3 });
    });

    it('mails a reminder a few days before the deadline, once', async () => {
      const row = await contractRow(identifier);
      const early = await dailyRound(t, new Date(`${addDays(row.max_return_date, -10)}T06:00:00Z`));
      expect(early).toEqual({ reminders: 0, lapsed: 0 });
      const due = await dailyRound(t, new Date(`${addDays(row.max_return_date, -5)}T06:00:00Z`));
      expect(due).toEqual({ reminders: 1, lapsed: 0 });
      await runMailJobs();
      expect(received).toHaveLength(1);
      expect(received[0].mail.subject).toContain('Rappel');
      expect(received[0].mail.attachments).toHaveLength(1);
      expect((await dailyRound(t, new Date(`${addDays(row.max_return_date, -4)}T06:00:00Z`))).reminders).toBe(0);
    });

    it('online signature: unknown and foreign identifiers refused, then signed with its proof, then a second signature refused', async () => {
      expect(firstError(await call('POST', '/signatures/safebox', ann, { contract_identifier: '11111-22222-33333-444444' })).code).toBe(704);
      expect(firstError(await call('POST', '/signatures/safebox', bob, { contract_identifier: identifier })).code).toBe(704);
      expect(firstError(await call('POST', '/signatures/safebox', undefined, { contract_identifier: identifier })).code).toBe(602);
      expect(firstError(await call('POST', '/signatures/safebox', ann, { contract_identifier: 'nope' })).code).toBe(595);

      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/signatures/safebox',
        payload: { contract_identifier: identifier },
        headers: { 'accept-language': 'fr', 'user-agent': 'vitest-browser/1.0' },
        cookies: { openfds_session: ann },
        remoteAddress: '203.0.113.7',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().collection.items[0]).toMatchObject({ state: 'member', free_tools_active: true, receipt: 'online' });
      await runMailJobs();

      const row = await contractRow(identifier);
      expect(row).toMatchObject({
        status: 'signed',
        receipt: 'online',
        signer_user_id: annId,
        signer_ip: '203.0.113.7',
        signer_user_agent: 'vitest-browser/1.0',
      });
      const original = await t.storage.get(row.pdf_key);
      expect(row.signed_pdf_sha256).toBe(crypto.createHash('sha256').update(original).digest('hex'));
      const stamped = pdfText(await t.storage.get(row.signed_pdf_key!));
      expect(stamped).toContain('Signature électronique simple');
      expect(stamped).toContain(row.signed_pdf_sha256!);
      expect(stamped).toContain('203.0.113.7');

      const profile = (await call('GET', '/users/ann@durand.example', ann)).json().collection.items[0];
      expect(profile.safebox).toBe(true);
      expect(profile.safebox_signed_contract_return_date).toBe(new Date(row.received_at!).toISOString());
      expect(received.map((r) => r.mail.subject)).toEqual(['Bienvenue dans SafeBox']);

      // The download is the stamped copy.
      const pdf = await call('GET', '/users/ann@durand.example/safebox/contract', ann);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.equals(await t.storage.get(row.signed_pdf_key!))).toBe(true);

      expect(firstError(await call('POST', '/signatures/safebox', ann, { contract_identifier: identifier })).code).toBe(705);
    });

    it('profile change safebox true keeps the member; another account gets 707', async () => {
      expect((await call('PUT', '/users/ann@durand.example/mySDS', ann, { safebox: true })).statusCode).toBe(200);
      expect(firstError(await call('PUT', '/users/bob@other.example/mySDS', bob, { safebox: true })).code).toBe(707);
    });
  });

  describe('entitlements and deposits', () => {
    let watched: { iddc: string };
    const report = (cookie: string) => call('GET', `/rapport/vigi_substances/${watched.iddc}`, cookie);

    it('the substance watch answers from membership: basic before, full with the report after', async () => {
      await importListFile(t.db, 'annex_xiv', fs.readFileSync(regulatoryFile('annex_xiv')!));
      watched = await makeSheet(t.db, (await makeSupplier(t.db)).id, { components: [{ name: 'Musk xylene', cas: '81-15-2', ec: '201-329-4' }] });
      const bobWatch = await call('GET', `/documents/${watched.iddc}/vigi_substances`, bob);
      expect(bobWatch.json().collection.data).toContainEqual({ name: 'report_available', value: false });
      expect(firstError(await report(bob)).code).toBe(618);
      const annWatch = await call('GET', `/documents/${watched.iddc}/vigi_substances`, ann);
      expect(annWatch.json().collection.data).toContainEqual({ name: 'report_available', value: true });
      expect((await report(ann)).headers['content-type']).toBe('application/pdf');
      // The basic extraction downloads: refused to a non-member (618); a member passes the gate (619: not read yet).
      for (const url of [`/documents/${watched.iddc}/sds2excel`, `/rapport/donnees_fds/${watched.iddc}`]) {
        expect(firstError(await call('GET', url, bob)).code).toBe(618);
        expect(firstError(await call('GET', url, ann)).code).toBe(619);
      }
      const entitlements = safeboxEntitlements(t.db);
      const bobId = (await t.db.selectFrom('users').select('id').where('login', '=', 'bob@other.example').executeTakeFirstOrThrow()).id;
      expect(await entitlements.forUser(bobId)).toMatchObject({ freeDetail: 'basic', report: false });
      expect(await entitlements.forUser(annId)).toMatchObject({ freeDetail: 'full', report: true });
    });

    it('deposits new revisions of kept sheets and new private sheets of customer suppliers, once, with one digest', async () => {
      const supplier = await addSupplier(t, { code: 'ACME', name: 'Acme Chemicals', access_level: 'mixed', customerCodes: ['C-42'] });
      const v1 = await addSheet(t, supplier, { productName: 'Solvant X', revisionDate: '2024-01-01' });
      await t.db.insertInto('user_documents').values({ user_id: annId, document_id: v1.documentId, source: 'favourite' }).execute();
      const code = await t.db.selectFrom('customer_codes').select('id').where('code', '=', 'C-42').executeTakeFirstOrThrow();
      await t.db.insertInto('user_customer_codes').values({ user_id: annId, customer_code_id: code.id }).execute();
      expect(await depositForMembers(t.db)).toEqual([]);

      const v2 = await addSheet(t, supplier, { productName: 'Solvant X', revisionDate: '2025-02-01' }, 'Solvant X v2');
      const privateSheet = await addSheet(t, supplier, { productName: 'Secret Glue', access: 'private' });
      const first = await depositForMembers(t.db);
      expect(first.map((d) => d.documentId).sort()).toEqual([v2.documentId, privateSheet.documentId].sort());
      const space = await t.db.selectFrom('user_documents').select(['document_id', 'source']).where('user_id', '=', annId).orderBy('document_id').execute();
      expect(space).toEqual([
        { document_id: v1.documentId, source: 'favourite' },
        { document_id: v2.documentId, source: 'received' },
        { document_id: privateSheet.documentId, source: 'received' },
      ]);
      // Nothing twice, even after the member removed a received sheet.
      expect(await depositForMembers(t.db)).toEqual([]);
      await t.db.deleteFrom('user_documents').where('user_id', '=', annId).where('document_id', '=', privateSheet.documentId).execute();
      expect(await depositForMembers(t.db)).toEqual([]);

      expect(await sendDigests(t)).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0].mail.subject).toBe('SafeBox : 2 fiche(s) déposée(s) dans Mes-FDS');
      expect(received[0].mail.text).toContain('Solvant X (Acme Chemicals');
      expect(await sendDigests(t)).toBe(0);

      const block = await status('ann@durand.example', ann);
      expect(block.deposits.map((d: { product_name: string }) => d.product_name).sort()).toEqual(['Secret Glue', 'Solvant X']);
    });

    it('leaving stops the deposits and keeps the received sheets', async () => {
      const res = await call('PUT', '/users/ann@durand.example/mySDS', ann, { safebox: false });
      expect(res.statusCode, res.body).toBe(200);
      expect((await status('ann@durand.example', ann)).state).toBe('left');
      expect(firstError(await report(ann)).code).toBe(618);
      expect(firstError(await call('GET', `/rapport/donnees_fds/${watched.iddc}`, ann)).code).toBe(618);
      expect(await safeboxEntitlements(t.db).forUser(annId)).toMatchObject({ freeDetail: 'basic', report: false });
      const supplier = (await t.db.selectFrom('suppliers').select('id').where('code', '=', 'ACME').executeTakeFirstOrThrow()).id;
      await addSheet(t, supplier, { productName: 'Solvant X', revisionDate: '2025-06-01' }, 'Solvant X v3');
      expect(await depositForMembers(t.db)).toEqual([]);
      const kept = await t.db.selectFrom('user_documents').select('document_id').where('user_id', '=', annId).where('source', '=', 'received').execute();
      expect(kept).toHaveLength(1);
    });
  });

  describe('paper receipt and lapse', () => {
    it('an admin records the paper copy; others may not', async () => {
      const join = await call(
        'POST',
        '/users/bob@other.example/safebox',
        bob,
        { ...FORM, company_name: 'OTHER LIMITED', siret: '55212345000017', safebox_cc: '' },
        'en',
      );
      expect(join.statusCode, join.body).toBe(200);
      await runMailJobs();
      const identifier = join.json().collection.items[0].contract_identifier;
      expect(received[0].mail.subject).toBe(`Your SafeBox contract ${identifier}`);
      expect(received[0].envelopeTo).toEqual(['bob@other.example']);
      expect(firstError(await call('POST', `/admin/safebox/${identifier}/receipt`, bob)).code).toBe(603);
      const res = await call('POST', `/admin/safebox/${identifier}/receipt`, admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().collection.items[0]).toMatchObject({ state: 'member', receipt: 'paper' });
      await runMailJobs();
      expect(received.at(-1)!.mail.subject).toBe('Welcome to SafeBox');
      // Before the receipt Bob had no report (618, entitlements test above); now he has it.
      const sheet = await makeSheet(t.db, (await makeSupplier(t.db)).id, { components: [{ name: 'Musk xylene', cas: '81-15-2' }] });
      expect((await call('GET', `/rapport/vigi_substances/${sheet.iddc}`, bob)).headers['content-type']).toBe('application/pdf');
      expect(firstError(await call('GET', `/rapport/donnees_fds/${sheet.iddc}`, bob)).code).toBe(619);
      expect(firstError(await call('POST', `/admin/safebox/${identifier}/receipt`, admin)).code).toBe(705);
      expect(firstError(await call('POST', '/admin/safebox/11111-22222-33333-444444/receipt', admin)).code).toBe(704);
      // The back-office list.
      expect(firstError(await call('GET', '/admin/safebox', bob)).code).toBe(603);
      const list = (await call('GET', '/admin/safebox?status=signed', admin)).json().collection.items;
      expect(list.map((i: { login: string }) => i.login)).toEqual(['bob@other.example']);
      expect((await call('GET', '/admin/safebox?status=left', admin)).json().collection.items.map((i: { login: string }) => i.login)).toEqual([
        'ann@durand.example',
      ]);
      expect(list[0]).toMatchObject({ contract_identifier: identifier, status: 'signed', receipt: 'paper', company_check: 'account_name' });
      expect(firstError(await call('GET', '/admin/safebox?status=nope', admin)).code).toBe(595);
    });

    it('a request past its deadline lapses; the user may start again', async () => {
      // Ann left; she joins again, then lets the deadline pass.
      const join = await call('POST', '/users/ann@durand.example/safebox', ann, FORM);
      expect(join.statusCode, join.body).toBe(200);
      await runMailJobs();
      const { contract_identifier: identifier, safebox_max_return_date: deadline } = join.json().collection.items[0];
      const after = new Date(`${addDays(deadline, 1)}T06:00:00Z`);
      expect((await dailyRound(t, after)).lapsed).toBe(1);
      expect((await contractRow(identifier)).status).toBe('lapsed');
      expect((await status('ann@durand.example', ann)).state).toBe('lapsed');
      expect(firstError(await call('POST', '/signatures/safebox', ann, { contract_identifier: identifier })).code).toBe(706);
      const again = await call('POST', '/users/ann@durand.example/safebox', ann, FORM);
      expect(again.statusCode, again.body).toBe(200);
      const second = again.json().collection.items[0];
      expect(second.contract_identifier).not.toBe(identifier);
      // Past its deadline a request no longer blocks a new one, even before the daily round marks it lapsed.
      const later = new Date(`${addDays(second.safebox_max_return_date, 1)}T09:00:00Z`);
      const third = await requestMembership(t, annId, { ...FORM, address2: null, accept_terms: true }, { language: 'fr', now: later, registry: null });
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
