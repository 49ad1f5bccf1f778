import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../src/security/password-hash.ts';
import type { TestContext } from './context.ts';

/** Account helpers for the API tests. */

/** The session cookie a reply set (empty string when it cleared it). */
export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'openfds_session')?.value;
}

/** Creates an active account straight in the database. */
export async function createUser(
  t: TestContext,
  values: { email: string; password: string; profileTypes?: string[]; language?: string; profile?: Record<string, unknown> },
): Promise<number> {
  const row = await t.db
    .insertInto('users')
    .values({
      login: values.email,
      email: values.email,
      password_hash: await hashPassword(values.password),
      status: 'active',
      profile_types: values.profileTypes ?? ['mySDS'],
      language: values.language ?? 'fr',
      profile: JSON.stringify(values.profile ?? { first_name: 'Test', last_name: 'User', company_name: 'Test SA', title: 'M.' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Logs in and returns the session cookie value. */
export async function loginAs(t: TestContext, login: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { login, password } });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = sessionCookie(res);
  expect(cookie).toBeTruthy();
  return cookie!;
}

/** The first error of an envelope reply. */
export function firstError(res: LightMyRequestResponse): { code: number; message: string; data: { name: string; value: unknown }[] } {
  return res.json().collection.errors[0];
}

/** The data entries of an envelope reply as an object. */
export function dataOf(res: LightMyRequestResponse): Record<string, unknown> {
  return Object.fromEntries(res.json().collection.data.map((d: { name: string; value: unknown }) => [d.name, d.value]));
}

/** A valid self-registration (POST /users/creation_request) of Jeanne Martin, Chimie SA, at `email`. */
export function registrationRequest(email: string) {
  return {
    profile_type: 'mySDS',
    first_name: 'Jeanne',
    last_name: 'Martin',
    email,
    company_name: 'Chimie SA',
    country_code: 'fr',
    city: 'Lyon',
    siret: '12345678901234',
    want_safebox: false,
    safebox: false,
    qsds_consent: false,
  };
}
