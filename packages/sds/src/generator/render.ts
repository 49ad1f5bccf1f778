import PDFDocument from 'pdfkit';
import { STRINGS, type GeneratorStrings, type TextSection } from './i18n/index.ts';
import { drawPageFrame, Flow, PAGE_LAYOUT, type Style } from './layout.ts';
import { cacheStandardFontMetrics } from './pdfkit-font-cache.ts';
import { Prng } from './prng.ts';
import { statementFor } from './statements.ts';
import { substanceByCas } from './substances.ts';
import type { SheetSpec } from './types.ts';

const HEADING_COLOURS = ['#1f4e79', '#7a1f1f', '#2e5e2e', '#333333', '#004f71', '#5b3a87'];

/** Style choices come from their own stream of the seed so that they never change the spec. */
function styleFor(spec: SheetSpec): Style {
  const r = new Prng(spec.layout.seed ^ 0x5bd1e995);
  const times = r.bool(0.2);
  return {
    font: times ? 'Times-Roman' : 'Helvetica',
    bold: times ? 'Times-Bold' : 'Helvetica-Bold',
    size: spec.layout.columns === 2 ? 7.5 : r.pick([8.5, 9, 9.5]),
    headingStyle: r.pick(['bar', 'rule', 'plain'] as const),
    headingColour: r.pick(HEADING_COLOURS),
    tables: spec.layout.tables,
    inlineLabels: r.bool(0.5),
  };
}

