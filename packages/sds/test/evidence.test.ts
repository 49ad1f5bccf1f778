import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-sds.js';
import { fromPageLines } from '../src/text/document-text.js';
import { HEADINGS } from './support/headings.js';

/** A sheet over 3 pages (sections 1-5, 6-13, 14-16) with the given lines under some sections. */
function sheet(under: Record<number, string[]>, header: string[] = []): string[][] {
  const pages: string[][] = [[...header], [], []];
  HEADINGS.en.forEach((title, i) => {
    const n = i + 1;
    const page = pages[n <= 5 ? 0 : n <= 13 ? 1 : 2];
    page.push(`SECTION ${n}: ${title}`, ...(under[n] ?? ['Keep the product away from water and use it with care.']));
  });
  return pages;
}

const read = (pages: string[][]) => {
  const r = readDocument(fromPageLines(pages), null, { includeText: true }, performance.now());
  // Every span points at its text in the reading's text.
  for (const [key, e] of Object.entries(r.evidence ?? {})) expect(r.text!.slice(e.start, e.end), key).toBe(e.span);
  return r;
};

const base = (s1: string[]) =>
  sheet(
    {
      1: s1,
      2: ['2.2 Label elements', 'Hazard statements', 'H225 Highly flammable liquid and vapour.', 'H302 + H332 Harmful if swallowed or if inhaled.'],
      3: ['3.2 Mixtures', 'Chemical name\tCAS No.\t%', 'Ethanol\t64-17-5\t50 - 70 %', 'Toluene\tCAS: 108-88-3\t5 - 10 %', 'Water\t0007732-18-5\t20 - 30 %'],
      14: ['14.1 UN number: UN 1993', '14.2 UN proper shipping name: FLAMMABLE LIQUID, N.O.S.'],
    },
    ['Revision date: 15/03/2024   Version: 2.1'],
  );

describe('evidence per extracted field', () => {
  it('labelled values in section 1: page, span, line and method', () => {
    const r = read(base(['1.1 Product identifier', 'Product name: Super Cleaner 5', '1.3 Details of the supplier', 'Supplier: ACME Chemicals SA']));
    expect(r.identification.productName).toBe('Super Cleaner 5');
    expect(r.evidence!['identification.productName']).toMatchObject({
      page: 1,
      span: 'Super Cleaner 5',
      line: 'Product name: Super Cleaner 5',
      method: 'labelledValue',
      confidence: 0.9,
    });
    expect(r.evidence!['identification.supplierName']).toMatchObject({ page: 1, span: 'ACME Chemicals SA', method: 'labelledValue' });
    expect(r.evidence!['identification.revisionDate']).toMatchObject({ page: 1, span: '15/03/2024', method: 'labelledValue' });
    expect(r.identification.version).toBe('2.1');
    expect(r.evidence!['identification.version']).toMatchObject({ span: '2.1', method: 'labelledValue' });
  });

  it('a value in the cell after its label is a table cell; a product name wrapped over two lines points at its first line', () => {
    const r = read(base(['1.1 Product identifier', 'Trade name\tSuper Cleaner', '1.3 Details of the supplier', 'Supplier\tACME Chemicals SA']));
    expect(r.evidence!['identification.productName']).toMatchObject({ span: 'Super Cleaner', method: 'tableCell', confidence: 0.85 });
    expect(r.evidence!['identification.supplierName']).toMatchObject({ method: 'tableCell' });

    const wrapped = read(
      base(['1.1 Product identifier', 'Product name: Sodium hypochlorite solution 12.5 %, technical-', 'grade', 'Supplier: ACME Chemicals SA']),
    );
    expect(wrapped.identification.productName).toBe('Sodium hypochlorite solution 12.5 %, technical-grade');
    const e = wrapped.evidence!['identification.productName'];
    expect(e.span).toBe('Sodium hypochlorite solution 12.5 %, technical-');
    expect(e.confidence).toBeLessThan(0.9);
  });

  it('a company found under the 1.3 heading without a label is marked as found from the heading', () => {
    const r = read(
      base([
        'Product name: Super Cleaner 5',
        '1.3 Details of the supplier of the safety data sheet',
        'Unilever South Africa (Pty) Ltd',
        '15 Nollsworth Crescent',
      ]),
    );
    expect(r.identification.supplierName).toBe('Unilever South Africa (Pty) Ltd');
    expect(r.evidence!['identification.supplierName']).toMatchObject({ method: 'heading', confidence: 0.65, span: 'Unilever South Africa (Pty) Ltd' });
  });

  it('UN number, CAS numbers and H statements with their pages', () => {
    const r = read(base(['Product name: Super Cleaner 5', 'Supplier: ACME Chemicals SA']));
    expect(r.transport.unNumber).toBe('1993');
    expect(r.evidence!['transport.unNumber']).toMatchObject({ page: 3, span: '1993', method: 'labelledValue' });
    expect(r.composition.components.map((c) => c.cas)).toEqual(['64-17-5', '108-88-3', '7732-18-5']);
    expect(r.evidence!['composition.components[2].cas']).toMatchObject({ span: '0007732-18-5' });
    expect(r.evidence!['composition.components[0].cas']).toMatchObject({ page: 1, span: '64-17-5', line: 'Ethanol\t64-17-5\t50 - 70 %', method: 'tableCell' });
    expect(r.evidence!['composition.components[1].cas']).toMatchObject({ span: '108-88-3', method: 'tableCell' });
    expect(r.hazards.hStatements).toEqual(['H225', 'H302+H332']);
    expect(r.evidence!['hazards.hStatements[0]']).toMatchObject({ page: 1, span: 'H225', method: 'pattern' });
    expect(r.evidence!['hazards.hStatements[1]']).toMatchObject({ span: 'H302 + H332' });
  });

  it('an H statement read from its text only points at the hazard statements heading', () => {
    const pages = base(['Product name: Super Cleaner 5', 'Supplier: ACME Chemicals SA']).map((p) =>
      p.filter((l) => !/^H3/.test(l)).map((l) => (l.startsWith('H225') ? 'Highly flammable liquid and vapour.' : l)),
    );
    const r = read(pages);
    expect(r.hazards.hStatements).toEqual(['H225']);
    expect(r.evidence!['hazards.hStatements[0]']).toMatchObject({ method: 'statementText', span: 'Hazard statements', confidence: 0.6 });
  });

  it('a field not found has no evidence', () => {
    const r = read(sheet({ 1: ['Avoid contact with the skin and the eyes.'] }));
    expect(r.identification.productName).toBeNull();
    expect(r.evidence!['identification.productName']).toBeUndefined();
    expect(r.evidence!['transport.unNumber']).toBeUndefined();
  });
});
