import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paymentsMode, REPO_ROOT } from '../config.ts';

/** Issue #22 item 13: the test payment provider is impossible in production by accident. */
describe('payments mode', () => {
  it('Stripe with its key; the test provider with PAYMENTS=test, or outside production; nothing in production otherwise', () => {
    expect(paymentsMode({ STRIPE_SECRET_KEY: 'sk_live_x', NODE_ENV: 'production' })).toBe('stripe');
    expect(paymentsMode({ PAYMENTS: 'test', NODE_ENV: 'production' })).toBe('test');
    expect(paymentsMode({ NODE_ENV: 'production' })).toBeNull();
    expect(paymentsMode({ NODE_ENV: 'production', PAYMENTS: 'yes' })).toBeNull();
    // npm start on a developer's machine keeps the test provider.
    expect(paymentsMode({})).toBe('test');
    expect(paymentsMode({ NODE_ENV: 'development' })).toBe('test');
  });

  it('refuses to start in production with neither Stripe keys nor PAYMENTS=test, before touching a database', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'production', STRIPE_SECRET_KEY: '', PAYMENTS: '', DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PAYMENTS=test');
  }, 70_000);
});
