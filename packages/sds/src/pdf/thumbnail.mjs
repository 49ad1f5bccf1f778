// Reduces an image to a 16 x 16 grid of grey levels composited on white: the fingerprint that pictogram
// candidates of a sheet and the reference GHS pictograms are compared by (fields/pictogram-images.ts).
/** Side of the grey thumbnail a pictogram candidate is reduced to (compared in pictogram-images.ts). */
export const THUMB = 16;

/** Averages grey(x, y) over a w x h area (every `step`-th pixel) into THUMB x THUMB cells; `empty` for a cell without pixel. */
function reduce(w, h, step, grey, empty) {
  const out = new Array(THUMB * THUMB).fill(0);
  const counts = new Array(THUMB * THUMB).fill(0);
  for (let y = 0; y < h; y += step) {
    const ty = Math.min(THUMB - 1, Math.floor((y * THUMB) / h));
    for (let x = 0; x < w; x += step) {
      const cell = ty * THUMB + Math.min(THUMB - 1, Math.floor((x * THUMB) / w));
      out[cell] += grey(x, y);
      counts[cell]++;
    }
  }
  return out.map((v, i) => (counts[i] ? Math.round(v / counts[i]) : empty));
}

/** Grey level (0..255) of a pixel of RGB, grey or CMYK samples at offset o. */
function greyOf(samples, o, colorants) {
  if (colorants === 4) return 255 - Math.min(255, samples[o + 3] + (samples[o] + samples[o + 1] + samples[o + 2]) / 3);
  if (colorants >= 3) return 0.299 * samples[o] + 0.587 * samples[o + 1] + 0.114 * samples[o + 2];
  if (colorants === 1) return samples[o];
  return 255;
}

export function thumbnail(image) {
  // Renders the image onto white at a small fixed size, as grey levels 0..255 (alpha composited).
  const pix = image.toPixmap();
  const w = pix.getWidth();
  const h = pix.getHeight();
  const n = pix.getNumberOfComponents();
  const alpha = pix.getAlpha();
  const samples = pix.getPixels();
  const stride = pix.getStride();
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
  const out = reduce(
    w,
    h,
    step,
    (x, y) => {
      const o = y * stride + x * n;
      let grey = greyOf(samples, o, colorants);
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
      return grey;
    },
    0,
  );
  pix.destroy?.();
  return out;
}

/**
 * The same fingerprint from a region (device pixels) of a rendered pixmap without alpha: a pictogram drawn as
 * vector paths, rendered on white (see vector-pictograms.mjs).
 */
export function thumbnailOfRegion(pix, x0, y0, x1, y1) {
  const n = pix.getNumberOfComponents();
  const stride = pix.getStride();
  const samples = pix.getPixels();
  // Region in the pixmap's own coordinates, clipped to it.
  const left = Math.max(0, Math.floor(x0 - pix.getX()));
  const top = Math.max(0, Math.floor(y0 - pix.getY()));
  const w = Math.min(pix.getWidth(), Math.ceil(x1 - pix.getX())) - left;
  const h = Math.min(pix.getHeight(), Math.ceil(y1 - pix.getY())) - top;
  if (w <= 0 || h <= 0) return new Array(THUMB * THUMB).fill(255);
  return reduce(w, h, 1, (x, y) => greyOf(samples, (top + y) * stride + (left + x) * n, n), 255);
}
