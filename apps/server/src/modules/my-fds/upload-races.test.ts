import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERRORS, MY_FDS_STORAGE_QUOTA_BYTES } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createUser, firstError, loginAs } from '../../../test/accounts.ts';
import { pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { multipart } from '../../../test/multipart.ts';
import { EXTRACT_USER_JOB } from '../../catalogue/sheet-jobs.ts';
import { extractDocument } from '../extraction/extraction.service.ts';
import type { ReaderOutcome } from '../extraction/reader-pool.ts';
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

/** Whether a connection of this test's database waits on an advisory lock (the deletion job on the file's lock). */
async function waitingOnLock(): Promise<boolean> {
  const { rows } = await t.pool.query(
    `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
      WHERE l.locktype = 'advisory' AND NOT l.granted AND d.datname = current_database()`,
  );
  return (rows[0] as { n: number }).n > 0;
}

/**
 * Starts the deletion job of `key` and returns once it has either run to its end or is waiting on the file's lock
 * (a positive signal either way, no sleeping); `deletion` is the job itself, for the test to await at its end.
 */
async function startDeletion(key: string): Promise<{ deletion: Promise<number> }> {
  const deletion = deleteUploadFiles(t, [key]);
  let settled = false;
  void deletion.then(
    () => (settled = true),
    () => (settled = true),
  );
  await expect.poll(async () => settled || (await waitingOnLock()), { timeout: 10_000 }).toBe(true);
  return { deletion };
}

/**
 * The exact interleaving of issue #22: B's upload stores the file, and at that moment the deletion job of A's
 * removal of the same bytes runs (to its end, or until the file's lock stops it). `restore` puts storage back.
 */
function deleteRightAfterPut(key: string): { deletion: () => Promise<number>; restore: () => void } {
  const put = t.storage.put.bind(t.storage);
  let job: Promise<number> = Promise.resolve(0);
  t.storage.put = async (...args) => {
    await put(...args);
    t.storage.put = put;
    job = (await startDeletion(key)).deletion;
  };
  return { deletion: () => job, restore: () => (t.storage.put = put) };
}
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
  /** Bytes user A uploaded and removed (its file now unused: the deletion job's to delete), and user B to upload them again. */
  async function removedByAnother(text: string) {
    const [a, b] = [await newUser(), await newUser()];
    const bytes = pdfBytes(text);
    const removed = iddcOf(await upload(a, bytes));
    const key = await liveFileKey(removed);
    await remove(a, removed);
    return { b, bytes, key };
  }

  it('keeps the file when the deletion job runs between the upload storing its file and recording its sheet', async () => {
    const { b, bytes, key } = await removedByAnother('removed by one user, uploaded again by another');
    const race = deleteRightAfterPut(key);
    try {
      const res = await upload(b, bytes);
      expect(res.statusCode, res.body).toBe(201);
      expect(await race.deletion()).toBe(0);
      expect(await liveFileKey(iddcOf(res))).toBe(key);
      expect(await exists(key)).toBe(true);
    } finally {
      race.restore();
    }
  });

  it("the upload's reading, taken by a worker the moment the upload commits, finds the file stored (issue #22)", async () => {
    const { b, bytes, key } = await removedByAnother('read the moment its upload commits');
    // A stand-in reader: what matters is whether the reading got the file, not what it makes of it.
    const read = vi.fn(async (_pdf: Uint8Array): Promise<ReaderOutcome> => ({ ok: false, failure: 'timeout', detail: 'stand-in reader' }));
    const deps = { db: t.db, storage: t.storage, read, readerTimeoutMs: 1_000, readerVersion: 'test' };
    let reading: Promise<unknown> | null = null;
    /** The reading of the last queued upload job, once: what the user lane's worker does as soon as the job is committed. */
    const readNow = () =>
      (reading ??= (async () => {
        const job = t.sentJobs.filter((j) => j.name === EXTRACT_USER_JOB).at(-1)!;
        return extractDocument(deps, (job.data as { documentId: number }).documentId);
      })());
    // The first storage call after the upload's commit (where the file used to be put back) lets the worker in first.
    const size = t.storage.size.bind(t.storage);
    t.storage.size = async (k) => {
      if (k === key && reading === null) await readNow();
      return size(k);
    };
    const race = deleteRightAfterPut(key);
    try {
      const res = await upload(b, bytes);
      expect(res.statusCode, res.body).toBe(201);
      await readNow();
      await race.deletion();
      const documentId = (await t.db.selectFrom('documents').select('id').where('iddc', '=', iddcOf(res)).executeTakeFirstOrThrow()).id;
      const stored = await t.db.selectFrom('document_extractions').select(['status', 'error']).where('document_id', '=', documentId).executeTakeFirstOrThrow();
      // Before the fix the reading stored "file missing" as the sheet's verdict, the file coming back just after.
      expect(stored).toEqual({ status: 'not_extracted', error: 'timeout: stand-in reader' });
      expect(read).toHaveBeenCalledTimes(1);
      expect(Buffer.from(read.mock.calls[0][0]).equals(bytes)).toBe(true);
    } finally {
      race.restore();
      t.storage.size = size;
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
