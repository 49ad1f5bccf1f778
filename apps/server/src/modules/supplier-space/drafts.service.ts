import {
  DRAFT_CONFIRM_FLAGS,
  SHEET_LANGUAGES,
  SUPPLIER_UPLOAD_MAX_BYTES,
  type PublishDraftRequest,
  type SupplierDraft,
  type SupplierSheetFields,
} from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { begin, commit, rollback } from '../../db/pg-transaction.ts';
import { randomIddc } from '../../catalogue/document-code.ts';
import { fileKeyFor, sha256Hex } from '../../catalogue/sheet-file.ts';
import { EXTRACT_USER_JOB } from '../../catalogue/sheet-jobs.ts';
import { markInProgressWith } from '../../catalogue/sheets.repository.ts';
import { insertDraftSheet, retireDraftSheet } from '../../catalogue/supplier-sheets.repository.ts';
import * as repo from './publishing.repository.ts';
import { discardInTransaction } from './draft-files.ts';
import { publishSupplierSheet, type PublishedSheet, type PublishingSupplier } from './publishing.service.ts';

/**
 * Drafts (issue #27 "Publishing"): a supplier uploads one PDF or several; each is stored as a secret sheet and read
 * by the reader's user lane ('sds.extract-user'); its reading prefills the catalogue fields for the user to confirm;
 * a sheet the reader flagged unreadable, in the wrong language or with missing pages asks for a confirmation; then
 * it is published through the publisher (publishSupplierSheet), as a new sheet or a new revision of the one it
 * replaces.
 */

export interface UploadedPdf {
  name: string;
  bytes: Buffer;
  /** The client sent more than the size limit (the multipart reader stopped). */
  truncated: boolean;
}

/** The importer's and my-FDS's checks of a PDF (header, size, not encrypted), as field errors. */
function checkPdf(file: UploadedPdf): void {
  if (file.bytes.length === 0) throw new AppError('uploadFileRequired', { field: 'file' });
  if (file.truncated || file.bytes.length > SUPPLIER_UPLOAD_MAX_BYTES) {
    throw new AppError('uploadTooLarge', { field: 'file', params: { max: SUPPLIER_UPLOAD_MAX_BYTES / 1024 / 1024 } });
  }
  if (!file.bytes.subarray(0, 1024).toString('latin1').includes('%PDF-')) throw new AppError('uploadNotPdf', { field: 'file' });
  if (/\/Encrypt\s*\d+\s+\d+\s+R|\/Encrypt\s*<</.test(file.bytes.toString('latin1'))) throw new AppError('uploadEncrypted', { field: 'file' });
}

