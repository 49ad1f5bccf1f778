import type { RawPdf } from '../pdf/raw-pdf.js';
import { fold } from './fold.js';
import { pageLines } from './reading-order.js';

/** One line of the sheet in reading order, with its page and its offset in the full text. */
export interface TextLine {
  text: string;
  /** fold(text), computed once: every label search runs on it. */
  folded: string;
  page: number;
  start: number;
}

export interface DocumentText {
  text: string;
  lines: TextLine[];
  pages: number;
}

/** The sheet's text in reading order, one string with "\n" between lines, and the lines with their pages. */
export function documentText(raw: RawPdf): DocumentText {
  return fromPageLines(raw.pages.map((p) => pageLines(p)));
}

export function fromPageLines(pages: string[][]): DocumentText {
  const lines: TextLine[] = [];
  let offset = 0;
  pages.forEach((pl, i) => {
    for (const text of pl) {
      lines.push({ text, folded: fold(text), page: i + 1, start: offset });
      offset += text.length + 1;
    }
  });
  return { text: lines.map((l) => l.text).join('\n'), lines, pages: pages.length };
}
