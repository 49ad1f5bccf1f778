import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARD_SUCCESS } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { keep, makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';
import { EXTRACT_JOB } from '../../catalogue/sheet-jobs.ts';

const STANDARD = 12;
const BILLING_FR = {
  company_name: 'Acme Chimie',
  address1: '1 rue des Lilas',
  zipcode: '69001',
  city: 'Lyon',
  country_code: 'FR',
  siret: '12345678901234',
  terms_of_sale: true,
  personal_data: true,
};

/**
 * Issue #23: paid processing happens at once. After a payment the credits apply to the sheets already in the space
 * (product-spec §4 "Order flow"), and those sheets are read now, not when someone opens their pages.
 */
describe('paid processing after a payment', () => {
  let t: TestContext;
  let supplierId: number;

  const call = (method: string, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const item = (res: { json(): any }) => res.json().collection.items[0];

  async function buy(u: { login: string; cookie: string }, offerIds: number[], quantity: number) {
    expect((await call('POST', `/users/${u.login}/billing`, u.cookie, BILLING_FR)).statusCode).toBe(200);
    expect((await call('PUT', '/cart', u.cookie, { offer_ids: offerIds, quantity, step: 2 })).statusCode).toBe(200);
    const post = await call('POST', '/cart', u.cookie);
    expect(post.statusCode, post.body).toBe(200);
    const paid = await call('POST', '/payments/test/confirm', u.cookie, { client_secret: item(post).client_secret, card_number: TEST_CARD_SUCCESS });
    expect(item(paid).status).toBe('paid');
    return item(paid) as { id: number };
  }

  beforeAll(async () => {
    t = await createTestContext();
    supplierId = (await makeSupplier(t.db)).id;
  }, 120_000);
  afterAll(async () => t?.close());

  it('queues the reading of every sheet the credits went to that was never read, and only those', async () => {
    const u = await makeUser(t.db);
    const unread = [await makeSheet(t.db, supplierId), await makeSheet(t.db, supplierId), await makeSheet(t.db, supplierId)];
    const read = await makeSheet(t.db, supplierId);
    await t.db.insertInto('document_extractions').values({ document_id: read.id, status: 'extracted' }).execute();
    for (const s of [...unread, read]) await keep(t.db, u.id, s.id);
    const before = t.sentJobs.length;
    await buy(u, [STANDARD], 1);
    const queued = t.sentJobs
      .slice(before)
      .filter((j) => j.name === EXTRACT_JOB)
      .map((j) => (j.data as { documentId: number }).documentId);
    expect(queued.sort((a, b) => a - b)).toEqual(unread.map((s) => s.id).sort((a, b) => a - b));
    const states = await t.db
      .selectFrom('document_extractions')
      .select(['document_id', 'status'])
      .where(
        'document_id',
        'in',
        unread.map((s) => s.id),
      )
      .execute();
    expect(states.map((s) => s.status)).toEqual(['in_progress', 'in_progress', 'in_progress']);
  });
});
