import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';
import { hashToken } from '../../plugins/session.ts';
import { insertConsultation } from './consultations.repository.ts';

/** Issue #22 item 11: logging out while a sheet page loads answered 500 (consultations_session_id_fkey). */
let t: TestContext;
let sheet: { id: number; iddc: string };
beforeAll(async () => {
  t = await createTestContext();
  sheet = await makeSheet(t.db, (await makeSupplier(t.db)).id);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('a consultation whose session ended meanwhile', () => {
  it('is recorded without its session instead of failing', async () => {
    const user = await makeUser(t.db);
    const session = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', hashToken(user.cookie.split('=')[1]))
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('sessions').where('id', '=', session.id).execute();
    await insertConsultation(t.db, { document_id: sheet.id, user_id: user.id, session_id: session.id, guest_email: null, kind: 'consult' });
    const rows = await t.db.selectFrom('consultations').select(['session_id', 'user_id']).where('document_id', '=', sheet.id).execute();
    expect(rows).toEqual([{ session_id: null, user_id: user.id }]);
  });

  it('never answers 5xx when the user logs out during 30 sheet page loads', async () => {
    const user = await makeUser(t.db);
    const headers = { cookie: user.cookie };
    const loads = Array.from({ length: 30 }, () => t.app.inject({ method: 'GET', url: `/api/v1/documents/${sheet.iddc}`, headers }));
    const logout = t.app.inject({ method: 'DELETE', url: '/api/v1/session', headers });
    const replies = await Promise.all([...loads, logout]);
    expect(replies.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
  });
});
