import type { InterfaceLanguage } from '@openfds/contract';
import type { IcpeAssessment } from './icpe-assessment.ts';
import { NOMENCLATURE_META } from './nomenclature.ts';
import { ICPE_REPORT_TEXTS } from './icpe-report-texts.ts';
import { ICPE_PDF_TEXTS } from './icpe-pdf-texts.ts';

/** The Quick-ICPE summary as an xlsx workbook: one worksheet per establishment, its rubriques, Seveso status and assumptions. */
export async function icpeWorkbook(sites: (IcpeAssessment & { site: string })[], language: InterfaceLanguage): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const L = ICPE_REPORT_TEXTS[language];
  // The words of the states and of the Seveso rule, as the PDF prints them (never the API's English codes).
  const P = ICPE_PDF_TEXTS[language];
  const wb = new Excel.Workbook();
  const used = new Set<string>();
  for (const site of sites) {
    // Worksheet names: at most 31 characters, no []:*?/\ and unique.
    let name = site.site.replace(/[[\]:*?/\\]/g, ' ').slice(0, 28) || '-';
    while (used.has(name)) name = `${name.slice(0, 26)}~${used.size}`;
    used.add(name);
    const ws = wb.addWorksheet(name);
    ws.addRow([L.rubrique, L.state, L.title, L.regime, L.tonnes, L.products, L.next, L.margin]).font = { bold: true };
    for (const r of site.rubriques) {
      ws.addRow([
        r.rubrique,
        r.state ? P.states[r.state] : '',
        r.title,
        r.regime,
        r.tonnes,
        r.products.join(', '),
        r.next?.regime ?? '',
        r.next?.margin_t ?? '',
      ]);
    }
    ws.addRow([]);
    ws.addRow([
      L.seveso,
      L.status[site.seveso.status],
      site.seveso.by ? P.byRule[site.seveso.by] : '',
      `Sa ${site.seveso.sums.sa}`,
      `Sb ${site.seveso.sums.sb}`,
      `Sc ${site.seveso.sums.sc}`,
    ]);
    ws.addRow([]);
    ws.addRow([L.assumptions]).font = { bold: true };
    for (const a of site.assumptions) ws.addRow([a.product ?? a.rubrique ?? '', a.detail]);
    ws.addRow([]);
    ws.addRow([L.source, `${NOMENCLATURE_META.title}, ${NOMENCLATURE_META.version}`, NOMENCLATURE_META.source, NOMENCLATURE_META.licence]);
    ws.columns.forEach((c, i) => (c.width = [10, 8, 50, 8, 10, 40, 14, 12][i] ?? 12));
  }
  if (sites.length === 0) wb.addWorksheet('-');
  return Buffer.from(await wb.xlsx.writeBuffer());
}
