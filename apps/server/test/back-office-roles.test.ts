import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACK_OFFICE_PERMISSIONS, ERRORS, staffMay, type BackOfficePermission } from '@openfds/contract';
import { createTestContext, type TestContext } from './context.ts';
import { makeUser } from './factories.ts';
import { makeStaff } from './staff.ts';

interface Operation {
  'x-access': string;
  'x-permission'?: BackOfficePermission;
  parameters?: { name: string; in: string; schema?: { enum?: string[] } }[];
}

const REFUSED = [ERRORS.forbidden.code, ERRORS.notAdmin.code];

/**
 * Issue #26: the role table (packages/contract/src/back-office-roles.ts) is enforced on every back-office call. The
 * walk reads the OpenAPI document (every route declared `access: 'staff'` or 'admin', whoever's module it is) and
 * calls each with a customer's, an assistant's and an administrator's session: the refused get 603 (or 562), the
 * admitted anything but those (their empty body then answers a field error, an unknown id 604...).
 */
describe('the back office role table, call by call', () => {
  let t: TestContext;
  let sessions: { label: string; profileTypes: string[]; cookie: string }[];
  let targetLogin = '';
  beforeAll(async () => {
    t = await createTestContext();
    const [user, assistant, admin, target] = [await makeUser(t.db), await makeStaff(t.db, 'assistant'), await makeStaff(t.db, 'admin'), await makeUser(t.db)];
    // The calls that name an account name this one, never a caller (ending its sessions must not log the walk out).
    targetLogin = target.login;
    sessions = [
      { label: 'customer', profileTypes: ['mySDS'], cookie: user.cookie },
      { label: 'assistant', profileTypes: ['mySDS', 'assistant'], cookie: assistant.cookie },
      { label: 'administrator', profileTypes: ['mySDS', 'admin'], cookie: admin.cookie },
    ];
  });
  afterAll(async () => t?.close());

  /**
   * A well-formed value for a path parameter (path parameters are checked before who calls: a malformed one answers a
   * field error to everyone), so the refused are refused for who they are: the first of an enumeration, else by name.
   */
  function sample(parameter: { name: string; schema?: { enum?: string[] } }): string {
    if (parameter.schema?.enum?.length) return parameter.schema.enum[0]!;
    if (parameter.name === 'login') return targetLogin;
    if (parameter.name === 'contract_identifier') return '00001-00001-00001-000001';
    if (/code|iddc/i.test(parameter.name)) return '0000001-00001-00001-000001';
    return '987654';
  }

  it('refuses every back-office call to whoever the table refuses, and admits whoever it admits', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/v3/api-docs' })).json() as { paths: Record<string, Record<string, Operation>> };
    const calls = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op['x-access'] === 'staff' || op['x-access'] === 'admin')
        .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
    // The audit log, the accounts and the alert at least; every branch's back-office routes join the walk by themselves.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining(['GET /api/v1/admin/audit', 'POST /api/v1/users/{login}/profiles', 'PUT /api/v1/alert']),
    );

    const wrong: string[] = [];
    for (const { method, path, op } of calls) {
      if (op['x-access'] === 'staff') expect(Object.keys(BACK_OFFICE_PERMISSIONS), `${method} ${path}: x-permission`).toContain(op['x-permission']);
      const parameter = (name: string) => op.parameters?.find((p) => p.in === 'path' && p.name === name) ?? { name };
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(sample(parameter(name))));
      for (const session of sessions) {
        const admitted = op['x-access'] === 'admin' ? session.profileTypes.includes('admin') : staffMay(session.profileTypes, op['x-permission']!);
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { cookie: session.cookie },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const code = (res.json() as { collection?: { errors?: { code: number }[] } }).collection?.errors?.[0]?.code;
        const refused = code !== undefined && REFUSED.includes(code);
        if (admitted === refused)
          wrong.push(`${method} ${path} as ${session.label}: ${admitted ? 'admitted' : 'refused'} by the table, got ${res.statusCode} code ${code}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
