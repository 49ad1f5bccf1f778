import PDFDocument from 'pdfkit';

/**
 * pdfkit re-parses the AFM metrics of every standard font (with one regular expression per line) in every new
 * document: about 8 ms per sheet, a tenth of the time of a whole sheet. The parsed metrics never change, so the
 * parse method of pdfkit's (unexported) AFMFont class is wrapped once to reuse them. If a pdfkit release changes
 * that internal shape, the guard below leaves pdfkit untouched: sheets are then only slower, never different.
 */
interface AfmFont {
  attributes: object;
  glyphWidths: object;
  boundingBoxes: object;
  kernPairs: object;
  parse(contents: string): void;
}

let installed = false;

export function cacheStandardFontMetrics(): void {
  if (installed) return;
  installed = true;
  const probe = new PDFDocument({ autoFirstPage: false });
  probe.font('Helvetica');
  const afm = (probe as unknown as { _font?: { font?: AfmFont } })._font?.font;
  const proto = afm && (Object.getPrototypeOf(afm) as AfmFont);
  if (!proto || typeof proto.parse !== 'function' || !('kernPairs' in afm)) return;
  const original = proto.parse;
  const cache = new Map<string, Omit<AfmFont, 'parse'>>();
  proto.parse = function (this: AfmFont, contents: string) {
    const hit = cache.get(contents);
    if (hit) {
      Object.assign(this, hit);
      return;
    }
    original.call(this, contents);
    const { attributes, glyphWidths, boundingBoxes, kernPairs } = this;
    cache.set(contents, { attributes, glyphWidths, boundingBoxes, kernPairs });
  };
}
