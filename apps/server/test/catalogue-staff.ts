import type { LightMyRequestResponse } from 'fastify';
import { createUser, loginAs } from './accounts.ts';
import type { TestContext } from './context.ts';

/**
 * The three sessions of the back office's catalogue tests (issue #26): an administrator, an assistant and a customer,
 * and a caller that sends a request as one of them (or as a visitor).
 */
export type Who = 'admin' | 'assistant' | 'user' | 'visitor';

const PASSWORD = 'Staff-Passw0rd';

export async function staffSessions(t: TestContext, prefix: string) {
  const cookies: Partial<Record<Who, { openfds_session: string }>> = {};
  const ids: Partial<Record<Who, number>> = {};
  const profiles: [Exclude<Who, 'visitor'>, string[]][] = [
    ['admin', ['admin']],
    ['assistant', ['assistant']],
    ['user', ['mySDS']],
  ];
  for (const [who, profileTypes] of profiles) {
    const email = `${prefix}-${who}@example.com`;
    ids[who] = await createUser(t, { email, password: PASSWORD, profileTypes });
    cookies[who] = { openfds_session: await loginAs(t, email, PASSWORD) };
  }
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url: `/api/v1${url}`, cookies: who === 'visitor' ? undefined : cookies[who], ...(payload ? { payload } : {}) });
  return {
    call,
    ids: ids as Record<Exclude<Who, 'visitor'>, number>,
    login: (who: Exclude<Who, 'visitor'>) => `${prefix}-${who}@example.com`,
    cookie: (who: Exclude<Who, 'visitor'>) => cookies[who]!,
  };
}

/** The audit rows about one target, oldest first. */
export async function auditRowsOf(t: TestContext, targetType: string, targetId: string) {
  return t.db.selectFrom('staff_audit').selectAll().where('target_type', '=', targetType).where('target_id', '=', targetId).orderBy('id').execute();
}
