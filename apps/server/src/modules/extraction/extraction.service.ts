import { READER_FAILED_STATE, type ExtractionState } from '@openfds/contract';
import type { AnnexIIOptions, SdsReading } from '@openfds/sds/types';
import type { Db } from '../../db/database.ts';
import type { Storage } from '../../storage/storage.ts';
import { componentRows } from './component-rows.ts';
import { findDocumentToRead, findExtraction, markInProgress, replaceComponents, saveExtraction, type StoredExtraction } from './extraction.repository.ts';
import type { ReaderOutcome } from './reader-pool.ts';
import { candidateListForReader, rematchDocuments } from '../vigi/index.ts';

export interface ExtractionDeps {
  db: Db;
  storage: Storage;
  /** Runs the reader under its time limit (ReaderPool.read in production). */
  read(pdf: Uint8Array, options: { declaredLanguage?: string; timeoutMs?: number; annexII?: AnnexIIOptions }): Promise<ReaderOutcome>;
  /** The reader's own soft time limit; the pool's hard limit sits above it. */
  readerTimeoutMs: number;
  /** Version of the reader in this process, stored with failures so that re-extraction skips known failures. */
  readerVersion: string;
  /**
   * Gives a sheet that has no stored file its file (the catalogue renders generated and demo sheets on demand) and
   * returns the storage key; null when the sheet cannot have one.
   */
  provideFile?(iddc: string): Promise<string | null>;
}

/**
 * Reads one sheet and stores the outcome (the 'sds.extract' job). Status rules (product-spec §4):
 * - not_concerned: no file (and none the catalogue can render), or a readable file that is no safety data sheet
 *   (no section found);
 * - not_available: the file cannot be loaded or rendered (a later run may succeed);
 * - not_extracted: the reader ran out of time, or the file is a bad PDF or has no text layer;
 * - reader_failed: the reader itself broke on the file (MuPDF's WASM trapped, its thread died), on a fresh reader
 *   too: no verdict on the file, which `npm run reextract` reads again (issue #22: such failures were stored as
 *   bad PDFs, and the broken reader then failed every later sheet);
 * - extracted: otherwise; the reading and its components are stored.
 * The final write (extraction row + components) is one transaction.
 */
export async function extractDocument(deps: ExtractionDeps, documentId: number): Promise<ExtractionState | null> {
  const document = await findDocumentToRead(deps.db, documentId);
  if (!document || document.deleted) return null;
  await markInProgress(deps.db, documentId);
  let fileKey: string | null;
  try {
    fileKey = document.fileKey ?? (deps.provideFile ? await deps.provideFile(document.iddc) : null);
  } catch {
    await store(deps, documentId, failure('not_available', deps.readerVersion, 'file_not_rendered'));
    return 'not_available';
  }
  if (!fileKey) {
    await store(deps, documentId, failure('not_concerned', deps.readerVersion, 'no_file'));
    return 'not_concerned';
  }
  let pdf: Uint8Array;
  try {
    pdf = await deps.storage.get(fileKey);
  } catch {
    await store(deps, documentId, failure('not_available', deps.readerVersion, 'file_missing'));
    return 'not_available';
  }
  const options = { declaredLanguage: document.language, timeoutMs: deps.readerTimeoutMs, annexII: await annexIIOptions(deps.db) };
  let outcome = await deps.read(pdf, options);
  // A crashed reader thread was ended by the pool: the second try runs on a fresh one.
  if (!outcome.ok && outcome.failure === 'crashed') outcome = await deps.read(pdf, options);
  if (!outcome.ok && outcome.failure === 'crashed') {
    // A reading stored earlier (an older reader's) stays shown: a broken reader is no reason to drop it.
    if ((await findExtraction(deps.db, documentId))?.status === 'extracted') return READER_FAILED_STATE;
    await store(deps, documentId, failure(READER_FAILED_STATE, deps.readerVersion, `reader_failed: ${outcome.detail}`.slice(0, 500)));
    return READER_FAILED_STATE;
  }
  if (!outcome.ok) {
    await store(deps, documentId, failure('not_extracted', deps.readerVersion, `${outcome.failure}: ${outcome.detail}`.slice(0, 500)));
    return 'not_extracted';
  }
  const stored = fromReading(outcome.reading);
  await store(deps, documentId, stored, outcome.reading);
  return stored.status;
}

/**
 * Inputs of the reader's Annex II check (issue #15) from the substance watch: the current candidate list (CAS and
 * inclusion dates). The last hazard change the server knows for a sheet is the latest date one of the sheet's own
 * components entered the candidate list (the reader picks it from the dates, as it alone knows the components);
 * the catalogue holds no other hazard history. Arrays, not Sets: the options cross to the reader's worker thread.
 * The check is stored with the reading; a later list version refreshes its list findings without reading the file
 * again (annex-ii-refresh.job.ts).
 */
export async function annexIIOptions(db: Db): Promise<AnnexIIOptions> {
  const list = await candidateListForReader(db);
  return { candidateListCas: list.cas, candidateInclusionDates: list.inclusionDates, lastHazardChange: null };
}

/** The status a reading deserves, with what is kept of it. */
export function fromReading(reading: SdsReading): StoredExtraction {
  const flags = reading.conformity.map((c) => c.flag);
  let status: StoredExtraction['status'] = 'extracted';
  let error: string | null = null;
  if (reading.timedOut) return failure('not_extracted', reading.readerVersion, 'timeout');
  if (flags.includes('badPdf') || flags.includes('unreadable')) {
    status = 'not_extracted';
    error = flags.includes('badPdf') ? 'bad_pdf' : 'unreadable';
  } else if (reading.sections.length === 0 && reading.format === 'other') {
    status = 'not_concerned';
    error = 'not_a_sheet';
  }
  // The reading is kept even when not extracted: its conformity flags tell the user why.
  return { status, readerVersion: reading.readerVersion, reading, conformity: [...new Set(flags)], error };
}

function failure(status: StoredExtraction['status'], readerVersion: string, error: string): StoredExtraction {
  return { status, readerVersion, reading: null, conformity: [], error };
}

async function store(deps: ExtractionDeps, documentId: number, value: StoredExtraction, reading?: SdsReading) {
  // Components only come from a reading that counts as extracted; any other outcome clears the old ones.
  const rows = reading && value.status === 'extracted' ? componentRows(documentId, reading) : [];
  await deps.db.transaction().execute(async (trx) => {
    await saveExtraction(trx, documentId, value);
    await replaceComponents(trx, documentId, rows);
  });
  // The substance watch keeps stored matches per sheet (alerts, catalogue-wide views): refresh this sheet's
  // once its components are committed.
  await rematchDocuments(deps.db, [documentId]);
}
