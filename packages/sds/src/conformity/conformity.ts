import type { ConformityFinding, Identification, SectionSpan } from '../types.js';
import type { DocumentText } from '../text/document-text.js';
import { pageMarkers } from './page-markers.js';

/** missingPage: the "page x of y" footers announce pages that the file does not hold. */
function missingPage(doc: DocumentText): ConformityFinding | null {
  const markers = pageMarkers(doc.lines);
  if (markers.length < 2) return null;
  // The most common total is the sheet's length (a cover letter may carry its own numbering).
  const totals = new Map<number, number>();
  for (const m of markers) totals.set(m.of, (totals.get(m.of) ?? 0) + 1);
  const total = [...totals.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const seen = new Set(markers.filter((m) => m.of === total).map((m) => m.n));
  const missing: number[] = [];
  for (let i = 1; i <= total; i++) if (!seen.has(i)) missing.push(i);
  // Pages without any text (a scanned page inside a text file) cannot show their footer: only count pages that
  // the file does not have, or gaps between pages whose footers we read.
  let maxSeen = -Infinity;
  for (const n of seen) maxSeen = Math.max(maxSeen, n);
  const realMissing = missing.filter((i) => i < maxSeen || doc.pages < total);
  if (realMissing.length === 0) return null;
  return {
    flag: 'missingPage',
    evidence: `page numbering "x of ${total}" lacks page(s) ${realMissing.slice(0, 10).join(', ')}; the file has ${doc.pages} page(s)`,
  };
}

/** severalSheets: a second run of section headings, or a page numbering that starts again at 1. */
function severalSheets(doc: DocumentText, sections: SectionSpan[], secondStart: number | null): ConformityFinding | null {
  if (secondStart !== null) {
    const line = doc.lines.find((l) => l.start === secondStart);
    return { flag: 'severalSheets', evidence: `a second section 1 starts on page ${line?.page ?? '?'}: "${line?.text.slice(0, 80) ?? ''}"` };
  }
  const markers = pageMarkers(doc.lines);
  const firstPages = new Set(markers.filter((m) => m.n === 1).map((m) => `${m.page}`));
  const totals = new Set(markers.filter((m) => m.n === 1).map((m) => m.of));
  if (firstPages.size >= 2 && totals.size >= 2 && sections.length >= 10) {
    return { flag: 'severalSheets', evidence: `page numbering restarts at 1 on pages ${[...firstPages].join(', ')}` };
  }
  return null;
}

export interface ConformityInput {
  doc: DocumentText;
  sections: SectionSpan[];
  secondSheetStart: number | null;
  language: string | null;
  declaredLanguage?: string;
  format: 'eu-reach' | 'us-hazcom' | 'other';
  formatEvidence: string;
  identification: Identification;
}

export function conformity(input: ConformityInput): ConformityFinding[] {
  const out: ConformityFinding[] = [];
  const { doc, identification } = input;
  if (input.declaredLanguage && input.language && input.language !== input.declaredLanguage.toLowerCase().slice(0, 2)) {
    out.push({ flag: 'wrongLanguage', evidence: `declared ${input.declaredLanguage}, text reads as ${input.language}` });
  }
  if (input.format !== 'eu-reach') out.push({ flag: 'notEuropeanFormat', evidence: input.formatEvidence });
  const mp = missingPage(doc);
  if (mp) out.push(mp);
  if (!identification.supplierName) out.push({ flag: 'noSupplier', evidence: 'no supplier name found in section 1' });
  if (!identification.productName) out.push({ flag: 'noProductName', evidence: 'no product name found in section 1' });
  const several = severalSheets(doc, input.sections, input.secondSheetStart);
  if (several) out.push(several);
  return out;
}
