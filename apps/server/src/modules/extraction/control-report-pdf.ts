import type { ControlReportItem, FieldEvidenceItem, InterfaceLanguage } from '@openfds/contract';
import { CONTROL_LABELS, fill, type ControlLabels } from './control-labels.ts';
import { formatDay } from './control-report.ts';
import { winAnsi as toWinAnsi } from '../../pdf/win-ansi.ts';

const BLUE = '#0b3d6b';
const GREY = '#555555';
const RED = '#a4262c';

/**
 * The printable Premium control report (GET /documents/{code}/control?format=pdf), drawn with pdfkit like the data
 * report and the invoices: the sheet, the reading, every finding with its plain-words explanation and what was seen,
 * the mandatory sub-sections as a table, the UFI check, the candidate-list components section 15 does not mention,
 * and where each value comes from. Standard fonts only know WinAnsi: texts pass through `winAnsi`.
 */
export async function renderControlReport(report: ControlReportItem, language: InterfaceLanguage): Promise<Buffer> {
  // pdfkit is loaded on the first PDF, not at start (see report-pdf.ts).
  const { default: PDFDocument } = await import('pdfkit');
  const L = CONTROL_LABELS[language];
  const doc = new PDFDocument({ size: 'A4', margin: 50, bufferPages: true, info: { Title: winAnsi(`${L.title} ${report.document_code}`) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(winAnsi(value), options);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(16).fillColor(BLUE);
  text(L.title);
  doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor(GREY);
  text(L.intro);
  doc.moveDown(0.6).fontSize(10).fillColor('#000000');
  const s = report.sheet;
  const facts: [string, string | null][] = [
    [L.documentCode, report.document_code],
    [L.product, s.product_name],
    [L.supplier, s.supplier_name],
    [L.revisionDate, formatDay(s.revision_date, language) || null],
    [L.version, s.revision_version],
    [L.sheetLanguage, s.language],
    [L.readerVersion, report.reader_version],
    [L.readAt, formatDay(report.extracted_at, language) || null],
    [L.generatedAt, formatDay(report.generated_at, language)],
  ];
  for (const [label, value] of facts) if (value) pair(doc, label, value);
  if (report.premium_check) text(L.premiumCheck[report.premium_check]);

  heading(doc, L.findingsTitle);
  if (!report.applies) muted(doc, L.notApplies);
  muted(doc, fill(L.reference[report.reference.kind], { date: formatDay(report.reference.date, language) }));
  if (report.findings.length === 0) text(L.noFinding);
  // One title and explanation per kind of finding, then what was seen for each (as on the sheet page).
  const kinds = [...new Set(report.findings.map((f) => f.code))];
  for (const code of kinds) {
    const group = report.findings.filter((f) => f.code === code);
    keepRoom(doc, 60);
    doc.moveDown(0.4).font('Helvetica-Bold').fillColor(RED);
    text(group.length > 1 ? `${group[0].title} (${group.length})` : group[0].title);
    doc.font('Helvetica').fillColor('#000000');
    text(group[0].explanation);
    doc.font('Helvetica-Oblique');
    for (const f of group) if (f.detail) text(`- ${f.detail}`, { indent: 8 });
    doc.font('Helvetica');
  }

  heading(doc, L.subsectionsTitle);
  const found = report.subsections.filter((x) => x.found).length;
  muted(doc, fill(L.subsectionsCount, { found, total: report.subsections.length }));
  subsectionTable(doc, report, L, width);

  heading(doc, L.ufiTitle);
  text(report.ufi.value ? fill(L.ufiValid, { ufi: report.ufi.value }) : L.ufiNone);
  for (const u of report.ufi.invalid) text(fill(L.ufiInvalid, { ufi: u.value, page: u.page }));

  heading(doc, L.candidatesTitle);
  if (!report.candidate_list_loaded) text(L.candidatesNotChecked);
  else if (report.candidate_components.length === 0) text(L.candidatesNone);
  for (const c of report.candidate_components) {
    text(`${fill(L.candidate, { name: c.name ?? '-', cas: c.cas })}${c.page !== null ? ` - ${fill(L.seenOnPage, { page: c.page })}` : ''}`);
  }

  heading(doc, L.evidenceTitle);
  muted(doc, L.evidenceIntro);
  const entries = Object.entries(report.evidence);
  if (entries.length === 0) text(L.evidenceNone);
  for (const [path, e] of entries) evidenceEntry(doc, fieldLabel(path, e, L), e, L);

  doc.moveDown(1).fontSize(8).fillColor(GREY);
  text(L.notice);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - doc.page.margins.bottom + 20;
    doc
      .fontSize(8)
      .fillColor(GREY)
      .text(winAnsi(`${report.document_code} · ${L.page} ${i + 1}/${range.count}`), doc.page.margins.left, bottom, { lineBreak: false });
  }
  doc.end();
  return done;
}

function heading(doc: PDFKit.PDFDocument, title: string) {
  keepRoom(doc, 80);
  doc.moveDown(1).x = doc.page.margins.left;
  doc.font('Helvetica-Bold').fontSize(13).fillColor(BLUE).text(winAnsi(title));
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#000000');
}

function muted(doc: PDFKit.PDFDocument, value: string) {
  doc.fontSize(9).fillColor(GREY).text(winAnsi(value)).fontSize(10).fillColor('#000000');
}

function pair(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc
    .font('Helvetica-Bold')
    .text(winAnsi(`${label}: `), { continued: true })
    .font('Helvetica')
    .text(winAnsi(value));
}

/** Starts a new page when less than `height` points are left, so a title never ends a page alone. */
function keepRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** Sub-section, title, present/missing, page: one row each, the header repeated on a new page. */
function subsectionTable(doc: PDFKit.PDFDocument, report: ControlReportItem, L: ControlLabels, width: number) {
  const x = doc.page.margins.left;
  const cols = [72, width - 72 - 80 - 40, 80, 40];
  const row = (cells: string[], bold: boolean, colour = '#000000') => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((c, i) => doc.heightOfString(winAnsi(c), { width: cols[i] - 6 }));
    const h = Math.max(...heights) + 4;
    if (doc.y + h > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (!bold) row([L.subsection, L.subsectionTitle, `${L.present} / ${L.missing}`, L.page], true);
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    }
    const top = doc.y;
    let left = x;
    cells.forEach((c, i) => {
      doc.fillColor(i === 2 ? colour : '#000000').text(winAnsi(c), left + 3, top + 2, { width: cols[i] - 6 });
      left += cols[i];
    });
    doc
      .moveTo(x, top + h)
      .lineTo(x + width, top + h)
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .stroke();
    doc.x = x;
    doc.y = top + h;
  };
  row([L.subsection, L.subsectionTitle, `${L.present} / ${L.missing}`, L.page], true);
  for (const s of report.subsections) {
    const status = s.found ? `${L.present}${s.by === 'title' ? ` (${L.byTitle})` : ''}` : L.missing;
    row([s.number === '16' ? L.section16 : s.number, s.title, status, s.page !== null ? String(s.page) : '-'], false, s.found ? '#000000' : RED);
  }
  doc.fontSize(10).fillColor('#000000').x = x;
}

/** The label of an evidence entry: its field, with the value for list items (an H statement, a component's CAS). */
function fieldLabel(path: string, e: FieldEvidenceItem, L: ControlLabels): string {
  const value = e.span.trim();
  if (path.startsWith('hazards.hStatements[')) return fill(L.field.hStatement, { value });
  if (/^composition\.components\[\d+\]\.cas$/.test(path)) return fill(L.field.componentCas, { value });
  const key = path.split('.').pop() ?? path;
  return `${key in L.field ? L.field[key as keyof ControlLabels['field']] : path}: ${value}`;
}

function evidenceEntry(doc: PDFKit.PDFDocument, label: string, e: FieldEvidenceItem, L: ControlLabels) {
  keepRoom(doc, 50);
  doc
    .moveDown(0.3)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(winAnsi(`${label} - ${fill(L.seenOnPage, { page: e.page })}`));
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .text(winAnsi(`« ${e.line.replace(/\t/g, ' ').trim()} »`));
  doc
    .font('Helvetica')
    .fillColor(GREY)
    .text(winAnsi(`${L.method[e.method]} · ${fill(L.confidence, { percent: Math.round(e.confidence * 100) })}`))
    .fillColor('#000000')
    .fontSize(10);
}

/** Report texts in WinAnsi like the data report's (values quoted from the sheet keep their signs where it can). */
function winAnsi(value: string): string {
  return toWinAnsi(value, { plainSpaces: true, plainDashes: true });
}
