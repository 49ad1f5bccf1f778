import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-sds.js';
import { fromPageLines } from '../src/text/document-text.js';
import { HEADINGS } from './support/headings.js';

const sheet = (product: string) => [
  'Regulation (EC) No 1907/2006',
  ...HEADINGS.en.flatMap((t, i) =>
    i === 0
      ? [`SECTION 1: ${t}`, `Product name: ${product}`, 'Supplier: ACME Chemicals SA', 'Avoid contact with the skin and the eyes of the people.']
      : [`SECTION ${i + 1}: ${t}`, 'Keep the product away from water and use it with care in the area.'],
  ),
];
const read = (pages: string[][], declaredLanguage?: string) => readDocument(fromPageLines(pages), null, { declaredLanguage }, performance.now());
const flags = (r: ReturnType<typeof read>) => r.conformity.map((c) => c.flag);

describe('conformity flags with their evidence', () => {
  it('a complete European sheet has no flag', () => {
    expect(flags(read([sheet('Acetone')]))).toEqual([]);
  });

  it('missingPage from gaps in "page x of y"', () => {
    const s = sheet('Acetone');
    const r = read([
      [...s.slice(0, 12), 'Page 1 of 3'],
      [...s.slice(12), 'Page 3 of 3'],
    ]);
    expect(r.conformity.find((c) => c.flag === 'missingPage')?.evidence).toMatch(/lacks page\(s\) 2/);
  });

  it('severalSheets when a second sheet follows the first', () => {
    const r = read([sheet('Acetone'), sheet('Ethanol')]);
    expect(flags(r)).toContain('severalSheets');
    expect(r.identification.productName).toBe('Acetone');
  });

  it('noSupplier and noProductName', () => {
    const s = sheet('Acetone').filter((l) => !/^(Product name|Supplier):/.test(l));
    expect(flags(read([s]))).toEqual(expect.arrayContaining(['noSupplier', 'noProductName']));
  });

  it('wrongLanguage only against a declared language that differs', () => {
    expect(flags(read([sheet('Acetone')], 'en'))).toEqual([]);
    expect(flags(read([sheet('Acetone')], 'fr'))).toEqual(['wrongLanguage']);
  });
});
