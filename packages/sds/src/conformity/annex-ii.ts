import { normaliseCas } from '@openfds/contract';
import type { AnnexIICheck, AnnexIIFlag, AnnexIIOptions, AnnexIISection15, AnnexIISubsection, Composition, Identification, SectionSpan } from '../types.js';
import type { DocumentText, TextLine } from '../text/document-text.js';
import { fold } from '../text/fold.js';
import { SUBSECTION_TITLES, titleCell } from './subsection-titles.js';

/** Date from which Annex II as amended by Regulation (EU) 2020/878 applies to every sheet (its Art. 2). */
export const ANNEX_II_2020_878_APPLICABLE = '2023-01-01';

/**
 * Mandatory sub-sections of REACH Annex II as amended by Regulation (EU) 2020/878 (Part B), with their English
 * titles. Section 3 needs 3.1 (substance) or 3.2 (mixture), not both; section 16 has no numbered sub-section.
 */
export const ANNEX_II_SUBSECTIONS: readonly { number: string; title: string }[] = [
  ['1.1', 'Product identifier'],
  ['1.2', 'Relevant identified uses of the substance or mixture and uses advised against'],
  ['1.3', 'Details of the supplier of the safety data sheet'],
  ['1.4', 'Emergency telephone number'],
  ['2.1', 'Classification of the substance or mixture'],
  ['2.2', 'Label elements'],
  ['2.3', 'Other hazards'],
  ['3.1/3.2', 'Substances / Mixtures'],
  ['4.1', 'Description of first aid measures'],
  ['4.2', 'Most important symptoms and effects, both acute and delayed'],
  ['4.3', 'Indication of any immediate medical attention and special treatment needed'],
  ['5.1', 'Extinguishing media'],
  ['5.2', 'Special hazards arising from the substance or mixture'],
  ['5.3', 'Advice for firefighters'],
  ['6.1', 'Personal precautions, protective equipment and emergency procedures'],
  ['6.2', 'Environmental precautions'],
  ['6.3', 'Methods and material for containment and cleaning up'],
  ['6.4', 'Reference to other sections'],
  ['7.1', 'Precautions for safe handling'],
  ['7.2', 'Conditions for safe storage, including any incompatibilities'],
  ['7.3', 'Specific end use(s)'],
  ['8.1', 'Control parameters'],
  ['8.2', 'Exposure controls'],
  ['9.1', 'Information on basic physical and chemical properties'],
  ['9.2', 'Other information'],
  ['10.1', 'Reactivity'],
  ['10.2', 'Chemical stability'],
  ['10.3', 'Possibility of hazardous reactions'],
  ['10.4', 'Conditions to avoid'],
  ['10.5', 'Incompatible materials'],
  ['10.6', 'Hazardous decomposition products'],
  ['11.1', 'Information on hazard classes as defined in Regulation (EC) No 1272/2008'],
  ['11.2', 'Information on other hazards'],
  ['12.1', 'Toxicity'],
  ['12.2', 'Persistence and degradability'],
  ['12.3', 'Bioaccumulative potential'],
  ['12.4', 'Mobility in soil'],
  ['12.5', 'Results of PBT and vPvB assessment'],
  ['12.6', 'Endocrine disrupting properties'],
  ['12.7', 'Other adverse effects'],
  ['13.1', 'Waste treatment methods'],
  ['14.1', 'UN number or ID number'],
  ['14.2', 'UN proper shipping name'],
  ['14.3', 'Transport hazard class(es)'],
  ['14.4', 'Packing group'],
  ['14.5', 'Environmental hazards'],
  ['14.6', 'Special precautions for user'],
  ['14.7', 'Maritime transport in bulk according to IMO instruments'],
  ['15.1', 'Safety, health and environmental regulations/legislation specific for the substance or mixture'],
  ['15.2', 'Chemical safety assessment'],
  ['16', 'Other information'],
].map(([number, title]) => ({ number, title }));

/** The UFI alphabet (ECHA UFI developer manual): digits and upper-case letters without B, I, L, O and Z. */
const UFI_ALPHABET = '0123456789ACDEFGHJKMNPQRSTUVWXY';

