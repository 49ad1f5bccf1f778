import QRCode from 'qrcode';
import { SIGNAL_WORDS, statementText, type InterfaceLanguage, type LabelPreset } from '@openfds/contract';
import { winAnsi } from '../../../pdf/win-ansi.ts';
import type { LabelElements } from './label-elements.ts';
import { presetLayout, slotOrigin, type SheetLayout } from './label-layout.ts';
import { LABEL_TEXTS } from './label-pdf-texts.ts';
import { drawCachedPictogram } from './pictogram-ops.ts';

const MM = 72 / 25.4;
/** Helvetica's x-height is 0.523 em: the font size that prints a given x-height. */
const X_HEIGHT_EM = 0.523;

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

/** One label to print, `copies` times in a row. */
export interface LabelRun {
  content: LabelContent;
  copies: number;
}

/** A sheet of workplace labels for one product: see renderLabels. */
export async function renderLabelSheet(
  content: LabelContent,
  options: { preset?: LabelPreset; layout?: SheetLayout; copies: number; language: InterfaceLanguage },
): Promise<Buffer> {
  return renderLabels([{ content, copies: options.copies }], { layout: options.layout ?? presetLayout(options.preset ?? 'a4-4'), language: options.language });
}

/**
 * Sheets of workplace labels (CLP Art. 17 elements) as a vector PDF, the runs one after the other in the layout's
 * cells: pictograms drawn from the GHS SVGs, the QR code drawn module by module, text in Helvetica at no less than
 * each label's minimum x-height.
 */
export async function renderLabels(runs: LabelRun[], options: { layout: SheetLayout; language: InterfaceLanguage }): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const title = runs.length === 1 ? runs[0].content.productName : 'Labels';
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: winAnsi(title) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { layout } = options;
  const perPage = layout.cols * layout.rows;
  let n = 0;
  for (const run of runs) {
    for (let copy = 0; copy < run.copies; copy++, n++) {
      const slot = n % perPage;
      if (slot === 0) doc.addPage();
      const [x, y] = slotOrigin(layout, slot);
      await drawLabel(doc, run.content, { x0: x * MM, y0: y * MM, cellW: layout.cell_mm[0] * MM, cellH: layout.cell_mm[1] * MM }, options.language);
    }
  }
  doc.end();
  return done;
}

async function drawLabel(
  doc: PDFKit.PDFDocument,
  content: LabelContent,
  box: { x0: number; y0: number; cellW: number; cellH: number },
  language: InterfaceLanguage,
): Promise<void> {
  const { x0, y0, cellW, cellH } = box;
  const L = LABEL_TEXTS[language];
  const fontSize = (content.elements.min_x_height_mm / X_HEIGHT_EM) * MM;
  const qr = QRCode.create(content.permanentUrl, { errorCorrectionLevel: 'M' });
  const texts = (codes: string[]) => codes.map((c) => `${c} ${statementText(c, language) ?? ''}`.trim());
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
    doc.text(winAnsi(SIGNAL_WORDS[content.elements.signal_word][language]), x0 + pad, y, { width });
    y = doc.y + 1;
  }
  doc.font('Helvetica').fontSize(fontSize);
  const statements = [...texts(content.elements.h_statements), ...texts(content.elements.euh_statements), ...texts(content.elements.p_statements)];
  // Each block is held inside its cell (height): pdfkit would otherwise continue text past the page's foot on a new
  // page, and a sheet of labels would gain pages. The label's size was chosen for its text (sizeFor).
  const room = () => ({ height: Math.max(fontSize * 1.2, y0 + cellH - pad - y), ellipsis: true });
  doc.text(winAnsi(statements.join(' ')), x0 + pad, y, { width: width - 18 * MM, ...room() });
  y = doc.y + 2;
  const supplier = [content.supplier.name, content.supplier.address, content.supplier.phone].filter(Boolean).join(' - ');
  const facts = [
    supplier,
    content.emergencyPhone ? `${L.emergency}: ${content.emergencyPhone}` : null,
    content.ufi ? `${L.ufi}: ${content.ufi}` : null,
    `${L.nominal}: ${content.capacityL} L`,
  ].filter((s): s is string => !!s);
  doc.text(winAnsi(facts.join(' | ')), x0 + pad, y, { width: width - 18 * MM, ...room() });

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
    .text(winAnsi(L.scan), qx - 2 * MM, qy + qrSize + 1, { width: qrSize + 4 * MM, align: 'center', lineBreak: false });
}
