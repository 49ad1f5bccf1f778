/**
 * Annex II refresh benchmark (issue #15: stored findings follow the candidate list).
 *   node --import tsx bench/annex-ii-refresh/refresh-bench.ts
 * One generated sheet is read by the real reader; its stored reading and components are copied onto BENCH_SHEETS
 * sheets (default 5,000). Then the candidate list alternates between a version holding the sheet's component and one
 * without it, and each time the 'sds.annex-ii-refresh' handler runs over every stored reading (all change), then once
 * more with nothing to change. Database: an embedded PostgreSQL in VAR_DIR (default /tmp/annex-refresh-bench-var) on
 * EMBEDDED_PG_PORT (default 54319). Prints median and p95 of the runs (ms, and readings per second) and the machine.
 */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { randomSheetSpec, renderSheetPdf } from '../../packages/sds/src/generator/index.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { AppContext } from '../../apps/server/src/context.ts';
import { systemClock } from '../../apps/server/src/clock.ts';
import { createDb, createPool } from '../../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { createMailer } from '../../apps/server/src/mail/create-mailer.ts';
import { extractJob } from '../../apps/server/src/modules/extraction/extraction.job.ts';
import { refreshAnnexIIFindings } from '../../apps/server/src/modules/extraction/annex-ii-refresh.job.ts';
import { importListFile } from '../../apps/server/src/modules/vigi/index.ts';
import { LocalStorage } from '../../apps/server/src/storage/local-storage.ts';

