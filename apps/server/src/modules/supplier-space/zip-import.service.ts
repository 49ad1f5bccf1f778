import path from 'node:path';
import { ERRORS, SUPPLIER_UPLOAD_MAX_BYTES, type SupplierSheetFields, type ZipImportIssue, type ZipImportRowError } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { effectiveAccess } from '../../catalogue/document-access.ts';
import { parseDocumentRow, type DocumentRow } from '../../catalogue/import/import-rows.ts';
import { readCsvText } from '../../catalogue/import/read-csv.ts';
import { fileKeyFor, sha256Hex } from '../../catalogue/sheet-file.ts';
import type { PublishOutcome } from '../../catalogue/sheet-publisher.ts';
import { supplierProfile } from './members.repository.ts';
import { publishSupplierSheet, type PublishingSupplier, type SheetFile } from './publishing.service.ts';

/**
 * A zip with the importer's documents.csv and the PDFs it names (issue #27): the rows are read by the importer's
 * own row rules (parseDocumentRow, readCsv) and published one by one through publishSupplierSheet, so the same
 * revision, supersession and access rules apply as with `npm run import`. Every row is the caller's supplier's,
 * whatever its supplier_code column says. Bad rows are reported with their line and the others still load.
 */
export interface ZipImportReport {
  documents: Record<PublishOutcome['status'], number>;
  errors: ZipImportRowError[];
}

/** One bad row: the English reason (as the importer prints it) and its issue and params for the screen's language. */
function rowError(line: number, reason: string, issue: ZipImportIssue, params: Record<string, string | number> = {}): ZipImportRowError {
  return { line, reason, issue, params };
}

const MAX_ROWS = 2000;
/** What all the files of one zip may weigh once decompressed (a zip bomb stops here, before anything is read). */
const MAX_UNZIPPED_BYTES = 10 * SUPPLIER_UPLOAD_MAX_BYTES;

/** The size an entry declares it decompresses to (jszip keeps it in the private `_data` of the entry). */
function declaredSize(entry: object): number {
  const data = (entry as { _data?: { uncompressedSize?: number } })._data;
  return typeof data?.uncompressedSize === 'number' ? data.uncompressedSize : 0;
}

function fieldsOf(row: DocumentRow, level: 'public' | 'private' | 'mixed'): SupplierSheetFields {
  return {
    product_name: row.productName,
    product_code: row.productCode,
    language: row.language,
    revision_date: row.revisionDate,
    revision_version: row.revisionVersion,
    type: row.type,
    ufi: row.ufi,
    ean: row.ean,
    brand: row.brand,
    range: row.range,
    regulation: row.regulation,
    zone: row.zone,
    country: row.country,
    cpro: row.cpro,
    family: row.family,
    // The importer's rule: the supplier's level decides (a private supplier's rows are private).
    access: effectiveAccess(level, row.access),
  };
}

export async function importSupplierZip(ctx: AppContext, supplier: PublishingSupplier, userId: number, zip: Buffer): Promise<ZipImportReport> {
  const { default: JSZip } = await import('jszip');
  let archive: InstanceType<typeof JSZip>;
  try {
    archive = await JSZip.loadAsync(zip);
  } catch (error) {
    throw new AppError('importFailed', { field: 'file', cause: error });
  }
  const entries = Object.values(archive.files).filter((e) => !e.dir);
  if (entries.reduce((sum, e) => sum + declaredSize(e), 0) > MAX_UNZIPPED_BYTES) {
    throw new AppError('uploadTooLarge', { field: 'file', params: { max: MAX_UNZIPPED_BYTES / 1024 / 1024 } });
  }
  const csvEntry = entries.filter((e) => /(^|\/)documents\.csv$/i.test(e.name)).sort((a, b) => a.name.length - b.name.length)[0];
  if (!csvEntry) throw new AppError('importFailed', { field: 'file' });
  const folder = csvEntry.name.slice(0, csvEntry.name.length - 'documents.csv'.length);
  const csv = await readCsvText(await csvEntry.async('string'), 'documents.csv');
  const profile = await supplierProfile(ctx.db, supplier.id);
  if (!profile) throw new AppError('notFound');
  const report: ZipImportReport = {
    documents: { created: 0, revised: 0, updated: 0, unchanged: 0 },
    errors: csv.errors.map(({ line, reason, issue }) => rowError(line, reason, issue?.key ?? 'columns', issue?.params) /* the CSV reader's only row error */),
  };
  if (csv.records.length > MAX_ROWS)
    report.errors.push(rowError(MAX_ROWS + 2, `more than ${MAX_ROWS} rows: the rest is not imported`, 'tooManyRows', { max: MAX_ROWS }));
  for (const { line, values } of csv.records.slice(0, MAX_ROWS)) {
    const row = parseDocumentRow({ ...values, supplier_code: profile.code }, { file: 'documents.csv', line });
    if ('reason' in row) {
      report.errors.push(rowError(line, row.reason, row.issue.key, row.issue.params));
      continue;
    }
    let file: SheetFile | null = null;
    if (row.file) {
      const name = path.posix.normalize(folder + row.file.replace(/\\/g, '/'));
      const entry = name.startsWith('..') ? null : archive.file(name);
      if (!entry) {
        report.errors.push(rowError(line, `file not found: ${row.file}`, 'fileNotFound', { file: row.file }));
        continue;
      }
      if (declaredSize(entry) > SUPPLIER_UPLOAD_MAX_BYTES) {
        const max = SUPPLIER_UPLOAD_MAX_BYTES / 1024 / 1024;
        report.errors.push(rowError(line, `file larger than ${max} MB: ${row.file}`, 'fileTooLarge', { file: row.file, max }));
        continue;
      }
      const bytes = await entry.async('nodebuffer');
      if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
        report.errors.push(rowError(line, `not a PDF file: ${row.file}`, 'notPdf', { file: row.file }));
        continue;
      }
      const sha256 = sha256Hex(bytes);
      file = { key: fileKeyFor(sha256), size: bytes.length, pages: (bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length || null, sha256 };
      await ctx.storage.put(file.key, bytes, 'application/pdf');
    }
    try {
      const outcome = await publishSupplierSheet(ctx, supplier, { fields: fieldsOf(row, profile.access_level), file, userId, productKey: row.productKey });
      report.documents[outcome.status]++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      report.errors.push(rowError(line, ERRORS[error.error].messages.en, 'refused', { code: ERRORS[error.error].code }));
    }
  }
  return report;
}
