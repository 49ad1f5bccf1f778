import type { RawImage, RawPdf } from '../pdf/raw-pdf.js';
import type { Hazards, SectionSpan } from '../types.js';
import references from '../../data/ghs-pictogram-thumbs.json' with { type: 'json' };

/**
 * GHS pictograms recognised from the images of a sheet, for sheets whose text does not name them.
 * Each square image of the first pages is reduced to 16 x 16 grey levels (pdf/thumbnail.mjs) and compared to
 * the same reduction of the nine official pictograms (data/ghs-pictogram-thumbs.json); the nearest one counts
 * when the mean grey difference is small. Only images on the pages of section 2 are considered (a pictogram
 * printed in section 14's transport labels or in a logo must not count). Pictograms drawn as vector paths are
 * rendered to the same fingerprint (pdf/vector-pictograms.mjs) and compared the same way.
 */
const REFS = Object.entries(references as Record<string, number[]>);
/** Mean absolute grey difference (0..255) under which an image is taken for a pictogram. */
export const PICTOGRAM_MAX_DISTANCE = 28;

export function nearestPictogram(thumb: number[]): { code: string; distance: number } {
  let best = { code: '', distance: Infinity };
  for (const [code, ref] of REFS) {
    let d = 0;
    for (let i = 0; i < ref.length; i++) d += Math.abs(ref[i] - (thumb[i] ?? 255));
    d /= ref.length;
    if (d < best.distance) best = { code, distance: d };
  }
  return best;
}

/** The pages where section 2's pictograms stand: from section 2's heading to section 3's. */
export function hazardPages(sections: SectionSpan[]): { first: number; last: number } {
  const s2 = sections.find((s) => s.number === 2);
  const s3 = sections.find((s) => s.number === 3);
  const first = s2?.page ?? 1;
  return { first, last: s3?.page ?? first + 1 };
}

export function pictogramsAmong(images: RawImage[], sections: SectionSpan[]): string[] {
  const { first, last } = hazardPages(sections);
  const found = new Set<string>();
  for (const image of images) {
    if (image.page < first || image.page > last) continue;
    const n = nearestPictogram(image.thumb);
    if (n.distance <= PICTOGRAM_MAX_DISTANCE) found.add(n.code);
  }
  return [...found].sort();
}

export function pictogramsFromImages(raw: RawPdf, sections: SectionSpan[]): string[] {
  return pictogramsAmong(
    raw.pages.flatMap((p) => p.images),
    sections,
  );
}

/**
 * Pictograms may be drawn as vector paths (BASF, Reckitt): worth a second look (pdf/vector-pictograms.mjs)
 * when the sheet is classified (hazard statements or a signal word) and neither its text nor its images gave
 * a pictogram. Returns the pages to look at (at most two), or none.
 */
export function pagesForVectorPictograms(hazards: Hazards, sections: SectionSpan[], pageCount: number): number[] {
  if (hazards.pictograms.length || (!hazards.hStatements.length && !hazards.signalWord)) return [];
  const { first, last } = hazardPages(sections);
  const pages: number[] = [];
  for (let p = first; p <= Math.min(last, first + 1, pageCount); p++) pages.push(p);
  return pages;
}
