import { InventoryEntryInput, INTERFACE_LANGUAGES, neutraliseFormula, type InterfaceLanguage } from '@openfds/contract';
import { AppError } from '../../../errors/app-error.ts';
import { INVENTORY_XLSX_COLUMNS, INVENTORY_XLSX_TEXTS, type InventoryXlsxColumn } from './inventory-workbook-texts.ts';

/**
 * The inventory as an xlsx workbook (issue #28, "Import and export as xlsx"): one row per sheet in a storage area
 * (an empty area or establishment has a row of its own, so that it comes back on import), and the reverse: a
 * workbook in that layout read back into lines, each checked with the contract's rules and refused with its line
 * number. exceljs, as the other xlsx exports and imports of the repository.
 */

export interface InventoryXlsxRow {
  site: string;
  area: string | null;
  document_code: string | null;
  product_name: string | null;
  supplier_name: string | null;
  max_quantity: number | null;
  unit: string | null;
  container_capacity: number | null;
  state: 'solid' | 'liquid' | 'gas' | null;
}

/** One line read back: `line` is the worksheet's row number (the header is line 1). */
export interface InventoryXlsxLine {
  line: number;
  site: string;
  area: string | null;
  entry: InventoryEntryInput | null;
}

/** More rows than any establishment list holds: a bigger file is not an inventory export. */
export const INVENTORY_XLSX_MAX_ROWS = 20_000;
const WIDTHS: Record<InventoryXlsxColumn, number> = {
  site: 24,
  area: 24,
  document_code: 26,
  product_name: 36,
  supplier_name: 26,
  max_quantity: 16,
  unit: 14,
  container_capacity: 18,
  state: 14,
};

export async function inventoryXlsx(rows: InventoryXlsxRow[], language: InterfaceLanguage): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const t = INVENTORY_XLSX_TEXTS[language];
  const wb = new Excel.Workbook();
  wb.creator = 'OpenFDS';
  const ws = wb.addWorksheet(t.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = INVENTORY_XLSX_COLUMNS.map((c) => ({ header: t.columns[c], key: c, width: WIDTHS[c] }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) {
    // Every cell through neutraliseFormula, as the other exports (issue #22): a site named "=1+1" stays a text.
    const values = { ...r, state: r.state ? t.state[r.state] : null };
    ws.addRow(Object.fromEntries(INVENTORY_XLSX_COLUMNS.map((c) => [c, neutraliseFormula(values[c] ?? '')])));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A cell as the user sees it: a formula counts by its result, rich text by its text; the export's "'" prefix is taken off. */
function cellValue(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellValue((value as { result: unknown }).result);
    if ('richText' in value) return cellValue((value as { richText: { text: string }[] }).richText.map((p) => p.text).join(''));
    if ('text' in value) return cellValue((value as { text: unknown }).text);
    return null;
  }
  const text = String(value).trim();
  if (text === '') return null;
  const unquoted = text.slice(1);
  return text.startsWith("'") && neutraliseFormula(unquoted) !== unquoted ? unquoted : text;
}

const STATE_WORDS = new Map<string, 'solid' | 'liquid' | 'gas'>(
  INTERFACE_LANGUAGES.flatMap((l) => Object.entries(INVENTORY_XLSX_TEXTS[l].state).map(([k, w]) => [w.toLowerCase(), k as 'solid' | 'liquid' | 'gas'])),
);
const UNIT_WORDS: Record<string, string> = { t: 't', kg: 'kg', l: 'L', m3: 'm3', 'm³': 'm3' };

/** The language whose headers the first row carries, or null when it is not the export's layout. */
function headerLanguage(header: (string | number | null)[]): InterfaceLanguage | null {
  const norm = (v: unknown) =>
    String(v ?? '')
      .trim()
      .toLowerCase();
  return INTERFACE_LANGUAGES.find((l) => INVENTORY_XLSX_COLUMNS.every((c, i) => norm(header[i]) === INVENTORY_XLSX_TEXTS[l].columns[c].toLowerCase())) ?? null;
}

/**
 * Reads a workbook in the export's layout (headers in any of the four languages). Throws inventoryFileInvalid when
 * it is not one, and inventoryLineInvalid (line, column, value) at the first bad value: nothing is taken half.
 */
export async function readInventoryXlsx(data: Buffer): Promise<InventoryXlsxLine[]> {
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch (error) {
    throw new AppError('inventoryFileInvalid', { field: 'file', cause: error });
  }
  const ws = wb.worksheets[0];
  if (!ws || ws.rowCount > INVENTORY_XLSX_MAX_ROWS) throw new AppError('inventoryFileInvalid', { field: 'file' });
  const cells = (n: number) => INVENTORY_XLSX_COLUMNS.map((_, i) => cellValue(ws.getRow(n).getCell(i + 1).value));
  const language = headerLanguage(cells(1));
  if (!language) throw new AppError('inventoryFileInvalid', { field: 'file' });
  const t = INVENTORY_XLSX_TEXTS[language];
  const lines: InventoryXlsxLine[] = [];
  for (let n = 2; n <= ws.rowCount; n++) {
    const v = Object.fromEntries(INVENTORY_XLSX_COLUMNS.map((c, i) => [c, cells(n)[i]])) as Record<InventoryXlsxColumn, string | number | null>;
    if (INVENTORY_XLSX_COLUMNS.every((c) => v[c] === null)) continue;
    const bad = (column: InventoryXlsxColumn): AppError =>
      new AppError('inventoryLineInvalid', {
        field: 'file',
        params: { line: n, column: t.columns[column], value: String(v[column] ?? '').slice(0, 60) },
        data: [{ name: 'line', value: String(n) }],
      });
    const site = v.site === null ? '' : String(v.site);
    if (!site || site.length > 100) throw bad('site');
    const area = v.area === null ? null : String(v.area);
    if (area !== null && area.length > 100) throw bad('area');
    if (v.document_code === null) {
      lines.push({ line: n, site, area, entry: null });
      continue;
    }
    if (area === null) throw bad('area');
    const state = v.state === null ? undefined : STATE_WORDS.get(String(v.state).toLowerCase());
    if (v.state !== null && !state) throw bad('state');
    const parsed = InventoryEntryInput.safeParse({
      document_code: String(v.document_code),
      max_quantity: v.max_quantity,
      unit: UNIT_WORDS[String(v.unit ?? '').toLowerCase()] ?? v.unit,
      container_capacity: v.container_capacity ?? undefined,
      state,
    });
    if (!parsed.success) throw bad(parsed.error.issues[0].path[0] as InventoryXlsxColumn);
    lines.push({ line: n, site, area, entry: parsed.data });
  }
  return lines;
}
