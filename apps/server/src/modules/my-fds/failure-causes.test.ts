import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstError } from '../../../test/accounts.ts';
import { pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { makeUser } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';

/**
 * Causes never lost (issue #29): my-FDS turns only the failures it expects into catalogue errors, with the failure
 * as their cause in the log; anything else (a missing table, a TypeError) answers 500 and is logged as unexpected.
 * Before, any exception of the list, the import or the upload's storage became a 409 and left nothing in the log.
 */
describe('my-FDS failures', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const as = (user: { login: string; cookie: string }) => ({
    call: (method: 'GET' | 'POST', path: string, payload?: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method,
        url: `/api/v1/users/${user.login}${path}`,
        payload: payload as never,
        headers: { cookie: user.cookie, origin: 'http://localhost:3000', 'accept-language': 'en', ...headers },
      }),
  });
  /** Runs `body` while the table is away (renamed), so the statements that read it fail as a broken database would. */
  async function withoutTable<T>(table: string, body: () => Promise<T>): Promise<T> {
    await t.pool.query(`ALTER TABLE ${table} RENAME TO ${table}_away`);
    try {
      return await body();
    } finally {
      await t.pool.query(`ALTER TABLE ${table}_away RENAME TO ${table}`);
    }
  }
  const upload = (user: { login: string; cookie: string }) => {
    const body = multipart(
      { product_name: 'Stored or not', supplier_name: 'Nowhere Ltd', revision_date: '2024-01-01', language: 'fr' },
      { name: 's.pdf', type: 'application/pdf', bytes: pdfBytes(`upload of ${user.login}`) },
    );
    return as(user).call('POST', '/mySDS/documents', body.payload, body.headers);
  };

  it('the list answers 500 on a database fault, and logs it', async () => {
    const user = await makeUser(t.db);
    const logged = vi.spyOn(t.app.log, 'error');
    const res = await withoutTable('user_documents', () => as(user).call('GET', '/mySDS/documents'));
    expect(res.statusCode).toBe(500);
    expect(firstError(res).code).toBe(9999);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.objectContaining({ code: '42P01' }) }), 'unexpected error');
  });

  it('the import of the history answers 500 on a database fault, and logs it', async () => {
    const user = await makeUser(t.db);
    const logged = vi.spyOn(t.app.log, 'error');
    const res = await withoutTable('consultations', () => as(user).call('POST', '/mySDS/import_consultation', { ignore_profile_documents: true }));
    expect(res.statusCode).toBe(500);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.objectContaining({ code: '42P01' }) }), 'unexpected error');
  });

  it('an upload whose storage fails answers 697 with the failure in the log; a bug of ours answers 500', async () => {
    const user = await makeUser(t.db);
    const warned = vi.spyOn(t.app.log, 'warn');
    const full = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    vi.spyOn(t.storage, 'put').mockRejectedValueOnce(full);
    const refused = await upload(user);
    expect(firstError(refused).code).toBe(697);
    expect(warned).toHaveBeenCalledWith(expect.objectContaining({ err: full }), 'catalogue error uploadFailed caused by a failure');

    const logged = vi.spyOn(t.app.log, 'error');
    const bug = new TypeError("Cannot read properties of undefined (reading 'length')");
    vi.spyOn(t.storage, 'put').mockRejectedValueOnce(bug);
    const broken = await upload(user);
    expect(broken.statusCode).toBe(500);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: bug }), 'unexpected error');
    expect(await t.db.selectFrom('user_documents').select('document_id').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});
