/**
 * Substance watch benchmark.
 *   node --import tsx bench/vigi/vigi-bench.ts
 * Env: BENCH_SHEETS (default 20000) sheets with ~5 generated components each (from the lists' CAS numbers,
 * random valid CAS numbers, EC numbers and a few group-rule names), generated set-based in SQL;
 * BENCH_SINGLE_RUNS (default 2000) live matches of one random sheet against all lists, through documentWatch
 * (what GET /documents/{code}/vigi_substances runs once the sheet is loaded: one round trip for the components
 * and the lists' stamp, the in-memory match, the hits in the interface language), then through the SQL matcher
 * (findHits, the reference the in-memory matcher is tested against) for comparison;
 * BENCH_REMATCH (default "all") lists to re-match catalogue-wide, comma-separated, or "none".
 * Database: DATABASE_URL, else an embedded PostgreSQL in VAR_DIR (default /tmp/vigi-bench-var) on
 * EMBEDDED_PG_PORT (default 54307). The generated catalogue is kept between runs (only the missing sheets are added).
 * Prints median and p95 (ms) and the machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { VIGI_OFFERS, type VigiListCode } from '@openfds/contract';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb, createPool } from '../../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { importListFile } from '../../apps/server/src/modules/vigi/lists/list-import.service.ts';
import { findHits, rematchList } from '../../apps/server/src/modules/vigi/matching/matching.repository.ts';
import { regulatoryFile, SHIPPED_LIST_FILES } from '../../apps/server/src/modules/vigi/lists/regulatory-files.ts';
import type { WatchedDocument } from '../../apps/server/src/modules/vigi/watch/document-access.ts';
import type { VigiEntitlement } from '../../apps/server/src/modules/vigi/watch/entitlements.ts';
import { documentWatch } from '../../apps/server/src/modules/vigi/watch/watch.service.ts';

const SHEETS = Number(process.env.BENCH_SHEETS ?? 20_000);
const SINGLE_RUNS = Number(process.env.BENCH_SINGLE_RUNS ?? 2_000);
const BATCH = 250_000;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms < 1000 ? ms.toFixed(0) : `${(ms / 1000).toFixed(1)} s`);

async function main() {
  const machine = `${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.platform()} ${os.release()}, Node ${process.version}`;
  console.log(`machine: ${machine}`);
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const varDir = process.env.VAR_DIR ?? '/tmp/vigi-bench-var';
    const embedded = await startEmbeddedPostgres({ dataDir: path.join(varDir, 'pg'), port: Number(process.env.EMBEDDED_PG_PORT ?? 54307) });
    url = embedded.url;
    stop = () => embedded.stop();
  }
  const pool = createPool(url, 4);
  // The embedded server stops at the end: idle connections closing then are not an error.
  pool.on('error', () => {});
  const db = createDb(pool);
  try {
    await migrate(pool);
    for (const list of Object.keys(SHIPPED_LIST_FILES) as VigiListCode[]) {
      const file = regulatoryFile(list);
      if (file) await importListFile(db, list, fs.readFileSync(file), { fileName: path.basename(file) });
    }
    await generateCatalogue(db);
    const {
      rows: [counts],
    } = await sql<{ sheets: number; components: number }>`
      SELECT (SELECT count(*) FROM documents) AS sheets, (SELECT count(*) FROM document_components) AS components`.execute(db);
    console.log(`catalogue: ${counts.sheets} sheets, ${counts.components} components`);

    // One sheet against all lists (the sheet page call's matching), random sheets, as a user holding every offer.
    const {
      rows: [range],
    } = await sql<{ min: number; max: number }>`SELECT min(id) AS min, max(id) AS max FROM documents`.execute(db);
    const config = loadConfig();
    const everything: VigiEntitlement = { freeDetail: 'full', paidOffers: new Set(Object.keys(VIGI_OFFERS) as (keyof typeof VIGI_OFFERS)[]), report: true };
    const randomDoc = async () => {
      const id = range.min + Math.floor(Math.random() * (range.max - range.min + 1));
      // The route has loaded the sheet already (loadReadableDocument); not part of the matching.
      const {
        rows: [doc],
      } = await sql<WatchedDocument>`
        SELECT id, iddc, product_name, language, revision_date::text AS revision_date, revision_version FROM documents WHERE id = ${id}`.execute(db);
      return doc;
    };
    const measure = async (label: string, run: (doc: WatchedDocument) => Promise<number>) => {
      await run(await randomDoc()); // the first call loads the lists' snapshot (once per process and list version)
      const times: number[] = [];
      let hits = 0;
      for (let i = 0; i < SINGLE_RUNS; i++) {
        const doc = await randomDoc();
        const t0 = performance.now();
        hits += await run(doc);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label}: ${SINGLE_RUNS} runs, median ${fmt(quantile(times, 0.5))} ms, p95 ${fmt(quantile(times, 0.95))} ms, max ${fmt(times.at(-1)!)} ms (${(hits / SINGLE_RUNS).toFixed(2)} hits per sheet)`,
      );
    };
    const t0 = performance.now();
    const watched = await documentWatch(db, config, await randomDoc(), everything, 'fr');
    console.log(`first call, lists snapshot loaded: ${(performance.now() - t0).toFixed(0)} ms (${watched.lists.length} lists)`);
    await measure('one sheet vs all lists, API path (documentWatch, in-memory matcher)', async (doc) =>
      (await documentWatch(db, config, doc, everything, 'fr')).lists.reduce((n, l) => n + l.hits.length, 0),
    );
    await measure('one sheet vs all lists, SQL matcher (findHits, reference)', async (doc) => (await findHits(db, [doc.id])).length);
    console.log(
      `load average: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );

    // Catalogue-wide re-match after a list update, one list at a time, as the job does.
    const which = process.env.BENCH_REMATCH ?? 'all';
    const lists = which === 'none' ? [] : which === 'all' ? (Object.keys(SHIPPED_LIST_FILES) as VigiListCode[]) : (which.split(',') as VigiListCode[]);
    const rematch: number[] = [];
    for (const list of lists) {
      const t0 = performance.now();
      const n = await rematchList(db, list);
      const ms = performance.now() - t0;
      rematch.push(ms);
      console.log(`re-match catalogue against ${list}: ${fmt(ms)} (${n} matches)`);
    }
    if (rematch.length) {
      const sorted = [...rematch].sort((a, b) => a - b);
      console.log(
        `re-match per list update: median ${fmt(quantile(sorted, 0.5))}, p95 ${fmt(quantile(sorted, 0.95))}, worst ${fmt(sorted.at(-1)!)}, all lists ${fmt(rematch.reduce((a, b) => a + b, 0))}`,
      );
    }
  } finally {
    await pool.end();
    await stop();
  }
}

/**
 * Adds sheets until the catalogue holds SHEETS sheets, then ~5 components to every sheet without any, set-based
 * in SQL and in id-range batches. Random picks go through small numbered pool tables joined by hash (the lists'
 * CAS and EC numbers, 200,000 random valid CAS numbers), so no per-row function call or array access.
 */
