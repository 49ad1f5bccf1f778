/**
 * Prints EXPLAIN (ANALYZE, BUFFERS) of the real search queries (the server's own SQL builders) on a generated
 * catalogue: broad and narrow product names, a typo, a big supplier's list, code and EAN lookups, autocomplete.
 *
 *   VAR_DIR=/work/bench-var EMBEDDED_PG_PORT=54403 node --import tsx bench/search/explain-plans.ts
 */
import type pg from 'pg';
import { openScriptDatabase } from '../../apps/server/scripts/script-database.ts';
import {
  countByLanguage,
  countSheets,
  findSheets,
  searchByName,
  similarWords,
  type SearchFilters,
} from '../../apps/server/src/modules/search/search.repository.ts';
import { autocompleteSuppliersSql } from '../../apps/server/src/modules/suppliers/suppliers.repository.ts';
import { exactQuery, prefixQuery } from '../../apps/server/src/modules/search/search-terms.ts';
import { searchByWords } from '../../apps/server/src/modules/search/word-search.repository.ts';

/**
 * A pool look-alike that explains each query instead of running it for its rows. With `generic`, the query is
 * explained as the server runs it on its search connections (search-pool.ts): prepared, with a forced generic plan
 * and no parallel workers (EXPLAIN of a query with parameters would plan it for their values instead).
 */
function explaining(pool: pg.Pool, label: string, generic = false) {
  return {
    async query(query: string | { text: string; values: unknown[] }, values: unknown[] = []) {
      // Named (prepared) statements arrive as a query config.
      const [sql, params] = typeof query === 'string' ? [query, values] : [query.text, query.values];
      const client = await pool.connect();
      try {
        const started = performance.now();
        let plan: pg.QueryResult;
        if (generic) {
          await client.query('SET plan_cache_mode = force_generic_plan; SET max_parallel_workers_per_gather = 0; DEALLOCATE ALL');
          await client.query(`PREPARE explained AS ${sql}`);
          const literal = (v: unknown): string =>
            v === null
              ? 'NULL'
              : typeof v === 'number' || typeof v === 'boolean'
                ? String(v)
                : Array.isArray(v)
                  ? client.escapeLiteral(`{${v.join(',')}}`)
                  : client.escapeLiteral(String(v));
          plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) EXECUTE explained(${params.map(literal).join(', ')})`);
          await client.query('DEALLOCATE ALL; RESET plan_cache_mode; RESET max_parallel_workers_per_gather');
        } else {
          plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
        }
        console.log(`\n--- ${label}${generic ? ' [generic plan, as served]' : ''} (${(performance.now() - started).toFixed(1)} ms with EXPLAIN)`);
        console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      } finally {
        client.release();
      }
      return { rows: [{ n: 0, total: 0, id: null }] };
    },
  } as unknown as pg.Pool;
}

async function main() {
  const db = await openScriptDatabase(() => {});
  const { pool } = db;
  const big = (await pool.query(`SELECT id, code FROM suppliers ORDER BY document_count DESC LIMIT 1`)).rows[0];
  const sample = (await pool.query(`SELECT product_code, ean FROM documents WHERE is_latest AND access = 'public' AND ean <> '{}' LIMIT 1`)).rows[0];
  const base: SearchFilters = { supplierIds: null, language: 'fr', provenSupplierIds: [] };
  // `complete`: the typed words that are whole catalogue words (matched whole, as the service does).
  const text = (words: string[], catalogueWords?: string[], complete: string[] = catalogueWords?.includes(words[0]) ? words : []) => ({
    phrase: words.join(' '),
    matchQuery: prefixQuery(words, new Set(complete)),
    exactQuery: exactQuery(words),
    prefixQuery: prefixQuery(words, new Set(complete)),
    words: catalogueWords,
  });
  const page = { limit: 15, offset: 0, sort: 'relevance' as const, direction: 'asc' as const };

  await searchByName(explaining(pool, 'count + page: broad word "nettoyant" (fr), words index', true), base, text(['nettoyant']), page);
  await searchByName(explaining(pool, 'count + page: broad word "nettoyant" (fr), word table', true), base, text(['nettoyant'], ['nettoyant']), page);
  await searchByName(
    explaining(pool, 'count + page: typo "nettoyamt" (fr), word table with alternatives', true),
    base,
    text(['nettoyamt'], ['nettoyant', 'nettoyage']),
    page,
  );
  await searchByWords(
    explaining(pool, 'count + page: broad word "nettoyant" (fr), word table index-only', true),
    base,
    text(['nettoyant'], ['nettoyant']),
    page,
  );
  await searchByWords(
    explaining(pool, 'count + page: typo "nettoyamt" (fr), word table index-only with alternatives', true),
    base,
    text(['nettoyamt'], ['nettoyant', 'nettoyage']),
    page,
  );
  await searchByName(explaining(pool, 'count + page: two prefixes "degr indus" (fr), words index', true), base, text(['degr', 'indus']), page);
  await searchByName(
    explaining(pool, 'count + page: two words "duraclean schnell" (de), words index', true),
    { ...base, language: 'de' },
    text(['duraclean', 'schnell'], undefined, ['duraclean', 'schnell']),
    page,
  );
  await similarWords(explaining(pool, 'typo: words close to "degraisant"', true), 'degraisant');
  await countSheets(explaining(pool, `count: biggest supplier ${big.code} (fr)`), { ...base, supplierIds: [big.id] });
  await findSheets(explaining(pool, `page: biggest supplier ${big.code} by name (fr)`), { ...base, supplierIds: [big.id] }, page);
  await searchByName(
    explaining(pool, `count + page: biggest supplier ${big.code}, "vernis" (fr)`, true),
    { ...base, supplierIds: [big.id] },
    text(['vernis'], ['vernis']),
    page,
  );
  await searchByWords(
    explaining(pool, `count + page: biggest supplier ${big.code}, "vernis" (fr), word table index-only`, true),
    { ...base, supplierIds: [big.id] },
    text(['vernis'], ['vernis']),
    page,
  );
  await searchByName(
    explaining(pool, `count + page: biggest supplier ${big.code}, two words "duraclean schnell" (de), supplier words index`, true),
    { ...base, language: 'de', supplierIds: [big.id] },
    text(['duraclean', 'schnell'], undefined, ['duraclean', 'schnell']),
    page,
  );
  await countByLanguage(explaining(pool, `product code ${sample.product_code}`), { ...base, productCode: sample.product_code });
  await countByLanguage(explaining(pool, `EAN ${sample.ean[0]}`), { ...base, ean: sample.ean[0] });
  await autocompleteSuppliersSql(explaining(pool, 'supplier autocomplete "chi"'), 'chi', 8);
  await db.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
