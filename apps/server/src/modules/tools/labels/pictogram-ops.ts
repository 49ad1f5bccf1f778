/**
 * The GHS pictograms as ready PDF drawing operators, made once per pictogram. svg-to-pdfkit parses the SVG on every
 * call (about 30 ms for GHS05 on a loaded machine), which made a sheet of 24 labels take seconds; the pictogram is
 * drawn once into a throw-away 100 × 100 pt page and its content stream replayed, scaled, wherever a label needs it.
 */
const SIZE = 100;
const cache = new Map<string, Promise<string>>();

async function capture(code: string): Promise<string> {
  const { default: PDFDocument } = await import('pdfkit');
  const { drawPictogram } = await import('@openfds/sds/generator/pictograms');
  const doc = new PDFDocument({ size: [SIZE, SIZE], margin: 0, compress: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawPictogram(doc, code, 0, 0, SIZE);
  doc.end();
  const pdf = (await done).toString('latin1');
  const start = pdf.indexOf('stream\n') + 'stream\n'.length;
  return (
    pdf
      .slice(start, pdf.indexOf('endstream', start))
      .split('\n')
      // The page's own flip (the target page has the same one), and the opacity-1 graphics states that would need
      // the throw-away page's resources: both dropped.
      .filter((line, i) => !(i === 0 && line.endsWith(' cm')) && !/^\/Gs\d+ gs$/.test(line))
      .join('\n')
  );
}

export function pictogramOps(code: string): Promise<string> {
  let ops = cache.get(code);
  if (!ops) {
    ops = capture(code);
    cache.set(code, ops);
  }
  return ops;
}

/** Draws a pictogram's captured operators in a size × size box at (x, y) of the current page. */
export async function drawCachedPictogram(doc: PDFKit.PDFDocument, code: string, x: number, y: number, size: number): Promise<void> {
  const ops = await pictogramOps(code);
  doc.save();
  doc.translate(x, y).scale(size / SIZE);
  doc.addContent(ops);
  doc.restore();
}
