import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from './database.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';

describe('createPool', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  it('survives PostgreSQL terminating its idle connections (Ctrl-C reaches the embedded server first)', async () => {
    const pool = createPool(t.config.databaseUrl!, 2);
    const client = await pool.connect();
    const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    client.release(); // now idle in the pool
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      // What a fast shutdown does to every backend: FATAL 57P01 on an idle connection.
      await t.pool.query('SELECT pg_terminate_backend($1)', [pid]);
      // The positive signal (issue #29: no sleep-then-assert-nothing): the pool drops the dead client when its error
      // arrives, the moment an unhandled error would have been thrown; polled with a deadline. Listening to the
      // pool's 'error' here would itself handle the error and hide the bug this test is about.
      const deadline = Date.now() + 10_000;
      while (pool.totalCount > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(pool.totalCount).toBe(0);
      expect(uncaught).toEqual([]);
      // The pool recovers with a new connection.
      expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows[0].one).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
      await pool.end();
    }
  });
});
