/**
 * One run of bench/reader-memory: in a process started like the server (the serve script's node arguments), the
 * server's own reader pool (ReaderPool as createReaderPool sets it up: reader thread under READER_MEMORY_MB, its MuPDF
 * thread recycled past its WASM bound) reads a good sheet, then the named hostile file, then the good sheet again,
 * and prints what came out as one JSON line. The parent samples this process's memory and its children's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ReaderPool } from '../../apps/server/src/modules/extraction/reader-pool.ts';
import { corpusEnDir } from '../../packages/sds/src/accuracy/shared-data.ts';

/** The file to read (written beforehand by reader-memory.ts, so that making it is not measured here). */
const file = process.argv[2];
const name = path.basename(file, '.pdf');
const GOOD = readFileSync(path.join(corpusEnDir(), 'sigma_aldrich/sigma_aldrich_26.pdf'));
const rss = () => Math.round(process.memoryUsage().rss / 2 ** 20);
// The server's defaults (config.ts): READER_TIMEOUT_MS 20000 (+5 s kill), READER_MEMORY_MB 512.
const pool = new ReaderPool({ timeoutMs: 25_000, maxMemoryMb: 512 });
const outcome = (o: Awaited<ReturnType<ReaderPool['read']>>) =>
  o.ok ? `read: ${o.reading.conformity.map((c) => c.flag).join(',') || 'no flag'}${o.reading.timedOut ? ' (timed out)' : ''}` : `${o.failure}: ${o.detail}`;

const warm = await pool.read(GOOD, { timeoutMs: 20_000 });
const hostile = readFileSync(file);
const before = rss();
const started = performance.now();
const result = await pool.read(hostile, { timeoutMs: 20_000 });
const ms = Math.round(performance.now() - started);
const during = rss();
const after = await pool.read(GOOD, { timeoutMs: 20_000 });
console.log(
  JSON.stringify({
    name,
    bytes: hostile.length,
    ms,
    outcome: outcome(result),
    goodBefore: warm.ok,
    goodAfter: after.ok && after.reading.identification.productName !== null,
    rssBeforeMb: before,
    rssAfterHostileMb: during,
    rssAtEndMb: rss(),
  }),
);
await pool.close();