/**
 * Checks a UFI as the ECHA UFI developer manual defines it: 16 characters of the base-31 alphabet above (printed
 * in four groups of four, hyphens optional), the first being the check character chosen so that the weighted sum
 * (weight = position 1..16) of the character values is a multiple of 31.
 */
export function checkUfi(raw: string): { valid: boolean; normalised: string | null; reason: string | null } {
  const compact = raw
    .toUpperCase()
    .replace(/^\s*UFI\s*[:：]?\s*/, '')
    .replace(/[\s\-\u2010-\u2015]/g, '');
  if (compact.length !== 16) return { valid: false, normalised: null, reason: `${compact.length} characters, a UFI has 16` };
  const bad = [...compact].find((c) => !UFI_ALPHABET.includes(c));
  if (bad) return { valid: false, normalised: null, reason: `character "${bad}" is not in the UFI alphabet` };
  const normalised = compact.match(/.{4}/g)!.join('-');
  let sum = 0;
  for (let i = 0; i < 16; i++) sum += (i + 1) * UFI_ALPHABET.indexOf(compact[i]);
  return sum % 31 === 0
    ? { valid: true, normalised, reason: null }
    : { valid: false, normalised, reason: 'checksum fails (weighted sum not a multiple of 31)' };
}

/** "1.1", "1.1.", "SECTION 1.1", "Rubrique 14.3 :", "* 2.2 Label elements": a sub-section number at the start of a line. */
const SUBSECTION_HEAD =
  /^[\s*\u00b7\u2022-]*(?:(?:section|rubrique|abschnitt|sezione|seccion|epigrafe|rubriek|seccao|secao|punto)\s*)?(\d{1,2})\s*[.,]\s*(\d{1,2})(?![\d,.]\d)\s*[.:)]?(?:\s*$|\s*\t|\s+(?=[\p{L}(]))/u;

function subsectionHeads(doc: DocumentText, sections: SectionSpan[]): Map<string, TextLine> {
  const found = new Map<string, TextLine>();
  for (let i = 0; i < doc.lines.length; i++) {
    const l = doc.lines[i];
    const m = SUBSECTION_HEAD.exec(l.folded);
    if (!m) continue;
    const key = `${Number(m[1])}.${Number(m[2])}`;
    if (found.has(key)) continue;
    // Inside its own section when the sections were found: "2.5 mg/l" in section 12 is no sub-section 2.5.
    const own = sections.find((s) => s.number === Number(m[1]));
    if (sections.length && (!own || l.start < own.start || l.start >= own.end)) continue;
    // A number printed before another sub-section's title is that one's (before 2020/878, "12.6 Other adverse
    // effects" was today's 12.7): it is left to the title search, and its own number stays missing.
    if (otherTitles(Number(m[1]), key, l, doc.lines[i + 1])) continue;
    found.set(key, l);
  }
  return found;
}

/**
 * Whether a line starts with a sub-section title: its first cell, or its first cell and the next line's when the
 * title wraps in its label cell ("Identificateur de : Néon" / "produit"). A title starts with a capital or a number:
 * a wrapped sentence ("produits de décomposition dangereux ne devrait pas...") is no heading.
 */
function titleMatches(pattern: RegExp, line: TextLine, next: TextLine | undefined): boolean {
  const first = /\p{L}|\d/u.exec(line.text)?.[0];
  if (!first || (first.toLowerCase() === first && !/\d/.test(first))) return false;
  const cell = titleCell(line.folded);
  if (cell.length > 110) return false;
  if (pattern.test(cell)) return true;
  if (!next || next.page !== line.page) return false;
  const more = titleCell(next.folded);
  return more.length > 0 && more.length <= 40 && cell.length + more.length <= 110 && pattern.test(`${cell} ${more}`);
}

/** The numbers of the sub-sections of one section whose title a line's first cell carries (its own number aside). */
function otherTitles(section: number, own: string, line: TextLine, next: TextLine | undefined): boolean {
  let other = false;
  for (const [number, pattern] of SUBSECTION_TITLES) {
    if (Number(number.split('.')[0]) !== section || !titleMatches(pattern, line, next)) continue;
    if (number.split('/').includes(own)) return false;
    other = true;
  }
  return other;
}

/**
 * Sub-sections printed by their title alone (no number): the title, in any of the seven languages, at the start of
 * a short first cell of a line inside the sub-section's own section (sections must have been found). Only for
 * sub-sections not found by number, and never a line already taken by another sub-section.
 */
export function subsectionTitleHeads(doc: DocumentText, sections: SectionSpan[], skip: ReadonlySet<string> = new Set()): Map<string, TextLine> {
  const found = new Map<string, TextLine>();
  if (!sections.length) return found;
  const taken = new Set<TextLine>();
  for (const [number, pattern] of SUBSECTION_TITLES) {
    if (skip.has(number)) continue;
    const own = sections.find((s) => s.number === Number(number.split('.')[0]));
    if (!own) continue;
    for (let i = 0; i < doc.lines.length; i++) {
      const l = doc.lines[i];
      if (l.start < own.start || l.start >= own.end || l.start === own.start || l.furniture || taken.has(l)) continue;
      if (!titleMatches(pattern, l, doc.lines[i + 1])) continue;
      found.set(number, l);
      taken.add(l);
      break;
    }
  }
  return found;
}

/**
 * The last hazard change known for this sheet: the date given by the caller, or the latest date one of the sheet's
 * components entered the candidate list, whichever is later (null when neither is known).
 */
function lastHazardChange(composition: Composition, options: AnnexIIOptions): AnnexIICheck['reference'] | null {
  let best: AnnexIICheck['reference'] | null = options.lastHazardChange ? { date: options.lastHazardChange, kind: 'lastHazardChange' } : null;
  if (!options.candidateInclusionDates) return best;
  const dates = new Map<string, string>();
  for (const [cas, date] of options.candidateInclusionDates) {
    const key = normaliseCas(cas) ?? cas.trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(date) && date > (dates.get(key) ?? '')) dates.set(key, date);
  }
  for (const c of composition.components) {
    const date = c.cas ? dates.get(c.cas) : undefined;
    if (date && (!best || date > best.date)) {
      best = { date, kind: 'lastHazardChange', cause: `${c.name ?? 'component'} (CAS ${c.cas}) entered the candidate list`, cas: c.cas ?? undefined };
    }
  }
  return best;
}

