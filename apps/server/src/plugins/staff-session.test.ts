import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser, firstError, loginAs, dataOf } from '../../test/accounts.ts';

const PASSWORD = 'Staff-Session-2025';

/** Issue #26: a staff session (admin, assistant) expires sooner when idle than a user's. */
describe('staff session idle expiry', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ sessionIdleMinutes: 120, staffSessionIdleMinutes: 20 });
    await createUser(t, { email: 'assistant-idle@example.com', password: PASSWORD, profileTypes: ['mySDS', 'assistant'] });
    await createUser(t, { email: 'admin-idle@example.com', password: PASSWORD, profileTypes: ['mySDS', 'admin'] });
    await createUser(t, { email: 'user-idle@example.com', password: PASSWORD });
  });
  afterAll(async () => t?.close());

  const session = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/v1/session', cookies: { openfds_session: cookie } });

  it('ends an admin and an assistant session after STAFF_SESSION_IDLE_MINUTES, a user session lives on', async () => {
    const assistant = await loginAs(t, 'assistant-idle@example.com', PASSWORD);
    const admin = await loginAs(t, 'admin-idle@example.com', PASSWORD);
    const user = await loginAs(t, 'user-idle@example.com', PASSWORD);
    t.clock.advance(19 * 60_000);
    expect(dataOf(await session(admin)).logged_in).toBe(true);
    t.clock.advance(21 * 60_000);
    // 21 minutes idle for the assistant (40 since login for the other), over the staff limit of 20.
    expect(firstError(await session(assistant)).code).toBe(ERRORS.sessionExpired.code);
    expect(firstError(await session(admin)).code).toBe(ERRORS.sessionExpired.code);
    expect(dataOf(await session(user)).logged_in).toBe(true);
  });
});
