import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ERRORS } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { firstError } from '../../../test/accounts.ts';
import { grantExtractStandard, makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';
import { makeStaff } from '../../../test/staff.ts';
import { startJobs } from '../../jobs/boss.ts';
import { EXTRACT_JOB } from '../../catalogue/sheet-jobs.ts';
import { dashboard } from './dashboard.service.ts';

/** Issue #26: the back office's dashboard figures and failed jobs. */
describe('back office dashboard', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  it('counts users, suppliers, sheets, readings, the extraction queue, orders and open requests, and lists the failed jobs with their error', async () => {
    const assistant = await makeStaff(t.db, 'assistant');
    const customer = await makeUser(t.db);
    const locked = await makeUser(t.db);
    await sql`UPDATE users SET status = 'disabled' WHERE id = ${locked.id}`.execute(t.db);
    const supplier = await makeSupplier(t.db);
    const sheets = [await makeSheet(t.db, supplier.id), await makeSheet(t.db, supplier.id), await makeSheet(t.db, supplier.id)];
    await sql`INSERT INTO document_extractions (document_id, status) VALUES (${sheets[0]!.id}, 'extracted'), (${sheets[1]!.id}, 'reader_failed')`.execute(t.db);
    await grantExtractStandard(t.db, customer.id, []);
    for (const [reference, status] of [
      ['R-1', 'received'],
      ['R-2', 'answered'],
    ])
      await sql`INSERT INTO form_requests (reference, kind, email, name, company_name, language, ip, recipient, payload, status)
        VALUES (${reference}, 'contact_us', 'a@example.com', 'A', 'B', 'fr', '127.0.0.1', 'support@example.com', '{}', ${status})`.execute(t.db);

    const boss = await startJobs(t.config.databaseUrl!, [], { work: false, log: () => {}, queues: [{ name: EXTRACT_JOB }, { name: 'test.failing' }] });
    try {
      await boss.send(EXTRACT_JOB, { documentId: sheets[2]!.id });
      await boss.send('test.failing', { what: 'mail' });
    } finally {
      await boss.stop();
    }
    await t.pool.query(`UPDATE pgboss.job SET created_on = now() - interval '10 minutes' WHERE name = $1`, [EXTRACT_JOB]);
    await t.pool.query(`UPDATE pgboss.job SET state = 'failed', completed_on = now(), output = '{"message": "SMTP refused"}' WHERE name = 'test.failing'`);

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: { cookie: assistant.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json().collection.items[0];
    expect(board).toMatchObject({
      users: 3,
      users_locked: 1,
      suppliers: 1,
      sheets: 3,
      sheets_read: 1,
      sheets_failing: 1,
      extraction_queue: 1,
      orders_this_month: 1,
      open_requests: 1,
      estimated: false,
    });
    expect(board.extraction_queue_age_seconds).toBeGreaterThanOrEqual(590);
    expect(board.failed_jobs).toMatchObject([{ name: 'test.failing', error: 'SMTP refused', data: { what: 'mail' } }]);

    expect(firstError(await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: { cookie: customer.cookie } })).code).toBe(
      ERRORS.forbidden.code,
    );
  });

  it('past the exact-count limit, takes sheets and reading states from the planner statistics without scanning (estimated)', async () => {
    const supplier = await makeSupplier(t.db);
    const made = [];
    // Each state more than once, as at scale (ANALYZE leaves a value seen once out of the most-common list).
    const statuses = [
      'extracted',
      'extracted',
      'extracted',
      'extracted',
      'reader_failed',
      'reader_failed',
      'not_extracted',
      'not_extracted',
      'in_progress',
      'in_progress',
    ];
    for (let i = 0; i < statuses.length; i++) made.push(await makeSheet(t.db, supplier.id));
    for (const [i, sheet] of made.entries()) {
      await sql`INSERT INTO document_extractions (document_id, status) VALUES (${sheet.id}, ${statuses[i]!})`.execute(t.db);
    }
    // A small table's ANALYZE reads every row: the statistics' frequencies are the exact shares.
    await sql`ANALYZE documents`.execute(t.db);
    await sql`ANALYZE document_extractions`.execute(t.db);
    const exact = await dashboard(t, Number.MAX_SAFE_INTEGER);
    expect(exact.estimated).toBe(false);
    const estimated = await dashboard(t, 0);
    expect(estimated.estimated).toBe(true);
    expect(estimated.sheets_read).toBe(exact.sheets_read);
    expect(estimated.sheets_failing).toBe(exact.sheets_failing);
    expect(estimated.sheets_read).toBeGreaterThanOrEqual(3);
    expect(estimated.sheets_failing).toBeGreaterThanOrEqual(2);
  });
});
