import type ExcelJS from 'exceljs';
import type { Measured, SdsReading } from '../types.js';
import { XLSX_LABELS, type XlsxLanguage } from './xlsx-labels.js';
import { neutraliseFormula } from '@openfds/contract';

export interface XlsxOptions {
  /** Language of sheet and row titles (default en). */
  language?: XlsxLanguage;
}

type Cell = string | number | null;

function sheet(wb: ExcelJS.Workbook, name: string, header: string[], rows: Cell[][]): void {
  // Worksheet names are limited to 31 characters by the format.
  const ws = wb.addWorksheet(name.slice(0, 31));
  ws.addRow(header).font = { bold: true };
  // Text read from a sheet is never a formula in the workbook (issue #22).
  for (const r of rows) ws.addRow(r.map((c) => neutraliseFormula(c ?? '')));
  ws.columns.forEach((col, i) => {
    const longest = Math.max(header[i]?.length ?? 10, ...rows.map((r) => String(r[i] ?? '').length));
    col.width = Math.min(80, Math.max(10, longest + 2));
  });
  ws.views = [{ state: 'frozen', ySplit: 1 }];
}

/** The extracted data as an xlsx workbook: one worksheet per section (1, 2, 3, 9, 14) and one for the flags. */
export async function readingToXlsx(reading: SdsReading, options: XlsxOptions = {}): Promise<Uint8Array> {
  const t = XLSX_LABELS[options.language ?? 'en'];
  // exceljs is loaded on first use, not at start: about 16 MB that a search-only server never uses.
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  wb.creator = 'OpenFDS';
  const id = reading.identification;
  const kv = (keys: (keyof typeof id)[]): Cell[][] => keys.map((k) => [t[k], id[k]]);
  sheet(
    wb,
    t.section1,
    [t.field, t.value],
    [
      ...kv(['productName', 'productCode', 'ufi', 'supplierName', 'address', 'phone', 'email', 'emergencyPhone', 'revisionDate', 'version']),
      [t.language, reading.language],
      [t.format, reading.format],
      [t.pages, reading.pages],
      [t.readerVersion, reading.readerVersion],
    ],
  );
  const h = reading.hazards;
  sheet(
    wb,
    t.section2,
    [t.field, t.value, t.category, t.hStatement],
    [
      [t.signalWord, h.signalWord, null, null],
      [t.pictograms, h.pictograms.join(', '), null, null],
      [t.hStatements, h.hStatements.join(', '), null, null],
      [t.euhStatements, h.euhStatements.join(', '), null, null],
      [t.pStatements, h.pStatements.join(', '), null, null],
      ...h.classes.map((c): Cell[] => [t.hazardClass, c.hazardClass, c.category, c.hStatement]),
    ],
  );
  sheet(
    wb,
    t.section3,
    [t.name, t.cas, t.ec, t.indexNumber, t.reachNumber, t.concMin, t.concMax, t.unit, t.raw, t.hStatements, t.mFactor, t.scl, t.ate],
    [
      [t.kind, reading.composition.kind, null, null, null, null, null, null, null, null, null, null, null],
      ...reading.composition.components.map((c): Cell[] => [
        c.name,
        c.cas,
        c.ec,
        c.indexNumber,
        c.reachNumber,
        c.concentration?.min ?? null,
        c.concentration?.max ?? null,
        c.concentration?.unit ?? null,
        c.concentration?.raw ?? null,
        c.hStatements.join(', '),
        c.mFactor ? `${c.mFactor.acute ?? '-'} / ${c.mFactor.chronic ?? '-'}` : null,
        c.specificConcentrationLimits?.join('; ') ?? null,
        c.acuteToxicityEstimates?.join('; ') ?? null,
      ]),
    ],
  );
  const p = reading.physical;
  const m = (label: string, v: Measured | null): Cell[] => [label, v?.value ?? null, v?.unit ?? null, v?.raw ?? null];
  sheet(
    wb,
    t.section9,
    [t.field, t.value, t.unit, t.raw],
    [
      [t.state, p.state, null, null],
      [t.colour, p.colour, null, null],
      [t.odour, p.odour, null, null],
      m(t.flashPoint, p.flashPoint),
      m(t.boilingPoint, p.boilingPoint),
      m(t.pH, p.pH),
      m(t.density, p.density),
      m(t.viscosity, p.viscosity),
    ],
  );
  const tr = reading.transport;
  const yesNo = (b: boolean | null) => (b === null ? null : b ? t.yes : t.no);
  sheet(
    wb,
    t.section14,
    [t.field, t.value],
    [
      [t.unNumber, tr.unNumber],
      [t.shippingName, tr.shippingName],
      [t.transportClass, tr.transportClass],
      [t.packingGroup, tr.packingGroup],
      [t.environmentalHazard, yesNo(tr.environmentalHazard)],
    ],
  );
  sheet(
    wb,
    t.flags,
    [t.flag, t.evidence],
    [
      ...reading.conformity.map((c): Cell[] => [c.flag, c.evidence]),
      ...reading.warnings.map((w): Cell[] => [`${t.warning}: ${w.field}`, `${w.value}: ${w.reason}`]),
    ],
  );
  const buffer = await wb.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
