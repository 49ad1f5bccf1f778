import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import * as mupdf from 'mupdf';

/** A 50-page PDF made of real corpus sheets one after the other (pages grafted with MuPDF). */
export async function fiftyPagePdf(corpusEn: string): Promise<Uint8Array> {
  const out = new mupdf.PDFDocument();
  for (const supplier of (await readdir(corpusEn)).sort()) {
    for (const f of (await readdir(join(corpusEn, supplier))).sort()) {
      const src = new mupdf.PDFDocument(await readFile(join(corpusEn, supplier, f)));
      for (let p = 0; p < src.countPages() && out.countPages() < 50; p++) out.graftPage(-1, src, p);
      src.destroy();
      if (out.countPages() >= 50) {
        const bytes = new Uint8Array(out.saveToBuffer('compress').asUint8Array());
        out.destroy();
        return bytes;
      }
    }
  }
  throw new Error('the corpus has fewer than 50 pages');
}
