import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createSearchPool } from './search-pool.ts';

describe('search connections', () => {
  let t: TestContext;
  let pool: pg.Pool;
  beforeAll(async () => {
    t = await createTestContext();
    pool = createSearchPool(t.pool, 2);
  });
  afterAll(async () => {
    await pool?.end();
    await t?.close();
  });

  it('reach the same database as the main pool, with cached generic plans and no parallel workers', async () => {
    const { rows } = await pool.query(
      `SELECT current_database() AS db, current_setting('plan_cache_mode') AS plans,
              current_setting('max_parallel_workers_per_gather') AS workers`,
    );
    const main = await t.pool.query('SELECT current_database() AS db');
    expect(rows[0]).toEqual({ db: main.rows[0].db, plans: 'force_generic_plan', workers: '0' });
  });
});
