import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createUser, loginAs } from '../../../test/accounts.ts';
import { addSheet, addSupplier, pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { uploadedBytes } from '../my-fds/repository.ts';
import { addMember } from './index.ts';
import { DELETE_DRAFT_FILE_JOB, DRAFT_TTL_DAYS, deleteDraftFile, expireAbandonedDrafts } from './draft-files.ts';

const SESSION = 'openfds_session';
const HEADERS = { origin: 'http://localhost:3000', 'accept-language': 'fr' };

/** Issue #27: the files of drafts that are never published (discarded or abandoned), and the drafts' quota. */
describe('supplier drafts that are not published', () => {
  let t: TestContext;
  let a: string;
  let userId: number;
  let supplierA: number;

  const upload = async (bytes: Buffer) => {
    const boundary = `----drafts${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/supplier/drafts',
      payload,
      cookies: { [SESSION]: a },
      headers: { ...HEADERS, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().collection.items[0].id as number;
    const row = await t.db
      .selectFrom('supplier_drafts as r')
      .innerJoin('documents as d', 'd.id', 'r.document_id')
      .select(['r.document_id', 'd.file_key'])
      .where('r.id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, documentId: Number(row.document_id), key: row.file_key! };
  };
  const discard = async (id: number) => {
    t.sentJobs.length = 0;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/supplier/drafts/${id}`, cookies: { [SESSION]: a }, headers: HEADERS });
    expect(res.statusCode, res.body).toBe(200);
    return t.sentJobs.filter((job) => job.name === DELETE_DRAFT_FILE_JOB).map((job) => job.data);
  };
  const stored = async (key: string) => (await t.storage.size(key)) !== null;

  beforeAll(async () => {
    t = await createTestContext();
    supplierA = await addSupplier(t, { code: 'DRFA', name: 'Drafts A', access_level: 'mixed' });
    userId = await createUser(t, { email: 'drafts-a@example.com', password: 'Secret123', language: 'fr' });
    await addMember(t, { userId, supplierId: supplierA, role: 'admin' });
    a = await loginAs(t, 'drafts-a@example.com', 'Secret123');
  });
  afterAll(async () => t?.close());

  it("deletes a discarded draft's file through a job, and only once no other sheet holds the same file", async () => {
    const bytes = pdfBytes('one file in two drafts');
    const first = await upload(bytes);
    const second = await upload(bytes);
    expect(second.key).toBe(first.key);
    expect(await discard(first.id)).toEqual([{ documentId: first.documentId }]);
    // The other open draft holds the same file: kept.
    expect(await deleteDraftFile(t, first.documentId)).toBe(false);
    expect(await stored(first.key)).toBe(true);
    expect(await discard(second.id)).toEqual([{ documentId: second.documentId }]);
    expect(await deleteDraftFile(t, second.documentId)).toBe(true);
    expect(await stored(first.key)).toBe(false);
  });

  it('keeps the file of a discarded draft when a published sheet has the same bytes', async () => {
    // addSheet stores pdfBytes(label): the published sheet and the draft share one content-addressed file.
    await addSheet(t, supplierA, { productName: 'Publiée', productCode: 'PUB-1' }, 'published elsewhere');
    const draft = await upload(pdfBytes('published elsewhere'));
    await discard(draft.id);
    expect(await deleteDraftFile(t, draft.documentId)).toBe(false);
    expect(await stored(draft.key)).toBe(true);
  });

  it(`discards drafts left open more than ${DRAFT_TTL_DAYS} days (by the app's clock) and deletes their files`, async () => {
    const old = await upload(pdfBytes('abandoned draft'));
    t.clock.advance((DRAFT_TTL_DAYS - 1) * 86_400_000);
    try {
      expect(await expireAbandonedDrafts(t)).toBe(0);
      t.clock.advance(2 * 86_400_000);
      expect(await expireAbandonedDrafts(t)).toBe(1);
    } finally {
      t.clock.set(new Date());
    }
    const row = await t.db.selectFrom('supplier_drafts').select('status').where('id', '=', old.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('discarded');
    expect(await stored(old.key)).toBe(false);
  });

  it("does not count open drafts against the uploader's my-FDS storage quota", async () => {
    await upload(pdfBytes('a large draft'.repeat(1000)));
    expect(await uploadedBytes(t.db, userId)).toBe(0);
  });
});
