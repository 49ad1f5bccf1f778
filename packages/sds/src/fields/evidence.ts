import type { EvidenceMethod, FieldEvidence, SdsReading } from '../types.js';
import type { TextLine } from '../text/document-text.js';
import { parseDate } from './dates.js';
import { H_HEADING } from './hazards.js';
import { ISSUE, PRODUCT_FALLBACK, PRODUCT_NAME, REVISION, SUPPLIER, SUPPLIER_CELL, SUPPLIER_HEADING, VERSION } from './identification.js';
import { UN_LABEL } from './transport.js';

/**
 * Evidence of the extracted fields: where each value stands in the sheet (page, text span, line) and how it was
 * found there. Computed after reading, from the values themselves, so the values are never changed by it.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Hit {
  line: TextLine;
  index: number;
  at: number;
  length: number;
}

const CONFIDENCE: Record<EvidenceMethod, number> = {
  labelledValue: 0.9,
  tableCell: 0.85,
  pattern: 0.8,
  heading: 0.65,
  statementText: 0.6,
  inferred: 0.5,
};

function evidence(hit: Hit, method: EvidenceMethod, confidence = CONFIDENCE[method]): FieldEvidence {
  const start = hit.line.start + hit.at;
  return {
    page: hit.line.page,
    start,
    end: start + hit.length,
    span: hit.line.text.slice(hit.at, hit.at + hit.length),
    line: hit.line.text,
    method,
    confidence,
  };
}

/** Every place a regex matches, in the order of the lines. */
function* matches(lines: TextLine[], re: RegExp): Generator<Hit> {
  for (let i = 0; i < lines.length; i++) {
    const m = re.exec(lines[i].text);
    if (m) yield { line: lines[i], index: i, at: m.index, length: m[0].length };
  }
}

/** A label just before the value on its line (same cell or the cell before), or on one of the two lines above or the line below (a label wrapped around its value). */
function labelled(lines: TextLine[], hit: Hit, label: RegExp): 'sameCell' | 'otherCell' | 'nearby' | null {
  const before = hit.line.folded.slice(0, hit.at);
  const m = new RegExp(`(?:${label.source})`).exec(before);
  if (m) return before.slice(m.index).includes('\t') ? 'otherCell' : 'sameCell';
  for (const k of [-1, -2, 1]) {
    const l = lines[hit.index + k];
    if (
      l &&
      new RegExp(`^[\\s\\d.*)]*(?:${label.source})`).test(l.folded.split('\t')[0].trim()) &&
      !/\p{L}{3}/u.test(l.folded.replace(label, '').split('\t').slice(1).join(''))
    )
      return 'nearby';
  }
  return null;
}

/**
 * The line holding a text value (the longest run of its first words when it wraps over lines), preferring an
 * occurrence with its label; the method from the label's place.
 */
function textValue(lines: TextLine[], value: string, label: RegExp, heading?: RegExp): FieldEvidence | null {
  const words = value.trim().split(/\s+/).filter(Boolean);
  for (let k = words.length; k >= 1; k--) {
    if (k < words.length && words.slice(0, k).join(' ').length < Math.min(6, value.length)) break;
    const re = new RegExp(words.slice(0, k).map(escape).join('\\s+'), 'i');
    const hits = [...matches(lines, re)].map((h) => extend(h, value.trim().slice(words.slice(0, k).join(' ').length)));
    if (!hits.length) continue;
    const underHeading = (hit: Hit) => Boolean(heading && lines.slice(Math.max(0, hit.index - 2), hit.index).some((l) => heading.test(l.folded)));
    for (const hit of hits) {
      const place = labelled(lines, hit, label);
      if (!place) continue;
      const wrapped = k < words.length ? 0.1 : 0;
      if (place === 'sameCell') return evidence(hit, 'labelledValue', CONFIDENCE.labelledValue - wrapped);
      if (place === 'otherCell') return evidence(hit, 'tableCell', CONFIDENCE.tableCell - wrapped);
      return underHeading(hit) ? evidence(hit, 'heading') : evidence(hit, 'labelledValue', 0.75 - wrapped);
    }
    const hit = hits[0];
    if (underHeading(hit)) return evidence(hit, 'heading');
    return evidence(hit, hit.line.text.includes('\t') ? 'tableCell' : 'inferred', hit.line.text.includes('\t') ? 0.6 : CONFIDENCE.inferred);
  }
  return null;
}

/** A match of a value's first words carried on with the rest of the value as far as the line goes ("technical-" of "technical-grade"). */
function extend(hit: Hit, rest: string): Hit {
  const t = hit.line.text;
  let j = hit.at + hit.length;
  let end = j;
  let p = 0;
  while (j < t.length && p < rest.length) {
    const a = t[j];
    const b = rest[p];
    if (/\s/.test(a) && /\s/.test(b)) {
      j++;
      p++;
    } else if (/\s/.test(a)) j++;
    else if (/\s/.test(b)) p++;
    else if (a.toLowerCase() === b.toLowerCase()) {
      j++;
      p++;
      end = j;
    } else break;
  }
  return { ...hit, length: end - hit.at };
}

