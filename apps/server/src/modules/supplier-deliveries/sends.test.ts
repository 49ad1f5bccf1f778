import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet } from '../../../test/catalogue-fixtures.ts';
import { createUser } from '../../../test/accounts.ts';
import { linkIn, startSmtpServer, tokenOf, type ReceivedMail } from '../../../test/mail.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { supplierWithMember, type SupplierFixture } from '../../../test/suppliers.ts';
import { SUPPLIER_SENDS_JOB, supplierSendsJob } from './index.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Issue #27: a new revision reaches the customers who received its product in the last 12 months (mail with a
 * personal link through a real SMTP server, and my-FDS "received"), every step recorded in the hash-chained archive.
 */
describe('sends of a new revision, with proof', () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let received: ReceivedMail[];
  let a: SupplierFixture;
  let b: SupplierFixture;
  let revisionId = 0;
  let holderId = 0;
  let elevenId = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    received = smtp.received;
    t = await createTestContext({ smtpUrl: smtp.url });
    t.clock.set(new Date('2026-06-15T10:00:00Z'));
    a = await supplierWithMember(t, 'SNDA', { customerCodes: ['CUST-A'] });
    b = await supplierWithMember(t, 'SNDB', { customerCodes: ['CUST-B'] });
    await addSheet(t, a.supplierId, { productName: 'Solvant A', productCode: 'P-1', revisionDate: '2025-01-01', revisionVersion: '1' }, 'a-v1');
    await addSheet(t, b.supplierId, { productName: 'Solvant B', productCode: 'P-1', revisionDate: '2025-01-01', revisionVersion: '1' }, 'b-v1');
    elevenId = await createUser(t, { email: 'eleven@example.com', password: 'Eleven-Passw0rd', language: 'en' });
    holderId = await createUser(t, { email: 'holder@example.com', password: 'Holder-Passw0rd', language: 'de' });
    const code = await t.db.selectFrom('customer_codes').select('id').where('code', '=', 'CUST-A').executeTakeFirstOrThrow();
    await t.db.insertInto('user_customer_codes').values({ user_id: holderId, customer_code_id: code.id }).execute();
    const deliver = (who: SupplierFixture, deliveries: object[]) =>
      t.app.inject({ method: 'POST', url: '/api/v1/supplier/deliveries', cookies: who.cookies, payload: { deliveries } });
    expect(
      (
        await deliver(a, [
          { email: 'eleven@example.com', product_code: 'P-1', delivered_on: '2025-07-16' }, // 11 months before
          { email: 'thirteen@example.com', product_code: 'P-1', delivered_on: '2025-05-14' }, // 13 months before
          { customer_code: 'CUST-A', product_code: 'P-1', delivered_on: '2026-05-01' },
          { email: 'nobody-yet@example.com', product_code: 'P-1', delivered_on: '2026-06-01' },
        ])
      ).statusCode,
    ).toBe(200);
    // Supplier B delivered its own product P-1 to someone: A's revision must not reach them.
    expect((await deliver(b, [{ email: 'b-customer@example.com', product_code: 'P-1', delivered_on: '2026-06-01' }])).statusCode).toBe(200);
    t.sentJobs.length = 0;
    const revised = await addSheet(t, a.supplierId, { productName: 'Solvant A', productCode: 'P-1', revisionDate: '2026-06-01', revisionVersion: '2' }, 'a-v2');
    expect(revised.status).toBe('revised');
    revisionId = revised.documentId;
    expect(t.sentJobs.filter((j) => j.name === SUPPLIER_SENDS_JOB)).toEqual([{ name: SUPPLIER_SENDS_JOB, data: { documentId: revisionId } }]);
    await supplierSendsJob(t).handle({ documentId: revisionId });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const sha256Of = async (id: number) => (await t.db.selectFrom('documents').select('file_sha256').where('id', '=', id).executeTakeFirstOrThrow()).file_sha256;

  it('mails the customers of the last 12 months only (11 months yes, 13 months no, never the other supplier’s), in their language', async () => {
    const to = received.map((r) => r.envelopeTo[0]).sort();
    expect(to).toEqual(['eleven@example.com', 'holder@example.com', 'nobody-yet@example.com']);
    const eleven = received.find((r) => r.envelopeTo[0] === 'eleven@example.com')!.mail;
    expect(eleven.subject).toBe('SNDA Chemicals: new revision of the safety data sheet of Solvant A');
    expect(eleven.text).toContain(await sha256Of(revisionId));
    const holder = received.find((r) => r.envelopeTo[0] === 'holder@example.com')!.mail;
    expect(holder.subject).toContain('neue Revision');
  });

  it("deposits the revision into the my-FDS 'received' tab of the customers who have an account", async () => {
    const rows = await t.db.selectFrom('user_documents').select(['user_id', 'source']).where('document_id', '=', revisionId).orderBy('user_id').execute();
    expect(rows.map((r) => [Number(r.user_id), r.source])).toEqual(
      [
        [elevenId, 'received'],
        [holderId, 'received'],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
  });

  it("records each send with the sheet's SHA-256, the time and the SMTP server's acceptance; a second run sends nothing again", async () => {
    const sha = await sha256Of(revisionId);
    const sent = await t.db.selectFrom('proof_records').selectAll().where('event', '=', 'sent').orderBy('recipient').execute();
    expect(sent.map((r) => r.recipient)).toEqual(['eleven@example.com', 'holder@example.com', 'nobody-yet@example.com']);
    for (const r of sent) {
      expect(r.sheet_sha256).toBe(sha);
      expect(r.detail).toMatch(/^250 /);
      expect(new Date(r.recorded_at).toISOString().slice(0, 10)).toBe('2026-06-15');
    }
    const deposited = await t.db.selectFrom('proof_records').select('recipient').where('event', '=', 'deposited').orderBy('recipient').execute();
    expect(deposited.map((r) => r.recipient)).toEqual(['eleven@example.com', 'holder@example.com']);
    await supplierSendsJob(t).handle({ documentId: revisionId });
    expect(received).toHaveLength(3);
  });

  it('records the opening of the personal link and the download of the very file whose hash was sent', async () => {
    const mail = received.find((r) => r.envelopeTo[0] === 'nobody-yet@example.com')!.mail;
    const token = tokenOf(linkIn(mail, '/received/'));
    const opened = await t.app.inject({ method: 'GET', url: `/api/v1/received/${token}` });
    expect(opened.statusCode, opened.body).toBe(200);
    const item = opened.json().collection.items[0];
    expect(item).toMatchObject({ product_name: 'Solvant A', supplier_name: 'SNDA Chemicals', sha256: await sha256Of(revisionId) });
    const file = await t.app.inject({ method: 'GET', url: item.file_url });
    expect(file.statusCode).toBe(200);
    expect(crypto.createHash('sha256').update(file.rawPayload).digest('hex')).toBe(item.sha256);
    const events = await t.db.selectFrom('proof_records').select('event').where('recipient', '=', 'nobody-yet@example.com').orderBy('id').execute();
    expect(events.map((e) => e.event)).toEqual(['sent', 'opened', 'downloaded']);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/received/${'x'.repeat(43)}` })).statusCode).toBe(404);
  });

  it('gives the proof reports (per send and per sheet) to the supplier only', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/supplier/sends', cookies: a.cookies });
    const sends = list.json().collection.items as { id: number; email: string; document_code: string; events: { event: string }[] }[];
    expect(sends).toHaveLength(3);
    const one = sends.find((s) => s.email === 'eleven@example.com')!;
    expect(one.events.map((e) => e.event)).toEqual(['deposited', 'sent']);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/supplier/sends/${one.id}/proof.pdf`,
      cookies: a.cookies,
      headers: { 'accept-language': 'en' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('eleven@example.com');
    expect(text).toContain(await sha256Of(revisionId));
    expect(text).toContain('Mail accepted by the server');
    const sheet = await t.app.inject({ method: 'GET', url: `/api/v1/supplier/sheets/${one.document_code}/proof.pdf`, cookies: a.cookies });
    expect(pdfText(sheet.rawPayload)).toContain('holder@example.com');
    // Supplier B sees none of A's sends and gets none of its reports.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/supplier/sends', cookies: b.cookies })).json().collection.items).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/supplier/sends/${one.id}/proof.pdf`, cookies: b.cookies })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/supplier/sheets/${one.document_code}/proof.pdf`, cookies: b.cookies })).statusCode).toBe(404);
  });

  it('counts the 12 months from the publication of the revision, never from a late run of the job', async () => {
    const published = new Date('2026-06-15T10:00:00Z'); // the clock of beforeAll
    t.clock.set(published);
    await addSheet(t, a.supplierId, { productName: 'Diluant Tard', productCode: 'P-LATE', revisionDate: '2025-01-01', revisionVersion: '1' }, 'late-v1');
    const deliveries = [{ email: 'late@example.com', product_code: 'P-LATE', delivered_on: '2025-07-01' }]; // 11.5 months before
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/supplier/deliveries', cookies: a.cookies, payload: { deliveries } })).statusCode).toBe(200);
    const revised = await addSheet(
      t,
      a.supplierId,
      { productName: 'Diluant Tard', productCode: 'P-LATE', revisionDate: '2026-06-01', revisionVersion: '2' },
      'late-v2',
    );
    // The job runs three months late: the delivery is then 14.5 months old, but it was 11.5 at the publication.
    t.clock.set(new Date('2026-09-15T10:00:00Z'));
    try {
      await supplierSendsJob(t).handle({ documentId: revised.documentId });
    } finally {
      t.clock.set(published);
    }
    expect(received.filter((r) => r.envelopeTo[0] === 'late@example.com')).toHaveLength(1);
  });

  it('refuses UPDATE and DELETE on the archive; archive:verify passes, then fails once a row is altered by hand', async () => {
    await expect(t.pool.query(`UPDATE proof_records SET detail = 'forged' WHERE event = 'sent'`)).rejects.toThrow(/append-only/);
    await expect(t.pool.query(`DELETE FROM proof_records`)).rejects.toThrow(/append-only/);
    const verify = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/archive-verify.ts'], {
        cwd: serverDir,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: t.config.databaseUrl ?? '' },
        timeout: 60_000,
      });
    const ok = verify();
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/OK: \d+ records/);
    const client = await t.pool.connect();
    try {
      await client.query('ALTER TABLE proof_records DISABLE TRIGGER proof_records_no_update');
      const { rows } = await client.query(
        `UPDATE proof_records SET detail = '250 forged' WHERE event = 'sent' AND recipient = 'holder@example.com' RETURNING id`,
      );
      await client.query('ALTER TABLE proof_records ENABLE TRIGGER proof_records_no_update');
      const broken = verify();
      expect(broken.status).toBe(1);
      expect(broken.stderr).toContain(`record ${rows[0].id} does not match the chain`);
    } finally {
      client.release();
    }
  });
});
