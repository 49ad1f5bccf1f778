import { z } from 'zod';
import { EXTRACTION_STATUSES } from './constants.ts';

/**
 * State of a sheet's extraction as stored and answered: the four statuses of product-spec §4 (shown when there is
 * no data) plus `extracted`, the state where the data itself is shown instead of a status.
 */
export const EXTRACTION_STATES = ['extracted', ...EXTRACTION_STATUSES] as const;
export type ExtractionState = (typeof EXTRACTION_STATES)[number];

/**
 * Item of GET /documents/{code}/extraction (our route, for the sheet page): the status, the reader version that
 * produced the data, and the reading itself (packages/sds SdsReading) when there is one.
 */
export const ExtractionItem = z.object({
  document_code: z.string(),
  status: z.enum(EXTRACTION_STATES),
  reader_version: z.string().nullable(),
  extracted_at: z.string().nullable(),
  conformity: z.array(z.string()),
  reading: z.unknown().nullable(),
  /** Premium (shop): the human check of this sheet's extraction for the caller, queued when a Premium credit was spent. */
  premium_check: z.enum(['awaiting', 'checked']).nullable().optional(),
});
export type ExtractionItem = z.infer<typeof ExtractionItem>;

/** Content types the web accepts for the two data downloads (product-spec §5: otherwise "wrong data content"). */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_CONTENT_TYPE = 'application/pdf';
