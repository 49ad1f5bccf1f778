import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { demoAccountsSeeder } from './demo-accounts.ts';

describe('demo accounts seeder', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  it('creates an active admin and active users once, printing each password once', async () => {
    const lines: string[] = [];
    // Only this seeder: the catalogue and list seeders log their own lines.
    await demoAccountsSeeder.run(t, (msg) => lines.push(msg));
    expect(lines).toHaveLength(4);
    const passwords = lines.map((line) => /login (\S+) {2}password (\S+)$/.exec(line)!.slice(1));
    expect(passwords.map(([login]) => login)).toEqual(['admin@openfds.local', 'user@openfds.local', 'premium@openfds.local', 'assistant@openfds.local']);
    for (const [login, password] of passwords) {
      expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/);
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { login, password } });
      expect(res.statusCode).toBe(200);
      expect(res.json().collection.items[0].admin).toBe(login.startsWith('admin'));
    }
    const again: string[] = [];
    await demoAccountsSeeder.run(t, (msg) => again.push(msg));
    expect(again).toEqual([]);
  });
});

describe('demo accounts with E2E=true', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ e2e: true });
  });
  afterAll(async () => t?.close());

  it('have the fixed passwords the browser tests use', async () => {
    await demoAccountsSeeder.run(t, () => {});
    for (const [login, password] of [
      ['admin@openfds.local', 'Admin-Demo-2025'],
      ['user@openfds.local', 'User-Demo-2025'],
      ['premium@openfds.local', 'Premium-Demo-2025'],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { login, password } });
      expect(dataOf(res)).toEqual({ login });
    }
  });
});
