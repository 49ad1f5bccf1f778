import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectLanguage } from './detect-language.js';

/**
 * Optional OCR of scanned sheets through Debian's tesseract-ocr (`apt-get install tesseract-ocr`).
 * Never required: when the binary is missing the sheet is simply flagged unreadable.
 */
let available: Promise<boolean> | null = null;

export function tesseractAvailable(): Promise<boolean> {
  // OPENFDS_SDS_OCR=off turns OCR off even when tesseract is installed (the accuracy bench measures both ways).
  if (process.env.OPENFDS_SDS_OCR === 'off') return Promise.resolve(false);
  available ??= new Promise((resolve) => {
    execFile('which', ['tesseract'], (error, stdout) => resolve(!error && stdout.trim().length > 0));
  });
  return available;
}

/**
 * Address-space limit of one tesseract run (`ulimit -v`, KB). The largest page renderPng gives (12 million pixels)
 * peaks at about 150 MB resident; a 7,000-point page took 3.4 GB before issue #22.
 */
export const OCR_MEMORY_MB = 512;

/** tesseract runs one at a time in a process (a queue), each single-threaded (OMP_THREAD_LIMIT=1). */
let ocrQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const result = ocrQueue.then(run, run);
  ocrQueue = result.catch(() => undefined);
  return result;
}

/**
 * Runs tesseract on one image under memoryMb (OCR_MEMORY_MB) (through sh's ulimit, so the limit is the child's own) and the
 * deadline; its output lines, or none when it failed or was stopped.
 */
export function tesseract(file: string, lang: string | null, deadline: number, memoryMb = OCR_MEMORY_MB): Promise<string[]> {
  const args = [file, 'stdout', '--psm', '4', ...(lang ? ['-l', lang] : [])];
  return oneAtATime(
    () =>
      new Promise<string[]>((resolve) => {
        if (deadline <= Date.now()) return resolve([]);
        execFile(
          '/bin/sh',
          ['-c', 'ulimit -v "$0" && exec tesseract "$@"', String(memoryMb * 1024), ...args],
          { timeout: Math.max(1, deadline - Date.now()), maxBuffer: 8 << 20, env: { ...process.env, OMP_THREAD_LIMIT: '1' } },
          (error, stdout) =>
            resolve(
              (error ? '' : stdout)
                .split('\n')
                .map((l) => l.replace(/\s{3,}/g, '\t').trim())
                .filter(Boolean),
            ),
        );
      }),
  );
}

/** The platform's seven languages and their tesseract language packs (tesseract-ocr-fra, -deu...). */
export const TESSERACT_PACKS: Record<string, string> = { en: 'eng', fr: 'fra', de: 'deu', it: 'ita', es: 'spa', nl: 'nld', pt: 'por' };

let installed: Promise<Set<string>> | null = null;
/** The language packs tesseract has (`tesseract --list-langs`). */
export function tesseractLanguages(): Promise<Set<string>> {
  installed ??= new Promise((resolve) => {
    execFile('tesseract', ['--list-langs'], (error, stdout, stderr) => {
      const words = `${stdout}\n${stderr}`.split(/\s+/).filter((w) => /^[a-z]{3}(?:_[a-z]+)?$/.test(w));
      resolve(new Set(error ? [] : words));
    });
  });
  return installed;
}

/**
 * The -l argument for a page: the sheet's language pack (with English, which every sheet mixes in: CAS, codes,
 * product names) when the language is known and its pack installed; English until the language is known.
 */
export function ocrLanguageArg(language: string | null, packs: Set<string>): string | null {
  const wanted = TESSERACT_PACKS[language ?? 'en'];
  if (wanted && packs.has(wanted)) return wanted === 'eng' || !packs.has('eng') ? wanted : `${wanted}+eng`;
  return packs.has('eng') ? 'eng' : null;
}

/**
 * Text of each page image (PNG), one string per page; stops at the deadline. The first page is read in English
 * (fast, and enough to detect the language from its common words); when the sheet is in another of the seven
 * languages and its pack is installed, that page is read again and the others read with that pack (accents,
 * ligatures and words of fr/de/it/es/nl/pt come out right).
 */
export async function ocrPages(pngs: (Uint8Array | null)[], deadline: number): Promise<string[][]> {
  const dir = await mkdtemp(join(tmpdir(), 'openfds-ocr-'));
  try {
    const packs = await tesseractLanguages();
    const pages: string[][] = [];
    let language: string | null = null;
    for (let i = 0; i < pngs.length; i++) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      const png = pngs[i];
      // A page too large to render (see renderPng) has no image: no text.
      if (!png) {
        pages.push([]);
        continue;
      }
      const file = join(dir, `p${i}.png`);
      await writeFile(file, png);
      const read = (lang: string | null) => tesseract(file, lang, deadline);
      let page = await read(ocrLanguageArg(language, packs));
      if (i === 0) {
        language = detectLanguage(page.join('\n'));
        const again = ocrLanguageArg(language, packs);
        if (again && again !== ocrLanguageArg(null, packs) && deadline > Date.now()) page = await read(again);
      }
      pages.push(page);
    }
    return pages;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
