// Reduces an image to a 16 x 16 grid of grey levels composited on white: the fingerprint that pictogram
// candidates of a sheet and the reference GHS pictograms are compared by (fields/pictogram-images.ts).
/** Side of the grey thumbnail a pictogram candidate is reduced to (compared in pictogram-images.ts). */
export const THUMB = 16;

export function thumbnail(image) {
  // Renders the image onto white at a small fixed size, as grey levels 0..255 (alpha composited).
  const pix = image.toPixmap();
  const w = pix.getWidth();
  const h = pix.getHeight();
  const n = pix.getNumberOfComponents();
  const alpha = pix.getAlpha();
  const samples = pix.getPixels();
  const stride = pix.getStride();
  const out = new Array(THUMB * THUMB).fill(0);
  const counts = new Array(THUMB * THUMB).fill(0);
  const colorants = n - (alpha ? 1 : 0);
  // A soft mask (SMask) makes the corners around the diamond transparent: use it as alpha.
  let mask = null;
  try {
    const m = image.getMask?.();
    if (m) {
      const mp = m.toPixmap();
      mask = { w: mp.getWidth(), h: mp.getHeight(), n: mp.getNumberOfComponents(), stride: mp.getStride(), px: mp.getPixels() };
    }
  } catch {
    mask = null;
  }
  const step = Math.max(1, Math.floor(Math.min(w, h) / (THUMB * 4)));
  for (let y = 0; y < h; y += step) {
    const ty = Math.min(THUMB - 1, Math.floor((y * THUMB) / h));
    for (let x = 0; x < w; x += step) {
      const tx = Math.min(THUMB - 1, Math.floor((x * THUMB) / w));
      const o = y * stride + x * n;
      let grey;
      if (colorants >= 3) grey = 0.299 * samples[o] + 0.587 * samples[o + 1] + 0.114 * samples[o + 2];
      else if (colorants === 1) grey = samples[o];
      else grey = 255;
      if (colorants === 4) grey = 255 - Math.min(255, samples[o + 3] + (samples[o] + samples[o + 1] + samples[o + 2]) / 3);
      if (alpha) {
        const a = samples[o + n - 1] / 255;
        grey = grey * a + 255 * (1 - a);
      }
      if (mask) {
        const mx = Math.min(mask.w - 1, Math.floor((x * mask.w) / w));
        const my = Math.min(mask.h - 1, Math.floor((y * mask.h) / h));
        const a = mask.px[my * mask.stride + mx * mask.n] / 255;
        grey = grey * a + 255 * (1 - a);
      }
      out[ty * THUMB + tx] += grey;
      counts[ty * THUMB + tx]++;
    }
  }
  pix.destroy?.();
  return out.map((v, i) => Math.round(v / Math.max(1, counts[i])));
}


/**
 * The same 16 x 16 grey fingerprint from a square region of a rendered RGB (or grey) pixmap without alpha:
 * a pictogram drawn as vector paths, rendered on white (see vector-pictograms.mjs).
 */
export function thumbnailOfRegion(pix, x0, y0, x1, y1) {
  const n = pix.getNumberOfComponents();
  const stride = pix.getStride();
  const samples = pix.getPixels();
  const ox = pix.getX();
  const oy = pix.getY();
  const w = pix.getWidth();
  const h = pix.getHeight();
  const out = new Array(THUMB * THUMB).fill(0);
  const counts = new Array(THUMB * THUMB).fill(0);
  const rw = Math.max(1, x1 - x0);
  const rh = Math.max(1, y1 - y0);
  for (let y = Math.max(0, Math.floor(y0 - oy)); y < Math.min(h, Math.ceil(y1 - oy)); y++) {
    const ty = Math.min(THUMB - 1, Math.floor(((y + oy - y0) * THUMB) / rh));
    if (ty < 0) continue;
    for (let x = Math.max(0, Math.floor(x0 - ox)); x < Math.min(w, Math.ceil(x1 - ox)); x++) {
      const tx = Math.min(THUMB - 1, Math.floor(((x + ox - x0) * THUMB) / rw));
      if (tx < 0) continue;
      const o = y * stride + x * n;
      const grey = n >= 3 ? 0.299 * samples[o] + 0.587 * samples[o + 1] + 0.114 * samples[o + 2] : samples[o];
      out[ty * THUMB + tx] += grey;
      counts[ty * THUMB + tx]++;
    }
  }
  return out.map((v, i) => (counts[i] ? Math.round(v / counts[i]) : 255));
}