/** The span of a date that reads as `iso` in a line (the last start that still reads so, the shortest end). */
function dateSpan(line: TextLine, from: number, iso: string, monthFirst: boolean): { at: number; length: number } | null {
  const t = line.text;
  let at = -1;
  for (let p = from; p < t.length; p++) if (parseDate(t.slice(p), monthFirst) === iso) at = p;
  if (at < 0) return null;
  for (let e = at + 6; e <= t.length; e++) if (parseDate(t.slice(at, e), monthFirst) === iso) return { at, length: e - at };
  return { at, length: t.length - at };
}

function revisionDate(lines: TextLine[], iso: string, monthFirst: boolean): FieldEvidence | null {
  let fallback: FieldEvidence | null = null;
  for (const [label, method] of [
    [REVISION, 'labelledValue'],
    [ISSUE, 'labelledValue'],
  ] as const) {
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i];
      const m = label.exec(l.folded);
      const span = m ? dateSpan(l, m.index, iso, monthFirst) : null;
      if (span) return evidence({ line: l, index: i, ...span }, method, label === REVISION ? CONFIDENCE.labelledValue : 0.75);
    }
  }
  for (let i = 0; i < lines.length && !fallback; i++) {
    const span = dateSpan(lines[i], 0, iso, monthFirst);
    if (!span) continue;
    // A label wrapped around its date ("Datum van 15 oktober 2018" / "uitgave").
    fallback = evidence({ line: lines[i], index: i, ...span }, 'inferred', 0.6);
  }
  return fallback;
}

function code(lines: TextLine[], value: string, label: RegExp | null, pattern: string): FieldEvidence | null {
  const re = new RegExp(pattern);
  let first: Hit | null = null;
  for (const hit of matches(lines, re)) {
    first ??= hit;
    if (label && labelled(lines, hit, label)) return evidence(hit, hit.line.folded.slice(0, hit.at).includes('\t') ? 'tableCell' : 'labelledValue', 0.95);
  }
  if (!first) return null;
  return evidence(first, first.line.text.includes('\t') ? 'tableCell' : 'pattern', value.length >= 10 ? 0.9 : CONFIDENCE.pattern);
}

export interface EvidenceInput {
  reading: SdsReading;
  /** Lines of a section (the whole text when no section was found), and all lines. */
  lines: (n: number) => TextLine[];
  all: TextLine[];
  monthFirst: boolean;
}

/** Evidence for the fields the reader found: identification, UN number, component CAS numbers, H statements. */
export function collectEvidence({ reading, lines, all, monthFirst }: EvidenceInput): Record<string, FieldEvidence> {
  const out: Record<string, FieldEvidence> = {};
  const put = (key: string, e: FieldEvidence | null) => {
    if (e) out[key] = e;
  };
  const id = reading.identification;
  const s1 = lines(1);
  const s1First = s1.length ? [...s1, ...all.filter((l) => l.start < s1[0].start || l.start > s1[s1.length - 1].start)] : all;
  if (id.productName) put('identification.productName', textValue(s1First, id.productName, new RegExp(`${PRODUCT_NAME.source}|${PRODUCT_FALLBACK.source}`)));
  if (id.supplierName)
    put('identification.supplierName', textValue(s1First, id.supplierName, new RegExp(`${SUPPLIER_CELL.source}|${SUPPLIER.source}`), SUPPLIER_HEADING));
  if (id.revisionDate) put('identification.revisionDate', revisionDate(all, id.revisionDate, monthFirst));
  if (id.version) put('identification.version', code(all, id.version, VERSION, `(?<![\\d.])${escape(id.version)}(?![\\d]|\\.\\d)`));
  if (id.ufi)
    put(
      'identification.ufi',
      code(
        all,
        id.ufi,
        /ufi/,
        id.ufi
          .split('-')
          .map((g) => g.split('').join(''))
          .join('[-\\s]?'),
      ),
    );
  if (reading.transport.unNumber) {
    put('transport.unNumber', code(lines(14), reading.transport.unNumber, UN_LABEL, `(?<!\\d)${reading.transport.unNumber}(?!\\d)`));
  }
  const s3 = lines(3);
  reading.composition.components.forEach((c, k) => {
    if (!c.cas) return;
    put(
      `composition.components[${k}].cas`,
      code(
        s3,
        c.cas,
        /cas/,
        `(?<![\\d-])0*${c.cas
          .split('-')
          .map((p) => p.split('').join('\\s?'))
          .join('\\s*[-\u2010-\u2015\\s]\\s*')}(?![\\d])`,
      ),
    );
  });
  const s2 = lines(2);
  const headingAt = s2.findIndex((l) => H_HEADING.test(l.folded));
  reading.hazards.hStatements.forEach((h, k) => {
    const parts = h.split('+').map(escape);
    const found = code(s2, h, null, `\\b${parts.join('\\s*\\+\\s*')}(?![\\d])`) ?? code(s2, h, null, `\\b${parts[0]}(?![\\d])`);
    if (found) put(`hazards.hStatements[${k}]`, { ...found, method: 'pattern', confidence: 0.9 });
    // Not printed as a code: read from the statement's text under the "Hazard statements" heading.
    else if (headingAt >= 0)
      put(`hazards.hStatements[${k}]`, evidence({ line: s2[headingAt], index: headingAt, at: 0, length: s2[headingAt].text.length }, 'statementText'));
  });
  return out;
}
