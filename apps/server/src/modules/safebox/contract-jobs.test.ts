import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFEBOX_REMINDER_DAYS } from '@openfds/contract';
import { createUser } from '../../../test/accounts.ts';
import { pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { readMails } from '../../../test/mail.ts';
import { deliverContractMail, SAFEBOX_CONTRACT_MAIL_JOB, type ContractMailData } from './contract-mail.ts';
import { addDays, dailyRound, endMembership, requestMembership, resendContract, signOnline } from './service.ts';

/**
 * No PDF, storage or SMTP inside a SafeBox transaction (issue #29): the request, the resend, the signature and the
 * daily round succeed with a storage and a mailer that fail on any use, and queue the contract-mail job that does
 * that work after the commit. Each test has its own account.
 */
describe('SafeBox contract files and mails go through the contract-mail job', () => {
  let t: TestContext;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestContext({ sirene: null });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The context with a storage and a mailer that refuse any use but deleting: what a transaction must never need. */
  const noIo = () => {
    const refuse = async () => {
      throw new Error('I/O inside a SafeBox transaction');
    };
    return {
      ...t,
      storage: { ...t.storage, put: refuse, get: refuse, stream: refuse, size: refuse, delete: (key: string) => t.storage.delete(key) },
      mailer: { send: refuse },
    };
  };
  async function member() {
    serial++;
    const email = `member${serial}@jobs.example`;
    const id = await createUser(t, { email, password: 'Secret123', profile: { first_name: 'Mia', last_name: 'Jobs', company_name: `Jobs ${serial} SA` } });
    // Valid SIRETs (Luhn), one per test.
    const sirets = ['73282932000074', '55212345000017', '44201234000018', '40483304800022'];
    const form = { company_name: `Jobs ${serial}`, siret: sirets[serial - 1], duns: '123456789', address1: '1 rue A', address2: null, zipcode: '69003' };
    const body = { ...form, city: 'Lyon', safebox_cc: null, accept_terms: true as const };
    return { id, email, body };
  }
  const jobsFor = (contractId: number) =>
    t.sentJobs
      .filter((j) => j.name === SAFEBOX_CONTRACT_MAIL_JOB && (j.data as ContractMailData).contractId === contractId)
      .map((j) => j.data as ContractMailData);
  const contractOf = (userId: number) =>
    t.db.selectFrom('safebox_contracts').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const mailsTo = async (email: string) => (await readMails(t.config.mailDir)).filter((m) => (m.to as { text: string }).text.includes(email));

  it('a request stores the row without the PDF and queues its mailing; the job renders, stores and mails it', async () => {
    const m = await member();
    expect((await requestMembership(noIo(), m.id, m.body, { language: 'fr', registry: null })).state).toBe('waiting');
    const row = await contractOf(m.id);
    expect(row.pdf_sha256).toBeNull();
    expect(await t.storage.size(row.pdf_key)).toBeNull();
    expect(jobsFor(row.id)).toEqual([{ contractId: row.id, kind: 'contract' }]);
    await deliverContractMail(t, jobsFor(row.id)[0]);
    expect(await t.storage.size(row.pdf_key)).toBeGreaterThan(0);
    expect((await contractOf(m.id)).pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await mailsTo(m.email)).map((mail) => mail.attachments.length)).toEqual([1]);
  });

  it('a resend and a reminder are queued, never mailed inside the transaction', async () => {
    const m = await member();
    await requestMembership(t, m.id, m.body, { language: 'fr', registry: null });
    const row = await contractOf(m.id);
    await deliverContractMail(t, jobsFor(row.id)[0]);
    await resendContract(noIo(), m.id);
    const due = new Date(`${addDays(row.max_return_date, -SAFEBOX_REMINDER_DAYS)}T06:00:00Z`);
    // Other tests' requests may be due that day too: this contract's jobs are what counts.
    await dailyRound(noIo(), due);
    expect(jobsFor(row.id).map((j) => j.kind)).toEqual(['contract', 'contract', 'reminder']);
    for (const job of jobsFor(row.id).slice(1)) await deliverContractMail(t, job);
    expect((await mailsTo(m.email)).map((mail) => mail.attachments.length)).toEqual([1, 1, 1]);
  });

  it('a signature records the rows; the job stamps the copy and sends the welcome', async () => {
    const m = await member();
    await requestMembership(t, m.id, m.body, { language: 'en', registry: null });
    const row = await contractOf(m.id);
    await deliverContractMail(t, jobsFor(row.id)[0]);
    const mailed = await contractOf(m.id);
    const signed = await signOnline(noIo(), m.id, row.contract_identifier, { ip: '203.0.113.9', userAgent: null });
    expect(signed.state).toBe('member');
    const after = await contractOf(m.id);
    expect(after).toMatchObject({ status: 'signed', signed_pdf_sha256: mailed.pdf_sha256, signed_pdf_key: null });
    expect(jobsFor(row.id).at(-1)).toEqual({ contractId: row.id, kind: 'signed' });
    await deliverContractMail(t, { contractId: row.id, kind: 'signed' });
    const stamped = (await contractOf(m.id)).signed_pdf_key;
    expect(stamped).toBe(`safebox/contracts/${row.contract_identifier}-signed.pdf`);
    expect(await t.storage.size(stamped!)).toBeGreaterThan(0);
    expect((await mailsTo(m.email)).map((mail) => mail.subject)).toContain('Welcome to SafeBox');
  });

  it('a request withdrawn before its mailing mails nothing, and the round sweeps a file a crash left', async () => {
    const m = await member();
    await requestMembership(t, m.id, m.body, { language: 'fr', registry: null });
    const row = await contractOf(m.id);
    await endMembership(t, m.id);
    // As if a worker had stored the PDF and died before it could mail it or clean up.
    await t.storage.put(row.pdf_key, pdfBytes('orphan contract'), 'application/pdf');
    await deliverContractMail(t, jobsFor(row.id)[0]);
    expect(await mailsTo(m.email)).toEqual([]);
    await dailyRound(noIo(), new Date());
    expect(await t.storage.size(row.pdf_key)).toBeNull();
  });
});
