import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createUser, firstError, loginAs } from '../../../test/accounts.ts';
import { addSheet, addSupplier } from '../../../test/catalogue-fixtures.ts';
import { linkIn, readMails, recipient } from '../../../test/mail.ts';
import { addMember } from './index.ts';
import { mailInvitation } from './invitation-mail.ts';

const SESSION = 'openfds_session';

describe('supplier accounts, customer codes and statistics (issue #27)', () => {
  let t: TestContext;
  let a: string; // admin of supplier A
  let am: string; // member (not admin) of supplier A
  let b: string; // admin of supplier B
  let staff: string;
  let assistant: string;
  let supplierA: number;
  let supplierB: number;

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      payload: payload as never,
      cookies: cookie ? { [SESSION]: cookie } : {},
      headers: { origin: 'http://localhost:3000', 'accept-language': 'en' },
    });
  const member = async (email: string, supplierId: number, role: 'admin' | 'member') => {
    const userId = await createUser(t, { email, password: 'Secret123', language: 'en' });
    await addMember(t, { userId, supplierId, role });
    return loginAs(t, email, 'Secret123');
  };
  /** Sends the queued invitation mails and returns the token of the last link mailed to `email`. */
  const invitationToken = async (email: string) => {
    for (const job of t.sentJobs.filter((j) => j.name === 'supplier.invitation-mail'))
      await mailInvitation(t, (job.data as { invitationId: number }).invitationId);
    t.sentJobs.length = 0;
    const mails = (await readMails(t.config.mailDir)).filter((m) => recipient(m) === email);
    return linkIn(mails[mails.length - 1], '/supplier/invitation/').split('/supplier/invitation/')[1];
  };

  beforeAll(async () => {
    t = await createTestContext();
    supplierA = await addSupplier(t, { code: 'CODA', name: 'Codes A', access_level: 'private' });
    supplierB = await addSupplier(t, { code: 'CODB', name: 'Codes B', access_level: 'private' });
    a = await member('a@example.com', supplierA, 'admin');
    am = await member('am@example.com', supplierA, 'member');
    b = await member('b@example.com', supplierB, 'admin');
    await createUser(t, { email: 'staff@example.com', password: 'Secret123', profileTypes: ['admin'] });
    staff = await loginAs(t, 'staff@example.com', 'Secret123');
    await createUser(t, { email: 'desk@example.com', password: 'Secret123', profileTypes: ['assistant'] });
    assistant = await loginAs(t, 'desk@example.com', 'Secret123');
  });
  afterAll(async () => t?.close());

  it("GET /session names the caller's own supplier and role (the menus link to the space), and no supplier for others", async () => {
    const meOf = async (cookie: string) => (await api('GET', '/session', cookie)).json().collection.items[0].supplier;
    expect(await meOf(a)).toEqual({ id: supplierA, name: 'Codes A', role: 'admin' });
    expect(await meOf(am)).toEqual({ id: supplierA, name: 'Codes A', role: 'member' });
    expect(await meOf(b)).toEqual({ id: supplierB, name: 'Codes B', role: 'admin' });
    expect(await meOf(staff)).toBeNull();
  });

  it("invites by the supplier's admin: the mailed link lets the person with that address join, once", async () => {
    expect(firstError(await api('POST', '/supplier/invitations', am, { email: 'new@example.com' })).code).toBe(603);
    const sent = await api('POST', '/supplier/invitations', a, { email: 'New@Example.com', role: 'member' });
    expect(sent.statusCode, sent.body).toBe(201);
    const token = await invitationToken('new@example.com');
    const seen = (await api('GET', `/supplier-invitations/${token}`, null)).json().collection.items[0];
    expect(seen).toMatchObject({ supplier_name: 'Codes A', email: 'new@example.com', account_exists: false });
    // No account yet: registration first (here: the account exists now), then the link joins.
    await createUser(t, { email: 'new@example.com', password: 'Secret123' });
    await createUser(t, { email: 'other@example.com', password: 'Secret123' });
    const other = await loginAs(t, 'other@example.com', 'Secret123');
    expect(firstError(await api('POST', `/supplier-invitations/${token}/accept`, other)).code).toBe(767);
    const invited = await loginAs(t, 'new@example.com', 'Secret123');
    const joined = await api('POST', `/supplier-invitations/${token}/accept`, invited);
    expect(joined.json().collection.items[0]).toEqual({ supplier_name: 'Codes A', role: 'member' });
    expect((await api('GET', '/supplier/profile', invited)).json().collection.items[0]).toMatchObject({ code: 'CODA', role: 'member' });
    expect(firstError(await api('POST', `/supplier-invitations/${token}/accept`, invited)).code).toBe(764);
    const logins = (await api('GET', '/supplier/members', a)).json().collection.items.map((m: { login: string }) => m.login);
    expect(logins).toEqual(expect.arrayContaining(['a@example.com', 'am@example.com', 'new@example.com']));
    // B's admin sees only B's staff.
    expect((await api('GET', '/supplier/members', b)).json().collection.items.map((m: { login: string }) => m.login)).toEqual(['b@example.com']);
    // Only A's admin removes A's staff.
    expect(firstError(await api('DELETE', '/supplier/members/new@example.com', b)).code).toBe(604);
    expect((await api('DELETE', '/supplier/members/new@example.com', a)).statusCode).toBe(200);
    expect(firstError(await api('GET', '/supplier/profile', invited)).code).toBe(603);
  });

  it('invites from the back office (administrators only); a user of another supplier cannot join; links expire', async () => {
    expect(firstError(await api('POST', '/admin/suppliers/CODB/invitations', assistant, { email: 'x@example.com' })).code).toBe(603);
    expect(firstError(await api('POST', '/admin/suppliers/NOPE/invitations', staff, { email: 'x@example.com' })).code).toBe(612);
    expect((await api('POST', '/admin/suppliers/CODB/invitations', staff, { email: 'a@example.com', role: 'admin' })).statusCode).toBe(201);
    const token = await invitationToken('a@example.com');
    expect(firstError(await api('POST', `/supplier-invitations/${token}/accept`, a)).code).toBe(765);
    expect((await api('POST', '/admin/suppliers/CODB/invitations', staff, { email: 'late@example.com' })).statusCode).toBe(201);
    const late = await invitationToken('late@example.com');
    await createUser(t, { email: 'late@example.com', password: 'Secret123' });
    const lateCookie = await loginAs(t, 'late@example.com', 'Secret123');
    // Seven days later (the session would have expired too with a moved clock): the link has lapsed.
    await t.db
      .updateTable('supplier_invitations')
      .set({ expires_at: new Date(t.clock.now().getTime() - 1000) })
      .where('email', '=', 'late@example.com')
      .execute();
    expect(firstError(await api('GET', `/supplier-invitations/${late}`, null)).code).toBe(764);
    expect(firstError(await api('POST', `/supplier-invitations/${late}/accept`, lateCookie)).code).toBe(764);
  });

  it('adds, imports and revokes customer codes, each supplier only its own', async () => {
    const added = await api('POST', '/supplier/customer-codes', a, { code: 'CLIENT-001', customer: 'Garage Martin' });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().collection.items[0].id as number;
    expect(firstError(await api('POST', '/supplier/customer-codes', a, { code: 'CLIENT-001' })).code).toBe(758);
    expect(firstError(await api('POST', '/supplier/customer-codes', a, { code: 'with space' })).code).toBe(595);
    // The same code at B is B's own.
    expect((await api('POST', '/supplier/customer-codes', b, { code: 'CLIENT-001' })).statusCode).toBe(201);
    const imported = await api('POST', '/supplier/customer-codes/import', a, { csv: 'code;customer\nCLIENT-002;Ferme Dupont\nbad code;X\nCLIENT-001;again\n' });
    const data = Object.fromEntries(imported.json().collection.data.map((d: { name: string; value: unknown }) => [d.name, d.value]));
    expect(data).toMatchObject({ added: 1, unchanged: 1, rejected: 1 });
    expect(imported.json().collection.items).toEqual([{ line: 3, value: 'bad code', reason: 'bad_customer_code' }]);
    const codesOf = async (cookie: string) =>
      (await api('GET', '/supplier/customer-codes', cookie)).json().collection.items.map((c: { code: string }) => c.code);
    expect((await codesOf(a)).sort()).toEqual(['CLIENT-001', 'CLIENT-002']);
    expect(await codesOf(b)).toEqual(['CLIENT-001']);
    // A visitor proves the code: A's private sheet opens in that session.
    const restricted = await addSheet(t, supplierA, { productName: 'Réservé A', productCode: 'RA-1', access: 'private' });
    const proof = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/verify_customer_code',
      payload: { supplier_code: 'CODA', customer_code: 'CLIENT-001' },
      headers: { origin: 'http://localhost:3000' },
    });
    const visitor = proof.cookies.find((c) => c.name === SESSION)!.value;
    expect((await api('GET', `/documents/${restricted.iddc}`, visitor)).statusCode).toBe(200);
    // B cannot revoke A's code; A can, and the code then no longer opens A's sheets, in that session either.
    expect(firstError(await api('DELETE', `/supplier/customer-codes/${id}`, b)).code).toBe(604);
    expect(await codesOf(a)).toContain('CLIENT-001');
    expect((await api('DELETE', `/supplier/customer-codes/${id}`, a)).statusCode).toBe(200);
    expect(await codesOf(a)).not.toContain('CLIENT-001');
    expect(firstError(await api('GET', `/documents/${restricted.iddc}`, visitor)).code).toBe(641);
    const check = await t.app.inject({ method: 'GET', url: '/api/v1/documents/verify_customer_code?supplier_code=CODA&customer_code=CLIENT-001' });
    expect(firstError(check).code).toBe(567);
  });

  it('keeps the customer-code stage texts per supplier and language', async () => {
    const put = await api('PUT', '/supplier/customer-code-texts', a, {
      description: { fr: 'Votre code est sur la facture', en: 'Your code is on the invoice' },
      help: { fr: 'Demandez-le au service client' },
    });
    expect(put.json().collection.items[0].description).toEqual({ fr: 'Votre code est sur la facture', en: 'Your code is on the invoice', de: null, it: null });
    expect((await api('GET', '/supplier/customer-code-texts', b)).json().collection.items[0].description.fr).toBeNull();
    const row = await t.db.selectFrom('suppliers').select('customer_code_help').where('id', '=', supplierA).executeTakeFirstOrThrow();
    expect(row.customer_code_help).toEqual({ fr: 'Demandez-le au service client' });
    expect(firstError(await api('PUT', '/supplier/customer-code-texts', a, { description: { fr: 'x'.repeat(1001) }, help: {} })).code).toBe(595);
  });

  it("counts consultations and downloads per sheet and month, and the customers holding a code, for the supplier's own sheets", async () => {
    const sheetA = await addSheet(t, supplierA, { productName: 'Mesuré A', productCode: 'MA-1', access: 'private' });
    const sheetB = await addSheet(t, supplierB, { productName: 'Mesuré B', productCode: 'MB-1', access: 'private' });
    const now = t.clock.now();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const yearsAgo = new Date(Date.UTC(now.getUTCFullYear() - 3, 0, 15));
    const hits = [
      { document_id: sheetA.documentId, kind: 'consult', created_at: now },
      { document_id: sheetA.documentId, kind: 'preview', created_at: now },
      { document_id: sheetA.documentId, kind: 'download', created_at: now },
      { document_id: sheetA.documentId, kind: 'download', created_at: lastMonth },
      { document_id: sheetA.documentId, kind: 'download', created_at: yearsAgo },
      { document_id: sheetB.documentId, kind: 'consult', created_at: now },
    ] as const;
    await t.db
      .insertInto('consultations')
      .values(hits.map((h) => ({ ...h })))
      .execute();
    const code = await t.db.insertInto('customer_codes').values({ supplier_id: supplierA, code: 'STATS-1' }).returning('id').executeTakeFirstOrThrow();
    const holder = await createUser(t, { email: 'holder@example.com', password: 'Secret123' });
    await t.db.insertInto('user_customer_codes').values({ user_id: holder, customer_code_id: code.id }).execute();

    const res = await api('GET', '/supplier/statistics?months=12', a);
    const month = (d: Date) => d.toISOString().slice(0, 7);
    expect(res.json().collection.items).toEqual([
      { iddc: sheetA.iddc, product_name: 'Mesuré A', language: 'fr', month: month(now), consultations: 2, downloads: 1 },
      { iddc: sheetA.iddc, product_name: 'Mesuré A', language: 'fr', month: month(lastMonth), consultations: 0, downloads: 1 },
    ]);
    const data = Object.fromEntries(res.json().collection.data.map((d: { name: string; value: unknown }) => [d.name, d.value]));
    expect(data.customers_with_code).toBe(1);
    const other = (await api('GET', '/supplier/statistics', b)).json().collection;
    expect(other.items.map((r: { iddc: string }) => r.iddc)).toEqual([sheetB.iddc]);
    expect(other.data.find((d: { name: string }) => d.name === 'customers_with_code').value).toBe(0);
  });
});
