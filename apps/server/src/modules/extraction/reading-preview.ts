import { SHEET_LANGUAGES, type UploadPreview } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { userReaderPool } from './extraction.job.ts';

/**
 * How long the user waits for the proposal of the upload form (issue #23): past it the form stays empty. Reading the
 * first pages of a sheet takes well under a second; the bound is for a hostile page (a content bomb on page 1).
 */
export const PREVIEW_TIMEOUT_MS = 10_000;

/**
 * Pages the proposal reads: a sheet's identification (section 1: product, supplier, revision date) and enough text to
 * tell its language stand on its first pages. A 300-page file is read no further (the stored reading after the upload
 * reads the whole sheet); the file's size is bounded by the upload's own limit (MY_FDS_UPLOAD_MAX_BYTES).
 */
export const PREVIEW_MAX_PAGES = 3;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads a PDF the user is about to upload and proposes its identification (issue #23), storing nothing. It runs on
 * the user lane's reader threads (the same pool as the upload's reading: never a second reader), on the first
 * PREVIEW_MAX_PAGES pages only and under a shorter time limit than a stored reading. A file the reader cannot read,
 * or not in time, gives an empty proposal: the user then types the fields, as before.
 */
export async function previewReading(ctx: Pick<AppContext, 'config'>, pdf: Uint8Array): Promise<UploadPreview> {
  const timeoutMs = Math.min(PREVIEW_TIMEOUT_MS, ctx.config.readerTimeoutMs);
  const outcome = await userReaderPool(ctx).read(pdf, { timeoutMs, maxPages: PREVIEW_MAX_PAGES });
  const reading = outcome.ok && !outcome.reading.timedOut ? outcome.reading : null;
  const id = reading?.identification;
  const text = (v: string | null | undefined) => (v?.trim() ? v.trim().slice(0, 100) : null);
  const proposal = {
    product_name: text(id?.productName),
    supplier_name: text(id?.supplierName),
    revision_date: id?.revisionDate && ISO_DATE.test(id.revisionDate) ? id.revisionDate : null,
    language: reading?.language && (SHEET_LANGUAGES as readonly string[]).includes(reading.language) ? reading.language : null,
  };
  const found = (Object.keys(proposal) as (keyof typeof proposal)[]).filter((k) => proposal[k] !== null);
  return { ...proposal, found };
}
