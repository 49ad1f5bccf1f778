import type { RawLine, RawPage } from '../pdf/raw-pdf.js';
import { SECTION_KEYWORDS } from '../sections/section-titles.js';
import { fold } from './fold.js';

/**
 * Puts the positioned lines of a page in reading order.
 * - Lines that share a baseline become one row, cells joined by a tab: this keeps the label and value cells of
 *   the tables that real sheets use ("Flash point <tab> 23 °C") together, whatever order the PDF drew them in.
 * - A page set in two columns of prose (a gutter that no line crosses, with section headings or long lines on
 *   both sides) is read column by column instead.
 */
const HEADING_IN_COLUMN = /^(?:section|rubrique|abschnitt|sezione|seccion|rubriek|seccao)?\s*(\d{1,2})\s*[.:-]?\s+(\p{L}.*)$/u;

/** A section heading (number 1..16 and a word of that section's title), as find-sections.ts would take it. */
function isHeading(text: string): boolean {
  const m = HEADING_IN_COLUMN.exec(fold(text));
  const n = m ? Number(m[1]) : 0;
  return n >= 1 && n <= 16 && SECTION_KEYWORDS[n].test(m![2].slice(0, 90));
}

/** Symbol-font glyphs that some PDFs map into the private use area (U+F0xx = Symbol code xx). */
const SYMBOL_PUA: Record<string, string> = {
  '\uf0d2': '®',
  '\uf0d3': '©',
  '\uf0d4': '™',
  '\uf0e2': '®',
  '\uf0e3': '©',
  '\uf0e4': '™',
  '\uf0b0': '°',
  '\uf0b1': '±',
  '\uf0a3': '≤',
  '\uf0b3': '≥',
};

const PRIVATE_USE = /[\ue000-\uf8ff]/;

function clean(text: string): string {
  if (PRIVATE_USE.test(text)) text = text.replace(/[\ue000-\uf8ff]/g, (c) => SYMBOL_PUA[c] ?? '');
  // U+FFFD stands for spaces in some files whose font has no mapping for the space glyph (U+200B too).
  return text.replace(/[\s\u200b\ufffd]+/g, ' ').trim();
}

/** Groups lines into rows (vertical overlap of at least half the smaller line) and joins each row's cells. */
/** A row of text and whether it stands in the page's top or bottom band (where headers and footers go). */
export interface PageRow {
  text: string;
  edge: false | 'top' | 'bottom';
  /** Top of the row on its page (points): a page header or footer stands at the same height on every page. */
  y: number;
  /** Left x of each tab-separated cell: a wrapped value continues under its own cell, not under the label. */
  cellX: number[];
}

function rows(lines: RawLine[], page: RawPage): PageRow[] {
  const sorted = [...lines].sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
  const groups: RawLine[][] = [];
  let current: RawLine[] = [];
  let top = 0;
  let bottom = 0;
  for (const l of sorted) {
    const h = Math.max(1, l.y1 - l.y0);
    const overlap = Math.min(bottom, l.y1) - Math.max(top, l.y0);
    if (current.length && overlap >= 0.5 * Math.min(h, bottom - top)) {
      current.push(l);
      top = Math.min(top, l.y0);
      bottom = Math.max(bottom, l.y1);
    } else {
      if (current.length) groups.push(current);
      current = [l];
      top = l.y0;
      bottom = l.y1;
    }
  }
  if (current.length) groups.push(current);
  const out: PageRow[] = [];
  for (const g of groups) {
    g.sort((a, b) => a.x0 - b.x0);
    let text = '';
    let prevEnd = -Infinity;
    const cellX: number[] = [];
    for (const l of g) {
      const t = l.text;
      if (!t) continue;
      const gap = l.x0 - prevEnd;
      const newCell = !text || gap > Math.max(6, l.size * 0.8);
      if (newCell) cellX.push(l.x0);
      text += text ? (newCell ? '\t' : ' ') + t : t;
      prevEnd = l.x1;
    }
    const edge = g.every((l) => l.y1 <= page.height * 0.15) ? 'top' : g.every((l) => l.y0 >= page.height * 0.88) ? 'bottom' : false;
    // A loop, not Math.min(...): a hostile page puts hundreds of thousands of lines in one row (issue #22).
    let y = Infinity;
    for (const l of g) y = Math.min(y, l.y0);
    if (text) out.push({ text, edge, y, cellX });
  }
  return out;
}

