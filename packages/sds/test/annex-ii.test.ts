import { describe, expect, it } from 'vitest';
import { isValidUfi, ufiWithCheck } from '@openfds/contract';
import { ANNEX_II_SUBSECTIONS, checkAnnexII, checkUfi, refreshAnnexIIListFindings } from '../src/conformity/annex-ii.js';
import { ANNEX_II_FLAG_TEXTS } from '../src/conformity/annex-ii-texts.js';
import { readDocument } from '../src/read-sds.js';
import { fromPageLines } from '../src/text/document-text.js';
import type { AnnexIIOptions } from '../src/types.js';
import { HEADINGS } from './support/headings.js';

/** Mandatory sub-sections per section, as printed under each heading of the built sheet. */
const SUBS: Record<number, string[]> = {};
for (const s of ANNEX_II_SUBSECTIONS) {
  if (s.number === '16') continue;
  const [first] = s.number.split('/');
  const n = Number(first.split('.')[0]);
  (SUBS[n] ??= []).push(`${first} ${s.title}`);
}

interface Built {
  drop?: string[];
  /** Sub-section titles printed without their numbers. */
  unnumbered?: boolean;
  revision?: string | null;
  ufi?: string;
  section15?: string[];
  components?: string[];
}

/** A complete European sheet over 4 pages (sections 1-4, 5-8, 9-12, 13-16), minus the dropped sub-sections. */
function sheet(b: Built = {}): string[][] {
  const drop = new Set(b.drop ?? []);
  const pages: string[][] = [
    ['Safety data sheet according to Regulation (EC) No 1907/2006', ...(b.revision === null ? [] : [`Revision date: ${b.revision ?? '15/03/2024'}`])],
    [],
    [],
    [],
  ];
  HEADINGS.en.forEach((title, i) => {
    const n = i + 1;
    const page = pages[Math.floor(i / 4)];
    page.push(`SECTION ${n}: ${title}`);
    for (const sub of SUBS[n] ?? []) {
      const number = sub.split(' ')[0];
      if (drop.has(number)) continue;
      page.push(b.unnumbered ? sub.slice(number.length + 1) : sub);
      if (number === '1.1') {
        page.push('Product name: Super Cleaner 5');
        if (b.ufi) page.push(`UFI: ${b.ufi}`);
      }
      if (number === '1.3') page.push('Supplier: ACME Chemicals SA');
      if (number === '3.1') for (const c of b.components ?? []) page.push(c);
      if (number === '15.1') for (const t of b.section15 ?? []) page.push(t);
      if (!['1.1', '1.3', '3.1'].includes(number)) page.push('Keep the product away from water and use it with care.');
    }
    if (n === 16) {
      page.push('This sheet completes the technical instructions for use.');
    }
  });
  return pages;
}

const read = (b: Built = {}, annexII?: AnnexIIOptions) => readDocument(fromPageLines(sheet(b)), null, { annexII }, performance.now());
const codes = (b: Built = {}, o?: AnnexIIOptions) => read(b, o).annexII!.flags.map((f) => f.code);

describe('UFI checksum (ECHA UFI developer manual)', () => {
  it('accepts the manual example and rejects a changed character', () => {
    expect(checkUfi('GMTT-2SQN-6FDD-6TV1')).toEqual({ valid: true, normalised: 'GMTT-2SQN-6FDD-6TV1', reason: null });
    expect(checkUfi('UFI: gmtt 2sqn 6fdd 6tv1').valid).toBe(true);
    expect(checkUfi('GMTT-2SQN-6FDD-6TV2')).toMatchObject({ valid: false, reason: expect.stringMatching(/checksum/) });
    expect(checkUfi('HMTT-2SQN-6FDD-6TV1').valid).toBe(false);
    // Two swapped characters are caught by the position weights.
    expect(checkUfi('GMTT-2SQN-6FDD-6T1V').valid).toBe(false);
  });

  it('rejects characters outside the alphabet and wrong lengths', () => {
    expect(checkUfi('GMTT-2SQN-6FDD-6TVB').reason).toMatch(/"B" is not in the UFI alphabet/);
    expect(checkUfi('GMTT-2SQN-6FDD').reason).toMatch(/12 characters/);
  });

  it('agrees with the contract on generated UFIs', () => {
    const alphabet = '0123456789ACDEFGHJKMNPQRSTUVWXY';
    let seed = 7;
    for (let k = 0; k < 200; k++) {
      let last15 = '';
      for (let i = 0; i < 15; i++) last15 += alphabet[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % 31];
      const good = ufiWithCheck(last15);
      expect(checkUfi(good).valid).toBe(true);
      const bad = `${alphabet[(alphabet.indexOf(good[0]) + 1) % 31]}${good.slice(1)}`;
      expect(checkUfi(bad).valid).toBe(isValidUfi(bad));
      expect(checkUfi(bad).valid).toBe(false);
    }
  });
});

