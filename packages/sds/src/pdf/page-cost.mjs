// What a page would cost MuPDF to draw, found from its objects before MuPDF draws it (issue #22). A 5 KB file whose
// page draws a form that draws the next one twice, 20 levels deep, asks for a million drawings: MuPDF spent 20 s and
// 1.2 GB on its text (22 levels made its WASM trap); a 500 KB content stream inflating to 200 MB held the reader
// until its time limit. Such a page is refused with the reason, before it is drawn. Plain JavaScript: it runs in the
// PDF worker thread (see pdf-worker.mjs).
import { constants, inflateSync } from 'node:zlib';

/** Decoded content of one page (its content streams and the forms it draws): a real sheet's page has tens of KB. */
export const MAX_PAGE_CONTENT_BYTES = 16 * 2 ** 20;
/** Forms drawn by one page, counting each drawing of a nested form: real sheets draw a few, at most hundreds. */
export const MAX_FORM_DRAWS = 20_000;

class Refused extends Error {}

/** obj[key], or null (MuPDF's PDFObject.Null has no document and cannot be asked for a key). */
function child(obj, key) {
  if (!obj || obj.isNull()) return null;
  const value = obj.get(key);
  return value.isNull() ? null : value;
}

/** The decoded bytes of a stream, refused past `limit` (deflate is inflated here under that cap, not by MuPDF). */
function decoded(stream, limit) {
  const filter = stream.get('Filter');
  const onlyFlate = filter.isNull()
    ? false
    : filter.isName()
      ? filter.asName() === 'FlateDecode'
      : filter.isArray() && filter.length === 1 && filter.get(0).asName() === 'FlateDecode';
  let bytes;
  if (onlyFlate) {
    const raw = stream.readRawStream().asUint8Array();
    try {
      // Sync flush: a truncated stream gives what it holds, as MuPDF would read it.
      bytes = inflateSync(raw, { maxOutputLength: limit + 1, finishFlush: constants.Z_SYNC_FLUSH });
    } catch (error) {
      if (error?.code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) throw new Refused(`its content inflates past ${limit} bytes`);
      return new Uint8Array(); // a broken stream: MuPDF repairs or skips it
    }
  } else {
    bytes = stream.readStream().asUint8Array();
  }
  if (bytes.length > limit) throw new Refused(`its content is larger than ${MAX_PAGE_CONTENT_BYTES} bytes`);
  return bytes;
}

/**
 * The reason to refuse a page (a string), or null when it may be drawn. `maxFormDraws` Infinity turns the drawing
 * count off (tests use it to reach MuPDF's own failure).
 */
export function pageRefusal(page, maxFormDraws = MAX_FORM_DRAWS) {
  let budget = MAX_PAGE_CONTENT_BYTES;
  const read = (stream) => {
    const bytes = decoded(stream, budget);
    budget -= bytes.length;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  };
  /** Drawings of forms made by this content, nested ones counted each time; memo by object number. */
  const memo = new Map();
  const draws = (content, resources, depth) => {
    let n = 0;
    for (const m of content.matchAll(/\/([^\s/[\]()<>{}%]+)\s*Do\b/g)) {
      const xobject = child(child(resources, 'XObject'), m[1]);
      if (!xobject || !xobject.isStream() || child(xobject, 'Subtype')?.asName() !== 'Form') continue;
      const key = xobject.isIndirect() ? xobject.asIndirect() : null;
      let cost = key === null ? undefined : memo.get(key);
      if (cost === undefined) {
        if (key !== null) memo.set(key, 1); // a form that draws itself: MuPDF stops the loop, count it once
        const own = child(xobject, 'Resources');
        cost = depth > 100 ? 1 : 1 + draws(read(xobject), own ?? resources, depth + 1);
        if (key !== null) memo.set(key, cost);
      }
      n += cost;
      if (n > maxFormDraws) throw new Refused(`it draws more than ${maxFormDraws} forms`);
    }
    return n;
  };
  try {
    const object = page.getObject();
    const contents = object.get('Contents');
    if (contents.isNull()) return null;
    const streams = contents.isArray() ? Array.from({ length: contents.length }, (_, i) => contents.get(i)) : [contents];
    const text = streams
      .filter((s) => s.isStream())
      .map(read)
      .join('\n');
    draws(text, object.getInheritable('Resources'), 0);
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.message;
    // A trap of MuPDF's WASM goes up (the worker is replaced); an object the weighing did not expect is left to
    // MuPDF, which reads it or says why not.
    if (error instanceof WebAssembly.RuntimeError || error instanceof RangeError) throw error;
    return null;
  }
}
