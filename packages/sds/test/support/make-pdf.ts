import * as mupdf from 'mupdf';

/** Escapes text for a PDF string literal. */
function pdfString(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

/**
 * A real PDF built with MuPDF: each page holds the given lines in Helvetica, top to bottom.
 * `saveOptions` are MuPDF's ("encrypt=aes-256,user-password=x,owner-password=y" for an encrypted file).
 */
export function makePdf(pages: string[][], saveOptions = ''): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  const resources = doc.addObject({ Font: { F1: font } });
  for (const lines of pages) {
    const ops = lines.map((l, i) => `BT /F1 10 Tf 50 ${800 - i * 14} Td (${pdfString(l)}) Tj ET`).join('\n');
    doc.insertPage(-1, doc.addPage([0, 0, 595, 842], 0, resources, ops));
  }
  const out = new Uint8Array(doc.saveToBuffer(saveOptions).asUint8Array());
  doc.destroy();
  return out;
}
