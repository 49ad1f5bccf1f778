import { afterAll, describe, expect, it } from 'vitest';
import { closeReader, configureSharedPdfWorker, readSds, ReaderFailedError } from '../src/index.js';
import { deepXObjects } from '../src/hostile/hostile-pdfs.js';
import { makePdf } from './support/make-pdf.js';

const SHEET = ['SAFETY DATA SHEET', 'SECTION 1: Identification', 'Product name: Acetone technical grade', 'SECTION 2: Hazards identification', 'H225'];

// The drawing count (pdf/page-cost.mjs) now refuses this page before MuPDF draws it: turned off here to reach
// MuPDF's own failure, which a file the count does not foresee could still cause.
configureSharedPdfWorker({ maxFormDraws: Infinity });
afterAll(() => closeReader());

/**
 * Issue #22: form XObjects nested 22 deep make MuPDF's WASM trap. The trapped library was kept, and every later file
 * of the process came back "badPdf: memory access out of bounds", a verdict stored on each sheet.
 */
describe('a file that breaks the reader', () => {
  it('throws ReaderFailedError (no verdict on the file), and the next files read on a fresh reader', async () => {
    await expect(readSds(deepXObjects(22))).rejects.toBeInstanceOf(ReaderFailedError);
    for (let i = 0; i < 2; i++) {
      const next = await readSds(makePdf([SHEET]));
      expect(next.conformity.map((c) => c.flag)).not.toContain('badPdf');
      expect(next.identification.productName).toBe('Acetone technical grade');
    }
  });
});
