import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createUser, firstError, loginAs } from '../../../test/accounts.ts';
import { pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { ERRORS, MY_FDS_STORAGE_QUOTA_BYTES } from '@openfds/contract';
import { DELETE_UPLOAD_FILES_JOB, deleteUploadFilesJob } from './upload-files.job.ts';

/**
 * Issue #22 item 6: removing an upload left its file on disk (`storage.delete` was never called). Its file is now
 * deleted once no sheet holds it; uploads of the same bytes by another user share the file and keep it.
 */
let t: TestContext;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext();
  for (const email of ['remover-a@example.com', 'remover-b@example.com']) {
    await createUser(t, { email, password: 'Remover-Pass-1', language: 'en' });
    cookies[email] = await loginAs(t, email, 'Remover-Pass-1');
  }
});
afterAll(async () => {
  await t?.close();
});

const headers = { origin: 'http://localhost:3000', 'accept-language': 'en' };
async function upload(email: string, bytes: Buffer, expected = 201) {
  const boundary = '----removal';
  const fields = { product_name: 'Removed sheet', supplier_name: 'Nobody Ltd', revision_date: '2024-03-01', language: 'en' };
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/users/${email}/mySDS/documents`,
    payload,
    cookies: { openfds_session: cookies[email] },
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(expected);
  return res;
}
const iddcOf = (res: { json(): any }): string => res.json().collection.items[0].iddc;
async function remove(email: string, code: string) {
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/v1/users/${email}/mySDS/documents/${code}`,
    cookies: { openfds_session: cookies[email] },
    headers,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}
const fileKeyOf = async (code: string) => (await t.db.selectFrom('documents').select('file_key').where('iddc', '=', code).executeTakeFirstOrThrow()).file_key!;
const exists = (key: string) =>
  t.storage.get(key).then(
    () => true,
    () => false,
  );
/** Runs the deletion jobs queued since `from`, as the worker would. */
async function runQueued(from: number) {
  const job = deleteUploadFilesJob(t);
  for (const sent of t.sentJobs.slice(from).filter((j) => j.name === DELETE_UPLOAD_FILES_JOB)) await job.handle(sent.data as never);
}

describe('removing an upload', () => {
  it("deletes its file, unless another user's upload of the same bytes still holds it", async () => {
    const bytes = pdfBytes('a private sheet to remove');
    const a = iddcOf(await upload('remover-a@example.com', bytes));
    const b = iddcOf(await upload('remover-b@example.com', bytes));
    const key = await fileKeyOf(a);
    expect(await fileKeyOf(b)).toBe(key);

    let from = t.sentJobs.length;
    await remove('remover-a@example.com', a);
    expect(t.sentJobs.slice(from).map((j) => j.name)).toContain(DELETE_UPLOAD_FILES_JOB);
    await runQueued(from);
    expect(await exists(key)).toBe(true); // B's upload holds it

    from = t.sentJobs.length;
    await remove('remover-b@example.com', b);
    await runQueued(from);
    expect(await exists(key)).toBe(false);
  });
});

describe('the storage quota of an account', () => {
  it('refuses an upload past MY_FDS_STORAGE_QUOTA_BYTES with 698 on the file field, and accepts it again after a removal', async () => {
    // Issue #22: 12 files of 19 MB went in within 5.6 s, with no limit. A stored upload is made to weigh nearly the
    // whole quota (the size counted is the one recorded with the sheet).
    const big = iddcOf(await upload('remover-a@example.com', pdfBytes('nearly the whole quota')));
    await t.db
      .updateTable('documents')
      .set({ file_size: MY_FDS_STORAGE_QUOTA_BYTES - 100 })
      .where('iddc', '=', big)
      .execute();
    const refused = await upload('remover-a@example.com', pdfBytes('one more sheet'), 413);
    const error = firstError(refused);
    expect(error.code).toBe(ERRORS.uploadQuotaExceeded.code);
    expect(error.message).toBe('Your storage is full (200 MB of 200 MB): remove uploaded sheets to add new ones');
    expect(JSON.stringify(error.data)).toContain('file');
    // Another account is not concerned.
    await upload('remover-b@example.com', pdfBytes('one more sheet'));
    await remove('remover-a@example.com', big);
    await upload('remover-a@example.com', pdfBytes('one more sheet'));
  });
});