function shiftDate(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The version before "3.1" ("3.0"; "2.9" before "3.0"), with its date. */
function previousVersion(version: string, date: string): { version: string; date: string } {
  const [major, minor] = version.split('.').map(Number);
  return { version: minor > 0 ? `${major}.${minor - 1}` : `${major - 1}.9`, date };
}

function num(value: number, s: GeneratorStrings): string {
  return String(value).replace('.', s.decimal);
}

function concentration(c: SheetSpec['components'][number], s: GeneratorStrings, variant: number): string {
  if (c.concMin == null && c.concMax == null) return s.words.notAvailable;
  if (c.concMin == null) return `< ${num(c.concMax!, s)}`;
  if (c.concMax == null || c.concMin === c.concMax) return num(c.concMin, s);
  return variant === 0
    ? `${num(c.concMin, s)} - ${num(c.concMax, s)}`
    : variant === 1
      ? `>= ${num(c.concMin, s)} - < ${num(c.concMax, s)}`
      : `${num(c.concMin, s)} – ${num(c.concMax, s)}`;
}

function classLine(c: SheetSpec['classes'][number]): string {
  return [c.category ? `${c.hazardClass} ${c.category}` : c.hazardClass, c.hStatement].filter(Boolean).join(', ');
}

function statementRows(codes: string[], spec: SheetSpec): [string, string][] {
  return codes.map((code) => [code, statementFor(code, spec.language) ?? '']);
}

function sectionTitle(n: number, s: GeneratorStrings, variant: number): string {
  const title = s.sections[n - 1];
  if (variant === 0) return `${s.sectionWord} ${n}: ${title}`;
  if (variant === 1) return `${n}. ${title.toUpperCase()}`;
  return `${s.sectionWord} ${n} - ${title}`;
}

/**
 * Renders the sheet as a PDF (A4, pdfkit standard fonts, vector pictograms). Resolves with the file's bytes.
 */
export function renderSheetPdf(spec: SheetSpec): Promise<Uint8Array> {
  cacheStandardFontMetrics();
  const s = STRINGS[spec.language];
  const style = styleFor(spec);
  const variants = new Prng(spec.layout.seed ^ 0x27d4eb2f);
  const titleVariant = variants.int(0, 2);
  const concVariant = variants.int(0, 2);
  const unSpace = variants.bool();
  // Dates a reader must not take for the revision date: a later print date, the superseded version's date.
  const longTitleDate = variants.bool(0.3);
  const printDate = variants.bool(0.4) ? shiftDate(spec.revisionDate, variants.int(1, 900)) : null;
  const previous = spec.version !== '1.0' && variants.bool(0.4) ? previousVersion(spec.version, shiftDate(spec.revisionDate, -variants.int(200, 1500))) : null;
  const componentsAsTable = spec.layout.tables && spec.layout.columns === 1;

  const doc = new PDFDocument({
    size: 'A4',
    bufferPages: true,
    margins: { top: PAGE_LAYOUT.MARGIN.top, bottom: 20, left: PAGE_LAYOUT.MARGIN.left, right: PAGE_LAYOUT.MARGIN.right },
    info: { Title: `${s.title} - ${spec.productName}`, Author: spec.supplier.name, Subject: spec.productName },
    compress: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  // Title block of page 1.
  const W = PAGE_LAYOUT.PAGE.width - PAGE_LAYOUT.MARGIN.left - PAGE_LAYOUT.MARGIN.right;
  let y = spec.layout.headerFooter ? PAGE_LAYOUT.MARGIN.top - 14 : 40;
  const x = PAGE_LAYOUT.MARGIN.left;
  doc.font(style.bold).fontSize(15).text(s.title, x, y, { width: W, align: 'center' });
  y = doc.y + 2;
  doc.font(style.font).fontSize(7.5).text(s.regulation, x, y, { width: W, align: 'center' });
  y = doc.y + 6;
  doc.font(style.bold).fontSize(12).text(spec.productName, x, y, { width: W, align: 'center' });
  y = doc.y + 3;
  const dateLine = [
    `${s.labels.revisionDate}: ${longTitleDate ? s.longDate(spec.revisionDate) : s.date(spec.revisionDate)}`,
    `${s.labels.version}: ${spec.version}`,
    printDate ? `${s.labels.printDate}: ${s.date(printDate)}` : '',
  ].filter(Boolean);
  doc.font(style.font).fontSize(8.5).text(dateLine.join('    '), x, y, { width: W, align: 'center' });
  if (previous) doc.text(`${s.labels.supersedes}: ${previous.version} (${s.date(previous.date)})`, x, doc.y + 1, { width: W, align: 'center' });
  y = doc.y + 10;

  const flow = new Flow(doc, style, spec.layout.columns, y);
  const heading = (n: number) => flow.heading(sectionTitle(n, s, titleVariant));
  const textSection = (n: TextSection) => {
    heading(n);
    for (const [sub, body] of s.body[n]) {
      flow.subheading(sub);
      flow.paragraph(body);
    }
  };

  // SECTION 1
  heading(1);
  flow.subheading(s.s1[0]);
  flow.field(s.labels.productName, spec.productName);
  if (spec.productCode) flow.field(s.labels.productCode, spec.productCode);
  if (spec.ufi) flow.field(s.labels.ufi, spec.ufi);
  if (spec.kind === 'substance') {
    const c = spec.components[0];
    if (c.cas) flow.field(s.labels.cas, c.cas);
    if (c.ec) flow.field(s.labels.ec, c.ec);
  }
  flow.subheading(s.s1[1]);
  flow.field(s.labels.identifiedUse, s.uses[spec.layout.seed % s.uses.length]);
  flow.subheading(s.s1[2]);
  if (style.tables) flow.field(s.labels.supplier, `${spec.supplier.name}\n${spec.supplier.address}`);
  else {
    flow.field(s.labels.supplier, spec.supplier.name);
    flow.paragraph(spec.supplier.address);
  }
  flow.field(s.labels.phone, spec.supplier.phone);
  flow.field(s.labels.email, spec.supplier.email);
  flow.subheading(s.s1[3]);
  flow.field(s.labels.emergencyPhone, spec.supplier.emergencyPhone);

  // SECTION 2
  heading(2);
  flow.subheading(s.s2[0]);
  flow.paragraph(s.labels.classification, true);
  if (spec.classes.length === 0) flow.paragraph(s.words.notClassified);
  else if (style.tables)
    flow.table(
      [s.labels.hazardClass, s.labels.category, 'H'],
      spec.classes.map((c) => [c.hazardClass, c.category ?? '', c.hStatement ?? '']),
      [0.5, 0.25, 0.25],
    );
  else for (const c of spec.classes) flow.paragraph(classLine(c));
  flow.subheading(s.s2[1]);
  if (spec.pictograms.length > 0) {
    flow.paragraph(`${s.labels.pictograms}:`, true);
    flow.pictograms(
      spec.pictograms,
      spec.pictograms.map((p) => s.pictogramNames[p as keyof typeof s.pictogramNames]),
    );
  }
  if (spec.signalWord) flow.field(s.labels.signalWord, s.signalWords[spec.signalWord]);
  if (spec.hStatements.length > 0) {
    flow.paragraph(`${s.labels.hStatements}:`, true);
    flow.statements(statementRows(spec.hStatements, spec));
  }
  if (spec.euhStatements.length > 0) {
    flow.paragraph(`${s.labels.euhStatements}:`, true);
    flow.statements(statementRows(spec.euhStatements, spec));
  }
  if (spec.pStatements.length > 0) {
    flow.paragraph(`${s.labels.pStatements}:`, true);
    flow.statements(statementRows(spec.pStatements, spec));
  }
  flow.subheading(s.s2[2]);
  flow.paragraph(s.words.noOtherHazards);

  // SECTION 3
  heading(3);
  flow.subheading(spec.kind === 'substance' ? s.s3.substance : s.s3.mixture);
  if (componentsAsTable) {
    flow.table(
      [s.labels.name, s.labels.cas, s.labels.ec, s.labels.index, s.labels.reach, s.labels.concentration, 'CLP'],
      spec.components.map((c) => [
        c.name,
        c.cas ?? '',
        c.ec ?? '',
        c.indexNumber ?? '',
        c.reachNumber ?? '',
        concentration(c, s, concVariant),
        c.hStatements.join(', '),
      ]),
      [0.22, 0.11, 0.1, 0.12, 0.2, 0.13, 0.12],
    );
  } else {
    for (const c of spec.components) {
      flow.paragraph(c.name, true);
      if (c.cas) flow.field(s.labels.cas, c.cas);
      if (c.ec) flow.field(s.labels.ec, c.ec);
      if (c.indexNumber) flow.field(s.labels.index, c.indexNumber);
      if (c.reachNumber) flow.field(s.labels.reach, c.reachNumber);
      flow.field(s.labels.concentration, concentration(c, s, concVariant));
      // Block layout has room for the full classification, as most sheets print it ("Flam. Liq. 2, H225; ...").
      const clp = c.cas ? substanceByCas(c.cas) : undefined;
      flow.field(
        'CLP',
        clp ? clp.classes.map(([k, cat, h]) => classLine({ hazardClass: k, category: cat, hStatement: h })).join('; ') : c.hStatements.join(', '),
      );
      flow.space(3);
    }
  }
  flow.paragraph(s.words.componentsNote);

  for (const n of [4, 5, 6, 7, 8] as const) textSection(n);

  // SECTION 9
  heading(9);
  flow.subheading(s.s9);
  const p = spec.physical;
  const measured = (v: number | null, unit: string) => (v == null ? s.words.notApplicable : `${num(v, s)} ${unit}`);
  flow.field(s.labels.state, s.states[p.state as keyof typeof s.states] ?? p.state);
  flow.field(s.labels.colour, p.colour);
  flow.field(s.labels.odour, p.odour);
  flow.field(s.labels.boilingPoint, measured(p.boilingPointC, '°C'));
  flow.field(s.labels.flashPoint, measured(p.flashPointC, '°C'));
  flow.field(s.labels.pH, p.pH == null ? s.words.notAvailable : num(p.pH, s));
  flow.field(s.labels.viscosity, measured(p.viscosityMm2s, 'mm²/s (20 °C)'));
  flow.field(s.labels.density, measured(p.densityGcm3, 'g/cm³ (20 °C)'));

  for (const n of [10, 11, 12, 13] as const) textSection(n);

  // SECTION 14
  heading(14);
  const t = spec.transport;
  const un = t.unNumber ? `UN${unSpace ? ' ' : ''}${t.unNumber}` : s.words.notRegulated;
  flow.field(s.s14[0], un);
  flow.field(s.s14[1], t.shippingName ?? s.words.notApplicable);
  flow.field(s.s14[2], t.transportClass ?? s.words.notApplicable);
  flow.field(s.s14[3], t.packingGroup ?? s.words.notApplicable);
  flow.field(s.s14[4], t.environmentalHazard ? s.words.yes : s.words.no);
  flow.field(s.s14[5], s.words.specialPrecautions);
  flow.field(s.s14[6], s.words.bulk);

  textSection(15);
  textSection(16);
  const componentCodes = [...new Set(spec.components.flatMap((c) => c.hStatements).concat(spec.euhStatements))];
  flow.paragraph(`${s.labels.hStatements}:`, true);
  flow.statements(statementRows(componentCodes, spec));
  flow.field(s.labels.revisionDate, s.date(spec.revisionDate));
  flow.field(s.labels.version, spec.version);

  if (spec.layout.headerFooter)
    drawPageFrame(doc, style, {
      left: `${s.title} - ${spec.productName}`,
      right: `${s.labels.revisionDate}: ${s.date(spec.revisionDate)} - ${s.labels.version} ${spec.version}`,
      footerLeft: spec.supplier.name,
      page: s.page,
    });
  doc.end();
  return done;
}
