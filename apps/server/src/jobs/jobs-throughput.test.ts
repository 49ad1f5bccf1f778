import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { addSheet, addSupplier } from '../../test/catalogue-fixtures.ts';
import { UPDATE_MAILS_JOB, updateMailsJob } from '../modules/consultations/update-mails.job.ts';
import { EXTRACT_JOB, extractJob } from '../modules/extraction/extraction.job.ts';
import { startJobs } from './boss.ts';

// Issue #11 defect 9: one job per second per queue, 15 minutes before a job lost in a crash ran again, and an
// update-mail job run again after a crash did not mail the subscribers it had not reached.
describe('background jobs', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  it('runs waiting jobs back to back, not one per polling interval', async () => {
    const done: number[] = [];
    const jobs = await startJobs(t.config.databaseUrl!, [{ name: 'test.quick', handle: async (d: { i: number }) => void done.push(d.i) }], {
      work: false,
      log: () => {},
    });
    for (let i = 0; i < 12; i++) await jobs.send('test.quick', { i });
    await jobs.stop();
    const started = Date.now();
    const worker = await startJobs(t.config.databaseUrl!, [{ name: 'test.quick', handle: async (d: { i: number }) => void done.push(d.i) }], {
      work: true,
      log: () => {},
    });
    try {
      while (done.length < 12 && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 50));
      expect(done).toHaveLength(12);
      // one a second took 12 s; back to back it is a fraction of that
      expect(Date.now() - started).toBeLessThan(6_000);
    } finally {
      await worker.stop();
    }
  });

  it('takes a reader job as lost soon after its own time limit, not after 15 minutes', async () => {
    const jobs = await startJobs(t.config.databaseUrl!, [extractJob(t), updateMailsJob(t)], { work: false, log: () => {} });
    await jobs.stop();
    const { rows } = await t.pool.query(`SELECT name, policy, expire_seconds FROM pgboss.queue WHERE name = ANY($1)`, [[EXTRACT_JOB, UPDATE_MAILS_JOB]]);
    const extract = rows.find((r) => r.name === EXTRACT_JOB);
    expect(extract.expire_seconds).toBeLessThanOrEqual(Math.ceil(t.config.readerTimeoutMs / 1000) + 30);
    expect(extract.expire_seconds).toBeGreaterThan(Math.ceil(t.config.readerTimeoutMs / 1000) + 5);
    expect(extract.policy).toBe('stately');
  });

  it('an update-mail job run again after a failure mails each subscriber exactly once', async () => {
    const supplier = await addSupplier(t, { code: 'MAIL', name: 'Mail Co' });
    const v1 = await addSheet(t, supplier, { productName: 'Colle', productKey: 'COLLE', revisionDate: '2023-01-01' }, 'colle-1');
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await t.pool.query(
        `INSERT INTO update_subscriptions (email, supplier_id, product_key, language, document_id, expires_at)
         VALUES ($1, $2, 'COLLE', 'fr', $3, now() + interval '1 year')`,
        [email, supplier, v1.documentId],
      );
      await t.pool.query(`INSERT INTO update_mail_addresses (email, confirmed_at) VALUES ($1, now())`, [email]);
    }
    const v2 = await addSheet(t, supplier, { productName: 'Colle', productKey: 'COLLE', revisionDate: '2024-01-01' }, 'colle-2');
    const sent: string[] = [];
    let failOn: string | null = 'b@example.com';
    const mailer = {
      async send(message: { to: string }) {
        if (message.to === failOn) throw new Error('SMTP connection lost');
        sent.push(message.to);
      },
    };
    const job = updateMailsJob({ ...t, mailer } as never);
    await expect(job.handle({ documentId: v2.documentId })).rejects.toThrow(/SMTP/);
    failOn = null;
    await job.handle({ documentId: v2.documentId });
    await job.handle({ documentId: v2.documentId });
    expect(sent.sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });
});
