import type { SdsReading } from '@openfds/sds/types';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { extractionLevels, type ExtractionLevel } from '../entitlements/index.ts';
import type { ExtractionView } from './extraction.repository.ts';

/**
 * The one gate of the extracted-data downloads and the Premium control report: the caller's FDS-Extract level of
 * a sheet (entitlement service), 602 for a visitor and 618 (tool not active on the account) without one.
 */
export async function requireExtractionLevel(db: Db, userId: number | null, documentId: number): Promise<Exclude<ExtractionLevel, null>> {
  if (userId === null) throw new AppError('notLoggedIn');
  const level = (await extractionLevels(db, userId, [documentId])).get(documentId) ?? null;
  if (!level) throw new AppError('notEntitled');
  return level;
}

/** The reading behind the downloads and the report; 619 while there is none. */
export function extractedReading(view: ExtractionView | null): SdsReading {
  if (!view || view.status !== 'extracted' || !view.reading) throw new AppError('extractionUnavailable');
  return view.reading as SdsReading;
}
