import { isValidCas, isValidEc, isValidReachNumber, isValidUfi } from '@openfds/contract';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { STRINGS } from './i18n/index.ts';
import { statementFor } from './statements.ts';
import { expectedLabels, GENERATOR_LANGUAGES, randomSheetSpec, renderSheetPdf, type SheetSpec } from './index.ts';

const SEEDS = [3, 17, 101, 2024];

/**
 * Fails with the missing piece only (the whole sheet text would drown the report). Spaces are ignored because
 * wrapped lines are joined with one ("vennootschap/ onderneming"), case because some layouts print titles upper-case.
 */
function expectPrinted(text: string, needle: string) {
  const squash = (t: string) => t.replace(/\s+/g, '').toUpperCase();
  expect(squash(text).includes(squash(needle)), `printed: ${needle}`).toBe(true);
}

/** All drawn text of a sheet on one line, spaces collapsed: what a reader could find in it. */
async function render(spec: SheetSpec) {
  const pdf = await renderSheetPdf(spec);
  const { lines, pages } = pdfText(pdf);
  return { pdf, pages, text: lines.join(' ').replace(/\s+/g, ' ') };
}

describe('randomSheetSpec', () => {
  it('is deterministic: the same seed gives the same spec, another seed another one', () => {
    for (const lang of GENERATOR_LANGUAGES) {
      expect(randomSheetSpec(42, lang)).toEqual(randomSheetSpec(42, lang));
      expect(randomSheetSpec(42, lang)).not.toEqual(randomSheetSpec(43, lang));
    }
  });

  it('gives the same product in every language for one seed (language versions of a sheet)', () => {
    const fr = randomSheetSpec(77, 'fr');
    for (const lang of GENERATOR_LANGUAGES) {
      const other = randomSheetSpec(77, lang);
      expect(other.language).toBe(lang);
      for (const key of ['productName', 'kind', 'components', 'hStatements', 'pStatements', 'pictograms', 'revisionDate', 'version', 'layout'] as const)
        expect(other[key], key).toEqual(fr[key]);
    }
  });

  it('keeps overrides and the seed in the layout', () => {
    const spec = randomSheetSpec(7, 'de', { productName: 'Testprodukt', layout: { columns: 2, tables: false, headerFooter: true, seed: 7 } });
    expect(spec.productName).toBe('Testprodukt');
    expect(spec.layout).toEqual({ columns: 2, tables: false, headerFooter: true, seed: 7 });
  });

  it('builds self-consistent sheets from valid identifiers', () => {
    const kinds = new Set<string>();
    const layouts = new Set<string>();
    let combined = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const lang = GENERATOR_LANGUAGES[seed % GENERATOR_LANGUAGES.length];
      const spec = randomSheetSpec(seed, lang);
      kinds.add(spec.kind);
      layouts.add(`${spec.layout.columns}-${spec.layout.tables}-${spec.layout.headerFooter}`);
      expect(spec.revisionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (spec.ufi) expect(isValidUfi(spec.ufi), spec.ufi).toBe(true);
      expect(spec.components.length).toBeGreaterThanOrEqual(1);
      expect(spec.components.length).toBeLessThanOrEqual(6);
      for (const c of spec.components) {
        expect(isValidCas(c.cas!), c.cas!).toBe(true);
        expect(isValidEc(c.ec!), c.ec!).toBe(true);
        if (c.reachNumber) expect(isValidReachNumber(c.reachNumber), c.reachNumber).toBe(true);
        expect(c.concMin! <= c.concMax!).toBe(true);
      }
      // Section 2 of a mixture only holds hazards its components bring.
      const componentCodes = new Set(spec.components.flatMap((c) => c.hStatements));
      for (const h of spec.hStatements.flatMap((c) => c.split('+'))) expect(componentCodes.has(h), `${seed} ${h}`).toBe(true);
      if (spec.hStatements.some((h) => h.includes('+'))) combined++;
      for (const code of [...spec.hStatements, ...spec.euhStatements, ...spec.pStatements]) expect(statementFor(code, lang), `${code} in ${lang}`).toBeTruthy();
      for (const p of spec.pictograms) expect(p).toMatch(/^GHS0[1-9]$/);
      if (spec.hStatements.length > 0 && spec.pictograms.length > 0) expect(spec.signalWord).not.toBeNull();
      if (spec.transport.unNumber) {
        expect(spec.transport.unNumber).toMatch(/^\d{4}$/);
        expect(spec.transport.shippingName).toBeTruthy();
      } else expect(spec.transport.transportClass).toBeNull();
      if (spec.physical.flashPointC != null) expect(spec.physical.state).toBe('liquid');
    }
    expect(kinds).toEqual(new Set(['substance', 'mixture']));
    expect(layouts.size).toBeGreaterThanOrEqual(5);
    expect(combined, 'some sheets print combined H statements such as H302+H332').toBeGreaterThan(0);
  });
});