export interface AnnexIIInput {
  doc: DocumentText;
  sections: SectionSpan[];
  identification: Identification;
  composition: Composition;
  /** Annex II applies to European (REACH) sheets: on others no sub-section or 2020/878 date flag is raised. */
  format?: 'eu-reach' | 'us-hazcom' | 'other';
}

const hasText = (line: TextLine | undefined) => (line ? line.text.replace(/\t/g, ' ').trim().slice(0, 120) : null);

/**
 * Conformity of a sheet against REACH Annex II as amended by Regulation (EU) 2020/878: mandatory sub-sections
 * present or missing (with the page of each), revision date missing or older than the last hazard change (or,
 * without that date, than the 2020/878 applicability date), UFIs failing their checksum, components on the
 * candidate list that section 15 does not mention. Pure: the candidate list and dates come in `options`.
 */
export function checkAnnexII(input: AnnexIIInput, options: AnnexIIOptions = {}): AnnexIICheck {
  const { doc, sections, identification, composition } = input;
  const heads = subsectionHeads(doc, sections);
  // Sub-sections not found by number, looked for by their title (a sheet printing titles without numbers).
  const byNumber = new Set(ANNEX_II_SUBSECTIONS.filter((s) => s.number.split('/').some((n) => heads.has(n))).map((s) => s.number));
  const titled = subsectionTitleHeads(doc, sections, byNumber);
  const flags: AnnexIIFlag[] = [];
  const subsections: AnnexIISubsection[] = ANNEX_II_SUBSECTIONS.map(({ number, title }) => {
    let line: TextLine | undefined;
    let by: AnnexIISubsection['by'] = 'number';
    if (number === '16') {
      const s16 = sections.find((s) => s.number === 16);
      line = s16 ? doc.lines.find((l) => l.start === s16.start) : undefined;
    } else {
      line = number
        .split('/')
        .map((n) => heads.get(n))
        .find(Boolean);
      if (!line && titled.has(number)) {
        line = titled.get(number);
        by = 'title';
      }
    }
    return { number, title, found: Boolean(line), page: line?.page ?? null, text: hasText(line), ...(line ? { by } : {}) };
  });
  const missing = subsections.filter((s) => !s.found).map((s) => s.number);
  const applies = (input.format ?? 'eu-reach') === 'eu-reach';
  for (const s of subsections) {
    if (s.found || !applies) continue;
    const section = sections.find((x) => x.number === Number(s.number.split('.')[0]));
    flags.push({
      code: 'missingSubsection',
      subsection: s.number,
      page: section?.page ?? null,
      evidence: section
        ? `sub-section ${s.number} (${s.title}) not found in section ${section.number} (page ${section.page})`
        : `sub-section ${s.number} (${s.title}) not found: section ${s.number.split(/[./]/)[0]} itself is missing`,
    });
  }

  // Every UFI printed on the sheet, checked (the reader keeps only valid ones in identification.ufi).
  const ufiFlags: AnnexIIFlag[] = [];
  const seen = new Set<string>();
  for (const l of doc.lines) {
    for (const m of l.text.matchAll(/\bUFI\s*[:：]?\s*([0-9A-Za-z]{4}[-\s]?[0-9A-Za-z]{4}[-\s]?[0-9A-Za-z]{4}[-\s]?[0-9A-Za-z]{4})(?![0-9A-Za-z])/g)) {
      const raw = m[1];
      if (seen.has(raw)) continue;
      seen.add(raw);
      const c = checkUfi(raw);
      if (!c.valid) ufiFlags.push({ code: 'ufiChecksum', page: l.page, value: raw, evidence: `UFI ${raw} on page ${l.page}: ${c.reason}` });
    }
  }

  const section15 = section15Mentions(doc, sections, composition);
  const list = listFindings({ identification, composition, sections, applies }, section15, options);
  return {
    regulation: 'REACH Annex II as amended by (EU) 2020/878',
    applies,
    subsections,
    missing,
    reference: list.reference,
    // In this order: sub-sections, dates, UFIs, candidate list (refreshAnnexIIListFindings keeps it).
    flags: [...flags, ...list.dateFlags, ...ufiFlags, ...list.candidateFlags],
    section15,
  };
}

