/**
 * Older and scanned US sheets (issue #23): a product name split inside a word, and transport printed under
 * another section number. Each case is the shape of a corpus sheet, written as the text lines the reader gets
 * (frutarom_5 is a scan: these are its OCR lines, which a unit test cannot afford to produce).
 */
import { describe, expect, it } from 'vitest';
import { joinSplitWords } from '../src/fields/identification.js';
import { findSections } from '../src/sections/find-sections.js';
import { fromPageLines } from '../src/text/document-text.js';
import { fold } from '../src/text/fold.js';

const lines = (...texts: string[]) => texts.map((text, i) => ({ text, folded: fold(text), page: 1, start: i }));
const doc = (...texts: string[]) => fromPageLines([texts.map((text) => ({ text, y: 0, cellX: [0], edge: false as const }))]);

describe('product name split inside a word', () => {
  it('joins "PHENYLACETALDEH YDE" when section 3 prints the whole word (frutarom_5)', () => {
    const all = lines(
      '. Trade name: PHENYLACETALDEH YDE DIMETHYL ACETAL (PADMA)',
      '3 Composition/information on ingredients',
      '101-48-4 PHENYLACETALDEHYDE DIMETHYL ACETAL (PADMA)',
      'Trade name: PHENYLACETALDEH YDE DIMETHYL ACETAL (PADMA)',
    );
    expect(joinSplitWords('PHENYLACETALDEH YDE DIMETHYL ACETAL (PADMA)', all)).toBe('PHENYLACETALDEHYDE DIMETHYL ACETAL (PADMA)');
  });

  it('keeps two real words apart, and a second word that also stands alone', () => {
    expect(joinSplitWords('ACETIC ACID 80%', lines('Acetic acid', '64-19-7 acetic acid'))).toBe('ACETIC ACID 80%');
    // "BLACKBERRY" is printed elsewhere, but so is "BERRY" on its own: not a fragment.
    expect(joinSplitWords('BLACK BERRY FLAVOR', lines('Blackberry notes', 'Berry flavour', 'BLACK BERRY FLAVOR'))).toBe('BLACK BERRY FLAVOR');
    expect(joinSplitWords(null, lines('x'))).toBeNull();
  });
});

describe('transport printed outside section 14', () => {
  const titles = (texts: string[]) => findSections(doc(...texts)).map((s) => [s.number, s.title]);

  it('takes a transport heading numbered 12 or 13 (older orders) as section 14', () => {
    expect(
      titles([
        'SECTION 1 - PRODUCT IDENTIFICATION',
        'Product name: Example',
        'SECTION 11 - TOXICOLOGICAL INFORMATION',
        'No data.',
        'SECTION 12 - TRANSPORTATION INFORMATION',
        'UN1197 Extracts, flavoring, liquid, 3, III',
        'SECTION 13 - REGULATORY INFORMATION',
      ]),
    ).toEqual([
      [1, 'SECTION 1 - PRODUCT IDENTIFICATION'],
      [11, 'SECTION 11 - TOXICOLOGICAL INFORMATION'],
      [14, 'SECTION 12 - TRANSPORTATION INFORMATION'],
    ]);
  });

  it('takes an OCR-misread "4 Transportinformation" after section 13 as section 14 (frutarom_5)', () => {
    const found = titles([
      '13 Disposal considerations',
      'Dispose of according to regulations.',
      '4 Transportinformation',
      '- UN proper shipping name',
      '15 Regulatory information',
    ]);
    expect(found).toContainEqual([14, '4 Transportinformation']);
  });

  it('prefers a heading numbered 14 when there is one', () => {
    const found = titles(['13 Disposal considerations', '2 Transport of waste in closed containers', '14 Transport information', 'UN 1993']);
    expect(found).toContainEqual([14, '14 Transport information']);
    expect(found.filter(([n]) => n === 14)).toHaveLength(1);
  });
});
