import { parse } from 'csv-parse/sync';
import { normaliseCas, normaliseEc } from '@openfds/contract';
import { ListFileFormatError } from './parsed-list.ts';
import { exportDateCell, isXlsx, readWorkbook } from './workbook.ts';

/**
 * Helpers shared by the CSV/TSV importers: parsing with named columns, checking the expected header,
 * reading ECHA's dates and identifier cells.
 */
export function readTable(data: Buffer, expected: string[], delimiter = ',', forbidden: string[] = []): Record<string, string>[] {
  let records: Record<string, string>[];
  try {
    records = parse(data, {
      columns: (header: string[]) => header.map((h) => h.trim()),
      bom: true,
      delimiter,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: delimiter === '\t',
      trim: true,
    });
  } catch (error) {
    throw new ListFileFormatError(expected, `not a readable ${delimiter === '\t' ? 'TSV' : 'CSV'} file: ${(error as Error).message}`);
  }
  const header = records.length > 0 ? Object.keys(records[0]) : [];
  const missing = expected.filter((c) => !header.some((h) => h.toLowerCase() === c.toLowerCase()));
  if (records.length === 0 || missing.length > 0) {
    throw new ListFileFormatError(expected, records.length === 0 ? 'no rows' : `missing columns: ${missing.join(', ')}`);
  }
  // Columns that belong to another list's table: the admin picked the wrong list for this file.
  const foreign = forbidden.filter((c) => header.some((h) => h.toLowerCase() === c.toLowerCase()));
  if (foreign.length > 0) throw new ListFileFormatError(expected, `columns of another list: ${foreign.join(', ')}`);
  // Column lookups are case-insensitive ("Entry No." in Annex XIV, "Entry no." in Annex XVII).
  return records.map((r) => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(r)) out[k.toLowerCase()] = (v ?? '').trim();
    return out;
  });
}

/** The rows of a list file and the export date its workbook states (ECHA's xlsx exports have one). */
export interface ListRows {
  rows: Record<string, string>[];
  exportDate: string | null;
  /** ECHA's xlsx exports split group entries into member rows; its CSV exports do not. */
  fromWorkbook: boolean;
}

/**
 * The rows of a list file, CSV or ECHA's xlsx export (header below a few preamble rows, on the first sheet that
 * has every expected column), with lower-case column names. `aliases` renames columns of other export layouts
 * to the names the importer reads (lower case, e.g. "ec number" -> "ec no.").
 */
export async function readListRows(
  data: Buffer,
  expected: string[],
  options: { delimiter?: string; forbidden?: string[]; aliases?: Record<string, string> } = {},
): Promise<ListRows> {
  const aliases = options.aliases ?? {};
  const canonical = (h: string) => aliases[h.trim().toLowerCase()] ?? h.trim().toLowerCase();
  const wanted = expected.map((c) => c.toLowerCase());
  if (!isXlsx(data)) {
    let rows: Record<string, string>[];
    try {
      rows = readTable(data, [], options.delimiter, options.forbidden).map((r) => renameKeys(r, canonical));
    } catch (error) {
      // The same failure, with this list's columns for the admin.
      if (error instanceof ListFileFormatError) throw new ListFileFormatError(expected, error.message);
      throw error;
    }
    const header = rows.length ? Object.keys(rows[0]) : [];
    const missing = wanted.filter((c) => !header.includes(c));
    if (missing.length) throw new ListFileFormatError(expected, `missing columns: ${missing.join(', ')}`);
    return { rows, exportDate: null, fromWorkbook: false };
  }
  let sheets;
  try {
    sheets = await readWorkbook(data);
  } catch (error) {
    throw new ListFileFormatError(expected, `not a readable xlsx file: ${(error as Error).message}`);
  }
  for (const sheet of sheets) {
    const at = sheet.rows.slice(0, 20).findIndex((row) => wanted.every((c) => row.some((cell) => canonical(cell) === c)));
    if (at < 0) continue;
    const header = sheet.rows[at].map(canonical);
    const foreign = (options.forbidden ?? []).filter((c) => header.includes(c.toLowerCase()));
    if (foreign.length > 0) throw new ListFileFormatError(expected, `columns of another list: ${foreign.join(', ')}`);
    const rows = sheet.rows
      .slice(at + 1)
      .filter((row) => row.some((cell) => cell.trim()))
      .map((row) => Object.fromEntries(header.map((h, i) => [h, (row[i] ?? '').trim()] as const).filter(([h]) => h)));
    return { rows, exportDate: parseDate(exportDateCell(sheets) ?? undefined), fromWorkbook: true };
  }
  throw new ListFileFormatError(expected, 'no sheet of the workbook has these columns');
}

function renameKeys(row: Record<string, string>, canonical: (h: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [canonical(k), v]));
}

const MONTHS: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};

/** ECHA dates ("05-Nov-2025"), ISO dates and dd/mm/yyyy; null when empty or unreadable. */
export function parseDate(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  let m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(value);
  if (m && MONTHS[m[2].toLowerCase()]) return `${m[3]}-${MONTHS[m[2].toLowerCase()]}-${m[1].padStart(2, '0')}`;
  m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (m) return `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  return null;
}

/** All CAS numbers of a cell ("10588-01-9, 7789-12-0", "-", newline-separated). */
export function casList(raw: string | undefined): string[] {
  return unique(
    splitCell(raw)
      .map(normaliseCas)
      .filter((v): v is string => !!v),
  );
}

export function ecList(raw: string | undefined): string[] {
  return unique(
    splitCell(raw)
      .map(normaliseEc)
      .filter((v): v is string => !!v),
  );
}

function splitCell(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[,;\n\r]+|\s{2,}/)
    .map((s) => s.trim())
    .filter((s) => s && s !== '-');
}

export function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** Lower-case, unaccented, single-spaced: the form entry keys and name rules compare on. */
export function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The CAS and EC numbers of a row of an ECHA-style table: the first of each, and the others. */
export interface RowIdentifiers {
  cas: string | null;
  ec: string | null;
  otherCas: string[];
  otherEc: string[];
}

export function rowIdentifiers(row: Record<string, string>): RowIdentifiers {
  const cas = casList(row['cas no.']);
  const ec = ecList(row['ec no.']);
  return { cas: cas[0] ?? null, ec: ec[0] ?? null, otherCas: cas.slice(1), otherEc: ec.slice(1) };
}

/** Identity of an entry without an entry number: its EC number, else its CAS number, else its folded name. */
export function identityKey(ids: Pick<RowIdentifiers, 'cas' | 'ec'>, name: string, order: 'ec' | 'cas' = 'ec'): string {
  const first = order === 'ec' ? ids.ec && `ec:${ids.ec}` : ids.cas && `cas:${ids.cas}`;
  const second = order === 'ec' ? ids.cas && `cas:${ids.cas}` : ids.ec && `ec:${ids.ec}`;
  return first || second || `name:${fold(name)}`;
}