describe('Annex II (2020/878) conformity check', () => {
  it('a complete sheet has every mandatory sub-section, with its page, and no flag', () => {
    const check = read().annexII!;
    expect(check.missing).toEqual([]);
    expect(check.flags).toEqual([]);
    const page = (n: string) => check.subsections.find((s) => s.number === n)?.page;
    expect(page('1.1')).toBe(1);
    expect(page('3.1/3.2')).toBe(1);
    expect(page('6.4')).toBe(2);
    expect(page('12.6')).toBe(3);
    expect(page('14.7')).toBe(4);
    expect(page('16')).toBe(4);
    expect(check.subsections.find((s) => s.number === '12.6')?.text).toBe('12.6 Endocrine disrupting properties');
  });

  // Every mandatory sub-section, dropped one at a time, is reported missing with its section's page.
  for (const s of ANNEX_II_SUBSECTIONS.filter((x) => x.number !== '16')) {
    const number = s.number.split('/')[0];
    it(`reports ${s.number} missing`, () => {
      const check = read({ drop: [number] }).annexII!;
      expect(check.missing).toEqual([s.number]);
      const flag = check.flags.find((f) => f.code === 'missingSubsection');
      expect(flag?.subsection).toBe(s.number);
      expect(flag?.page).toBe(Math.floor((Number(number.split('.')[0]) - 1) / 4) + 1);
      expect(check.subsections.find((x) => x.number === s.number)).toMatchObject({ found: false, page: null });
    });
  }

  it('3.2 alone satisfies section 3 (a mixture)', () => {
    const pages = sheet().map((p) => p.map((l) => (l.startsWith('3.1 ') ? '3.2 Mixtures' : l)));
    const check = checkAnnexIIOf(pages);
    expect(check.missing).toEqual([]);
  });

  it('section 16 missing, and a whole section missing lists all its sub-sections', () => {
    const pages = sheet().map((p) => {
      const at = p.findIndex((l) => l.startsWith('SECTION 16'));
      return at >= 0 ? p.slice(0, at) : p;
    });
    expect(checkAnnexIIOf(pages).missing).toEqual(['16']);
    const no10 = sheet().map((p) => p.filter((l) => !/^(?:SECTION 10:|10\.\d)/.test(l)));
    const check = checkAnnexIIOf(no10);
    expect(check.missing).toEqual(['10.1', '10.2', '10.3', '10.4', '10.5', '10.6']);
    expect(check.flags[0].evidence).toMatch(/section 10 itself is missing/);
  });

  it('a number in a value is not a sub-section heading ("9.1 °C" in section 9, "2.3 mg/l" in section 12)', () => {
    const pages = sheet({ drop: ['9.1', '2.3'] }).map((p) =>
      p.flatMap((l) => (l.startsWith('9.2 ') ? ['9.1 °C', l] : l.startsWith('12.2 ') ? ['2.3 mg/l LC50 fish 96 h', l] : [l])),
    );
    expect(checkAnnexIIOf(pages).missing).toEqual(['2.3', '9.1']);
  });

  it('headings in French with "1.1." numbering and sub-section titles in a table cell', () => {
    const pages = sheet().map((p) => p.map((l) => l.replace(/^(\d{1,2}\.\d) /, '$1. \t')));
    expect(checkAnnexIIOf(pages).missing).toEqual([]);
  });

  it('a sheet not in the European format lists its missing sub-sections without flagging them', () => {
    const doc = fromPageLines(sheet({ drop: ['1.2'], revision: '01/06/2021' }));
    const r = readDocument(doc, null, {}, performance.now());
    const check = checkAnnexII({ doc, sections: r.sections, identification: r.identification, composition: r.composition, format: 'us-hazcom' });
    expect(check.applies).toBe(false);
    expect(check.missing).toEqual(['1.2']);
    expect(check.flags).toEqual([]);
    expect(checkAnnexII({ doc, sections: r.sections, identification: r.identification, composition: r.composition }).flags.map((f) => f.code)).toEqual([
      'missingSubsection',
      'olderThanReferenceDate',
    ]);
  });

  it('no revision date', () => {
    expect(codes({ revision: null })).toEqual(['noRevisionDate']);
  });

  it('older than the 2020/878 applicability date when no hazard change date is given, and says so', () => {
    const r = read({ revision: '01/06/2021' });
    expect(r.identification.revisionDate).toBe('2021-06-01');
    expect(r.annexII!.reference).toEqual({ date: '2023-01-01', kind: 'annexIIApplicability' });
    const flag = r.annexII!.flags.find((f) => f.code === 'olderThanReferenceDate');
    expect(flag?.evidence).toMatch(/2023-01-01.*no date of the last hazard change/);
    expect(codes({ revision: '01/06/2021' }, { referenceDate: '2020-01-01' })).toEqual([]);
  });

  it('older than its last hazard change when the date is given', () => {
    expect(codes({ revision: '15/03/2024' }, { lastHazardChange: '2025-02-01' })).toEqual(['olderThanHazardChange']);
    expect(codes({ revision: '15/03/2024' }, { lastHazardChange: '2024-03-15' })).toEqual([]);
    // A sheet older than 2023 but newer than its last hazard change is not flagged.
    expect(codes({ revision: '01/06/2021' }, { lastHazardChange: '2020-01-01' })).toEqual([]);
  });

  it('a UFI failing its checksum is flagged with its page; a good one is not', () => {
    expect(codes({ ufi: 'GMTT-2SQN-6FDD-6TV1' })).toEqual([]);
    const r = read({ ufi: 'GMTT-2SQN-6FDD-6TV2' });
    expect(r.annexII!.flags).toEqual([expect.objectContaining({ code: 'ufiChecksum', page: 1, value: 'GMTT-2SQN-6FDD-6TV2' })]);
    expect(r.identification.ufi).toBeNull();
  });

  const components = ['Toluene\t108-88-3\t10 - 20 %', 'Dibutyl phthalate\t84-74-2\t1 - 5 %'];

  it('a candidate-list component that section 15 does not mention', () => {
    const r = read({ components }, { candidateListCas: ['84-74-2', '117-81-7'] });
    expect(r.composition.components.map((c) => c.cas)).toEqual(['108-88-3', '84-74-2']);
    expect(r.annexII!.flags).toEqual([expect.objectContaining({ code: 'candidateNotInSection15', cas: '84-74-2', page: 4 })]);
  });

  it('a component that entered the candidate list after the revision makes the sheet older than its last hazard change', () => {
    const options = {
      candidateListCas: ['84-74-2'],
      candidateInclusionDates: [
        ['84-74-2', '2024-06-27'],
        ['117-81-7', '2025-01-10'],
      ] as const,
    };
    const r = read({ components, revision: '15/03/2024', section15: ['SVHC: 84-74-2'] }, options);
    // Only the sheet's own components count: 117-81-7 (not on the sheet) entered later and is ignored.
    expect(r.annexII!.reference).toEqual({
      date: '2024-06-27',
      kind: 'lastHazardChange',
      cause: 'Dibutyl phthalate (CAS 84-74-2) entered the candidate list',
      cas: '84-74-2',
    });
    expect(r.annexII!.flags).toEqual([expect.objectContaining({ code: 'olderThanHazardChange' })]);
    expect(r.annexII!.flags[0].evidence).toMatch(/revised 2024-03-15, before .*2024-06-27: Dibutyl phthalate \(CAS 84-74-2\) entered the candidate list/);
    // Revised after the inclusion: nothing; a later date given by the caller wins over an older inclusion.
    expect(codes({ components, revision: '01/07/2024', section15: ['SVHC: 84-74-2'] }, options)).toEqual([]);
    expect(
      read({ components, revision: '01/07/2024', section15: ['SVHC: 84-74-2'] }, { ...options, lastHazardChange: '2025-03-01' }).annexII!.reference,
    ).toEqual({ date: '2025-03-01', kind: 'lastHazardChange' });
    // A malformed date is ignored rather than compared as text.
    expect(codes({ components, revision: '15/03/2024' }, { candidateInclusionDates: [['84-74-2', '27-Jun-2024']] })).toEqual([]);
  });

  it('section 15 mentioning the component by CAS or by name clears the flag', () => {
    const options = { candidateListCas: new Set(['84-74-2']) };
    expect(codes({ components, section15: ['Candidate list (SVHC): 84-74-2'] }, options)).toEqual([]);
    expect(codes({ components, section15: ['Contains DIBUTYL PHTHALATE, on the candidate list.'] }, options)).toEqual([]);
    // Another substance named in section 15 does not clear it.
    expect(codes({ components, section15: ['Candidate list: bis(2-ethylhexyl) phthalate 117-81-7'] }, options)).toEqual(['candidateNotInSection15']);
    // Without a candidate list nothing is checked.
    expect(codes({ components })).toEqual([]);
  });

  it('keeps what section 15 mentions, so a new candidate list refreshes the findings without the file', () => {
    const r = read({ components, revision: '15/03/2024', section15: ['Toluene 108-88-3 is not on the candidate list.'] });
    expect(r.annexII!.section15).toEqual({ page: 4, mentionedCas: ['108-88-3'] });
    expect(r.annexII!.flags).toEqual([]);
    // Dibutyl phthalate enters the list after the revision: flagged (not in section 15) and the sheet is now older
    // than its last hazard change; the same as a fresh reading with that list gives.
    const list = { candidateListCas: ['84-74-2', '108-88-3'], candidateInclusionDates: [['84-74-2', '2024-06-27']] as [string, string][] };
    const refreshed = refreshAnnexIIListFindings(r, list)!;
    expect(refreshed.flags.map((f) => f.code)).toEqual(['olderThanHazardChange', 'candidateNotInSection15']);
    expect(refreshed.flags[1]).toMatchObject({ cas: '84-74-2', page: 4 });
    expect(refreshed).toEqual(read({ components, revision: '15/03/2024', section15: ['Toluene 108-88-3 is not on the candidate list.'] }, list).annexII);
    // Idempotent, and back to nothing when the list no longer holds it.
    expect(refreshAnnexIIListFindings({ ...r, annexII: refreshed }, list)).toEqual(refreshed);
    expect(refreshAnnexIIListFindings({ ...r, annexII: refreshed }, {})).toEqual(r.annexII);
    // A sub-section or UFI flag is the file's, not the list's: it stays (this sheet's section 15 names neither).
    const missing = read({ components, drop: ['2.3'], ufi: 'GMTT-2SQN-6FDD-6TV2' });
    expect(refreshAnnexIIListFindings(missing, list)!.flags.map((f) => [f.code, f.cas ?? f.subsection ?? f.value])).toEqual([
      ['missingSubsection', '2.3'],
      ['olderThanHazardChange', undefined],
      ['ufiChecksum', 'GMTT-2SQN-6FDD-6TV2'],
      ['candidateNotInSection15', '108-88-3'],
      ['candidateNotInSection15', '84-74-2'],
    ]);
  });

  it('a reading stored without what section 15 mentions keeps only its flags still on the list', () => {
    const r = read({ components }, { candidateListCas: ['84-74-2'] });
    const { section15: _dropped, ...legacy } = r.annexII!;
    expect(refreshAnnexIIListFindings({ ...r, annexII: legacy }, { candidateListCas: ['84-74-2', '108-88-3'] })!.flags.map((f) => f.cas)).toEqual(['84-74-2']);
    expect(refreshAnnexIIListFindings({ ...r, annexII: legacy }, { candidateListCas: [] })!.flags).toEqual([]);
    expect(refreshAnnexIIListFindings({ ...r, annexII: undefined }, {})).toBeNull();
  });
});

