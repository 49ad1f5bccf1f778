import type { InterfaceLanguage } from '@openfds/contract';
import { winAnsi } from '../../../pdf/win-ansi.ts';
import type { IcpeProductInput } from '../inventory/inventory.service.ts';
import type { IcpeAssessment } from './icpe-assessment.ts';
import { NOMENCLATURE_META } from './nomenclature.ts';
import { ICPE_PDF_TEXTS } from './icpe-pdf-texts.ts';
import { ICPE_REPORT_TEXTS } from './icpe-report-texts.ts';

/**
 * The Quick-ICPE PDF report of one establishment (issue #28 "PDF and xlsx reports"): the workbook's content (rubriques
 * with régime and margin, Seveso direct and cumulation with Sa/Sb/Sc, assumptions, the nomenclature's source, version,
 * licence and its "not confirmed" notice) and, per product, where each figure came from. Built as plain blocks first
 * (tested on their own), then drawn with pdfkit.
 */

export type IcpeSiteReport = IcpeAssessment & { site: string; inputs: IcpeProductInput[] };

export type ReportBlock = { heading: string; header: string[]; rows: string[][]; widths: number[] } | { heading: string; lines: string[] };

export interface ReportContent {
  title: string;
  subtitle: string;
  blocks: ReportBlock[];
}

/** The report's content in one language: what the PDF prints, block by block. */
export function icpeReportContent(site: IcpeSiteReport, language: InterfaceLanguage, madeOn: Date): ReportContent {
  const W = ICPE_REPORT_TEXTS[language];
  const P = ICPE_PDF_TEXTS[language];
  const n = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
  const sums = (s: { sa: number; sb: number; sc: number }) => `Sa = ${n.format(s.sa)}, Sb = ${n.format(s.sb)}, Sc = ${n.format(s.sc)}`;
  const seveso = site.seveso;
  const status = `${W.seveso}: ${W.status[seveso.status]}${seveso.by ? ` (${P.byRule[seveso.by]})` : ''}`;
  const direct = seveso.direct.length === 0 ? P.none : seveso.direct.map((d) => `${d.rubrique} ${n.format(d.tonnes)} t (${W.status[d.tier]})`).join('; ');
  const notConfirmed = site.rubriques.some((r) => !r.confirmed) || !NOMENCLATURE_META.confirmed_against_current_text;
  return {
    title: P.title,
    subtitle: `${P.establishment}: ${site.site} - ${P.generated} ${madeOn.toISOString().slice(0, 10)}`,
    blocks: [
      {
        heading: P.rubriques,
        header: [W.rubrique, W.title, W.regime, W.tonnes, W.next, W.margin, W.products],
        widths: [44, 150, 36, 44, 50, 46, 129],
        rows: site.rubriques.map((r) => [
          `${r.rubrique}${r.state ? ` (${P.states[r.state]})` : ''}`,
          r.title,
          r.regime,
          n.format(r.tonnes),
          r.next?.regime ?? '',
          r.next ? n.format(r.next.margin_t) : '',
          r.products.join(', '),
        ]),
      },
      {
        heading: W.seveso,
        lines: [
          status,
          `${P.direct}: ${direct}`,
          `${P.cumulation}, ${P.lower}: ${sums(seveso.sums)}`,
          `${P.cumulation}, ${P.upper}: ${sums(seveso.sums_high)}`,
        ],
      },
      {
        heading: P.products,
        header: [W.products, P.area, P.quantity, W.state, P.hazards, P.density],
        widths: [110, 60, 70, 70, 120, 69],
        rows: site.inputs.map((p) => [
          `${p.product_name} (${p.document_code})`,
          p.area,
          `${n.format(p.quantity)} ${p.unit === 'm3' ? 'm³' : p.unit} (${P.from.inventory})`,
          `${P.states[p.state]} (${P.from[p.state_from]})`,
          `${p.hazards.join(', ') || '-'} (${P.from[p.hazards_from]})`,
          p.density_from === null ? '-' : `${p.density === null ? '1' : n.format(p.density)} kg/L (${P.from[p.density_from]})`,
        ]),
      },
      {
        heading: W.assumptions,
        lines: site.assumptions.length === 0 ? [P.none] : site.assumptions.map((a) => `${a.product ?? a.rubrique ?? ''}: ${a.detail}`),
      },
      {
        heading: W.source,
        lines: [
          NOMENCLATURE_META.title,
          `${P.version}: ${NOMENCLATURE_META.version} - ${NOMENCLATURE_META.source}`,
          `${P.licence}: ${NOMENCLATURE_META.licence}`,
          ...(notConfirmed ? [P.notConfirmed] : []),
          P.disclaimer,
        ],
      },
    ],
  };
}

/** Draws the report's blocks on A4 pages (Helvetica, tables wrapped cell by cell, a new page when one is full). */
export async function renderIcpeReport(content: ReportContent, language: InterfaceLanguage): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 40, lang: language, info: { Title: winAnsi(`${content.title} - ${content.subtitle}`) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  doc.font('Helvetica-Bold').fontSize(15).text(winAnsi(content.title));
  doc.font('Helvetica').fontSize(10).text(winAnsi(content.subtitle)).moveDown();
  for (const block of content.blocks) {
    if (doc.y > bottom() - 60) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(11).text(winAnsi(block.heading), left).moveDown(0.3);
    if ('lines' in block) {
      doc.font('Helvetica').fontSize(9);
      for (const line of block.lines) doc.text(winAnsi(line), left);
      doc.moveDown();
      continue;
    }
    const row = (cells: string[], bold: boolean) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
      const height = Math.max(...cells.map((c, i) => doc.heightOfString(winAnsi(c), { width: block.widths[i] - 4 }))) + 4;
      if (doc.y + height > bottom()) doc.addPage();
      const y = doc.y;
      let x = left;
      cells.forEach((c, i) => {
        doc.text(winAnsi(c), x + 2, y + 2, { width: block.widths[i] - 4 });
        x += block.widths[i];
      });
      doc
        .moveTo(left, y + height)
        .lineTo(x, y + height)
        .lineWidth(0.3)
        .strokeColor('#999999')
        .stroke();
      doc.x = left;
      doc.y = y + height;
    };
    row(block.header, true);
    for (const cells of block.rows) row(cells, false);
    doc.moveDown();
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
