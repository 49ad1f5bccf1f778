import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context.ts';
import { dataOf, firstError } from '../../../../test/accounts.ts';
import { makeSupplier } from '../../../../test/factories.ts';
import { auditRowsOf, staffSessions } from '../../../../test/catalogue-staff.ts';

// Back office, suppliers (issue #26): each main action through the API with its audit row, and the role table
// (an assistant reads and adds a code, may not write; a customer may do nothing).

describe('back office: suppliers and their customer codes', () => {
  let t: TestContext;
  let s: Awaited<ReturnType<typeof staffSessions>>;
  beforeAll(async () => {
    t = await createTestContext();
    s = await staffSessions(t, 'sup');
  });
  afterAll(async () => t?.close());

  it('finds suppliers by name or code; a customer and a visitor are refused', async () => {
    const supplier = await makeSupplier(t.db);
    const found = await s.call('assistant', 'GET', `/admin/suppliers?q=${supplier.code.toLowerCase()}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().collection.items.map((i: { code: string }) => i.code)).toContain(supplier.code);
    expect(firstError(await s.call('user', 'GET', '/admin/suppliers')).code).toBe(603);
    expect(firstError(await s.call('visitor', 'GET', '/admin/suppliers')).code).toBe(602);
  });

  it('an admin changes the settings (audited with before and after); an assistant may not', async () => {
    const supplier = await makeSupplier(t.db);
    const change = {
      access_level: 'mixed',
      member: false,
      migrated: true,
      redirect_url: 'https://new.example.com/fds',
      contact: { name: 'Jo Contact', email: 'Jo@Example.com' },
      customer_code_description: { fr: 'Votre code client', en: 'Your customer code' },
    };
    expect(firstError(await s.call('assistant', 'PUT', `/admin/suppliers/${supplier.code}`, change)).code).toBe(603);
    const res = await s.call('admin', 'PUT', `/admin/suppliers/${supplier.code}`, change);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().collection.items[0]).toMatchObject({
      access_level: 'mixed',
      member: false,
      migrated: true,
      redirect_url: 'https://new.example.com/fds',
      contact: { name: 'Jo Contact', email: 'jo@example.com' },
      customer_code_description: { fr: 'Votre code client', en: 'Your customer code' },
    });
    const [row] = await auditRowsOf(t, 'supplier', supplier.code);
    expect(row).toMatchObject({ action: 'supplier.update', staff_login: s.login('admin') });
    expect(row.before).toMatchObject({ access_level: 'public', member: true, migrated: false, redirect_url: null });
    expect(row.after).toMatchObject({ access_level: 'mixed', member: false, migrated: true, redirect_url: 'https://new.example.com/fds' });
  });

  it('refuses bad settings as field errors, stores nothing and writes no audit row', async () => {
    const supplier = await makeSupplier(t.db);
    const badUrl = await s.call('admin', 'PUT', `/admin/suppliers/${supplier.code}`, { redirect_url: 'javascript:alert(1)' });
    expect(firstError(badUrl)).toMatchObject({ code: 595, data: expect.arrayContaining([{ name: 'f', value: 'redirect_url' }]) });
    const noUrl = await s.call('admin', 'PUT', `/admin/suppliers/${supplier.code}`, { migrated: true });
    expect(firstError(noUrl)).toMatchObject({ code: 595, data: expect.arrayContaining([{ name: 'f', value: 'redirect_url' }]) });
    // The screen binds a refusal to the field it names: the contact's email, one language's text.
    const badMail = await s.call('admin', 'PUT', `/admin/suppliers/${supplier.code}`, { contact: { email: 'not-a-mail' } });
    expect(firstError(badMail)).toMatchObject({ code: 595, data: expect.arrayContaining([{ name: 'f', value: 'contact.email' }]) });
    const longHelp = await s.call('admin', 'PUT', `/admin/suppliers/${supplier.code}`, { customer_code_help: { fr: 'Aide', de: 'x'.repeat(2001) } });
    expect(firstError(longHelp)).toMatchObject({ code: 595, data: expect.arrayContaining([{ name: 'f', value: 'customer_code_help.de' }]) });
    const stored = (await s.call('admin', 'GET', `/admin/suppliers/${supplier.code}`)).json().collection.items[0];
    expect(stored).toMatchObject({ migrated: false, customer_code_help: {} });
    expect(await auditRowsOf(t, 'supplier', supplier.code)).toEqual([]);
    expect(firstError(await s.call('admin', 'PUT', '/admin/suppliers/NOPE-NONE', { member: true })).code).toBe(612);
  });

  it('customer codes: an assistant adds one (a second time: 758), an admin imports a CSV and revokes a code', async () => {
    const supplier = await makeSupplier(t.db, { access_level: 'private' });
    const added = await s.call('assistant', 'POST', `/admin/suppliers/${supplier.code}/customer_codes`, { code: 'C-100', customer: 'Acme' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().collection.items[0]).toMatchObject({ code: 'C-100', customer: 'Acme', holders: 0 });
    expect(firstError(await s.call('assistant', 'POST', `/admin/suppliers/${supplier.code}/customer_codes`, { code: 'C-100' }))).toMatchObject({
      code: 758,
      data: [{ name: 'f', value: 'code' }],
    });

    const csv = 'code;customer\nC-100;Acme\nC-200;Beta SA\n\n;orphan\nC-300\nC-300\n';
    expect(firstError(await s.call('assistant', 'POST', `/admin/suppliers/${supplier.code}/customer_codes/import`, { csv })).code).toBe(603);
    const imported = await s.call('admin', 'POST', `/admin/suppliers/${supplier.code}/customer_codes/import`, { csv });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(dataOf(imported)).toEqual({ added: 2, already_present: 1, rejected: [{ line: 5, value: '', reason: 'empty' }] });

    const list = (await s.call('assistant', 'GET', `/admin/suppliers/${supplier.code}/customer_codes`)).json().collection.items;
    expect(list.map((c: { code: string }) => c.code).sort()).toEqual(['C-100', 'C-200', 'C-300']);

    // The code opens the supplier's sheets for whoever proves it; revoked, it opens nothing.
    const proof = () => t.app.inject({ method: 'GET', url: `/api/v1/documents/verify_customer_code?supplier_code=${supplier.code}&customer_code=C-200` });
    expect((await proof()).statusCode).toBe(200);
    const c200 = list.find((c: { code: string }) => c.code === 'C-200');
    expect(firstError(await s.call('assistant', 'DELETE', `/admin/suppliers/${supplier.code}/customer_codes/${c200.id}`)).code).toBe(603);
    const revoked = await s.call('admin', 'DELETE', `/admin/suppliers/${supplier.code}/customer_codes/${c200.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(firstError(await proof()).code).toBe(567);

    const other = await makeSupplier(t.db);
    const c100 = list.find((c: { code: string }) => c.code === 'C-100');
    expect(firstError(await s.call('admin', 'DELETE', `/admin/suppliers/${other.code}/customer_codes/${c100.id}`)).code).toBe(604);

    const actions = (await auditRowsOf(t, 'supplier', supplier.code)).map((r) => [r.action, r.staff_login]);
    expect(actions).toEqual([
      ['customer_code.add', s.login('assistant')],
      ['customer_code.import', s.login('admin')],
      ['customer_code.revoke', s.login('admin')],
    ]);
    expect((await auditRowsOf(t, 'supplier', supplier.code))[2].before).toMatchObject({ code: 'C-200', customer: 'Beta SA' });
  });
});
