import { parse } from 'csv-parse/sync';
import { normaliseIndexNumber } from '@openfds/contract';
import { emptyEntry, ListFileFormatError, type ListImporter, type ParsedEntry, type ParsedList } from './parsed-list.ts';
import { casList, ecList } from './tabular.ts';
import { isXlsx, readWorkbook } from './workbook.ts';

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
  /** CELEX number of the act that last changed the entry (ATP 21 and later layout), e.g. 32025R1222. */
  celex: string | null;
}

/** Header cells of the ATP 21 and later workbooks (and of our CSV copy of them), by name. */
export const CLP_ANNEX_VI_COLUMNS_ATP21 = [
  'Index No',
  'ATP',
  'CELEX',
  'Chemical Name',
  'EC No',
  'CAS No',
  'Hazard Class and Category Code(s)',
  'Classification Hazard Statement Code(s)',
  'Labelling Pictogram, Signal Word Code(s)',
  'Labelling Hazard Statement Code(s)',
  'Labelling Suppl. Hazard Statement Code(s)',
  'M, SCL, ATE',
  'Notes',
];

function lines(value: string | undefined): string[] {
  return (value ?? '')
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The table's rows as text: the workbook's table sheet (not its "History" of past ATPs), or a CSV copy. */
export async function readClpSheet(data: Buffer): Promise<string[][]> {
  const expected = CLP_ANNEX_VI_COLUMNS.filter(Boolean);
  if (!isXlsx(data)) {
    try {
      return parse(data, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
    } catch (error) {
      throw new ListFileFormatError(expected, `not a readable xlsx or CSV file: ${(error as Error).message}`);
    }
  }
  let sheets;
  try {
    sheets = await readWorkbook(data);
  } catch (error) {
    throw new ListFileFormatError(expected, `not a readable xlsx file: ${(error as Error).message}`);
  }
  const hasHeader = (rows: string[][]) => rows.slice(0, 20).some((r) => /^Index No/i.test((r[0] ?? '').trim()));
  const table = sheets.find((s) => !/history/i.test(s.name) && hasHeader(s.rows)) ?? sheets.find((s) => hasHeader(s.rows));
  if (!table) throw new ListFileFormatError(expected, 'the workbook has no sheet with the header row "Index No"');
  return table.rows;
}

/**
 * Reads the rows of table 3 (pure: bytes in, rows out), in either layout: up to ATP 20 (column B "International
 * Chemical Identification", classification in E-F, labelling in G-I, ATP in L) or ATP 21 and later (columns named
 * as in CLP_ANNEX_VI_COLUMNS_ATP21, with the ATP and CELEX number of each entry's last change).
 */
export async function readClpTable(data: Buffer): Promise<{ rows: ClpRow[]; label: string | null; warnings: string[] }> {
  const all = await readClpSheet(data);
  const headerAt = all.findIndex((r) => /^Index No/i.test((r[0] ?? '').trim()));
  const header = headerAt >= 0 ? all[headerAt].map((h) => h.replace(/\s+/g, ' ').trim().toLowerCase()) : [];
  const oldLayout = /International Chemical Identification/i.test(header[1] ?? '');
  const newLayout = header.includes('chemical name') && header.includes('hazard class and category code(s)');
  if (!oldLayout && !newLayout) {
    throw new ListFileFormatError(CLP_ANNEX_VI_COLUMNS.filter(Boolean), 'the header row "Index No" was not found');
  }
  let label: string | null = null;
  for (const r of all.slice(0, Math.max(headerAt, 0))) {
    const updated = /Updated on (.+)$/i.exec((r[0] ?? '').trim());
    if (updated) label = updated[1].trim();
  }
  const col = (name: string) => header.indexOf(name.toLowerCase());
  // Column positions of each field in the file's layout.
  const at = oldLayout
    ? { name: 1, ec: 2, cas: 3, classes: 4, h: 5, labelling: 6, scl: 9, notes: 10, atp: 11, celex: -1 }
    : {
        name: col('Chemical Name'),
        ec: col('EC No'),
        cas: col('CAS No'),
        classes: col('Hazard Class and Category Code(s)'),
        h: col('Classification Hazard Statement Code(s)'),
        labelling: col('Labelling Pictogram, Signal Word Code(s)'),
        scl: col('M, SCL, ATE'),
        notes: col('Notes'),
        atp: col('ATP'),
        celex: col('CELEX'),
      };
  const cell = (r: string[], i: number) => (i >= 0 ? (r[i] ?? '') : '');
  const rows: ClpRow[] = [];
  const warnings: string[] = [];
  all.forEach((r, i) => {
    if (i <= headerAt) return;
    const rawIndex = cell(r, 0).trim();
    if (!rawIndex) return;
    const indexNumber = normaliseIndexNumber(rawIndex);
    if (!indexNumber) {
      if (!/^[A-Za-z ]*$/.test(rawIndex)) warnings.push(`row ${i + 1}: unreadable index number "${rawIndex}"`);
      return;
    }
    rows.push({
      indexNumber,
      name: cell(r, at.name).replace(/\s+/g, ' ').trim(),
      ec: ecList(cell(r, at.ec)),
      cas: casList(cell(r, at.cas)),
      classes: lines(cell(r, at.classes)),
      hazardStatements: lines(cell(r, at.h)),
      labelling: lines(cell(r, at.labelling)),
      specificLimits: cell(r, at.scl).trim() || null,
      notes: cell(r, at.notes).trim() || null,
      atp: cell(r, at.atp).trim() || null,
      celex: cell(r, at.celex).trim() || null,
    });
  });
  return { rows, label, warnings };
}

/**
 * The version's name: the highest ATP named in the table, with the regulation that made it when the table gives
 * its CELEX number ("ATP 23 (Regulation (EU) 2025/1222)"), else "ATP 17".
 */
export function latestAtp(rows: ClpRow[]): string | null {
  let max = -1;
  for (const r of rows) for (const m of (r.atp ?? '').matchAll(/ATP\s*(\d+)/gi)) max = Math.max(max, Number(m[1]));
  if (max < 0) return null;
  const celex = rows.find((r) => new RegExp(`ATP\\s*0*${max}\\b`, 'i').test(r.atp ?? '') && r.celex)?.celex;
  const act = celex ? /^3(\d{4})R(\d{4})$/.exec(celex) : null;
  return act ? `ATP ${max} (Regulation (EU) ${act[1]}/${Number(act[2])})` : `ATP ${max}`;
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
