import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { afterAll, describe, expect, it } from 'vitest';
import { closeReader, PdfWorker, readSds, sharedPdfWorker } from '../src/index.js';
import { contentStreamBomb, deepXObjects, hugePages } from '../src/hostile/hostile-pdfs.js';
import { tesseract } from '../src/text/ocr.js';
import { makePdf } from './support/make-pdf.js';

afterAll(() => closeReader());

const SHEET = ['SAFETY DATA SHEET', 'SECTION 1: Identification', 'Product name: Acetone technical grade', 'SECTION 2: Hazards identification', 'H225'];
const MB = 2 ** 20;

/** Issue #22 item 4: the memory a hostile file may take in the reader, outside the reader thread's heap limit. */
describe('the memory the reader gives one file', () => {
  it('does not render 7,000-point pages for OCR: refused with the reason, MuPDF memory stays small', async () => {
    // Before: each page rendered at 200 dpi (378 MB of pixels), then OCR of it took 3.4 GB.
    const started = Date.now();
    const r = await readSds(hugePages(2, 7000));
    expect(r.conformity.map((c) => c.flag)).toEqual(['unreadable']);
    expect(r.conformity[0].evidence).toMatch(/page 1 \(7000 x 7000 pt, too large to render for OCR\)/);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(sharedPdfWorker().stats().lastWasmBytes).toBeLessThan(128 * MB);
  });

  it('refuses a page whose nested forms draw a million times, and one whose content inflates to 100 MB, in a second each', async () => {
    // Before: 20 s (the time limit) and 1.2 GB for the forms, 20 s for the content.
    for (const pdf of [deepXObjects(20), contentStreamBomb(100)]) {
      const started = Date.now();
      const r = await readSds(pdf);
      expect(r.conformity).toEqual([
        { flag: 'badPdf', evidence: expect.stringMatching(/^1 page\(s\) not read: page 1: (it draws more than|its content inflates past)/) },
      ]);
      expect(r.timedOut).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    const next = await readSds(makePdf([SHEET]));
    expect(next.identification.productName).toBe('Acetone technical grade');
  });

  it('ends the PDF thread after a file that grew its WASM memory past the bound, and reads the next on a fresh one', async () => {
    const worker = new PdfWorker({ recycleWasmMb: 1 });
    try {
      await worker.read(makePdf([SHEET]), 10_000);
      expect(worker.stats()).toMatchObject({ threadsStarted: 1, recycled: 1 });
      const raw = await worker.read(makePdf([SHEET]), 10_000);
      expect(raw.pages[0].lines.map((l) => l.text)).toContain('Product name: Acetone technical grade');
      expect(worker.stats().threadsStarted).toBe(2);
    } finally {
      await worker.close();
    }
    const keeps = new PdfWorker();
    try {
      await keeps.read(makePdf([SHEET]), 10_000);
      await keeps.read(makePdf([SHEET]), 10_000);
      expect(keeps.stats()).toMatchObject({ threadsStarted: 1, recycled: 0 });
    } finally {
      await keeps.close();
    }
  });

  it('runs tesseract under a memory limit of its own', async () => {
    // A page of printed text at 200 dpi: read under the normal limit, refused under 16 MB (the limit is applied).
    const doc = mupdf.Document.openDocument(makePdf([SHEET]), 'application/pdf');
    const pix = doc.loadPage(0).toPixmap(mupdf.Matrix.scale(200 / 72, 200 / 72), mupdf.ColorSpace.DeviceGray, false);
    const dir = await mkdtemp(join(tmpdir(), 'openfds-ocr-test-'));
    try {
      const file = join(dir, 'page.png');
      await writeFile(file, pix.asPNG());
      const deadline = Date.now() + 60_000;
      expect((await tesseract(file, 'eng', deadline)).join('\n')).toMatch(/Acetone technical grade/);
      expect(await tesseract(file, 'eng', deadline, 16)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
