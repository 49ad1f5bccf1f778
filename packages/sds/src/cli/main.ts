import { constants } from 'node:fs';
import { access, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { closeReader } from '../pdf/run-pdf-worker.js';
import { readSds } from '../read-sds.js';
import { readingToXlsx } from '../xlsx/reading-to-xlsx.js';
import type { XlsxLanguage } from '../xlsx/xlsx-labels.js';

const XLSX_LANGUAGES: string[] = ['fr', 'en', 'de', 'it'];

const USAGE = `usage: openfds-sds extract FILE.pdf [--xlsx OUT.xlsx] [--lang fr|en|de|it] [--declared-language xx] [--text]
       openfds-sds extract FOLDER [--out JSON_FOLDER]   (every PDF below the folder, with a summary)`;

async function pdfsBelow(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) for (const below of await pdfsBelow(p)) out.push(below);
    else if (/\.pdf$/i.test(entry.name)) {
      // Regular files only (a symbolic link to one too): a FIFO named *.pdf hung the whole run (issue #11).
      const info = entry.isFile() ? entry : entry.isSymbolicLink() ? await stat(p).catch(() => null) : null;
      if (info?.isFile()) out.push(p);
    }
  }
  return out.sort();
}

async function extractFolder(dir: string, outDir: string | undefined, declaredLanguage: string | undefined): Promise<number> {
  const files = await pdfsBelow(dir);
  const bar = new cliProgress.SingleBar(
    { format: '{bar} {value}/{total} {file}', hideCursor: true, stream: process.stderr },
    cliProgress.Presets.shades_classic,
  );
  bar.start(files.length, 0, { file: '' });
  const started = performance.now();
  const flags = new Map<string, number>();
  const failures: string[] = [];
  const times: number[] = [];
  let timeouts = 0;
  for (const file of files) {
    bar.increment(0, { file: file.slice(dir.length + 1) });
    try {
      const reading = await readSds(await readFile(file), { declaredLanguage });
      times.push(reading.elapsedMs);
      if (reading.timedOut) timeouts += 1;
      for (const c of reading.conformity) flags.set(c.flag, (flags.get(c.flag) ?? 0) + 1);
      if (outDir)
        await writeFile(
          join(
            outDir,
            file
              .slice(dir.length + 1)
              .replace(/[\\/]/g, '__')
              .replace(/\.pdf$/i, '.json'),
          ),
          JSON.stringify(reading, null, 2),
        );
    } catch (error) {
      failures.push(`${file}: ${(error as Error).message}`);
    }
    bar.increment(1);
  }
  bar.stop();
  times.sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  const summary = {
    files: files.length,
    failures: failures.length,
    timeouts,
    seconds: Number(seconds.toFixed(1)),
    medianMs: times[Math.floor(times.length / 2)] ?? null,
    p95Ms: times[Math.floor(times.length * 0.95)] ?? null,
    flags: Object.fromEntries([...flags.entries()].sort()),
  };
  console.log(JSON.stringify(summary, null, 2));
  for (const f of failures) console.error(`failed: ${f}`);
  return failures.length ? 1 : 0;
}

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        xlsx: { type: 'string' },
        lang: { type: 'string' },
        'declared-language': { type: 'string' },
        text: { type: 'boolean' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, target] = parsed.positionals;
  if (parsed.values.help || command !== 'extract' || !target) {
    console.error(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  const path = resolve(target);
  const declaredLanguage = parsed.values['declared-language'];
  // Every argument is checked before any file is read: a usage error is exit 2 with the usage, never a stack trace
  // after minutes of work (issue #11).
  const usage = (message: string) => {
    console.error(`${message}\n${USAGE}`);
    return 2;
  };
  if (parsed.values.lang !== undefined && !XLSX_LANGUAGES.includes(parsed.values.lang)) return usage(`--lang must be one of ${XLSX_LANGUAGES.join(', ')}`);
  if (parsed.values.xlsx !== undefined) {
    const out = resolve(parsed.values.xlsx);
    const existing = await stat(out).catch(() => null);
    if (existing?.isDirectory()) return usage(`--xlsx names a folder: ${parsed.values.xlsx}`);
    if (
      !(await access(existing ? out : dirname(out), constants.W_OK).then(
        () => true,
        () => false,
      ))
    )
      return usage(`cannot write ${parsed.values.xlsx}`);
  }
  if (parsed.values.out !== undefined) {
    const info = await stat(resolve(parsed.values.out)).catch(() => null);
    if (!info?.isDirectory()) return usage(`--out must be an existing folder: ${parsed.values.out}`);
    if (
      !(await access(resolve(parsed.values.out), constants.W_OK).then(
        () => true,
        () => false,
      ))
    )
      return usage(`cannot write in ${parsed.values.out}`);
  }
  try {
    const info = await stat(path).catch(() => null);
    if (!info) {
      console.error(`no such file or folder: ${target}`);
      return 2;
    }
    if (info.isDirectory()) return await extractFolder(path, parsed.values.out ? resolve(parsed.values.out) : undefined, declaredLanguage);
    const reading = await readSds(await readFile(path), { declaredLanguage, includeText: parsed.values.text });
    if (parsed.values.xlsx) {
      const lang = (parsed.values.lang ?? 'en') as XlsxLanguage;
      try {
        await writeFile(resolve(parsed.values.xlsx), await readingToXlsx(reading, { language: lang }));
      } catch (error) {
        return usage(`cannot write ${parsed.values.xlsx}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      }
    }
    console.log(JSON.stringify(reading, null, 2));
    return 0;
  } finally {
    await closeReader();
  }
}
