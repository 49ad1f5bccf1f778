import crypto from 'node:crypto';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors/app-error.ts';
import { renderDemoSheetPdf } from './demo-sheet-pdf.ts';
import { renderGeneratedSheet } from './generated-sheet-pdf.ts';
import { recordFile, type SheetRecord } from './sheets.repository.ts';

/** Storage key of a sheet file: content-addressed, so an unchanged file is stored once. */
export function fileKeyFor(sha256: string): string {
  return `documents/${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}.pdf`;
}

export function sha256Hex(bytes: Uint8Array): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/**
 * The file of a sheet: stored sheets have theirs; generated and demo sheets (no file_key) get a readable PDF
 * rendered on first access and stored, so that seeding 5,000 sheets does not render 5,000 PDFs at start.
 */
export async function ensureSheetFile(ctx: AppContext, sheet: SheetRecord): Promise<{ key: string; size: number; sha256: string }> {
  if (sheet.file_key) {
    const size = sheet.file_size ?? (await ctx.storage.size(sheet.file_key));
    if (size === null) throw new AppError('fileUnavailable');
    return { key: sheet.file_key, size, sha256: sheet.file_sha256 ?? sheet.iddc };
  }
  const input = {
    iddc: sheet.iddc,
    productName: sheet.product_name,
    productCode: sheet.product_code,
    supplierName: sheet.supplier_name,
    language: sheet.language,
    revisionDate: sheet.revision_date,
    revisionVersion: sheet.revision_version,
    ufi: sheet.ufi,
  };
  // A full 16-section sheet from the sheet generator in its seven languages; the simpler layout otherwise.
  const rendered = (await renderGeneratedSheet(input)) ?? (await renderDemoSheetPdf(input));
  const sha256 = sha256Hex(rendered.bytes);
  const key = fileKeyFor(sha256);
  await ctx.storage.put(key, rendered.bytes, 'application/pdf');
  await recordFile(ctx.pool, sheet.id, { key, size: rendered.bytes.length, pages: rendered.pages, sha256 });
  Object.assign(sheet, { file_key: key, file_size: rendered.bytes.length, file_pages: rendered.pages, file_sha256: sha256 });
  return { key, size: rendered.bytes.length, sha256 };
}
