import { formatMeasured } from '@openfds/contract/format-measured';
import type { Measured, SdsReading } from '@openfds/sds/types';
import { REPORT_LABELS, type ReportLabels } from './report-labels.ts';
import { winAnsi as toWinAnsi } from '../../pdf/win-ansi.ts';
import { ADR_EDITION, SIGNAL_WORDS, statementText, type InterfaceLanguage } from '@openfds/contract';

/** The pictograms the report can draw (the generator's copies of the GHS SVGs, packages/sds/data/ghs). */
const GHS_CODE = /^GHS0[1-9]$/;

export interface ReportSheet {
  iddc: string;
  productName: string;
  supplierName: string;
  revisionDate: string | null;
  revisionVersion: string | null;
  language: string;
}

/**
 * The extracted-data report of one sheet (api-spec §7 /rapport/donnees_fds): identification, pictograms, hazard
 * statements with their texts in the report's language, components, physical data and transport. Standard PDF
 * fonts only know WinAnsi, so texts pass through `winAnsi` (the few signs outside it get ASCII spellings).
 */
export async function renderExtractionReport(sheet: ReportSheet, reading: SdsReading, language: InterfaceLanguage): Promise<Buffer> {
  // pdfkit is loaded on the first PDF, not at start: about 11 MB that a search-only server never uses.
  const { default: PDFDocument } = await import('pdfkit');
  const { drawPictogram } = await import('@openfds/sds/generator/pictograms');
  const L = REPORT_LABELS[language];
  const doc = new PDFDocument({ size: 'A4', margin: 50, bufferPages: true, info: { Title: winAnsi(`${L.title} ${sheet.iddc}`) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(winAnsi(value), options);

  doc.font('Helvetica-Bold').fontSize(16);
  text(L.title);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  const id = reading.identification;
  const facts: [string, string | null][] = [
    [L.documentCode, sheet.iddc],
    [L.product, id.productName ?? sheet.productName],
    [L.productCode, id.productCode],
    [L.supplier, id.supplierName ?? sheet.supplierName],
    [L.revisionDate, id.revisionDate ?? sheet.revisionDate],
    [L.version, id.version ?? sheet.revisionVersion],
    [L.sheetLanguage, reading.language ?? sheet.language],
    [L.readerVersion, reading.readerVersion],
  ];
  for (const [label, value] of facts) if (value) pair(doc, label, value);

  heading(doc, L.hazards);
  const pictograms = reading.hazards.pictograms.filter((p) => GHS_CODE.test(p));
  if (pictograms.length > 0) {
    subheading(doc, L.pictograms);
    const size = 56;
    const step = size + 14;
    const perRow = Math.max(1, Math.floor((doc.page.width - doc.page.margins.left - doc.page.margins.right + 14) / step));
    for (let row = 0; row * perRow < pictograms.length; row++) {
      if (doc.y + step > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const top = doc.y;
      pictograms.slice(row * perRow, (row + 1) * perRow).forEach((code, i) => {
        const x = doc.page.margins.left + i * step;
        drawPictogram(doc, code, x, top, size);
        doc
          .font('Helvetica')
          .fontSize(8)
          .text(code, x, top + size + 2, { width: size, align: 'center' });
      });
      doc.x = doc.page.margins.left;
      doc.y = top + size + 16;
    }
    doc.fontSize(10);
  }
  if (reading.hazards.signalWord)
    pair(doc, L.signalWord, reading.hazards.signalWord === 'danger' ? SIGNAL_WORDS.danger[language] : SIGNAL_WORDS.warning[language]);
  if (reading.hazards.classes.length > 0) {
    subheading(doc, L.hazardClasses);
    for (const c of reading.hazards.classes) text(`${c.hazardClass}${c.category ? ` ${c.category}` : ''}${c.hStatement ? ` (${c.hStatement})` : ''}`);
  }
  statementList(doc, L.hazardStatements, reading.hazards.hStatements, language, L);
  statementList(doc, L.euhStatements, reading.hazards.euhStatements, language, L);
  statementList(doc, L.pStatements, reading.hazards.pStatements, language, L);

  heading(doc, L.composition);
  const kind = reading.composition.kind;
  if (kind) text(kind === 'substance' ? L.substance : L.mixture);
  if (reading.composition.components.length === 0) text(L.notFound);
  for (const component of reading.composition.components) {
    doc.moveDown(0.3).font('Helvetica-Bold');
    text(component.name ?? L.notFound);
    doc.font('Helvetica');
    const ids = [
      component.cas && `${L.cas} ${component.cas}`,
      component.ec && `${L.ec} ${component.ec}`,
      component.indexNumber && `${L.indexNumber} ${component.indexNumber}`,
      component.reachNumber && `${L.reach} ${component.reachNumber}`,
    ].filter(Boolean);
    if (ids.length) text(ids.join(' · '));
    if (component.concentration) text(`${L.concentration}: ${component.concentration.raw}`);
    if (component.hStatements.length) text(`${L.hPhrases}: ${component.hStatements.join(', ')}`);
  }

  heading(doc, L.physical);
  const ph = reading.physical;
  pair(doc, L.state, ph.state ? (L.states[ph.state as keyof ReportLabels['states']] ?? ph.state) : L.notFound);
  if (ph.colour) pair(doc, L.colour, ph.colour);
  if (ph.odour) pair(doc, L.odour, ph.odour);
  pair(doc, L.flashPoint, measured(ph.flashPoint, L));
  pair(doc, L.boilingPoint, measured(ph.boilingPoint, L));
  pair(doc, L.pH, measured(ph.pH, L));
  pair(doc, L.density, measured(ph.density, L));
  pair(doc, L.viscosity, measured(ph.viscosity, L));

  heading(doc, L.transport);
  const tr = reading.transport;
  pair(doc, L.adrEdition, String(ADR_EDITION));
  pair(doc, L.unNumber, tr.unNumber ? `UN ${tr.unNumber}` : L.notFound);
  pair(doc, L.shippingName, tr.shippingName ?? L.notFound);
  pair(doc, L.transportClass, tr.transportClass ?? L.notFound);
  pair(doc, L.packingGroup, tr.packingGroup ?? L.notFound);
  pair(doc, L.environmentalHazard, tr.environmentalHazard === null ? L.notFound : tr.environmentalHazard ? L.yes : L.no);

  doc.moveDown(1).fontSize(8).fillColor('#555555');
  text(L.notice);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - doc.page.margins.bottom + 20;
    doc
      .fontSize(8)
      .fillColor('#555555')
      .text(winAnsi(`${sheet.iddc} · ${L.page} ${i + 1}/${range.count}`), doc.page.margins.left, bottom, {
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

function heading(doc: PDFKit.PDFDocument, title: string) {
  doc.moveDown(1).x = doc.page.margins.left;
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#0b3d6b').text(winAnsi(title));
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#000000');
}

function subheading(doc: PDFKit.PDFDocument, title: string) {
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(10).text(winAnsi(title)).font('Helvetica');
}

function pair(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc
    .font('Helvetica-Bold')
    .text(winAnsi(`${label}: `), { continued: true })
    .font('Helvetica')
    .text(winAnsi(value));
}

function statementList(doc: PDFKit.PDFDocument, title: string, codes: string[], language: InterfaceLanguage, L: ReportLabels) {
  subheading(doc, title);
  if (codes.length === 0) doc.text(winAnsi(L.none));
  for (const code of codes) doc.text(winAnsi(`${code} ${statementText(code, language) ?? ''}`.trim()));
}

function measured(value: Measured | null, L: ReportLabels): string {
  return formatMeasured(value) ?? L.notFound;
}

/** The report's texts for the standard PDF fonts: en dashes and no-break spaces written plain (pdf/win-ansi.ts). */
function winAnsi(value: string): string {
  return toWinAnsi(value, { plainSpaces: true, plainDashes: true });
}