describe('sub-sections printed by their title alone', () => {
  it('finds every sub-section of a sheet that prints titles without numbers, on its page, and says how', () => {
    const r = read({ unnumbered: true });
    expect(r.annexII!.missing).toEqual([]);
    expect(r.annexII!.flags.map((f) => f.code)).toEqual([]);
    const s52 = r.annexII!.subsections.find((s) => s.number === '5.2')!;
    expect(s52).toMatchObject({ found: true, page: 2, by: 'title', text: 'Special hazards arising from the substance or mixture' });
    // Numbered headings keep saying so.
    expect(read().annexII!.subsections.find((s) => s.number === '5.2')!.by).toBe('number');
  });

  it('still reports a sub-section whose title is absent too', () => {
    const r = read({ unnumbered: true, drop: ['6.4', '14.7'] });
    expect(r.annexII!.missing).toEqual(['6.4', '14.7']);
  });

  it('reads titles in the corpus languages, wrapped in their label cell, inside their own section only', () => {
    const pages = [
      [
        'FICHE DE DONNÉES DE SÉCURITÉ',
        'RUBRIQUE 1: Identification de la substance/du mélange et de la société/l’entreprise',
        'Identificateur de\t:\tNéon',
        'produit',
        'Utilisation(s) identifiée(s) pertinente(s)\t:\tGaz industriel',
        'RUBRIQUE 5: Mesures de lutte contre l’incendie',
        'Moyens d’extinction\t:\tTous les moyens connus.',
        'RUBRIQUE 10: Stabilité et réactivité',
        'Produits de décomposition dangereux : aucun dans les conditions normales.',
        // A wrapped sentence that starts with a title's words is no heading.
        'conditions à éviter dans tout endroit mal ventilé.',
        'RUBRIQUE 12: Informations écologiques',
        // "Toxicity" belongs to section 12: printed in section 10 it is no 12.1.
      ],
    ];
    const doc = fromPageLines(pages);
    const r = readDocument(doc, null, {}, performance.now());
    const by = (n: string) => r.annexII!.subsections.find((s) => s.number === n)!;
    expect(by('1.1')).toMatchObject({ found: true, by: 'title' });
    expect(by('1.2')).toMatchObject({ found: true, by: 'title' });
    expect(by('5.1')).toMatchObject({ found: true, by: 'title' });
    expect(by('10.6')).toMatchObject({ found: true, by: 'title' });
    expect(by('10.4').found).toBe(false);
    for (const [lang, line, number] of [
      ['de', 'Besondere vom Stoff oder Gemisch ausgehende Gefahren', '5.2'],
      ['es', 'Precauciones relativas al medio ambiente', '6.2'],
      ['it', 'Condizioni per lo stoccaggio sicuro, comprese eventuali incompatibilità', '7.2'],
      ['nl', 'Blusmiddelen', '5.1'],
      ['pt', 'Métodos e materiais de confinamento e limpeza', '6.3'],
      ['en', 'Results of PBT and vPvB assessment', '12.5'],
    ] as const) {
      const section = Number(number.split('.')[0]);
      const sheetPages = [[`SECTION ${section}: ${HEADINGS.en[section - 1]}`, line, 'Data.']];
      const d = fromPageLines(sheetPages);
      const check = readDocument(d, null, {}, performance.now()).annexII!;
      expect(
        check.subsections.find((s) => s.number === number),
        `${lang} ${number}`,
      ).toMatchObject({ found: true, by: 'title' });
    }
  });

  it('gives a number printed before another sub-section title to that one (12.6 "Other adverse effects" before 2020/878)', () => {
    const pages = sheet();
    for (const page of pages) {
      const i = page.indexOf('12.6 Endocrine disrupting properties');
      if (i >= 0) page.splice(i, 1);
      const j = page.indexOf('12.7 Other adverse effects');
      if (j >= 0) page[j] = '12.6. Other adverse effects';
    }
    const r = readDocument(fromPageLines(pages), null, {}, performance.now());
    expect(r.annexII!.missing).toEqual(['12.6']);
    expect(r.annexII!.subsections.find((s) => s.number === '12.7')).toMatchObject({ found: true, by: 'title', text: '12.6. Other adverse effects' });
  });
});

function checkAnnexIIOf(pages: string[][]) {
  const doc = fromPageLines(pages);
  const r = readDocument(doc, null, {}, performance.now());
  return checkAnnexII({ doc, sections: r.sections, identification: r.identification, composition: r.composition });
}

describe('Annex II flags explained', () => {
  it('every flag has a distinct plain text in fr, en, de and it', () => {
    const codes = ['missingSubsection', 'noRevisionDate', 'olderThanHazardChange', 'olderThanReferenceDate', 'ufiChecksum', 'candidateNotInSection15'] as const;
    expect(Object.keys(ANNEX_II_FLAG_TEXTS).sort()).toEqual([...codes].sort());
    for (const lang of ['fr', 'en', 'de', 'it'] as const) {
      const texts = codes.map((c) => ANNEX_II_FLAG_TEXTS[c][lang]);
      for (const t of texts) expect(t.length).toBeGreaterThan(40);
      expect(new Set(texts).size).toBe(codes.length);
    }
  });
});
