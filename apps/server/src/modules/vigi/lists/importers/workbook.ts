import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';

/** One worksheet of a workbook as plain text cells (row 1 first; a missing cell is ''). */
export interface SheetText {
  name: string;
  rows: string[][];
}

/** An xlsx file is a zip: it starts with the local-file signature "PK\x03\x04". */
export function isXlsx(data: Buffer): boolean {
  return data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value == null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return value.result == null ? '' : cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

/**
 * Every worksheet of an xlsx file as text, in workbook order. Read with exceljs's full loader; when it refuses
 * the file, with its streaming reader: ECHA's CLP workbooks name their second sheet "History", a name the full
 * loader rejects as reserved, and the streaming reader cannot read some zips that the full loader reads
 * (ECHA CHEM's authorisation-process export), so each covers the other.
 */
export async function readWorkbook(data: Buffer): Promise<SheetText[]> {
  // exceljs is loaded on first use, not at start: about 16 MB that a search-only server never uses.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch (fullError) {
    try {
      return await streamWorkbook(Excel, data);
    } catch {
      throw fullError;
    }
  }
  return workbook.worksheets.map((worksheet) => {
    const rows: string[][] = [];
    worksheet.eachRow((row, n) => {
      rows[n - 1] = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
    });
    return { name: worksheet.name, rows: Array.from(rows, (r) => r ?? []) };
  });
}

async function streamWorkbook(Excel: typeof ExcelJS, data: Buffer): Promise<SheetText[]> {
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([data]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  const sheets: SheetText[] = [];
  for await (const worksheet of reader) {
    const rows: string[][] = [];
    // The streaming reader's worksheet is iterable but its type does not say so.
    for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
      rows[row.number - 1] = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
    }
    const name = (worksheet as unknown as { name?: string }).name ?? '';
    sheets.push({ name, rows: Array.from(rows, (r) => r ?? []) });
  }
  return sheets;
}

/** "Export date: 22-Feb-2026 15:26:38" in any of the first rows of any sheet (ECHA exports' "criteria" sheet). */
export function exportDateCell(sheets: SheetText[]): string | null {
  for (const sheet of sheets) {
    for (const row of sheet.rows.slice(0, 10)) {
      for (const cell of row) {
        const m = /Export date:\s*(\d{1,2}-[A-Za-z]{3}-\d{4})/.exec(cell);
        if (m) return m[1];
      }
    }
  }
  return null;
}
