/**
 * Pictograms drawn as vector paths (no image, no pictogram name in the text), as BASF and Reckitt sheets print
 * them: found from their red diamond frames and recognised by their rendering (pdf/vector-pictograms.mjs).
 */
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { drawPictogram } from '../src/generator/pictograms.js';
import { closeReader, readSds } from '../src/index.js';

afterAll(() => closeReader());

function sheet(pictograms: string[], opts: { hazardous?: boolean; size?: number } = {}): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) => doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))));
  doc.fontSize(10);
  doc.text('SAFETY DATA SHEET according to Regulation (EC) No 1907/2006');
  doc.text('SECTION 1: Identification of the substance/mixture and of the company/undertaking');
  doc.text('Product name: Methyl chloroformate');
  doc.text('SECTION 2: Hazards identification');
  doc.text('Pictogram:');
  const y = doc.y + 5;
  const size = opts.size ?? 40;
  pictograms.forEach((code, i) => drawPictogram(doc, code, 50 + i * (size + 2), y, size));
  doc.y = y + size + 10;
  doc.x = 50;
  if (opts.hazardous !== false) {
    doc.text('Signal Word: Danger');
    doc.text('Hazard Statement: H225 Highly flammable liquid and vapour. H314 Causes severe skin burns and eye damage.');
  } else {
    doc.text('Not a hazardous substance according to the classification rules.');
  }
  doc.text('SECTION 3: Composition/information on ingredients');
  doc.end();
  return done;
}

describe('pictograms drawn as vector paths', () => {
  it('recognises each GHS pictogram from its drawing, side by side and at two sizes', async () => {
    const r = await readSds(await sheet(['GHS02', 'GHS05', 'GHS06']));
    expect(r.hazards.pictograms).toEqual(['GHS02', 'GHS05', 'GHS06']);
    const big = await readSds(await sheet(['GHS01', 'GHS03', 'GHS04', 'GHS07'], { size: 60 }));
    expect(big.hazards.pictograms).toEqual(['GHS01', 'GHS03', 'GHS04', 'GHS07']);
    const rest = await readSds(await sheet(['GHS08', 'GHS09']));
    expect(rest.hazards.pictograms).toEqual(['GHS08', 'GHS09']);
  });
  it('does not look at the drawings of a sheet without hazard statements or signal word', async () => {
    const r = await readSds(await sheet(['GHS07'], { hazardous: false }));
    expect(r.hazards.pictograms).toEqual([]);
  });
});
