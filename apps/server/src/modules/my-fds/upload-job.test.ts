import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createUser, loginAs } from '../../../test/accounts.ts';
import { pdfBytes } from '../../../test/catalogue-fixtures.ts';
import type { JobQueue } from '../../jobs/queue.ts';

/**
 * An upload queues its extraction job inside the transaction that stores the sheet: a worker that takes the job
 * at once must find the sheet (sent outside it, the job could run before the commit, find nothing, and leave the
 * upload "in progress" for ever).
 */
describe('My-FDS upload: the extraction job is queued with the sheet', () => {
  let t: TestContext;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestContext();
    await createUser(t, { email: 'uploader@example.com', password: 'Secret123', language: 'en' });
    cookie = await loginAs(t, 'uploader@example.com', 'Secret123');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends the job through the transaction that holds the new sheet', async () => {
    const seen: { name: string; inTransaction: number; outside: number }[] = [];
    const original = t.jobs.send;
    const send: JobQueue['send'] = async (name, data, options) => {
      const id = (data as { documentId: number }).documentId;
      const count = 'SELECT count(*)::int AS n FROM documents WHERE id = $1';
      seen.push({
        name,
        inTransaction: options?.connection ? (await options.connection.query(count, [id])).rows[0].n : -1,
        outside: (await t.pool.query(count, [id])).rows[0].n,
      });
      return original.call(t.jobs, name, data, options);
    };
    t.jobs.send = send;
    try {
      const boundary = '----uploadjob';
      const fields = { product_name: 'Job sheet', supplier_name: 'Nobody Ltd', revision_date: '2024-03-01', language: 'en' };
      const payload = Buffer.concat([
        ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
        pdfBytes('job sheet'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/uploader@example.com/mySDS/documents',
        payload,
        cookies: { openfds_session: cookie },
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: 'http://localhost:3000', 'accept-language': 'en' },
      });
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      t.jobs.send = original;
    }
    // Queued through the transaction: the sheet is there for the job, not yet for anyone else.
    // On the user lane (issue #22): never queued behind the catalogue's files.
    expect(seen).toEqual([{ name: 'sds.extract-user', inTransaction: 1, outside: 0 }]);
  });
});
