import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MY_FDS_STORAGE_QUOTA_BYTES } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createUser, firstError, loginAs } from '../../../test/accounts.ts';
import { pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { multipart } from '../../../test/multipart.ts';
import { deleteUploadFiles } from './upload-files.job.ts';

/**
 * Issue #22, the two millisecond races of uploads, run concurrently against the real database: two uploads passing
 * the storage quota together, and an upload of the same bytes as a removed one racing the job that deletes its file.
 */
let t: TestContext;
let users = 0;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

async function newUser(): Promise<{ login: string; cookie: string }> {
  const login = `racer${++users}@example.com`;
  await createUser(t, { email: login, password: 'Racer-Pass-1', language: 'en' });
  return { login, cookie: await loginAs(t, login, 'Racer-Pass-1') };
}

function upload(user: { login: string; cookie: string }, bytes: Buffer) {
  const body = multipart(
    { product_name: 'Raced sheet', supplier_name: 'Nobody Ltd', revision_date: '2024-03-01', language: 'en' },
    { name: 's.pdf', type: 'application/pdf', bytes },
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/users/${user.login}/mySDS/documents`,
    payload: body.payload,
    cookies: { openfds_session: user.cookie },
    headers: { ...body.headers, origin: 'http://localhost:3000', 'accept-language': 'en' },
  });
}

async function remove(user: { login: string; cookie: string }, code: string) {
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/v1/users/${user.login}/mySDS/documents/${code}`,
    cookies: { openfds_session: user.cookie },
    headers: { origin: 'http://localhost:3000', 'accept-language': 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const iddcOf = (res: { json(): any }): string => res.json().collection.items[0].iddc;
const exists = (key: string) => t.storage.size(key).then((size) => size !== null);
const liveFileKey = async (code: string) =>
  (await t.db.selectFrom('documents').select('file_key').where('iddc', '=', code).where('deleted_at', 'is', null).executeTakeFirstOrThrow()).file_key!;

describe('two uploads of one account at the same moment', () => {
  it('never pass the storage quota together: one is stored, the other refused with 698 (8 rounds)', async () => {
    for (let round = 0; round < 8; round++) {
      const user = await newUser();
      const first = pdfBytes(`room for one more, round ${round}`);
      const stored = iddcOf(await upload(user, first));
      // The account has room for one more sheet of this size, not two.
      const next = [pdfBytes(`racer A, round ${round}`), pdfBytes(`racer B, round ${round}`)];
      const room = Math.floor(next[0].length * 1.5);
      await t.db
        .updateTable('documents')
        .set({ file_size: MY_FDS_STORAGE_QUOTA_BYTES - room })
        .where('iddc', '=', stored)
        .execute();
      const replies = await Promise.all(next.map((bytes) => upload(user, bytes)));
      const statuses = replies.map((r) => r.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([201, 413]);
      expect(firstError(replies.find((r) => r.statusCode === 413)!).code).toBe(ERRORS.uploadQuotaExceeded.code);
      const { rows } = await t.pool.query(
        'SELECT coalesce(sum(file_size), 0)::text AS bytes FROM documents WHERE deleted_at IS NULL AND uploaded_by = (SELECT id FROM users WHERE login = $1)',
        [user.login],
      );
      const used = rows[0] as { bytes: string };
      expect(Number(used.bytes)).toBeLessThanOrEqual(MY_FDS_STORAGE_QUOTA_BYTES);
    }
  });
});

describe('an upload racing the deletion of the same bytes', () => {
  it('keeps the file when the deletion job runs between the upload storing its file and recording its sheet', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const bytes = pdfBytes('removed by one user, uploaded again by another');
    const removed = iddcOf(await upload(a, bytes));
    const key = await liveFileKey(removed);
    await remove(a, removed);
    // The exact interleaving: B's upload stores the file, then the deletion job of A's removal runs to its end.
    const put = t.storage.put.bind(t.storage);
    t.storage.put = async (...args) => {
      await put(...args);
      t.storage.put = put;
      await deleteUploadFiles(t, [key]);
    };
    try {
      const res = await upload(b, bytes);
      expect(res.statusCode, res.body).toBe(201);
      expect(await liveFileKey(iddcOf(res))).toBe(key);
      expect(await exists(key)).toBe(true);
    } finally {
      t.storage.put = put;
    }
  });

  it('never leaves a live sheet without its file, the two run concurrently (10 rounds)', async () => {
    const [a, b] = [await newUser(), await newUser()];
    for (let round = 0; round < 10; round++) {
      const bytes = pdfBytes(`raced bytes, round ${round}`);
      const removed = iddcOf(await upload(a, bytes));
      const key = await liveFileKey(removed);
      await remove(a, removed);
      const [res] = await Promise.all([upload(b, bytes), deleteUploadFiles(t, [key])]);
      expect(res.statusCode, res.body).toBe(201);
      expect(await exists(key), `round ${round}`).toBe(true);
      // B's removal afterwards deletes it: nothing holds it any more.
      await remove(b, iddcOf(res));
      await deleteUploadFiles(t, [key]);
      expect(await exists(key)).toBe(false);
    }
  });
});
