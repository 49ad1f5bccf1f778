import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createUser } from '../../../test/accounts.ts';
import { addSheet, addSupplier } from '../../../test/catalogue-fixtures.ts';
import { depositIntoSpace } from './index.ts';

describe('depositIntoSpace (the one deposit function other modules call)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds a sheet once, keeps its first source and date, and works inside the caller transaction', async () => {
    const userId = await createUser(t, { email: 'deposit@example.com', password: 'Secret123' });
    const supplierId = await addSupplier(t, { code: 'DEP', name: 'Deposit SA' });
    const sheet = await addSheet(t, supplierId, { productName: 'Deposited' });
    const first = await t.db
      .transaction()
      .execute((tx) => depositIntoSpace(tx, { userId, documentId: sheet.documentId, source: 'received', date: new Date('2026-01-02T00:00:00Z') }));
    const again = await t.db.transaction().execute((tx) => depositIntoSpace(tx, { userId, documentId: sheet.documentId, source: 'favourite' }));
    expect([first, again]).toEqual([true, false]);
    const rows = await t.db.selectFrom('user_documents').selectAll().where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].source).toBe('received');
    expect(new Date(rows[0].added_at).toISOString()).toBe('2026-01-02T00:00:00.000Z');
    // A rolled-back transaction leaves nothing behind.
    const other = await addSheet(t, supplierId, { productName: 'Rolled back' });
    await expect(
      t.db.transaction().execute(async (tx) => {
        await depositIntoSpace(tx, { userId, documentId: other.documentId, source: 'received' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await t.db.selectFrom('user_documents').select('document_id').where('user_id', '=', userId).execute()).toHaveLength(1);
  });
});
