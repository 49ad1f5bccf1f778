import type { SectionSpan } from '../types.js';
import type { DocumentText, TextLine } from '../text/document-text.js';
import { SECTION_KEYWORDS } from './section-titles.js';

interface Candidate {
  number: number;
  line: number;
  title: string;
  strong: boolean;
  /** A transport heading printed under another number (older orders, a misread digit): taken as section 14. */
  moved?: boolean;
}

const HEADING =
  /^(?:(section|rubrique|abschnitt|sezione|seccion|epigrafe|rubriek|hoofdstuk|seccao|secao|kapitel|punto)\s*)?(\d{1,2})(?![.,]?\d)\s*[.:)\-\u2013]?\s*(.*)$/;

const HEADING_START = /^[*\u00b7\u2022\s-]*(?:\d|section|rubrique|abschnitt|sezione|seccion|epigrafe|rubriek|hoofdstuk|seccao|secao|kapitel|punto)/;

/**
 * A heading candidate on line i. `oldLayout`: sheets under the former Directive 91/155/EEC put the composition
 * in section 2 and the hazards in section 3; the candidate then carries the REACH number of its content.
 */
function candidate(lines: TextLine[], i: number, oldLayout = false): Candidate | null {
  // HEADING needs a digit or a section word after the bullets: most lines are passed over here.
  if (!HEADING_START.test(lines[i].folded)) return null;
  const folded = lines[i].folded
    .replace(/\t/g, ' ')
    .replace(/^[*\u00b7\u2022\s-]+/, '')
    .trim();
  const m = HEADING.exec(folded);
  if (!m) return null;
  const printed = Number(m[2]);
  if (printed < 1 || printed > 16) return null;
  const number = oldLayout && (printed === 2 || printed === 3) ? 5 - printed : printed;
  let rest = m[3];
  const strong = Boolean(m[1]);
  // "SECTION 1" alone on its line, title on the next one.
  if (!rest && strong && i + 1 < lines.length) rest = lines[i + 1].folded;
  if (!rest || /^\d/.test(rest)) return null;
  let head = rest.slice(0, 90);
  // A long title wrapped after a "SECTION n" word: its keyword may be on the next line.
  if (!SECTION_KEYWORDS[number].test(head) && i + 1 < lines.length && (strong || wrappedTitle(lines[i].text, lines[i + 1].text))) {
    head = `${rest} ${lines[i + 1].folded}`.slice(0, 140);
  }
  // Transport printed as section 12 or 13 (older 16-section orders), or a 14 read as 4 by OCR, is section 14's
  // content: it becomes a candidate for 14, used when no heading numbered 14 is found (choose()).
  const moved = !SECTION_KEYWORDS[number].test(head) && number !== 14 && SECTION_KEYWORDS[14].test(head);
  if (!moved && !SECTION_KEYWORDS[number].test(head)) return null;
  // A sentence ("2 hours after...") is not a heading: headings are short.
  if (!strong && rest.length > 110) return null;
  const title = lines[i].text.replace(/\t/g, ' ').trim();
  return moved ? { number: 14, line: i, title, strong, moved } : { number, line: i, title, strong };
}

/** Words a title cannot end with: "14. INFORMATIE MET BETREKKING TOT HET" goes on with "VERVOER" on the next line. */
const DANGLING =
  /\b(?:of|and|the|for|to|on|de|du|des|la|le|les|et|en|het|van|tot|met|op|der|die|das|und|zum|zur|von|di|del|della|e|y|da|do|dos|das|a)\s*[/,-]?$/i;
const upper = (s: string) => /\p{Lu}/u.test(s) && !/\p{Ll}/u.test(s);

/**
 * A numbered title wrapped over two lines: it ends with a dangling word, or both lines are in capitals and the
 * second holds only words (a heading's second line, not a sentence or a subsection).
 */
function wrappedTitle(line: string, next: string): boolean {
  const t = line.replace(/\t/g, ' ').trim();
  const n = next.replace(/\t/g, ' ').trim();
  if (!n || n.length > 60 || /^\d/.test(n)) return false;
  return DANGLING.test(t) || (upper(t) && upper(n));
}

/** The sheet's sections in order: for each number the first heading after the previous section's heading. */
const ORDER = Array.from({ length: 16 }, (_, i) => i + 1);
const OLD_ORDER = [1, 3, 2, ...ORDER.slice(3)];

function choose(doc: DocumentText, oldLayout: boolean): Candidate[] {
  const candidates: Candidate[] = [];
  doc.lines.forEach((_, i) => {
    const c = candidate(doc.lines, i, oldLayout);
    if (c) candidates.push(c);
  });
  const chosen: Candidate[] = [];
  let after = -1;
  for (const n of oldLayout ? OLD_ORDER : ORDER) {
    const c = candidates.find((x) => x.number === n && x.line > after && !x.moved) ?? candidates.find((x) => x.number === n && x.line > after && x.moved);
    if (!c) continue;
    chosen.push(c);
    after = c.line;
  }
  return chosen;
}

/** True when the sheet follows the former layout (2 = composition, 3 = hazards); see candidate(). */
export function isOldLayout(sections: SectionSpan[]): boolean {
  const two = sections.find((s) => s.number === 2);
  const three = sections.find((s) => s.number === 3);
  return Boolean(two && three && three.start < two.start);
}

export function findSections(doc: DocumentText): SectionSpan[] {
  const current = choose(doc, false);
  const old = choose(doc, true);
  const chosen = old.length > current.length ? old : current;
  // Spans follow the order of the text; each section ends where the next heading starts.
  chosen.sort((a, b) => a.line - b.line);
  return chosen.map((c, i) => {
    const next = chosen[i + 1];
    const line = doc.lines[c.line];
    return {
      number: c.number,
      title: c.title,
      page: line.page,
      start: line.start,
      end: next ? doc.lines[next.line].start : doc.text.length,
    };
  });
}

/** Lines of one section (empty when the section was not found). */
export function sectionLines(doc: DocumentText, sections: SectionSpan[], n: number): TextLine[] {
  const s = sections.find((x) => x.number === n);
  if (!s) return [];
  return doc.lines.filter((l) => l.start >= s.start && l.start < s.end && !l.furniture);
}

/** The lines just above a section's heading, from the previous section (empty when the section was not found). */
export function linesBefore(doc: DocumentText, sections: SectionSpan[], n: number, count = 40): TextLine[] {
  const s = sections.find((x) => x.number === n);
  if (!s) return [];
  const at = doc.lines.findIndex((l) => l.start >= s.start);
  return doc.lines.slice(Math.max(0, at - count), Math.max(0, at)).filter((l) => !l.furniture);
}

/** Offset where a second sheet starts (headings 1, 2 and 3 again after the last section), or null. */
export function secondSheetStart(doc: DocumentText, sections: SectionSpan[]): number | null {
  const last = sections.at(-1);
  if (!last || last.number < 14 || sections.length < 12) return null;
  const from = doc.lines.findIndex((l) => l.start >= last.start) + 1;
  let one: number | null = null;
  let expect = 1;
  for (let i = from; i < doc.lines.length; i++) {
    const c = candidate(doc.lines, i);
    if (!c || c.number !== expect) continue;
    if (expect === 1) one = doc.lines[i].start;
    if (expect === 3) return one;
    expect++;
  }
  return null;
}
