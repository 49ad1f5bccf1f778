// Worker thread that turns PDF bytes into positioned text lines and small images (MuPDF, WASM).
// Plain JavaScript on purpose: a worker thread does not inherit the tsx loader, and the parent must be able to
// terminate this thread when a hostile PDF makes MuPDF spin (see run-pdf-worker.ts).
// First import: it hands MuPDF the module object through which wasmBytes() reads the WASM memory's size.
import { wasmBytes } from './wasm-heap.mjs';
import { parentPort, workerData } from 'node:worker_threads';
import { createHash } from 'node:crypto';
import * as mupdf from 'mupdf';
import { thumbnail } from './thumbnail.mjs';
import { diamondBox, isPictogramRed, vectorPictogramThumbs } from './vector-pictograms.mjs';
import { MAX_FORM_DRAWS, pageRefusal } from './page-cost.mjs';

/** Limits given by the parent (run-pdf-worker.ts); the tests turn the drawing count off to reach MuPDF's own failure. */
const maxFormDraws = workerData?.maxFormDraws ?? MAX_FORM_DRAWS;
/** Rendering for OCR: 200 dpi, lowered on large pages so that a page stays under MAX_RENDER_PIXELS; a page that would
 * need less than MIN_RENDER_DPI is not rendered (7,000-point pages took 378 MB each, issue #22). */
const RENDER_DPI = 200;
const MIN_RENDER_DPI = 100;
const MAX_RENDER_PIXELS = 12_000_000;

/** The reason a page is not drawn (see page-cost.mjs), or null. Only PDF pages have objects to weigh. */
function refusal(page) {
  return typeof page.getObject === 'function' ? pageRefusal(page, maxFormDraws) : null;
}

// MuPDF reports repairs of broken files on stderr; keep the first messages as evidence instead.
let logged = [];
mupdf.setLog({ error: (m) => logged.length < 5 && logged.push(m), warning: (m) => logged.length < 5 && logged.push(m) });

/** Pages whose images are examined for GHS pictograms (section 2 stands on the first pages). */
const IMAGE_PAGES = 3;
const MAX_TEXT_PAGES = 300;
const DINGBATS = /dingbats|wingdings|webdings/i;
/** An image block of the structured text's JSON that may pass the exact size test of onImageBlock below. */
function mayBePictogram(block) {
  if (block.type === 'text') return false;
  // Another kind of block, or no box: walk the page to be sure.
  if (block.type !== 'image' || !block.bbox) return true;
  const { w, h } = block.bbox;
  return w + 2 >= 12 && h + 2 >= 12 && w - 2 <= 200 && h - 2 <= 200 && Math.max(w, h) - 2 <= 1.3 * (Math.min(w, h) + 2);
}

/** `maxPages`: read only the first pages (the upload preview, issue #23); never more than MAX_TEXT_PAGES. */
function readPdf(data, maxPages) {
  const doc = mupdf.Document.openDocument(data, 'application/pdf');
  try {
    if (doc.needsPassword()) {
      // Empty user password opens most "encrypted" sheets (permissions only); otherwise we cannot read it.
      if (!doc.authenticatePassword('')) return { encrypted: true, pageCount: 0, pages: [] };
    }
    const pageCount = doc.countPages();
    const pages = [];
    const refused = [];
    // A sheet is read from its first MAX_TEXT_PAGES pages: a 20,000-page file ran 49 s past the time limit.
    const readable = Math.min(pageCount, MAX_TEXT_PAGES, maxPages >= 1 ? maxPages : MAX_TEXT_PAGES);
    for (let i = 0; i < readable; i++) {
      const page = doc.loadPage(i);
      const bounds = page.getBounds();
      const why = refusal(page);
      if (why) {
        refused.push({ page: i + 1, reason: why });
        pages.push({ width: bounds[2] - bounds[0], height: bounds[3] - bounds[1], texts: [], boxes: new Float64Array(0), images: [] });
        page.destroy?.();
        continue;
      }
      const st = page.toStructuredText(i < IMAGE_PAGES ? 'preserve-whitespace,preserve-images' : 'preserve-whitespace');
      const json = JSON.parse(st.asJSON());
      // Sent compactly (one string array and one number array per page): structured cloning thousands of small
      // line objects cost more than reading them (run-pdf-worker.ts rebuilds the RawLine objects).
      const texts = [];
      const boxes = [];
      for (const block of json.blocks) {
        if (block.type !== 'text') continue;
        for (const l of block.lines) {
          if (!l.text || !l.text.trim()) continue;
          // A line that starts in a dingbat font starts with a bullet or arrow glyph ("G" in ZapfDingbats).
          texts.push(DINGBATS.test(l.font?.name ?? '') ? l.text.replace(/^\S\s+/, '') : l.text);
          boxes.push(l.bbox.x, l.bbox.y, l.bbox.x + l.bbox.w, l.bbox.y + l.bbox.h, l.font?.size ?? 0, l.font?.weight === 'bold' ? 1 : 0);
        }
      }
      const images = [];
      // walk() goes through every text line of the page too: only worth it when the page has an image block of
      // a pictogram's size (the JSON's boxes are rounded to the point, hence the margin; the exact test is below).
      if (i < IMAGE_PAGES && json.blocks.some(mayBePictogram)) {
        const seen = new Set();
        st.walk({
          onImageBlock(bbox, _m, image) {
            const bw = bbox[2] - bbox[0];
            const bh = bbox[3] - bbox[1];
            if (images.length >= 24 || bw < 12 || bh < 12 || bw > 200 || bh > 200) return;
            if (Math.max(bw, bh) / Math.min(bw, bh) > 1.3) return;
            try {
              const thumb = thumbnail(image);
              const key = createHash('sha1').update(thumb.join(',')).digest('hex');
              if (seen.has(key)) return;
              seen.add(key);
              images.push({ page: i + 1, bbox: [bbox[0], bbox[1], bbox[2], bbox[3]], thumb });
            } catch {
              // an undecodable image is simply not a pictogram candidate
            }
          },
        });
      }
      pages.push({ width: bounds[2] - bounds[0], height: bounds[3] - bounds[1], texts, boxes: new Float64Array(boxes), images });
      st.destroy?.();
      page.destroy?.();
    }
    return { encrypted: false, pageCount, pages, messages: logged, refused };
  } finally {
    doc.destroy?.();
  }
}

