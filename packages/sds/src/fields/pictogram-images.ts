import type { RawPdf } from '../pdf/raw-pdf.js';
import type { SectionSpan } from '../types.js';
import references from '../../data/ghs-pictogram-thumbs.json' with { type: 'json' };

/**
 * GHS pictograms recognised from the images of a sheet, for sheets whose text does not name them.
 * Each square image of the first pages is reduced to 16 x 16 grey levels (pdf/thumbnail.mjs) and compared to
 * the same reduction of the nine official pictograms (data/ghs-pictogram-thumbs.json); the nearest one counts
 * when the mean grey difference is small. Only images on the pages of section 2 are considered (a pictogram
 * printed in section 14's transport labels or in a logo must not count).
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

export function pictogramsFromImages(raw: RawPdf, sections: SectionSpan[]): string[] {
  const s2 = sections.find((s) => s.number === 2);
  const s3 = sections.find((s) => s.number === 3);
  const first = s2?.page ?? 1;
  const last = s3?.page ?? first + 1;
  const found = new Set<string>();
  for (const page of raw.pages) {
    for (const image of page.images) {
      if (image.page < first || image.page > last) continue;
      const n = nearestPictogram(image.thumb);
      if (n.distance <= PICTOGRAM_MAX_DISTANCE) found.add(n.code);
    }
  }
  return [...found].sort();
}