const SHEETS = Number(process.env.BENCH_SHEETS ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 6);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function main() {
  const machine = `${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length} (nproc ${os.availableParallelism()}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`;
  console.log(
    `machine: ${machine}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const varDir = process.env.VAR_DIR ?? '/tmp/annex-refresh-bench-var';
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(varDir, 'pg'),
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54319),
    sharedBuffers: '256MB',
  });
  const pool = createPool(embedded.url, 4);
  pool.on('error', () => {});
  const db = createDb(pool);
  const config = { ...loadConfig({}), databaseUrl: embedded.url, varDir, storageDir: path.join(varDir, 'files'), mailDir: path.join(varDir, 'mail') };
  const ctx: Omit<AppContext, 'jobs'> = {
    config,
    pool,
    db,
    storage: new LocalStorage(config.storageDir),
    mailer: createMailer(config, () => {}),
    clock: systemClock,
  };
  try {
    await migrate(pool);
    const spec = randomSheetSpec(4242, 'fr', { hStatements: ['H225', 'H319'], euhStatements: [], pictograms: ['GHS02', 'GHS07'] });
    const component = spec.components.find((c) => c.cas)!;
    const inclusion = new Date(Date.parse(`${spec.revisionDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const { rows: have } = await pool.query(`SELECT count(*)::int AS n FROM document_extractions WHERE status = 'extracted'`);
    if (have[0].n < SHEETS) {
      const started = Date.now();
      const supplier = await db
        .insertInto('suppliers')
        .values({ code: 'BENCHREF', name: 'Bench refresh', slug: 'bench-refresh', access_level: 'public' })
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('id')
        .executeTakeFirst();
      const supplierId = supplier?.id ?? (await db.selectFrom('suppliers').select('id').where('code', '=', 'BENCHREF').executeTakeFirstOrThrow()).id;
      const file = Buffer.from(await renderSheetPdf(spec));
      const key = 'documents/bench/refresh.pdf';
      await ctx.storage.put(key, file, 'application/pdf');
      // The model sheet, read by the real reader.
      const { rows: model } = await pool.query(
        `INSERT INTO documents (iddc, supplier_id, product_key, product_name, product_name_slug, language, file_key)
         VALUES ('9000000-00000-00000-000000', $1, 'bench:model', $2, 'bench-model', 'fr', $3)
         ON CONFLICT (iddc) DO UPDATE SET file_key = EXCLUDED.file_key RETURNING id`,
        [supplierId, spec.productName, key],
      );
      const modelId = Number(model[0].id);
      await extractJob(ctx).handle({ documentId: modelId });
      await sql`INSERT INTO documents (iddc, supplier_id, product_key, product_name, product_name_slug, language, file_key)
        SELECT '9' || lpad(g::text, 6, '0') || '-00000-00000-000001', ${supplierId}, 'bench:' || g, ${spec.productName}, 'bench', 'fr', ${key}
        FROM generate_series(1, ${SHEETS}) g
        ON CONFLICT (iddc) DO NOTHING`.execute(db);
      await sql`INSERT INTO document_extractions (document_id, status, reader_version, reading, conformity, error, extracted_at, updated_at)
        SELECT d.id, e.status, e.reader_version, e.reading, e.conformity, e.error, e.extracted_at, now()
        FROM documents d CROSS JOIN document_extractions e
        WHERE d.product_key LIKE 'bench:%' AND d.product_key <> 'bench:model' AND e.document_id = ${modelId}
        ON CONFLICT (document_id) DO NOTHING`.execute(db);
      await sql`INSERT INTO document_components (document_id, position, name, cas, ec, index_number, reach_number, cas_valid, ec_valid,
          conc_min, conc_max, conc_unit, conc_raw, h_statements)
        SELECT d.id, c.position, c.name, c.cas, c.ec, c.index_number, c.reach_number, c.cas_valid, c.ec_valid, c.conc_min, c.conc_max,
          c.conc_unit, c.conc_raw, c.h_statements
        FROM documents d CROSS JOIN document_components c
        WHERE d.product_key LIKE 'bench:%' AND d.product_key <> 'bench:model' AND c.document_id = ${modelId}
          AND NOT EXISTS (SELECT 1 FROM document_components x WHERE x.document_id = d.id)`.execute(db);
      await sql`ANALYZE`.execute(db);
      console.log(`${SHEETS} stored readings prepared in ${Date.now() - started} ms`);
    }
    const { rows: size } = await pool.query(`SELECT count(*)::int AS n, avg(pg_column_size(reading))::int AS bytes FROM document_extractions`);
    console.log(`stored readings: ${size[0].n}, ${size[0].bytes} bytes each on average (stored, compressed)`);

    const csv = (withComponent: boolean) =>
      Buffer.from(
        [
          'Substance name,EC No.,CAS No.,Date of inclusion,Reason for inclusion',
          ...(withComponent ? [`"${component.name}",-,${component.cas},${inclusion},Toxic for reproduction (Article 57c)`] : []),
          '"bis(2-ethylhexyl) phthalate",-,117-81-7,2008-10-28,Toxic for reproduction (Article 57c)',
        ].join('\n') + '\n',
      );
    const times: number[] = [];
    // Start from a list without the component, its findings settled.
    await importListFile(db, 'candidate_list', csv(false), { label: 'bench start' });
    await refreshAnnexIIFindings(db);
    let listed = false;
    for (let run = 0; run < RUNS; run++) {
      listed = !listed;
      await importListFile(db, 'candidate_list', csv(listed), { label: `bench ${run}` });
      const started = performance.now();
      const result = await refreshAnnexIIFindings(db);
      const ms = performance.now() - started;
      times.push(ms);
      console.log(
        `run ${run + 1}: list ${listed ? 'with' : 'without'} the component, ${result.examined} examined, ${result.changed} changed, ${ms.toFixed(0)} ms`,
      );
    }
    const idle = performance.now();
    const unchanged = await refreshAnnexIIFindings(db);
    console.log(`nothing to change: ${unchanged.examined} examined, ${unchanged.changed} changed, ${(performance.now() - idle).toFixed(0)} ms`);
    const sorted = [...times].sort((a, b) => a - b);
    const rate = (ms: number) => Math.round((size[0].n / ms) * 1000);
    console.log(
      `refresh of ${size[0].n} readings: median ${quantile(sorted, 0.5).toFixed(0)} ms (${rate(quantile(sorted, 0.5))} readings/s), p95 ${quantile(sorted, 0.95).toFixed(0)} ms (n=${times.length})`,
    );
  } finally {
    await pool.end().catch(() => {});
    await embedded.stop();
  }
}

await main();
