import QRCode from 'qrcode';
import { SIGNAL_WORDS, statementText, type InterfaceLanguage, type LabelPreset } from '@openfds/contract';
import { winAnsi } from '../../../pdf/win-ansi.ts';
import type { LabelElements } from './label-elements.ts';
import { LABEL_TEXTS } from './label-pdf-texts.ts';
import { drawCachedPictogram } from './pictogram-ops.ts';

const MM = 72 / 25.4;
/** Helvetica's x-height is 0.523 em: the font size that prints a given x-height. */
const X_HEIGHT_EM = 0.523;

/** A4 presets: columns × rows of equal cells (mm). */
export const PRESET_GRIDS: Record<LabelPreset, { cols: number; rows: number }> = {
  'a4-8': { cols: 2, rows: 4 },
  'a4-4': { cols: 2, rows: 2 },
  'a4-2': { cols: 1, rows: 2 },
  'a4-1': { cols: 1, rows: 1 },
};
const A4_MM = [210, 297] as const;

export function cellOf(preset: LabelPreset): [number, number] {
  const grid = PRESET_GRIDS[preset];
  return [A4_MM[0] / grid.cols, A4_MM[1] / grid.rows];
}

/** True when a label of `size` mm fits a cell, upright or turned a quarter. */
export function fitsCell(size: [number, number], cell: [number, number]): boolean {
  return (size[0] <= cell[0] && size[1] <= cell[1]) || (size[1] <= cell[0] && size[0] <= cell[1]);
}

/** The preset asked for, or the first larger one whose cell holds the label (a label never shrinks). */
export function presetFor(asked: LabelPreset, size: [number, number]): LabelPreset | null {
  const order: LabelPreset[] = ['a4-8', 'a4-4', 'a4-2', 'a4-1'];
  return order.slice(order.indexOf(asked)).find((p) => fitsCell(size, cellOf(p))) ?? null;
}

export interface LabelContent {
  productName: string;
  contains: { names: string[]; proposed: boolean };
  elements: LabelElements;
  supplier: { name: string; address: string | null; phone: string | null };
  ufi: string | null;
  emergencyPhone: string | null;
  capacityL: number;
  /** The sheet's permanent link (always the latest revision), printed as a QR code. */
  permanentUrl: string;
}

/**
 * A sheet of workplace labels (CLP Art. 17 elements) as a vector PDF: pictograms drawn from the GHS SVGs, the QR code
 * drawn module by module, text in Helvetica at no less than the capacity's minimum x-height.
 */
export async function renderLabelSheet(content: LabelContent, options: { preset: LabelPreset; copies: number; language: InterfaceLanguage }): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: winAnsi(content.productName) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const L = LABEL_TEXTS[options.language];
  const grid = PRESET_GRIDS[options.preset];
  const [cellW, cellH] = cellOf(options.preset).map((v) => v * MM);
  const fontSize = (content.elements.min_x_height_mm / X_HEIGHT_EM) * MM;
  const qr = QRCode.create(content.permanentUrl, { errorCorrectionLevel: 'M' });
  const texts = (codes: string[]) => codes.map((c) => `${c} ${statementText(c, options.language) ?? ''}`.trim());

  for (let n = 0; n < options.copies; n++) {
    const slot = n % (grid.cols * grid.rows);
    if (slot === 0) doc.addPage();
    const x0 = (slot % grid.cols) * cellW;
    const y0 = Math.floor(slot / grid.cols) * cellH;
    const pad = 3 * MM;
    const width = cellW - 2 * pad;
    doc
      .save()
      .lineWidth(0.3)
      .strokeColor('#999999')
      .rect(x0 + 1, y0 + 1, cellW - 2, cellH - 2)
      .stroke()
      .restore();

    let y = y0 + pad;
    doc
      .font('Helvetica-Bold')
      .fontSize(fontSize * 1.3)
      .fillColor('black');
    doc.text(winAnsi(content.productName), x0 + pad, y, { width });
    y = doc.y + 1;
    if (content.contains.names.length > 0) {
      doc.font('Helvetica').fontSize(fontSize);
      const suffix = content.contains.proposed ? ` (${L.proposed})` : '';
      doc.text(winAnsi(`${L.contains}: ${content.contains.names.join(', ')}${suffix}`), x0 + pad, y, { width });
      y = doc.y + 2;
    }
    const picto = content.elements.pictogram_mm * MM;
    for (const [i, code] of content.elements.pictograms.entries()) await drawCachedPictogram(doc, code, x0 + pad + i * (picto + 2), y, picto);
    if (content.elements.pictograms.length > 0) y += picto + 2;
    if (content.elements.signal_word) {
      doc.font('Helvetica-Bold').fontSize(fontSize * 1.2);
      doc.text(winAnsi(SIGNAL_WORDS[content.elements.signal_word][options.language]), x0 + pad, y, { width });
      y = doc.y + 1;
    }
    doc.font('Helvetica').fontSize(fontSize);
    const statements = [...texts(content.elements.h_statements), ...texts(content.elements.euh_statements), ...texts(content.elements.p_statements)];
    doc.text(winAnsi(statements.join(' ')), x0 + pad, y, { width: width - 18 * MM });
    y = doc.y + 2;
    const supplier = [content.supplier.name, content.supplier.address, content.supplier.phone].filter(Boolean).join(' - ');
    const facts = [
      supplier,
      content.emergencyPhone ? `${L.emergency}: ${content.emergencyPhone}` : null,
      content.ufi ? `${L.ufi}: ${content.ufi}` : null,
      `${L.nominal}: ${content.capacityL} L`,
    ].filter((s): s is string => !!s);
    doc.text(winAnsi(facts.join(' | ')), x0 + pad, y, { width: width - 18 * MM });

    // The QR code to the permanent link, bottom right, drawn as vector squares.
    const qrSize = 16 * MM;
    const module = qrSize / qr.modules.size;
    const qx = x0 + cellW - pad - qrSize;
    const qy = y0 + cellH - pad - qrSize - fontSize;
    for (let r = 0; r < qr.modules.size; r++) {
      for (let c = 0; c < qr.modules.size; c++) if (qr.modules.get(r, c)) doc.rect(qx + c * module, qy + r * module, module, module);
    }
    doc.fill('black');
    doc
      .font('Helvetica')
      .fontSize(fontSize * 0.9)
      .text(winAnsi(L.scan), qx, qy + qrSize + 1, { width: qrSize, align: 'center' });
  }
  doc.end();
  return done;
}
