import { SHEET_LANGUAGES, type UploadPreview } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { userReaderPool } from './extraction.job.ts';

/** How long the user waits for the proposal of the upload form (issue #23): past it the form stays empty. */
export const PREVIEW_TIMEOUT_MS = 15_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads a PDF the user is about to upload and proposes its identification (issue #23), storing nothing. It runs on
 * the user lane's reader threads (the same pool as the upload's reading: never a second reader), under a shorter
 * time limit than a stored reading. A file the reader cannot read, or not in time, gives an empty proposal: the user
 * then types the fields, as before.
 */
export async function previewReading(ctx: Pick<AppContext, 'config'>, pdf: Uint8Array): Promise<UploadPreview> {
  const timeoutMs = Math.min(PREVIEW_TIMEOUT_MS, ctx.config.readerTimeoutMs);
  const outcome = await userReaderPool(ctx).read(pdf, { timeoutMs });
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
