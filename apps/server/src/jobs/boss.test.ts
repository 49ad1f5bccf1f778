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
    const jobs = await startJobs(t.config.databaseUrl!, [], { work: false, log: (msg) => logged.push(msg) });
    try {
      // What a fast shutdown does: every other backend of this database gets FATAL 57P01.
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(t.db);
      await new Promise((r) => setTimeout(r, 500));
      expect(logged).toEqual([]);
    } finally {
      await jobs.stop().catch(() => {});
    }
  });
});