async function generateCatalogue(db: ReturnType<typeof createDb>) {
  await sql`
    CREATE OR REPLACE FUNCTION bench_cas(n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
      SELECT left(s, length(s) - 2) || '-' || right(s, 2) || '-' ||
             (SELECT sum(substr(reverse(s), i, 1)::int * i) % 10 FROM generate_series(1, length(s)) i)
      FROM (SELECT n::text AS s) x $$`.execute(db);
  await sql`DROP TABLE IF EXISTS bench_cas_pool, bench_ec_pool, bench_random_cas`.execute(db);
  await sql`CREATE TABLE bench_cas_pool AS SELECT row_number() OVER (ORDER BY value) AS n, value FROM (SELECT DISTINCT value FROM vigi_entry_identifiers WHERE kind = 'cas') x`.execute(
    db,
  );
  await sql`CREATE TABLE bench_ec_pool AS SELECT row_number() OVER (ORDER BY value) AS n, value FROM (SELECT DISTINCT value FROM vigi_entry_identifiers WHERE kind = 'ec') x`.execute(
    db,
  );
  await sql`CREATE TABLE bench_random_cas AS SELECT g AS n, bench_cas(1000 + (g * 7919) % 99999000) AS value FROM generate_series(1, 200000) g`.execute(db);
  await sql`ANALYZE bench_cas_pool, bench_ec_pool, bench_random_cas`.execute(db);
  const {
    rows: [pools],
  } = await sql<{ cas: number; ec: number }>`
    SELECT (SELECT count(*) FROM bench_cas_pool) AS cas, (SELECT count(*) FROM bench_ec_pool) AS ec`.execute(db);
  await sql`
    INSERT INTO suppliers (code, name, slug)
    SELECT 'BENCH' || g, 'Bench supplier ' || g, 'bench-supplier-' || g FROM generate_series(1, 900) g
    ON CONFLICT (code) DO NOTHING`.execute(db);
  const {
    rows: [{ n: existing }],
  } = await sql<{ n: number }>`SELECT count(*) AS n FROM documents`.execute(db);
  if (SHEETS - Number(existing) > BATCH) {
    // Bulk load of the bench database: the search indexes and trigger of the catalogue (migration 0100) are
    // dropped, not rebuilt; neither measured query reads documents.
    const { rows: indexes } = await sql<{ indexname: string }>`
      SELECT indexname FROM pg_indexes WHERE tablename = 'documents' AND indexname NOT IN ('documents_pkey', 'documents_iddc_key')`.execute(db);
    for (const i of indexes) await sql`DROP INDEX IF EXISTS ${sql.id(i.indexname)}`.execute(db);
    await sql`ALTER TABLE documents DISABLE TRIGGER USER`.execute(db);
  }
  for (let start = Number(existing); start < SHEETS; start += BATCH) {
    const end = Math.min(SHEETS, start + BATCH);
    const t0 = performance.now();
    await sql`
      INSERT INTO documents (iddc, supplier_id, product_key, product_name, product_name_slug, language, revision_date)
      SELECT lpad(((g % 9000000) + 1000000)::text, 7, '0') || '-' || lpad((g % 100000)::text, 5, '0') || '-00001-' || lpad((g / 100000)::text, 6, '0'),
             (SELECT min(id) FROM suppliers WHERE code LIKE 'BENCH%') + (g % 900),
             'bench-' || g, 'Bench product ' || g, 'bench-product-' || g,
             (ARRAY['fr', 'en', 'de', 'it'])[1 + g % 4], current_date - (g % 1500)::int
      FROM generate_series(${start + 1}::bigint, ${end}::bigint) g`.execute(db);
    console.log(`generated sheets ${start + 1}..${end} in ${fmt(performance.now() - t0)}`);
  }
  const {
    rows: [ids],
  } = await sql<{ lo: number; hi: number }>`
    SELECT coalesce((SELECT max(document_id) FROM document_components), 0) AS lo, (SELECT max(id) FROM documents) AS hi`.execute(db);
  // Bulk load: the secondary indexes of document_components are dropped and rebuilt afterwards (setup only;
  // neither measured path uses them: the re-match scans, the live match reads the primary key).
  const secondary = ['document_components_cas_idx', 'document_components_ec_idx', 'document_components_index_idx'];
  const { rows: defs } = await sql<{ indexdef: string; indexname: string }>`
    SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'document_components' AND indexname = ANY(${secondary}::text[])`.execute(db);
  if (Number(ids.hi) - Number(ids.lo) > BATCH) for (const d of defs) await sql`DROP INDEX ${sql.id(d.indexname)}`.execute(db);
  const names = [
    'Cadmium sulphide',
    'Sulfure de cadmium',
    'Nickel dichloride',
    'Mercury(II) chloride',
    'Chromium (VI) trioxide',
    'Water',
    'Ethanol',
    'Solvent naphtha',
    'Proprietary resin',
    'Glycerol',
  ];
  for (let lo = Number(ids.lo); lo < Number(ids.hi); lo += BATCH) {
    const hi = Math.min(Number(ids.hi), lo + BATCH);
    const t0 = performance.now();
    // 3 to 7 components per sheet: 30 % from the lists' CAS numbers, the rest random valid CAS numbers, 1 in 10
    // with an EC number only, 1 in 50 named after a group entry without identifiers.
    await sql`
      INSERT INTO document_components (document_id, position, name, cas, ec, cas_valid, ec_valid)
      SELECT g.id, g.p,
             CASE WHEN g.r < 0.02 THEN (${names}::text[])[1 + (g.id % 5)::int] ELSE (${names}::text[])[6 + (g.p % 5)] END,
             CASE WHEN g.r < 0.12 THEN NULL WHEN g.r < 0.42 THEN pc.value ELSE rc.value END,
             CASE WHEN g.r >= 0.02 AND g.r < 0.12 THEN pe.value END,
             true, true
      FROM (SELECT d.id, p, random() AS r,
                   1 + floor(random() * ${pools.cas})::bigint AS ci, 1 + floor(random() * ${pools.ec})::bigint AS ei,
                   1 + floor(random() * 200000)::bigint AS ri
            FROM documents d CROSS JOIN LATERAL generate_series(1, 3 + (d.id % 5)::int) p
            WHERE d.id > ${lo} AND d.id <= ${hi}) g
      JOIN bench_cas_pool pc ON pc.n = g.ci
      JOIN bench_ec_pool pe ON pe.n = g.ei
      JOIN bench_random_cas rc ON rc.n = g.ri`.execute(db);
    console.log(`generated components of sheets ${lo + 1}..${hi} in ${fmt(performance.now() - t0)}`);
  }
  for (const d of defs) await sql.raw(d.indexdef.replace('CREATE INDEX', 'CREATE INDEX IF NOT EXISTS')).execute(db);
  await sql`ANALYZE documents`.execute(db);
  await sql`ANALYZE document_components`.execute(db);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