/**
 * Pictogram candidates drawn as vector paths on the given pages (1-based): a second, targeted pass that the
 * reader asks for only when a hazardous sheet's text and images named no pictogram, so that the other sheets
 * do not pay for collecting every drawing.
 */
function vectorPictograms(data, pageNumbers) {
  const doc = mupdf.Document.openDocument(data, 'application/pdf');
  try {
    if (doc.needsPassword() && !doc.authenticatePassword('')) return [];
    const images = [];
    for (const n of pageNumbers) {
      if (n < 1 || n > doc.countPages()) continue;
      const page = doc.loadPage(n - 1);
      if (refusal(page)) {
        page.destroy?.();
        continue;
      }
      const st = page.toStructuredText('vectors');
      const redBoxes = [];
      st.walk({
        onVector(bbox, _flags, color) {
          if (redBoxes.length < 200 && isPictogramRed(color) && diamondBox(bbox)) redBoxes.push([bbox[0], bbox[1], bbox[2], bbox[3]]);
        },
      });
      st.destroy?.();
      for (const v of vectorPictogramThumbs(page, redBoxes)) images.push({ page: n, bbox: v.bbox, thumb: v.thumb });
      page.destroy?.();
    }
    return images;
  } finally {
    doc.destroy?.();
  }
}

/**
 * Renders pages as PNG for OCR (only used when the sheet has no text layer and tesseract is installed). A page too
 * large to render at MIN_RENDER_DPI within MAX_RENDER_PIXELS, or refused, comes back as null with the reason.
 */
function renderPng(data, maxPages) {
  const doc = mupdf.Document.openDocument(data, 'application/pdf');
  try {
    const pngs = [];
    const skipped = [];
    const n = Math.min(doc.countPages(), maxPages);
    for (let i = 0; i < n; i++) {
      const page = doc.loadPage(i);
      try {
        const [x0, y0, x1, y1] = page.getBounds();
        const squareInches = (Math.max(1, x1 - x0) / 72) * (Math.max(1, y1 - y0) / 72);
        const dpi = Math.min(RENDER_DPI, Math.floor(Math.sqrt(MAX_RENDER_PIXELS / squareInches)));
        const why = dpi < MIN_RENDER_DPI ? `${Math.round(x1 - x0)} x ${Math.round(y1 - y0)} pt, too large to render for OCR` : refusal(page);
        if (why) {
          skipped.push({ page: i + 1, reason: why });
          pngs.push(null);
          continue;
        }
        const pix = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false);
        pngs.push(pix.asPNG());
        pix.destroy?.();
      } finally {
        page.destroy?.();
      }
    }
    return { pngs, skipped };
  } finally {
    doc.destroy?.();
  }
}

/**
 * An error after which this thread's MuPDF must not be used again: a WASM trap ("table index is out of bounds",
 * "memory access out of bounds") or a stack overflow can leave the library's memory half-updated, and before issue
 * #22 every later file of the process failed. MuPDF's own errors (a broken file) are thrown as plain Errors after
 * MuPDF has cleaned up, and leave the library usable.
 */
function breaksTheLibrary(error) {
  return error instanceof WebAssembly.RuntimeError || error instanceof RangeError;
}

parentPort.on('message', (msg) => {
  logged = [];
  try {
    if (msg.kind === 'vectorPictograms') {
      parentPort.postMessage({ id: msg.id, ok: true, images: vectorPictograms(msg.data, msg.pages), wasmBytes: wasmBytes() });
    } else if (msg.kind === 'render') {
      parentPort.postMessage({ id: msg.id, ok: true, ...renderPng(msg.data, msg.maxPages), wasmBytes: wasmBytes() });
    } else {
      const result = readPdf(msg.data, msg.maxPages);
      parentPort.postMessage(
        { id: msg.id, ok: true, result, wasmBytes: wasmBytes() },
        result.pages.map((p) => p.boxes.buffer),
      );
    }
  } catch (error) {
    parentPort.postMessage({ id: msg.id, ok: false, error: String(error?.message ?? error), broken: breaksTheLibrary(error), wasmBytes: wasmBytes() });
  }
});
