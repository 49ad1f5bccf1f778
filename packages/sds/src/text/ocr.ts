import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/** Text of each page image (PNG), one string per page; stops at the deadline. */
export async function ocrPages(pngs: Uint8Array[], deadline: number): Promise<string[][]> {
  const dir = await mkdtemp(join(tmpdir(), 'openfds-ocr-'));
  try {
    const pages: string[][] = [];
    for (let i = 0; i < pngs.length; i++) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      const file = join(dir, `p${i}.png`);
      await writeFile(file, pngs[i]);
      const text = await new Promise<string>((resolve) => {
        execFile('tesseract', [file, 'stdout', '--psm', '4'], { timeout: left, maxBuffer: 8 << 20 }, (error, stdout) =>
          resolve(error ? '' : stdout),
        );
      });
      pages.push(text.split('\n').map((l) => l.replace(/\s{3,}/g, '\t').trim()).filter(Boolean));
    }
    return pages;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
