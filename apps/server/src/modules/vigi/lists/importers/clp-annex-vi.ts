import type ExcelJS from 'exceljs';
import { normaliseIndexNumber } from '@openfds/contract';
import { emptyEntry, ListFileFormatError, type ListImporter, type ParsedEntry, type ParsedList } from './parsed-list.ts';
import { casList, ecList } from './tabular.ts';

/** Header cells of ECHA's Annex VI table 3 workbook (first sheet), in column order A..L. */
export const CLP_ANNEX_VI_COLUMNS = [
  'Index No',
  'International Chemical Identification',
  'EC No',
  'CAS No',
  'Classification',
  '',
  'Labelling',
  '',
  '',
  'Specific Conc. Limits, M-factors',
  'Notes',
  'ATP inserted/ATP Updated',
];

export interface ClpRow {
  indexNumber: string;
  name: string;
  cas: string[];
  ec: string[];
  /** Hazard class and category codes, e.g. ["Carc. 1B", "Acute Tox. 2 *"]. */
  classes: string[];
  hazardStatements: string[];
  labelling: string[];
  specificLimits: string | null;
  notes: string | null;
  atp: string | null;
}

function text(cell: ExcelJS.Cell): string {
  const v = cell.value as unknown;
  if (v == null) return '';
  if (typeof v === 'object' && v !== null && 'richText' in v) {
    return (v as { richText: { text: string }[] }).richText.map((r) => r.text).join('');
  }
  if (typeof v === 'object' && v !== null && 'text' in v) return String((v as { text: unknown }).text);
  return String(v);
}

function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads the rows of table 3 (pure: bytes in, rows out). Rows start below the "Index No" header. */
export async function readClpTable(data: Buffer): Promise<{ rows: ClpRow[]; label: string | null; warnings: string[] }> {
  // exceljs is loaded on first use, not at start: about 16 MB that a search-only server never uses.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch (error) {
    throw new ListFileFormatError(CLP_ANNEX_VI_COLUMNS.filter(Boolean), `not a readable xlsx file: ${(error as Error).message}`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ListFileFormatError(CLP_ANNEX_VI_COLUMNS.filter(Boolean), 'the workbook has no sheet');
  let headerRow = 0;
  let label: string | null = null;
  sheet.eachRow((row, n) => {
    if (headerRow) return;
    const first = text(row.getCell(1)).trim();
    if (/^Index No/i.test(first)) headerRow = n;
    const updated = /Updated on (.+)$/i.exec(first);
    if (updated) label = updated[1].trim();
  });
  if (!headerRow || !/International Chemical Identification/i.test(text(sheet.getRow(headerRow).getCell(2)))) {
    throw new ListFileFormatError(CLP_ANNEX_VI_COLUMNS.filter(Boolean), 'the header row "Index No" was not found');
  }
  const rows: ClpRow[] = [];
  const warnings: string[] = [];
  sheet.eachRow((row, n) => {
    if (n <= headerRow) return;
    const rawIndex = text(row.getCell(1)).trim();
    if (!rawIndex) return;
    const indexNumber = normaliseIndexNumber(rawIndex);
    if (!indexNumber) {
      if (!/^[A-Za-z ]*$/.test(rawIndex)) warnings.push(`row ${n}: unreadable index number "${rawIndex}"`);
      return;
    }
    rows.push({
      indexNumber,
      name: text(row.getCell(2)).replace(/\s+/g, ' ').trim(),
      ec: ecList(text(row.getCell(3))),
      cas: casList(text(row.getCell(4))),
      classes: lines(text(row.getCell(5))),
      hazardStatements: lines(text(row.getCell(6))),
      labelling: lines(text(row.getCell(8))),
      specificLimits: text(row.getCell(10)).trim() || null,
      notes: text(row.getCell(11)).trim() || null,
      atp: text(row.getCell(12)).trim() || null,
    });
  });
  return { rows, label, warnings };
}

/** The highest ATP named in the table ("ATP17"), used as the version label. */
export function latestAtp(rows: ClpRow[]): string | null {
  let max = -1;
  for (const r of rows) for (const m of (r.atp ?? '').matchAll(/ATP\s*(\d+)/gi)) max = Math.max(max, Number(m[1]));
  return max >= 0 ? `ATP ${max}` : null;
}

export function clpEntry(row: ClpRow, extra: Partial<ParsedEntry> = {}): ParsedEntry {
  return emptyEntry({
    entryKey: `index:${row.indexNumber}`,
    name: row.name,
    indexNumber: row.indexNumber,
    cas: row.cas[0] ?? null,
    ec: row.ec[0] ?? null,
    otherCas: row.cas.slice(1),
    otherEc: row.ec.slice(1),
    classification: row.classes,
    details: {
      hazard_statements: row.hazardStatements,
      labelling: row.labelling,
      specific_limits: row.specificLimits,
      notes: row.notes,
      atp: row.atp,
    },
    ...extra,
  });
}

async function parseClp(data: Buffer): Promise<ParsedList> {
  const { rows, warnings } = await readClpTable(data);
  const seen = new Set<string>();
  const entries: ParsedEntry[] = [];
  for (const row of rows) {
    if (seen.has(row.indexNumber)) {
      warnings.push(`duplicate index number ${row.indexNumber} skipped`);
      continue;
    }
    seen.add(row.indexNumber);
    entries.push(clpEntry(row));
  }
  return { entries, label: latestAtp(rows), publicationDate: null, warnings };
}

export const clpAnnexViImporter: ListImporter = { list: 'clp_annex_vi', format: 'xlsx', parse: parseClp };
