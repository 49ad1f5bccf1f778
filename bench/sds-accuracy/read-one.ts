/**
 * Child process of the accuracy bench: reads one PDF and prints its time and the process's peak memory, so
 * that the 50-page figure is not mixed with the memory of the rest of the bench.
 */
import { readFile } from 'node:fs/promises';
import { closeReader, readSds } from '../../packages/sds/src/index.ts';

const file = process.argv[2];
const pdf = await readFile(file);
const t0 = performance.now();
const reading = await readSds(pdf, { timeoutMs: 120_000 });
const ms = performance.now() - t0;
await closeReader();
console.log(JSON.stringify({ ms, pages: reading.pages, sections: reading.sections.length, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
