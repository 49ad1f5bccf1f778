import { z } from 'zod';
import { EXTRACTION_STATUSES } from './constants.ts';

/**
 * The reader itself failed on the sheet's file (its PDF library broke, or its thread died, twice): the file has no
 * verdict yet, and `npm run reextract` reads such sheets again (issue #22). Not one of product-spec §4's statuses:
 * shown like "could not be read", with no reason about the file.
 */
export const READER_FAILED_STATE = 'reader_failed';

/**
 * Answered, never stored: the sheet was never read and its reading was not queued now, because the visitor asking
 * has started too many readings in the last minute (issue #22: 40 anonymous views queued 40 readings). A later view
 * queues it.
 */
export const NOT_READ_STATE = 'not_read';

/**
 * State of a sheet's extraction as stored and answered: the four statuses of product-spec §4 (shown when there is
 * no data) plus `extracted`, the state where the data itself is shown instead of a status, `reader_failed`, and
 * `not_read` (answered only).
 */
export const EXTRACTION_STATES = ['extracted', ...EXTRACTION_STATUSES, READER_FAILED_STATE, NOT_READ_STATE] as const;
export type ExtractionState = (typeof EXTRACTION_STATES)[number];

/** One Annex II finding (packages/sds AnnexIIFlag): its code, the page concerned and what was seen. */
export const AnnexIIFlagItem = z.object({
  code: z.enum(['missingSubsection', 'noRevisionDate', 'olderThanHazardChange', 'olderThanReferenceDate', 'ufiChecksum', 'candidateNotInSection15']),
  page: z.number().int().nullable(),
  /** What the reader saw, in English (the plain-words explanation per code is ANNEX_II_FLAG_TEXTS / locale files). */
  evidence: z.string(),
  subsection: z.string().optional(),
  cas: z.string().optional(),
  value: z.string().optional(),
});
export type AnnexIIFlagItem = z.infer<typeof AnnexIIFlagItem>;

/** The sheet against REACH Annex II as amended by (EU) 2020/878 (packages/sds AnnexIICheck). */
export const AnnexIIItem = z.object({
  regulation: z.string(),
  /** False for a sheet not in the European format: sub-sections listed, not flagged. */
  applies: z.boolean(),
  /** What the revision date was compared with, and why (e.g. a component that entered the candidate list). */
  reference: z.object({
    date: z.string(),
    kind: z.enum(['lastHazardChange', 'annexIIApplicability']),
    cause: z.string().optional(),
    cas: z.string().optional(),
  }),
  missing: z.array(z.string()),
  subsections: z.array(
    z.object({
      number: z.string(),
      title: z.string(),
      found: z.boolean(),
      page: z.number().int().nullable(),
      text: z.string().nullable(),
      by: z.enum(['number', 'title']).optional(),
    }),
  ),
  flags: z.array(AnnexIIFlagItem),
  /** What section 15 mentions of the components (kept so the candidate-list findings follow a new list); reader >= 1.2.0. */
  section15: z.object({ page: z.number().int().nullable(), mentionedCas: z.array(z.string()) }).optional(),
});
export type AnnexIIItem = z.infer<typeof AnnexIIItem>;

/** Where one extracted value comes from (packages/sds FieldEvidence): page, the text span, how found, confidence 0..1. */
export const FieldEvidenceItem = z.object({
  page: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  span: z.string(),
  line: z.string(),
  method: z.enum(['labelledValue', 'tableCell', 'heading', 'pattern', 'statementText', 'inferred']),
  confidence: z.number(),
});
export type FieldEvidenceItem = z.infer<typeof FieldEvidenceItem>;

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
  /**
   * The caller's FDS-Extract level of this sheet (null for a visitor or without one): 'premium' opens the control
   * report (GET /documents/{code}/control), so the sheet page offers it or explains how to get it.
   */
  extraction_level: z.enum(['premium', 'standard', 'basic']).nullable().optional(),
  /**
   * Issue #15, our fields (api-spec shows no body for this route; named in its snake_case style): the Annex II
   * conformity check and the per-field evidence of an extracted reading, lifted out of `reading` (which no longer
   * carries them) so a client reads them without knowing the reader's shape. Null unless extracted, and for a
   * reading stored before the check existed.
   */
  annex_ii: AnnexIIItem.nullable().optional(),
  /** Field path of the reading ("identification.productName", "composition.components[0].cas") -> its evidence. */
  evidence: z.record(z.string(), FieldEvidenceItem).nullable().optional(),
});
export type ExtractionItem = z.infer<typeof ExtractionItem>;

/** Content types the web accepts for the two data downloads (product-spec §5: otherwise "wrong data content"). */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_CONTENT_TYPE = 'application/pdf';

/** GET /documents/{code}/control (our route, Premium): the report as JSON (default) or as a printable PDF. */
export const ControlReportQuery = z.object({
  format: z.enum(['json', 'pdf'], { error: 'not_in_enum' }).default('json'),
});
export type ControlReportQuery = z.infer<typeof ControlReportQuery>;

/** One Annex II finding of the control report: the reader's finding with its name and plain-words explanation in the caller's language. */
export const ControlFindingItem = AnnexIIFlagItem.extend({
  title: z.string(),
  explanation: z.string(),
  /** What was seen, said in the caller's language (sub-section and page, dates, UFI, CAS). */
  detail: z.string().nullable(),
});
export type ControlFindingItem = z.infer<typeof ControlFindingItem>;

/**
 * Item of GET /documents/{code}/control (issue #15, FDS-Extract Premium "extraction and control"): the sheet, the
 * reading it comes from, every Annex II finding explained, the mandatory sub-sections, the UFI check, the
 * candidate-list components section 15 does not mention, and where each extracted value comes from.
 */
export const ControlReportItem = z.object({
  document_code: z.string(),
  language: z.string(),
  sheet: z.object({
    product_name: z.string(),
    supplier_name: z.string(),
    revision_date: z.string().nullable(),
    revision_version: z.string().nullable(),
    language: z.string(),
  }),
  reader_version: z.string().nullable(),
  extracted_at: z.string().nullable(),
  generated_at: z.string(),
  premium_check: z.enum(['awaiting', 'checked']).nullable(),
  regulation: z.string(),
  applies: z.boolean(),
  reference: AnnexIIItem.shape.reference,
  findings: z.array(ControlFindingItem),
  subsections: AnnexIIItem.shape.subsections,
  ufi: z.object({
    /** The UFI read on the sheet (valid ones only), null when none. */
    value: z.string().nullable(),
    /** UFIs printed on the sheet that fail their checksum, with their page. */
    invalid: z.array(z.object({ value: z.string(), page: z.number().int().nullable() })),
  }),
  /** False when the candidate list is not loaded: candidate_components was then not checked (not "none"). */
  candidate_list_loaded: z.boolean(),
  candidate_components: z.array(z.object({ cas: z.string(), name: z.string().nullable(), page: z.number().int().nullable() })),
  evidence: z.record(z.string(), FieldEvidenceItem),
});
export type ControlReportItem = z.infer<typeof ControlReportItem>;
