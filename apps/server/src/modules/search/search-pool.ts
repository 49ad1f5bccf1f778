import type pg from 'pg';
import { createPool } from '../../db/database.ts';

/**
 * Connections of their own for the product-name search statements, with two session settings:
 *
 * - plan_cache_mode = force_generic_plan: each search statement is prepared once per connection (namedQuery) and
 *   runs its cached plan. Left to choose, PostgreSQL planned some shapes again on every call (2-4 ms of planning
 *   for 2-3 ms of work) and kept a poor generic plan for others. The search SQL is written so that its generic
 *   plan is the good one (index ranges from parameters rather than LIKE patterns; see searchByName).
 * - max_parallel_workers_per_gather = 0: a generic plan cannot see how few rows a word has, and starting two
 *   workers cost 8 ms for a search that reads a hundred rows. Parallel workers do not pay on a web request.
 *
 * Only the statements written for it run here (searchByWords, searchByName, the word lookups): the planner's
 * estimate of a broad search (estimateByName) needs the real values, and the other modules keep custom plans.
 */
export function createSearchPool(main: pg.Pool, max = 10): pg.Pool {
  // Every pool is made by createPool from a connection URL, so the main pool's URL reaches the same database.
  return createPool(main.options.connectionString!, max, '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0');
}
