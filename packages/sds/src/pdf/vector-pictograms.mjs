// Pictograms drawn as vector paths (BASF, Reckitt...) instead of embedded images: their red diamond frame is
// found among the page's vector drawings (MuPDF structured text with the "vectors" option), the square box it
// spans is rendered on white, and the rendering is reduced to the same 16 x 16 grey fingerprint as an image
// (thumbnail.mjs), to be compared with the nine GHS references (fields/pictogram-images.ts).
import * as mupdf from 'mupdf';
import { thumbnailOfRegion } from './thumbnail.mjs';

/** The pictogram red (RGB about 0.86 0.19 0.15, or CMYK 0 1 1 0), as MuPDF reports a vector's fill or stroke. */
export function isPictogramRed(color) {
  if (!color) return false;
  if (color.length === 3) return color[0] > 0.7 && color[1] < 0.4 && color[2] < 0.4;
  if (color.length === 4) return color[0] < 0.3 && color[1] > 0.7 && color[2] > 0.6 && color[3] < 0.3;
  return false;
}

/** A box that can hold a pictogram's diamond: square, between about 4 mm and 7 cm. */
export function diamondBox(bbox) {
  const w = bbox[2] - bbox[0];
  const h = bbox[3] - bbox[1];
  if (w < 12 || h < 12 || w > 200 || h > 200) return false;
  return Math.max(w, h) / Math.min(w, h) <= 1.15;
}

/** Red square boxes without duplicates (a frame is often filled and stroked: the same box twice or nested). */
export function distinctBoxes(boxes) {
  const out = [];
  const area = (b) => (b[2] - b[0]) * (b[3] - b[1]);
  for (const b of [...boxes].sort((p, q) => area(q) - area(p))) {
    const overlaps = out.some((o) => {
      const iw = Math.min(o[2], b[2]) - Math.max(o[0], b[0]);
      const ih = Math.min(o[3], b[3]) - Math.max(o[1], b[1]);
      return iw > 0 && ih > 0 && (iw * ih) / area(b) > 0.6;
    });
    if (!overlaps) out.push(b);
  }
  return out;
}

/** Side in pixels each pictogram is rendered at before its reduction to 16 x 16. */
const RENDER_SIDE = 64;
/** At most this many candidates per page (a sheet shows one to five pictograms; more red squares is a table). */
const MAX_PER_PAGE = 12;

/** Renders the candidate boxes of a page (one pass over the page, clipped to their union) into fingerprints. */
export function vectorPictogramThumbs(page, boxes) {
  const candidates = distinctBoxes(boxes).slice(0, MAX_PER_PAGE);
  if (!candidates.length) return [];
  const side = Math.min(...candidates.map((b) => Math.min(b[2] - b[0], b[3] - b[1])));
  const scale = Math.min(4, Math.max(0.5, RENDER_SIDE / side));
  const union = candidates.reduce((u, b) => [Math.min(u[0], b[0]), Math.min(u[1], b[1]), Math.max(u[2], b[2]), Math.max(u[3], b[3])]);
  const area = [Math.floor(union[0] * scale), Math.floor(union[1] * scale), Math.ceil(union[2] * scale), Math.ceil(union[3] * scale)];
  const pix = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, area, false);
  try {
    pix.clear(255);
    const device = new mupdf.DrawDevice(mupdf.Matrix.identity, pix);
    try {
      page.run(device, mupdf.Matrix.scale(scale, scale));
    } finally {
      device.close();
      device.destroy?.();
    }
    return candidates.map((b) => ({ bbox: b, thumb: thumbnailOfRegion(pix, b[0] * scale, b[1] * scale, b[2] * scale, b[3] * scale) }));
  } finally {
    pix.destroy?.();
  }
}
