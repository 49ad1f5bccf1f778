import type { TextLine } from '../text/document-text.js';

export interface LabelHit {
  value: string;
  line: number;
}

/** Optional subsection number before a label: "1.1", "9.1 a)", "b)". */
const NUMBERING = /^[\s*\u00b7\u2022-]*(?:\d{1,2}(?:\.\d{1,2}){1,2}\.?\s*)?(?:[a-z]\)\s*)?/;
/** A line that itself looks like a label (ends with a colon) is not the value of the label before it. */
const LOOKS_LIKE_LABEL = /:\s*$|^[\p{L} .()/'-]{2,30}?\s?:\s/u;

const labelRegExps = new Map<string, RegExp>();
/** The label's regex with its separators, compiled once per label (labels are a fixed set of patterns). */
function labelRegExp(label: RegExp): RegExp {
  let re = labelRegExps.get(label.source);
  if (!re) {
    // The label must end at a separator: "Company/undertaking" or "Company's" is not the label "company".
    // A parenthesis after the label belongs to it ("Product name (trade name):") only when a separator or the end
    // of the line follows: "Product name <tab> (S)-4-(3,4-dichlorophenyl)-..." starts its value with one.
    re = new RegExp(`^(?:${label.source})(?=[\\s:#.\\-\u2013=(]|$)\\s*(?:\\([^)]{0,40}\\)(?=\\s*[:#=\\t]|\\s*$))?\\s*[:#.\\-\u2013=]*\\s*`);
    if (labelRegExps.size < 2000) labelRegExps.set(label.source, re);
  }
  return re;
}

interface PreparedLine {
  /** The line's text and folded text this was computed from. */
  text: string;
  source: string;
  /** The text and its folded form with the subsection numbering blanked out (same offsets). */
  original: string;
  folded: string;
  /** Where the line's cells start: a label may start the line or any table cell ("UN number: 3077 <tab> Class: 9"). */
  starts: number[];
}
/** Per line, computed once: every label search of a reading passes over the same lines. */
const preparedLines = new WeakMap<TextLine, PreparedLine>();
function prepared(line: TextLine): PreparedLine {
  let p = preparedLines.get(line);
  if (p && p.text === line.text && p.source === line.folded) return p;
  const blank = (m: string) => ' '.repeat(m.length);
  const folded = line.folded.replace(NUMBERING, blank);
  const starts = [0];
  for (let t = folded.indexOf('\t'); t >= 0; t = folded.indexOf('\t', t + 1)) starts.push(t + 1);
  p = { text: line.text, source: line.folded, original: line.text.replace(NUMBERING, blank), folded, starts };
  preparedLines.set(line, p);
  return p;
}

/**
 * Finds the first line whose text starts with a label (folded regex source, e.g. "product name|trade name")
 * and returns what follows it on the line (after ":" / tab), or the next line when nothing does.
 */
export function labelValue(
  lines: TextLine[],
  label: RegExp,
  opts: { nextLine?: boolean; from?: number; cellOnly?: boolean; wrapUnderValue?: boolean } = {},
): LabelHit | null {
  // The label must end at a separator: "Company/undertaking" or "Company's" is not the label "company".
  // A parenthesis after the label belongs to it ("Product name (trade name):") only when a separator or the end
  // of the line follows: "Product name <tab> (S)-4-(3,4-dichlorophenyl)-..." starts its value with one.
  const re = labelRegExp(label);
  for (let i = opts.from ?? 0; i < lines.length; i++) {
    const { original, folded, starts } = prepared(lines[i]);
    for (const start of starts) {
      const cell = folded.slice(start);
      const lead = cell.length - cell.trimStart().length;
      const m = re.exec(cell.slice(lead));
      if (!m) continue;
      const after = start + lead + m[0].length;
      let value = cleanValue(original.slice(after));
      // A value in its own column (label<TAB>value) is not continued by a lower-case line: that line is the
      // wrapped rest of the label ("Point initial d'ébullition et intervalle" / "d'ébullition"), unless the
      // positions show that line standing under the value's cell ("Magnesium hexafluorosilicate technical" / "grade").
      if (opts.cellOnly && !original.slice(after).includes('\t')) continue;
      const valueX = cellXOf(lines[i], original, after, start);
      value = continued(value, lines[i + 1], lines[i + 2], !original.includes('\t'), valueX, opts.wrapUnderValue);
      if (value) return { value, line: i };
      if (opts.nextLine === false || opts.cellOnly || start > 0) continue;
      const next = lines[i + 1];
      if (next && !LOOKS_LIKE_LABEL.test(next.text)) {
        const v = continued(cleanValue(next.text), lines[i + 2]);
        if (v) return { value: v, line: i + 1 };
      }
    }
    const wrapped = wrappedLabelValue(lines, i, re, original, folded, opts.wrapUnderValue);
    if (wrapped) return wrapped;
  }
  return null;
}

/**
 * A label cell wrapped over several lines, its value in a cell of the first line: "1.1. Identificateur de <tab> :
 * <tab> Néon" / "produit", "1.3. Einzelheiten zum <tab> : <tab> Air Products GmbH" / "Lieferanten, der das" /
 * "Sicherheitsdatenblatt". The label's lines (first cells, no colon, no subsection number) are joined until the
 * label matches the joined text.
 */
function wrappedLabelValue(lines: TextLine[], i: number, re: RegExp, original: string, folded: string, wrapUnderValue?: boolean): LabelHit | null {
  // The label's cell ends at a tab, or, in OCR text without cells, at a colon between spaces ("1.1. Identificateur
  // de : Néon" / "produit").
  let tab = folded.indexOf('\t');
  let sepLength = 1;
  if (tab < 0) {
    const colon = /\s[:\uff1a]\s/.exec(folded);
    if (!colon) return null;
    tab = colon.index;
    sepLength = colon[0].length;
  }
  let joined = folded.slice(0, tab).trim();
  if (!joined || joined.length > 60 || /[:\uff1a]/.test(joined)) return null;
  const valueFrom = tab + sepLength;
  for (let k = 1; k <= 4 && i + k < lines.length; k++) {
    const next = lines[i + k].folded;
    const cell = (next.includes('\t') ? next.split('\t')[0] : next).trim();
    if (!cell || cell.length > 80 || /[:\uff1a]/.test(cell) || /^\d+\.\d/.test(cell)) return null;
    joined = `${joined} ${cell}`;
    if (!re.test(joined)) continue;
    const value = cleanValue(original.slice(valueFrom));
    if (!value) return null;
    // The label's own lines stand below: only a line under the value's cell can continue the value.
    const valueX = cellXOf(
      lines[i],
      original,
      valueFrom + (original.slice(valueFrom).length - original.slice(valueFrom).replace(/^[\s:\-\u2013\t]+/, '').length),
      0,
    );
    return { value: wrapUnderValue && valueX !== undefined ? continued(value, lines[i + 1], lines[i + 2], false, valueX, true) : value, line: i };
  }
  return null;
}

/**
 * A value cut at the end of its cell ("Ethidium bromide; 3,8-diamino-1-ethyl-6-", "AMMONIA-") goes on with the
 * first cell of the next line, unless that line is a label or a numbered subsection.
 */
function continued(value: string, below: TextLine | undefined, more?: TextLine, lowerTailAllowed = true, valueX?: number, anyCaseUnderValue = false): string {
  if (!below) return value;
  const cell = below.text.split('\t')[0].trim();
  if (!cell || /^\d+(?:\.\d+)+/.test(cell) || LOOKS_LIKE_LABEL.test(below.text)) return value;
  // Cut at a hyphen or a comma, or a lone lower-case continuation line ("... technical" / "grade").
  const cut = /[-;,(]$/.test(value);
  const underValue = valueX !== undefined && below.cellX?.length === 1 && Math.abs(below.cellX[0] - valueX) <= 2;
  const lowerTail = (lowerTailAllowed || underValue) && !below.text.includes('\t') && /^[\p{Ll}(]/u.test(cell) && cell.length <= 40;
  // A product name wrapped in its value column ("FRESHLINE ® 30% CO2" / "IN N2"): the next line's only cell stands
  // exactly under the value, whatever its case (product names only: opts.wrapUnderValue).
  const wrappedName = anyCaseUnderValue && underValue && !/[.;:]$/.test(value) && cell.length <= 60;
  if ((!cut && !lowerTail && !wrappedName) || (/[:：]/.test(cell) && !/\([^)]*:[^)]*\)/.test(cell))) return value;
  const joined = /[-(]$/.test(value) ? `${value}${cell}` : `${value} ${cell}`;
  return more ? continued(joined, more, undefined, lowerTailAllowed, valueX, anyCaseUnderValue) : joined;
}

/**
 * The left x of the cell where a value starts, when it has a cell of its own after the label's cell
 * ("Product name <tab> Acetone"); undefined when it shares the label's cell or positions are unknown.
 */
export function cellXOf(line: TextLine, original: string, valueFrom: number, labelFrom: number): number | undefined {
  if (!line.cellX) return undefined;
  const rest = original.slice(valueFrom);
  const q = valueFrom + (rest.length - rest.replace(/^[\s:\-\u2013]+/, '').length);
  const tabsBefore = (at: number) => (original.slice(0, at).match(/\t/g) ?? []).length;
  const k = tabsBefore(q);
  return k > tabsBefore(labelFrom) ? line.cellX[k] : undefined;
}

/** The first table cell of what follows a label, without separators. */
export function cleanValue(text: string): string {
  const cells = text.split('\t').map((c) =>
    c
      .replace(/^[\s:\-\u2013]+/, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return cells.find((c) => c) ?? '';
}