/** The first index from `start` on where `pred` holds (xs ascending, pred false then true), or xs.length. */
function firstIndex(xs: number[], start: number, pred: (x: number) => boolean): number {
  let lo = start;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pred(xs[mid])) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The x of a vertical gutter that splits (part of) the page body into two columns of prose, or null.
 * Lines that cross it (a title block, a full-width table) may exist: they form full-width bands between the
 * two-column bands (see pageLines).
 */
function proseGutter(page: RawPage, body: RawLine[]): number | null {
  if (body.length < 20) return null;
  // The candidate gutters every 2 pt across the middle of the page; the first one crossed by the fewest lines.
  const xs: number[] = [];
  for (let x = page.width * 0.35; x <= page.width * 0.65; x += 2) xs.push(x);
  // A line crosses the candidates of one run of indexes [from, to]: counted with a difference array rather
  // than by testing every line at every candidate.
  const delta = new Array<number>(xs.length + 1).fill(0);
  for (const l of body) {
    const from = firstIndex(xs, 0, (x) => l.x0 < x - 1);
    const to = firstIndex(xs, from, (x) => !(l.x1 > x + 1));
    delta[from]++;
    delta[to]--;
  }
  let best: { x: number; crossing: number } | null = null;
  let crossing = 0;
  for (let k = 0; k < xs.length; k++) {
    crossing += delta[k];
    if (!best || crossing < best.crossing) best = { x: xs[k], crossing };
  }
  if (!best || best.crossing > body.length * 0.25) return null;
  const left = body.filter((l) => l.x1 <= best.x);
  const right = body.filter((l) => l.x0 >= best.x);
  if (left.length < body.length * 0.25 || right.length < body.length * 0.25) return null;
  const headingRight = right.some((l) => isHeading(l.text) && l.x0 < best.x + page.width * 0.1);
  const avgLen = (ls: RawLine[]) => ls.reduce((s, l) => s + l.text.length, 0) / ls.length;
  const leftFull = left.filter((l) => l.x1 > best.x - page.width * 0.12).length / left.length;
  if (headingRight || (avgLen(left) > 30 && avgLen(right) > 30 && leftFull > 0.5)) return best.x;
  return null;
}

export function pageLines(page: RawPage): PageRow[] {
  // Every line's text cleaned once (rows and proseGutter below work on the cleaned texts).
  const lines: RawLine[] = [];
  for (const l of page.lines) {
    const text = clean(l.text);
    if (text) lines.push(text === l.text ? l : { ...l, text });
  }
  const headerEdge = page.height * 0.08;
  const footerEdge = page.height * 0.92;
  // Header and footer: lines wholly inside the top or bottom band; a body line reaching into a band stays body.
  const isHeader = (l: RawLine) => l.y1 <= headerEdge;
  const isFooter = (l: RawLine) => l.y0 >= footerEdge;
  const body = lines.filter((l) => !isHeader(l) && !isFooter(l));
  const gutter = proseGutter(page, body);
  if (gutter === null) return rows(lines, page);
  const header = lines.filter(isHeader);
  const footer = lines.filter(isFooter);
  // Bands from top to bottom: full-width lines read as rows, two-column stretches left column first.
  const out: PageRow[] = rows(header, page);
  // Appended row by row: push(...rows) spreads an unbounded array into arguments (issue #22).
  const append = (more: PageRow[]) => {
    for (const r of more) out.push(r);
  };
  const spans = (l: RawLine) => l.x0 < gutter - 1 && l.x1 > gutter + 1;
  const sorted = [...body].sort((a, b) => a.y0 - b.y0);
  let band: RawLine[] = [];
  let bandSpans = false;
  const flush = () => {
    if (!band.length) return;
    if (bandSpans) append(rows(band, page));
    else {
      append(
        rows(
          band.filter((l) => l.x0 < gutter),
          page,
        ),
      );
      append(
        rows(
          band.filter((l) => l.x0 >= gutter),
          page,
        ),
      );
    }
    band = [];
  };
  for (const l of sorted) {
    if (band.length && spans(l) !== bandSpans) flush();
    bandSpans = spans(l);
    band.push(l);
  }
  flush();
  append(rows(footer, page));
  return out;
}
