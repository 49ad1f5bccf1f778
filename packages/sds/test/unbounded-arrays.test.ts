import { describe, expect, it } from 'vitest';
import type { RawLine, RawPage } from '../src/pdf/raw-pdf.js';
import { pageLines } from '../src/text/reading-order.js';

/**
 * Issue #22: a file whose page drew one word a million times (form XObjects nested 20 deep) threw "Maximum call
 * stack size exceeded" in reading-order.ts, which spread a row's lines into Math.min. No unbounded array is spread
 * into a call's arguments any more.
 */
function line(x0: number, y0: number, text: string): RawLine {
  return { x0, y0, x1: x0 + 20, y1: y0 + 9, size: 9, bold: false, text };
}

describe('reading order of a page with a huge number of lines', () => {
  it('puts 300,000 lines on one baseline into one row without overflowing the stack', () => {
    const lines = Array.from({ length: 300_000 }, (_, i) => line(10 + (i % 500), 400, 'H225'));
    const page: RawPage = { width: 595, height: 842, lines, images: [] };
    const rows = pageLines(page);
    expect(rows).toHaveLength(1);
    expect(rows[0].y).toBe(400);
  });

  it('reads 300,000 rows of a two-column page (the bands path) without overflowing the stack', () => {
    const lines: RawLine[] = [];
    for (let i = 0; i < 150_000; i++) {
      const y = 80 + (i % 600);
      lines.push({ ...line(40, y, 'Left column prose that runs long enough to be prose here'), x1: 280 });
      lines.push({ ...line(320, y, '9 Physical and chemical properties of the mixture prose'), x1: 560 });
    }
    const page: RawPage = { width: 595, height: 842, lines, images: [] };
    expect(pageLines(page).length).toBeGreaterThan(0);
  });
});
