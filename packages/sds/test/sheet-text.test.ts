import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-sds.js';
import { fromPageLines } from '../src/text/document-text.js';
import { HEADINGS, SECTION_WORD } from './support/headings.js';

/** Filler so that the language scorer has ordinary sentences to read (per language). */
const FILLER: Record<string, string> = {
  en: 'Avoid contact with the skin and the eyes. Use the product only in well ventilated areas and keep it away from water.',
  fr: "Éviter le contact avec la peau et les yeux. Utiliser le produit dans un endroit bien ventilé et pas avec de l'eau.",
  de: 'Berührung mit der Haut und den Augen vermeiden. Das Produkt nur in gut belüfteten Bereichen verwenden und nicht mit Wasser.',
  it: "Evitare il contatto con la pelle e gli occhi. Usare il prodotto solo in aree ben ventilate e non con l'acqua della rete.",
  es: 'Evitar el contacto con la piel y los ojos. Usar el producto solo en zonas bien ventiladas y no con el agua de la red.',
  nl: 'Vermijd contact met de huid en de ogen. Gebruik het product alleen in goed geventileerde ruimten en niet met water.',
  pt: 'Evitar o contacto com a pele e os olhos. Usar o produto apenas em zonas bem ventiladas e não com a água da rede.',
};

function sheet(lang: string, numbered: (n: number, title: string) => string): string[][] {
  const lines: string[] = ['Regulation (EC) No 1907/2006'];
  HEADINGS[lang].forEach((title, i) => {
    lines.push(numbered(i + 1, title));
    lines.push(FILLER[lang]);
  });
  // Two pages, so that page numbers matter.
  return [lines.slice(0, 17), lines.slice(17)];
}

describe('the 16 sections in the seven languages', () => {
  for (const lang of Object.keys(HEADINGS)) {
    it(`${lang}: "${SECTION_WORD[lang]} n: title" and "n. title" headings, language detected`, () => {
      for (const numbered of [(n: number, t: string) => `${SECTION_WORD[lang]} ${n}: ${t}`, (n: number, t: string) => `${n}. ${t}`]) {
        const doc = fromPageLines(sheet(lang, numbered));
        const r = readDocument(doc, null, {}, performance.now());
        expect(r.sections.map((s) => s.number)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
        expect(r.sections[0].page).toBe(1);
        expect(r.sections[15].page).toBe(2);
        expect(doc.text.slice(r.sections[8].start, r.sections[8].end)).toContain(HEADINGS[lang][8]);
        expect(r.language).toBe(lang);
        expect(r.format).toBe('eu-reach');
      }
    });
  }

  it('numbered list items and subsections are not taken for headings', () => {
    const doc = fromPageLines(sheet('en', (n, t) => `${n}. ${t}`));
    doc.lines.splice(3, 0, {
      text: '2.1 Classification of the substance or mixture',
      folded: '2.1 classification of the substance or mixture',
      page: 1,
      start: 0,
    });
    const r = readDocument(fromPageLines([doc.lines.map((l) => l.text)]), null, {}, performance.now());
    expect(r.sections.find((s) => s.number === 2)?.title).toBe('2. HAZARDS IDENTIFICATION');
  });

  it('flags a language that differs from the declared one, and a US sheet as not European', () => {
    const doc = fromPageLines(sheet('de', (n, t) => `${n}. ${t}`));
    const r = readDocument(doc, null, { declaredLanguage: 'fr' }, performance.now());
    expect(r.conformity.find((c) => c.flag === 'wrongLanguage')?.evidence).toBe('declared fr, text reads as de');
    const us = fromPageLines([
      [
        'Prepared to OSHA 29 CFR 1910.1200',
        ...HEADINGS.en.map((t, i) => `${i + 1}. ${t.replace(' OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY/UNDERTAKING', '')}`),
        FILLER.en,
      ],
    ]);
    const ru = readDocument(us, null, {}, performance.now());
    expect(ru.format).toBe('us-hazcom');
    expect(ru.conformity.map((c) => c.flag)).toContain('notEuropeanFormat');
  });
});
