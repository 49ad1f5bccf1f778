import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { linkIn, tokenOf, waitForMail } from '../../../test/mail.ts';
import { FREE_FAILURES } from '../../security/login-throttle.ts';
import { HASH_CONCURRENCY, hashPassword, hashingStats } from '../../security/password-hash.ts';

// Issue #11 defect 3: POST /users hashed the password before looking at the token, so bogus tokens cost a scrypt
// each (30 requests/s pushed an unrelated search's p95 from 7 ms to 6.6 s).
describe('POST /users with bogus tokens', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  const complete = (token: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users', remoteAddress: ip, payload: { token, password: 'Chosen-Pass-2025' } });

  it('answers 601 without any password work', async () => {
    const before = hashingStats().started;
    const res = await complete('bogus-token-that-nobody-was-mailed-000000000', '10.40.0.1');
    expect(firstError(res).code).toBe(601);
    expect(hashingStats().started).toBe(before);
  });

  it('counts failures per client: past the free ones, 680 even for a good token', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/creation_request',
      payload: {
        profile_type: 'mySDS',
        first_name: 'A',
        last_name: 'B',
        email: 'tok@example.com',
        company_name: 'C',
        country_code: 'fr',
        want_safebox: false,
        safebox: false,
        qsds_consent: false,
      },
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const token = tokenOf(linkIn(await waitForMail(t.config.mailDir, 'tok@example.com'), '/account/register/confirmation/'));
    for (let i = 0; i < FREE_FAILURES.token_ip; i++) expect(firstError(await complete(`bogus-${i}`, '10.40.0.2')).code).toBe(601);
    const locked = await complete(token, '10.40.0.2');
    expect(locked.statusCode).toBe(429);
    expect(firstError(locked).code).toBe(680);
    // the same good token from another client works
    expect((await complete(token, '10.40.0.3')).statusCode).toBe(200);
  });

  it('runs at most HASH_CONCURRENCY hashes at once, the others queued', async () => {
    const hashes = await Promise.all(Array.from({ length: HASH_CONCURRENCY + 3 }, (_, i) => hashPassword(`pw-${i}`)));
    expect(new Set(hashes).size).toBe(HASH_CONCURRENCY + 3);
    expect(hashingStats().maxActive).toBeLessThanOrEqual(HASH_CONCURRENCY);
    expect(hashingStats().active).toBe(0);
  });
});
