import * as mupdf from 'mupdf';

/**
 * A real ~2 MB text-layer sheet for the upload benchmark (issue #12: "upload of a 2 MB sheet to 'read' status").
 * The corpus has no text sheet of that size (the two over 1 MB are scans), and sheets of 2 MB in the field are
 * text sheets carrying heavy pictures: a high-resolution letterhead, logos, signatures. So a real corpus text sheet
 * gets one: its own first page rendered at a high resolution as an RGB JPEG, drawn as a small letterhead image in
 * the page's top left margin. The text, the fonts, the pages and the layout of the sheet are untouched; the file
 * gains ~1.2 MB of image data the reader meets on its first page (where it looks for pictograms). The resolution
 * is chosen so that the file comes near `targetBytes` (nothing binary is committed: built at each run).
 */
export function heavySheet(source: Uint8Array, targetBytes = 2 * 2 ** 20): { bytes: Uint8Array; scale: number } {
  // The JPEG grows about with the square of the resolution: a few corrections reach the target within 5%.
  let scale = 2;
  let best: { bytes: Uint8Array; scale: number } | null = null;
  for (let attempt = 0; attempt < 5; attempt++) {
    const bytes = withLetterhead(source, scale);
    if (!best || Math.abs(bytes.length - targetBytes) < Math.abs(best.bytes.length - targetBytes)) best = { bytes, scale };
    if (Math.abs(bytes.length - targetBytes) <= targetBytes * 0.05) break;
    const added = Math.max(1, bytes.length - source.length);
    scale = Math.round(Math.min(8, Math.max(1, scale * Math.sqrt(Math.max(1, targetBytes - source.length) / added))) * 100) / 100;
  }
  return best!;
}

function withLetterhead(source: Uint8Array, scale: number): Uint8Array {
  const doc = mupdf.PDFDocument.openDocument(source, 'application/pdf') as mupdf.PDFDocument;
  try {
    const page = doc.loadPage(0) as mupdf.PDFPage;
    const [x0, y0, x1, y1] = page.getBounds();
    const jpeg = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false).asJPEG(92);
    const image = doc.addImage(new mupdf.Image(jpeg));
    const pageObject = page.getObject();
    // The page's resources (maybe inherited from the page tree) become its own, with the image added.
    const inherited = pageObject.getInheritable('Resources');
    const resources = inherited.isNull() ? doc.newDictionary() : doc.graftObject(inherited);
    let xobjects = resources.get('XObject');
    if (xobjects.isNull()) {
      xobjects = doc.newDictionary();
      resources.put('XObject', xobjects);
    }
    xobjects.put('OpenFdsBenchLetterhead', image);
    pageObject.put('Resources', resources);
    // Drawn after the page's own content, in a saved graphics state: 48 pt wide in the top left margin.
    const width = 48;
    const height = (width * (y1 - y0)) / (x1 - x0);
    const contents = doc.newArray();
    contents.push(doc.addStream('q\n', {}));
    const own = pageObject.get('Contents');
    if (own.isArray()) for (let i = 0; i < own.length; i++) contents.push(own.get(i));
    else if (!own.isNull()) contents.push(own);
    contents.push(doc.addStream(`\nQ q ${width} 0 0 ${height.toFixed(2)} ${x0 + 6} ${y1 - height - 6} cm /OpenFdsBenchLetterhead Do Q\n`, {}));
    pageObject.put('Contents', contents);
    return new Uint8Array(doc.saveToBuffer('compress').asUint8Array());
  } finally {
    doc.destroy();
  }
}
