import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { MY_FDS_STORAGE_QUOTA_BYTES, MY_FDS_UPLOAD_MAX_BYTES, type UploadFields } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { randomIddc } from '../../catalogue/document-code.ts';
import { slugify } from '../../catalogue/fold-text.ts';
import { jobConnectionOf } from '../../catalogue/sheet-readings.repository.ts';
import * as uploadedSheets from '../../catalogue/uploaded-sheets.repository.ts';
import { AppError } from '../../errors/app-error.ts';
import { isStorageFailure } from '../../storage/index.ts';
import { enqueueExtraction } from '../extraction/index.ts';
import { putIntoSpace } from './deposit.ts';
import * as repo from './repository.ts';
import { getEntry, type SpaceOwner } from './service.ts';
import { deleteUploadFiles } from './upload-files.job.ts';
import { lockUploadQuota, withUploadFileLock } from './upload-locks.repository.ts';
import * as uploads from './uploads.repository.ts';

/** A private sheet uploaded to the space (POST .../mySDS/documents, multipart): checks, storage, the sheet's rows. */

export interface UploadedFile {
  bytes: Buffer;
  /** The client sent more than the size limit (the multipart reader stopped). */
  truncated: boolean;
}

/** PDF checks of an upload: a PDF header, within the size limit, not encrypted. Throws the matching error. */
export function checkUploadFile(file: UploadedFile | null): Buffer {
  if (!file || file.bytes.length === 0) throw new AppError('uploadFileRequired', { field: 'file' });
  if (file.truncated || file.bytes.length > MY_FDS_UPLOAD_MAX_BYTES) {
    throw new AppError('uploadTooLarge', { field: 'file', params: { max: MY_FDS_UPLOAD_MAX_BYTES / 1024 / 1024 } });
  }
  const head = file.bytes.subarray(0, 1024).toString('latin1');
  if (!head.includes('%PDF-')) throw new AppError('uploadNotPdf', { field: 'file' });
  // The trailer of an encrypted PDF names its /Encrypt dictionary; the reader could not read such a file.
  if (/\/Encrypt\s*\d+\s+\d+\s+R|\/Encrypt\s*<</.test(file.bytes.toString('latin1'))) throw new AppError('uploadEncrypted', { field: 'file' });
  return file.bytes;
}

/**
 * 698 when this upload would take the account's uploads past MY_FDS_STORAGE_QUOTA_BYTES (issue #22). Checked before
 * the file is stored (a refusal that costs nothing), then again in the upload's transaction under the account's lock:
 * two uploads racing passed the first check together.
 */
async function checkStorageQuota(db: repo.Tx, userId: number, size: number): Promise<void> {
  const used = await repo.uploadedBytes(db, userId);
  if (used + size > MY_FDS_STORAGE_QUOTA_BYTES) {
    const mb = (n: number) => Math.ceil(n / 1024 / 1024);
    throw new AppError('uploadQuotaExceeded', { field: 'file', params: { used: mb(used), max: mb(MY_FDS_STORAGE_QUOTA_BYTES) } });
  }
}

/**
 * Uploads a private sheet: the file goes to the storage interface, the sheet (access secret, owned by the user)
 * and the space entry are written and the extraction queued in one transaction. The sheet is matched to the
 * catalogue when the supplier and the product exist there (the list then flags an outdated upload).
 *
 * Issue #22: files are stored by content, so the delete-files job of a removal of the same bytes may race this
 * upload. Both hold the file's lock: the upload from before it stores the file until its transaction has committed
 * the sheet that holds it, so the job can neither delete the file between the two nor find it unused afterwards.
 * The reading queued in that transaction can start at the commit, and the file is then in storage already (it was
 * put back after the commit before, and a reading that started in between stored "file missing" as its verdict).
 * The lock is a session lock on one connection, the transaction runs on that connection: no storage I/O inside it.
 */
export async function uploadDocument(ctx: AppContext, owner: SpaceOwner, fields: UploadFields, file: UploadedFile | null) {
  const bytes = checkUploadFile(file);
  await checkStorageQuota(ctx.db, owner.userId, bytes.length);
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  const key = `uploads/${sha256.slice(0, 2)}/${sha256}.pdf`;
  let stored = false;
  const iddc = await withUploadFileLock(ctx.db, key, async (conn) => {
    await storeUploadFile(ctx, key, bytes);
    stored = true;
    return conn.transaction().execute(async (tx) => {
      await lockUploadQuota(tx, owner.userId);
      await checkStorageQuota(tx, owner.userId, bytes.length);
      return recordUpload(ctx, tx, owner, fields, { key, size: bytes.length, sha256 });
    });
  }).catch(async (error: unknown) => {
    // Refused (the quota): the file stored above goes, unless a sheet of the same bytes holds it. After the lock is
    // released, since the deletion takes it.
    if (stored) await deleteUploadFiles(ctx, [key]);
    throw error;
  });
  return getEntry(ctx, owner, iddc);
}

async function storeUploadFile(ctx: AppContext, key: string, bytes: Buffer): Promise<void> {
  try {
    await ctx.storage.put(key, bytes, 'application/pdf');
  } catch (error) {
    // The disk or the bucket failed: "try again" (697), the failure in the log; a bug of ours stays a 500.
    if (isStorageFailure(error)) throw new AppError('uploadFailed', { cause: error });
    throw error;
  }
}

/** The upload's rows: the catalogue's secret sheet, the space entry, and the reading queued, in the transaction. */
async function recordUpload(
  ctx: AppContext,
  tx: Transaction<Database>,
  owner: SpaceOwner,
  fields: UploadFields,
  file: { key: string; size: number; sha256: string },
): Promise<string> {
  const { key, sha256 } = file;
  const supplier = await uploads.supplierByName(tx, fields.supplier_name);
  const supplierId = supplier && supplier.code !== uploadedSheets.UPLOAD_SUPPLIER_CODE ? supplier.id : await uploadedSheets.uploadSupplierId(tx);
  const code = randomIddc();
  const documentId = await uploadedSheets.insertUploadedDocument(tx, {
    iddc: code,
    supplierId,
    userId: owner.userId,
    productName: fields.product_name,
    productNameSlug: slugify(fields.product_name),
    revisionDate: fields.revision_date,
    language: fields.language,
    fileKey: key,
    fileSize: file.size,
    sha256,
  });
  const match = supplier ? await uploads.findCatalogueMatch(tx, supplier.id, fields.product_name, fields.language) : undefined;
  await putIntoSpace(tx, owner.userId, [documentId], 'upload', {
    uploadSupplierName: fields.supplier_name,
    catalogueDocumentId: match?.id ?? null,
  });
  // The job is queued in this transaction: sent on its own, a worker could take it before the commit, find no
  // sheet, and leave the upload "in progress" for ever.
  const connection = jobConnectionOf(tx);
  // The user waits for this reading: the user lane, never behind the catalogue's files (issue #22).
  await enqueueExtraction({ db: tx, jobs: { send: (name, data, options) => ctx.jobs.send(name, data, { ...options, connection }) } }, documentId, {
    lane: 'user',
  });
  return code;
}