/**
 * Which of the sheet's components (by CAS) section 15 mentions, by CAS number or by name, and the page of section
 * 15 (null when the sheet has none). Kept with the check: the candidate-list findings then follow a new version of
 * the list without the file being read again (refreshAnnexIIListFindings).
 */
export function section15Mentions(doc: DocumentText, sections: SectionSpan[], composition: Composition): AnnexIISection15 {
  const s15 = sections.find((s) => s.number === 15);
  const s15Text = s15 ? doc.text.slice(s15.start, s15.end) : '';
  const s15Compact = s15Text.replace(/\s+/g, '');
  const s15Folded = fold(s15Text).replace(/\s+/g, ' ');
  const mentioned = new Set<string>();
  for (const c of composition.components) {
    if (!c.cas || !s15) continue;
    const byCas = s15Compact.includes(c.cas);
    const name = c.name ? fold(c.name).replace(/\s+/g, ' ').trim() : '';
    const byName = name.length >= 4 && s15Folded.includes(name);
    if (byCas || byName) mentioned.add(c.cas);
  }
  return { page: s15?.page ?? null, mentionedCas: [...mentioned] };
}

interface ListFindingsInput {
  identification: Pick<Identification, 'revisionDate'>;
  composition: Composition;
  sections: Pick<SectionSpan, 'number' | 'page'>[];
  applies: boolean;
}

/**
 * The findings that depend on the candidate list and the dates, not on the file: the revision date against the last
 * hazard change (or the 2020/878 date), and the components on the candidate list that section 15 does not mention.
 * `section15` null: not known (a reading stored before it was kept): no candidate finding can be made from it.
 */