function isSheetLanguage(value: string | null | undefined): value is string {
  return !!value && (SHEET_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Stores the files and their drafts; each file is read in the user lane. All files are checked before any is
 * stored: one bad file refuses the upload (the user fixes it and sends again), never half of it.
 */
export async function uploadDrafts(
  ctx: AppContext,
  supplier: PublishingSupplier,
  userId: number,
  files: UploadedPdf[],
  options: { replaces?: string; language?: string; fallbackLanguage: string },
): Promise<SupplierDraft[]> {
  if (files.length === 0) throw new AppError('uploadFileRequired', { field: 'file' });
  files.forEach(checkPdf);
  const replaced = options.replaces ? await repo.ownLatestSheet(ctx.db, supplier.id, options.replaces) : undefined;
  if (options.replaces && !replaced) throw new AppError('documentNotFound', { field: 'replaces' });
  // The language the sheets are expected in: the reader's wrongLanguage flag compares the text with it.
  const language = replaced?.language ?? options.language ?? (isSheetLanguage(options.fallbackLanguage) ? options.fallbackLanguage : 'fr');
  const stored = [];
  for (const file of files) {
    const sha256 = sha256Hex(file.bytes);
    const key = fileKeyFor(sha256);
    // Content-addressed like the importer's files: the key is the one the published sheet keeps.
    await ctx.storage.put(key, file.bytes, 'application/pdf');
    const pages = (file.bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length || null;
    stored.push({ name: file.name.slice(0, 200) || 'sheet.pdf', file: { key, size: file.bytes.length, pages, sha256 } });
  }
  const ids: number[] = [];
  const client = await ctx.pool.connect();
  try {
    await begin(client);
    try {
      for (const item of stored) {
        const documentId = await insertDraftSheet(client, {
          iddc: randomIddc(),
          supplierId: supplier.id,
          userId,
          fileName: item.name,
          language,
          file: item.file,
        });
        ids.push(
          await repo.insertDraft(client, { supplierId: supplier.id, documentId, fileName: item.name, replacesDocumentId: replaced?.id ?? null, userId }),
        );
        // Queued with the rows (the reading exists exactly when the draft does), in the lane a user waits on.
        await markInProgressWith(client, documentId);
        await ctx.jobs.send(EXTRACT_USER_JOB, { documentId }, { singletonKey: `${EXTRACT_USER_JOB}:${documentId}`, connection: client });
      }
      await commit(client);
    } catch (error) {
      await rollback(client);
      throw error;
    }
  } finally {
    client.release();
  }
  return Promise.all(ids.map((id) => getDraft(ctx, supplier, id)));
}

type ReplacedSheet = Awaited<ReturnType<typeof repo.ownLatestSheet>>;

function readingState(row: repo.DraftRow): SupplierDraft['reading'] {
  if (row.reading) return 'read';
  if (!row.extraction_status || row.extraction_status === 'in_progress') return 'reading';
  return 'failed';
}

/** The flags that ask for a confirmation; a file the reader could not read at all counts as unreadable. */
function confirmFlags(row: repo.DraftRow): string[] {
  const flags = (row.conformity ?? []).filter((f) => (DRAFT_CONFIRM_FLAGS as readonly string[]).includes(f));
  if (readingState(row) === 'failed' && flags.length === 0) flags.push('unreadable');
  return flags;
}

/** What the reading's format says of the regulation and zone (the generator's and importer's vocabulary). */
const FORMAT_FIELDS: Record<string, { regulation: string; zone: string }> = {
  'eu-reach': { regulation: 'REACH', zone: 'EU' },
  'us-hazcom': { regulation: 'OSHA HCS', zone: 'North America' },
};

/**
 * The fields prefilled for the user to confirm: what the reader read (name, code, language, revision date and
 * version, UFI; the format gives regulation and zone), the rest from the sheet replaced (a new revision keeps its
 * brand, range, EAN codes, CPRO, family and access), else empty.
 */
function prefill(row: repo.DraftRow, replaced: ReplacedSheet, level: 'public' | 'private' | 'mixed'): SupplierSheetFields {
  const reading = row.reading;
  const id = reading?.identification;
  const format = reading ? FORMAT_FIELDS[reading.format] : undefined;
  return {
    product_name: id?.productName ?? replaced?.product_name ?? row.file_name.replace(/\.pdf$/i, ''),
    product_code: id?.productCode ?? replaced?.product_code ?? null,
    language: isSheetLanguage(reading?.language) ? reading.language : row.language,
    revision_date: id?.revisionDate ?? null,
    revision_version: id?.version ?? null,
    type: replaced?.type ?? 'SDS',
    ufi: id?.ufi ?? replaced?.ufi ?? null,
    ean: replaced?.ean ?? [],
    brand: replaced?.brand ?? null,
    range: replaced?.range ?? null,
    regulation: format?.regulation ?? replaced?.regulation ?? null,
    zone: format?.zone ?? replaced?.zone ?? null,
    country: replaced?.country ?? null,
    cpro: replaced?.cpro ?? null,
    family: replaced?.family ?? null,
    access: replaced?.access ?? (level === 'private' ? 'private' : 'public'),
  };
}

async function toDraft(ctx: AppContext, supplier: PublishingSupplier, row: repo.DraftRow, level: 'public' | 'private' | 'mixed'): Promise<SupplierDraft> {
  const replaced = row.replaces_iddc ? await repo.ownLatestSheet(ctx.db, supplier.id, row.replaces_iddc) : undefined;
  return {
    id: Number(row.id),
    file_name: row.file_name,
    status: row.status,
    reading: readingState(row),
    extraction_status: row.extraction_status,
    conformity: row.conformity ?? [],
    confirm_flags: confirmFlags(row),
    prefill: prefill(row, replaced, level),
    replaces: replaced?.iddc ?? row.replaces_iddc,
    published_iddc: row.published_iddc,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function getDraft(ctx: AppContext, supplier: PublishingSupplier, id: number): Promise<SupplierDraft> {
  const row = await repo.draftOf(ctx.db, supplier.id, id);
  if (!row) throw new AppError('draftNotFound');
  return toDraft(ctx, supplier, row, await repo.supplierLevel(ctx.db, supplier.id));
}

export async function listDrafts(ctx: AppContext, supplier: PublishingSupplier): Promise<SupplierDraft[]> {
  const level = await repo.supplierLevel(ctx.db, supplier.id);
  const rows = await repo.openDrafts(ctx.db, supplier.id);
  return Promise.all(rows.map((row) => toDraft(ctx, supplier, row, level)));
}

/** Publishes a draft with the fields the user confirmed; the draft is closed in the publication's transaction. */
export async function publishDraft(
  ctx: AppContext,
  supplier: PublishingSupplier,
  userId: number,
  id: number,
  body: PublishDraftRequest,
): Promise<PublishedSheet> {
  const row = await repo.draftOf(ctx.db, supplier.id, id);
  if (!row || row.status !== 'draft') throw new AppError('draftNotFound');
  if (readingState(row) === 'reading') throw new AppError('draftBeingRead');
  const flags = confirmFlags(row);
  if (flags.length > 0 && !body.confirm_flags) {
    throw new AppError('draftNeedsConfirmation', { field: 'confirm_flags', params: { flags: flags.join(', ') }, data: [{ name: 'flags', value: flags }] });
  }
  const file = { key: row.file_key, size: row.file_size, pages: row.file_pages, sha256: row.file_sha256 };
  const { confirm_flags: _confirm, replaces, ...fields } = body;
  // The draft was read in its language: a sheet published in another one is read again (the wrongLanguage check).
  const readingOf = fields.language === row.language ? row.document_id : undefined;
  const input = { fields, file, replaces: replaces ?? row.replaces_iddc, userId, readingOf };
  return publishSupplierSheet(ctx, supplier, input, async (client, outcome) => {
    if (!(await repo.closeDraft(client, row.id, 'published', outcome.documentId))) throw new AppError('draftNotFound');
    await retireDraftSheet(client, row.document_id);
  });
}

/** Discards a draft: it is closed, its secret sheet retired (the row kept) and its file deleted by a job (draft-files.ts). */
export async function discardDraft(ctx: AppContext, supplier: PublishingSupplier, id: number): Promise<void> {
  const row = await repo.draftOf(ctx.db, supplier.id, id);
  if (!row || row.status !== 'draft') throw new AppError('draftNotFound');
  const client = await ctx.pool.connect();
  try {
    await begin(client);
    try {
      if (!(await discardInTransaction(client, { id: row.id, document_id: row.document_id }, ctx.jobs))) throw new AppError('draftNotFound');
      await commit(client);
    } catch (error) {
      await rollback(client);
      throw error;
    }
  } finally {
    client.release();
  }
}
