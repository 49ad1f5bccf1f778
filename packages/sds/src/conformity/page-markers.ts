import type { TextLine } from '../text/document-text.js';

/** "Page 2 of 8", "Page: 2/8", "Seite 2 von 8", "pagina 2 di 8", "página 2 de 8", "pagina 2 van 8", "page 2 sur 8", "2/8" after "page". */
const MARKER = /\b(?:page|pages|seite|pagina|pag\.|blatt|blad|folha|p\.)\s*:?\s*(\d{1,3})\s*(?:of|sur|von|di|de|van|\/|da)\s*(\d{1,3})\b/g;

const MARKER_WORD = /pag|seite|bla|folha|p\./;

export interface PageMarker {
  page: number; // physical page where the marker stands
  n: number;
  of: number;
}

export function pageMarkers(lines: TextLine[]): PageMarker[] {
  const out: PageMarker[] = [];
  for (const l of lines) {
    // Every marker holds one of these: most lines are passed over without running MARKER.
    if (!MARKER_WORD.test(l.folded)) continue;
    for (const m of l.folded.matchAll(MARKER)) {
      const n = Number(m[1]);
      const of = Number(m[2]);
      if (n >= 1 && of >= n && of <= 500) out.push({ page: l.page, n, of });
    }
  }
  return out;
}