function listFindings(
  input: ListFindingsInput,
  section15: AnnexIISection15 | null,
  options: AnnexIIOptions,
): { reference: AnnexIICheck['reference']; dateFlags: AnnexIIFlag[]; candidateFlags: AnnexIIFlag[] } {
  const { identification, composition, sections, applies } = input;
  const dateFlags: AnnexIIFlag[] = [];
  // Revision date: none, or older than the last hazard change (or the date 2020/878 applies from).
  const reference = lastHazardChange(composition, options) ?? {
    date: options.referenceDate ?? ANNEX_II_2020_878_APPLICABLE,
    kind: 'annexIIApplicability' as const,
  };
  if (!identification.revisionDate) {
    dateFlags.push({ code: 'noRevisionDate', page: sections[0]?.page ?? null, evidence: 'no revision or issue date found on the sheet' });
  } else if (identification.revisionDate < reference.date && (applies || reference.kind === 'lastHazardChange')) {
    dateFlags.push(
      reference.kind === 'lastHazardChange'
        ? {
            code: 'olderThanHazardChange',
            page: null,
            evidence: `revised ${identification.revisionDate}, before the last change of its hazard data (${reference.date}${reference.cause ? `: ${reference.cause}` : ''})`,
          }
        : {
            code: 'olderThanReferenceDate',
            page: null,
            evidence: `revised ${identification.revisionDate}, before ${reference.date} (date from which Annex II as amended by 2020/878 applies); no date of the last hazard change was given, so it was not compared with one`,
          },
    );
  }

  // Components on the candidate list (CAS set given by the caller) that section 15 does not mention.
  const candidateFlags: AnnexIIFlag[] = [];
  const candidates = new Set([...(options.candidateListCas ?? [])].map((c) => normaliseCas(c) ?? c.trim()));
  if (candidates.size && section15) {
    const mentioned = new Set(section15.mentionedCas);
    const flagged = new Set<string>();
    for (const c of composition.components) {
      if (!c.cas || !candidates.has(c.cas) || mentioned.has(c.cas) || flagged.has(c.cas)) continue;
      flagged.add(c.cas);
      candidateFlags.push({
        code: 'candidateNotInSection15',
        page: section15.page,
        cas: c.cas,
        evidence: `${c.name ?? 'component'} (CAS ${c.cas}) is on the candidate list but ${section15.page !== null ? `section 15 (page ${section15.page}) does not mention it` : 'the sheet has no section 15'}`,
      });
    }
  }
  return { reference, dateFlags, candidateFlags };
}

/**
 * The Annex II check of a stored reading brought up to a new candidate list (and dates) without reading the file
 * again: the reference date, the revision-date flag and the candidate-list flags are recomputed from the reading's
 * components and what section 15 mentions (kept in `annexII.section15`); the sub-section and UFI flags stay. For a
 * reading stored before `section15` was kept, the candidate flags of components still on the list stay and no new
 * one can be raised (its next reading will). Null when the reading has no check.
 */
export function refreshAnnexIIListFindings(
  reading: {
    annexII?: AnnexIICheck;
    identification: Pick<Identification, 'revisionDate'>;
    composition: Composition;
    sections: Pick<SectionSpan, 'number' | 'page'>[];
  },
  options: AnnexIIOptions,
): AnnexIICheck | null {
  const check = reading.annexII;
  if (!check) return null;
  const section15 = check.section15 ?? null;
  const list = listFindings({ ...reading, applies: check.applies }, section15, options);
  let candidateFlags = list.candidateFlags;
  if (!section15) {
    const candidates = new Set([...(options.candidateListCas ?? [])].map((c) => normaliseCas(c) ?? c.trim()));
    candidateFlags = check.flags.filter((f) => f.code === 'candidateNotInSection15' && f.cas && candidates.has(f.cas));
  }
  const kept = (code: AnnexIIFlag['code']) => check.flags.filter((f) => f.code === code);
  return {
    ...check,
    reference: list.reference,
    flags: [...kept('missingSubsection'), ...list.dateFlags, ...kept('ufiChecksum'), ...candidateFlags],
    ...(section15 ? { section15 } : {}),
  };
}
