import crypto from 'node:crypto';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors/app-error.ts';
import { renderDemoSheetPdf } from './demo-sheet-pdf.ts';
import { renderGeneratedSheet } from './generated-sheet-pdf.ts';
import { withSheetFileLock, type SheetRecord } from './sheets.repository.ts';

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
    // The length is the stored file's, never the database's: a truncated file announced at its recorded length
    // left the viewer waiting for bytes that never came. A missing file is "not available" (642), not a 500.
    const size = await ctx.storage.size(sheet.file_key).catch(() => null);
    if (size === null) throw new AppError('fileUnavailable');
    // The ETag names the content: a file that is not the recorded one gets its own.
    const sha256 = sheet.file_sha256 && size === sheet.file_size ? sheet.file_sha256 : `${sheet.file_sha256 ?? sheet.iddc}-${size}`;
    return { key: sheet.file_key, size, sha256 };
  }
  // Rendered once per sheet, whatever the number of concurrent first opens (issue #11: two renders stored two files,
  // one of them an orphan): the renders of one sheet queue on a lock, and the later ones find the file recorded.
  const file = await withSheetFileLock(ctx.pool, sheet.id, async (recorded) => {
    if (recorded) return { ...recorded, again: true };
    const rendered = await renderSheetFile(sheet);
    const key = fileKeyFor(rendered.sha256);
    await ctx.storage.put(key, rendered.bytes, 'application/pdf');
    return { file_key: key, file_size: rendered.bytes.length, file_pages: rendered.pages, file_sha256: rendered.sha256, again: false };
  });
  const { again, ...values } = file;
  Object.assign(sheet, values);
  if (again) return ensureSheetFile(ctx, sheet);
  return { key: values.file_key, size: values.file_size, sha256: values.file_sha256 };
}

async function renderSheetFile(sheet: SheetRecord): Promise<{ bytes: Uint8Array; pages: number | null; sha256: string }> {
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
  return { bytes: rendered.bytes, pages: rendered.pages, sha256: sha256Hex(rendered.bytes) };
}
