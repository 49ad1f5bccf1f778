import type { RawPdf } from '../pdf/raw-pdf.js';
import { fold } from './fold.js';
import { pageLines, type PageRow } from './reading-order.js';

/** One line of the sheet in reading order, with its page and its offset in the full text. */
export interface TextLine {
  text: string;
  /** fold(text), computed once: every label search runs on it. */
  folded: string;
  page: number;
  start: number;
  /** In the top or bottom band of its page (unknown positions, OCR and tests, count as 'unknown'). */
  edge?: false | 'top' | 'bottom' | 'unknown';
  /** Top of the line on its page and left x of each tab-separated cell, when positions are known (see PageRow). */
  y?: number;
  cellX?: number[];
  /** Page header or footer (repeated on most pages, or a "page x of y" line, in the page's top or bottom band): left out of the sections' fields. */
  furniture?: boolean;
}

export interface DocumentText {
  text: string;
  /** fold(text) (the lines' folded texts joined), when the document was built by fromPageLines. */
  folded?: string;
  lines: TextLine[];
  pages: number;
}

/** The sheet's text in reading order, one string with "\n" between lines, and the lines with their pages. */
export function documentText(raw: RawPdf): DocumentText {
  return fromPageLines(raw.pages.map((p) => pageLines(p)));
}

/** Builds the document from rows per page (plain strings when positions are unknown: OCR, tests). */
export function fromPageLines(pages: (string | PageRow)[][]): DocumentText {
  const lines: TextLine[] = [];
  let offset = 0;
  pages.forEach((pl, i) => {
    for (const row of pl) {
      const line: TextLine =
        typeof row === 'string'
          ? { text: row, folded: fold(row), page: i + 1, start: offset, edge: 'unknown' }
          : { text: row.text, folded: fold(row.text), page: i + 1, start: offset, edge: row.edge, y: row.y, cellX: row.cellX };
      lines.push(line);
      offset += line.text.length + 1;
    }
  });
  markFurniture(lines, pages.length);
  return { text: lines.map((l) => l.text).join('\n'), folded: lines.map((l) => l.folded).join('\n'), lines, pages: pages.length };
}

const PAGE_MARKER = /\b(?:page|seite|pagina|pag\.|blatt|blad|folha)\s*:?\s*\d{1,3}\s*(?:of|sur|von|di|de|van|\/|da)\s*\d{1,3}\b/;

function markFurniture(lines: TextLine[], pageCount: number): void {
  if (pageCount < 2) return;
  const threshold = Math.max(2, Math.ceil(pageCount * 0.6));
  // The same text in the same band (top or bottom) of most pages: a statement printed in section 2 at the top
  // of one page and in section 16 at the bottom of another is not a header.
  const same = new Map<string, TextLine[]>();
  // Only occurrences in a page's top or bottom band count: a data line ("CAS-No. 67-64-1") repeats too.
  for (const l of lines) {
    if (l.edge === false) continue;
    if (PAGE_MARKER.test(l.folded)) l.furniture = true;
    const k = `${l.edge}|${l.folded.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim()}`;
    const group = same.get(k);
    if (group) group.push(l);
    else same.set(k, [l]);
  }
  // ... and at the same height: a header or footer is placed identically on every page, while a statement
  // printed near the foot of page 1 (section 2) and of page 2 (section 16) stands where the text flow put it.
  for (const group of same.values()) {
    // A text on fewer lines than the threshold cannot stand on that many pages.
    if (group.length < threshold) continue;
    for (const l of group) {
      if (l.furniture) continue;
      const pages = new Set<number>();
      for (const o of group) if (o.y === undefined || l.y === undefined || Math.abs(o.y - l.y) <= 1) pages.add(o.page);
      if (pages.size >= threshold) l.furniture = true;
    }
  }
}