describe('expectedLabels', () => {
  it('is the fixture label shape, filled from the spec', () => {
    const spec = randomSheetSpec(5, 'fr');
    const labels = expectedLabels(spec);
    expect(Object.keys(labels).sort()).toEqual(['components', 'file', 'format', 'hazards', 'identification', 'transport', 'unreadable']);
    expect(labels.file).toBe(`fr/sheet-5.pdf`);
    expect(labels.identification).toEqual({
      productName: spec.productName,
      supplierName: spec.supplier.name,
      revisionDate: spec.revisionDate,
      productCode: spec.productCode,
      ufi: spec.ufi,
      version: spec.version,
    });
    expect(labels.hazards.hStatements).toEqual([...spec.hStatements].sort());
    expect(labels.hazards.pStatements).toEqual([...spec.pStatements].sort());
    expect(labels.hazards.pictograms).toEqual([...spec.pictograms].sort());
    expect(labels.hazards.signalWord).toBe(spec.signalWord);
    expect(labels.components).toEqual(spec.components.map((c) => ({ name: c.name, cas: c.cas, ec: c.ec })));
    const { environmentalHazard: _env, ...transport } = spec.transport;
    expect(labels.transport).toEqual(transport);
  });
});

describe('renderSheetPdf', () => {
  for (const lang of GENERATOR_LANGUAGES) {
    it(`renders valid sheets in ${lang} that print their own ground truth`, async () => {
      const s = STRINGS[lang];
      for (const seed of SEEDS) {
        const spec = randomSheetSpec(seed, lang);
        const { pdf, pages, text } = await render(spec);
        const head = Buffer.from(pdf.subarray(0, 5)).toString('latin1');
        const tail = Buffer.from(pdf.subarray(pdf.length - 8)).toString('latin1');
        expect(head).toBe('%PDF-');
        expect(tail).toContain('%%EOF');
        expect(pages).toBeGreaterThanOrEqual(2);
        expect(pages).toBeLessThanOrEqual(10);
        if (spec.layout.headerFooter) {
          expectPrinted(text, s.page(1, pages));
          expectPrinted(text, s.page(pages, pages));
          expect(text.includes(s.page(pages + 1, pages + 1)), 'no page beyond the last').toBe(false);
        }
        for (let n = 1; n <= 16; n++) expectPrinted(text, s.sections[n - 1]);
        const labels = expectedLabels(spec);
        expectPrinted(text, labels.identification.productName);
        expectPrinted(text, labels.identification.supplierName);
        expectPrinted(text, s.date(spec.revisionDate));
        if (spec.ufi) expectPrinted(text, spec.ufi);
        for (const code of [...labels.hazards.hStatements, ...labels.hazards.euhStatements, ...labels.hazards.pStatements])
          expectPrinted(text, `${code} ${statementFor(code, lang)!.split(' ')[0]}`);
        for (const c of labels.components) {
          expectPrinted(text, c.cas!);
          expectPrinted(text, c.ec!);
        }
        for (const p of labels.hazards.pictograms) expectPrinted(text, `${p} (${s.pictogramNames[p as keyof typeof s.pictogramNames]})`);
        if (spec.signalWord) expectPrinted(text, s.signalWords[spec.signalWord]);
        if (labels.transport.unNumber) expect(text).toMatch(new RegExp(`UN ?${labels.transport.unNumber}`));
        else expectPrinted(text, s.words.notRegulated);
      }
    });
  }

  it('gives the same drawn text for the same spec', async () => {
    const spec = randomSheetSpec(9, 'it');
    expect((await render(spec)).text).toBe((await render(randomSheetSpec(9, 'it'))).text);
  });
});
