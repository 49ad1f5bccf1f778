import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { closeReader, readSds } from '../src/index.js';
import { makePdf } from './support/make-pdf.js';

const SHEET = [
  'SAFETY DATA SHEET according to Regulation (EC) No 1907/2006',
  'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
  '1.1 Product identifier',
  'Product name: Acetone technical grade',
  '1.3 Details of the supplier of the safety data sheet',
  'Company: ACME Chemicals SA',
  'SECTION 2: Hazards identification',
  'Flam. Liq. 2, H225 - Eye Irrit. 2, H319 - STOT SE 3, H336',
  'Signal word: Danger',
];

afterAll(() => closeReader());

function flags(reading: { conformity: { flag: string }[] }): string[] {
  return reading.conformity.map((c) => c.flag);
}

describe('files that are not good PDFs are flagged badPdf, never thrown', () => {
  it('an empty file', async () => {
    const r = await readSds(new Uint8Array());
    expect(flags(r)).toEqual(['badPdf']);
    expect(r.pages).toBe(0);
  });

  it('random bytes, with and without a PDF header', async () => {
    expect(flags(await readSds(new Uint8Array(randomBytes(20_000))))).toEqual(['badPdf']);
    const withHeader = new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(20_000)]));
    expect(flags(await readSds(withHeader))).toContain('badPdf');
  });

  it('a truncated file', async () => {
    const pdf = makePdf([SHEET, SHEET]);
    const r = await readSds(pdf.subarray(0, Math.floor(pdf.length * 0.6)));
    expect(flags(r)).toContain('badPdf');
  });

  it('a file encrypted with a user password', async () => {
    const pdf = makePdf([SHEET], 'encrypt=aes-256,user-password=secret,owner-password=owner');
    const r = await readSds(pdf);
    expect(r.conformity).toEqual([{ flag: 'badPdf', evidence: 'encrypted with a password' }]);
  });

  it('the same sheet, whole and unencrypted, reads without badPdf (the tests above can fail)', async () => {
    const r = await readSds(makePdf([SHEET]));
    expect(flags(r)).not.toContain('badPdf');
    expect(r.identification.productName).toBe('Acetone technical grade');
    expect(r.identification.supplierName).toBe('ACME Chemicals SA');
    expect(r.hazards.hStatements).toEqual(['H225', 'H319', 'H336']);
    expect(r.hazards.signalWord).toBe('danger');
  });

  it('a parse that exceeds the time limit is stopped and the next file still reads', async () => {
    const pages = Array.from({ length: 300 }, () => SHEET);
    const slow = await readSds(makePdf(pages), { timeoutMs: 1 });
    // Issue #11: a timeout is reported as a timeout, not as a bad PDF.
    expect(slow.timedOut).toBe(true);
    expect(flags(slow)).toEqual([]);
    const next = await readSds(makePdf([SHEET]));
    expect(next.identification.productName).toBe('Acetone technical grade');
  });

  it('a PDF with pages but no text layer is unreadable', async () => {
    const r = await readSds(makePdf([[]]));
    expect(flags(r)).toEqual(['unreadable']);
    expect(r.pages).toBe(1);
  });
});
