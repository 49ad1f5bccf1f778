import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startJobs } from './boss.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';

describe('startJobs', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  it('stays quiet when PostgreSQL shuts its connections down (57P01), as on Ctrl-C', async () => {
    const logged: string[] = [];
    const queue = 'boss-test-after-shutdown';
    const jobs = await startJobs(t.config.databaseUrl!, [], { work: false, log: (msg) => logged.push(msg), queues: [{ name: queue }] });
    try {
      // What a fast shutdown does: every other backend of this database gets FATAL 57P01.
      const killed = await sql<{ pid: number }>`SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(t.db);
      expect(killed.rows.length).toBeGreaterThan(0);
      const pids = killed.rows.map((r) => r.pid);
      // Positive signals instead of a fixed wait: the killed backends are gone, and the queue answers again on new
      // connections (so pg-boss has been through the closed ones, and would have reported them by now).
      await expect
        .poll(async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ANY(${pids})`.execute(t.db)).rows[0].n)
        .toBe(0);
      await expect
        .poll(
          () =>
            jobs.send(queue, {}).then(
              (id) => typeof id,
              () => 'failed',
            ),
          { timeout: 10_000 },
        )
        .toBe('string');
      expect(logged).toEqual([]);
    } finally {
      await jobs.stop().catch(() => {});
    }
  });
});
