import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DocumentCodeParams, ExtractionItem, PDF_CONTENT_TYPE, XLSX_CONTENT_TYPE, type ExtractionState } from '@openfds/contract';
import { readingToXlsx } from '@openfds/sds';
import type { SdsReading } from '@openfds/sds/types';
import { premiumCheckOf, type ExtractionLevel } from '../entitlements/index.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { callerOf } from '../../plugins/session.ts';
import { collection } from '../../plugins/envelope.ts';
import type { SheetRecord } from '../../catalogue/sheets.repository.ts';
import { requireConsultPass, resolveSheet } from '../documents/index.ts';
import { requestReadings } from '../../catalogue/sheet-source.ts';
import { askFirstReading } from './visitor-readings.ts';
import { findExtraction, type ExtractionView } from './extraction.repository.ts';
import { renderExtractionReport } from './report-pdf.ts';
import { basicReading } from './basic-reading.ts';
import { extractedReading, readingLevelOf, requireExtractionLevel, type ReadingRouteName } from './extraction-access.ts';
import { controlRoutes } from './control.routes.ts';
import { gateReading } from './reading-gate.ts';
import { sendAttachment } from './attachment.routes.ts';

/**
 * The extracted data of a sheet: as JSON for the sheet page (GET /documents/{code}/extraction, our route), as an
 * xlsx workbook (api-spec §7 sds2excel) and as a PDF report (api-spec §7 rapport/donnees_fds). A sheet's data is
 * as protected as its file: the code is resolved by the catalogue's access rule (resolveSheet: latest version,
 * 605 for deleted or secret sheets, 641 for a private sheet without a proven customer code), and the two
 * downloads, like the file itself, need a consult pass (login or free consult). What the downloads hold depends on
 * the user's FDS-Extract level of the sheet (entitlement service): the full data with a standard or Premium credit
 * spent on the sheet (issue #14: "FDS-Extract standard: the sheet's full extracted data ... and its downloads"); the
 * basic extraction, a free tool, for SafeBox members (hazard statements, CAS, EC and REACH identifiers, product-spec
 * §1, §4 Tools); otherwise 602 for a visitor, 618 for a logged-in user. The reply says which in X-Extraction-Level.
 */
export async function extractionRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  await controlRoutes(app);

  async function sheetWithExtraction(
    request: FastifyRequest,
    code: string,
  ): Promise<{ sheet: SheetRecord; view: ExtractionView | null; firstStatus: ExtractionState | null }> {
    const caller = callerOf(request);
    const { sheet } = await resolveSheet(ctx, caller, code);
    const view = await findExtraction(ctx.db, sheet.id);
    // Never read (demo and generated sheets get their file on demand, older sheets predate the reader): whoever
    // asks first, the page or a download, queues the reading, and the answer says "being read" until it lands; a
    // visitor's first views are counted (visitor-readings.ts, issue #22). A sheet whose file was not available last
    // time is asked again through the one source of a sheet's file (issue #23).
    if (view?.status === 'not_available') await requestReadings(ctx, [sheet.id]);
    const firstStatus = view ? null : await askFirstReading(ctx, caller, sheet.id, request.server.costGate);
    return { sheet, view, firstStatus };
  }

  /** The user's FDS-Extract level of the sheet (staff: all of it, audited); 602 (visitor) or 618 (no level) when there is none. */
  const requireLevel = (request: FastifyRequest, sheet: SheetRecord, route: ReadingRouteName) =>
    requireExtractionLevel(ctx, request.user ?? null, sheet, route);

  /** The data a level gets of the reading: all of it (standard, Premium) or its basic part. */
  function readingFor(level: Exclude<ExtractionLevel, null>, reading: SdsReading): SdsReading {
    return level === 'basic' ? basicReading(reading) : reading;
  }

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/documents/:document_code/extraction',
      summary: 'Extraction status and extracted data of a sheet (sheet page)',
      tags: ['extraction'],
      params: DocumentCodeParams,
      item: ExtractionItem,
      access: 'public',
      // Open to API keys (issue #27): the extracted data as JSON, behind the same reading gates (reading-routes.ts).
      apiKey: 'read',
    },
    async ({ request, params }) => {
      const { sheet, view, firstStatus } = await sheetWithExtraction(request, params.document_code);
      // Never read: the first view queued the reading (sheetWithExtraction); a visitor who started too many readings
      // this minute gets "not read" (visitor-readings.ts, issue #22).
      const status: ExtractionState = view?.status ?? firstStatus ?? 'in_progress';
      // Only a successful reading is shown as data; a failed one only lends its conformity flags.
      const shown = status === 'extracted' ? ((view?.reading ?? null) as SdsReading | null) : null;
      // Issue #22: the same gate as the paid downloads (reading-gate.ts): a visitor or a user without a level gets
      // the sheet page's free part only; the Annex II check and the evidence are Premium's.
      // Staff read it all (issue #26), audited only when there is data to read.
      const level = await readingLevelOf(ctx, request.user ?? null, sheet, shown ? 'extraction' : null);
      const gated = shown ? gateReading(level, shown) : null;
      const item: ExtractionItem = {
        document_code: sheet.iddc,
        status,
        reader_version: view?.readerVersion ?? null,
        extracted_at: view?.extractedAt?.toISOString() ?? null,
        conformity: view?.conformity ?? [],
        reading: gated?.reading ?? null,
        premium_check: request.user ? await premiumCheckOf(ctx.db, request.user.id, sheet.id) : null,
        extraction_level: level,
        // Issue #15: the Annex II check and the per-field evidence as their own fields (contract ExtractionItem).
        annex_ii: gated?.annexII ?? null,
        evidence: gated?.evidence ?? null,
      };
      return collection(request, [item]);
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/documents/:document_code/sds2excel',
      summary: 'Extracted data of a sheet as an xlsx workbook (one worksheet per section)',
      tags: ['extraction'],
      params: DocumentCodeParams,
      produces: XLSX_CONTENT_TYPE,
      access: 'public',
      cost: 'report',
    },
    async ({ request, reply, params }) => {
      const { sheet, view } = await sheetWithExtraction(request, params.document_code);
      requireConsultPass(callerOf(request));
      const level = await requireLevel(request, sheet, 'sds2excel');
      // Worksheet and row titles in the request's language, like the report.
      const workbook = await readingToXlsx(readingFor(level, extractedReading(view)), { language: request.language });
      reply.header('X-Extraction-Level', level);
      return sendAttachment(
        reply,
        XLSX_CONTENT_TYPE,
        `${sheet.product_name_slug}-${sheet.iddc}-${level === 'basic' ? 'basic-' : ''}data.xlsx`,
        Buffer.from(workbook),
      );
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/rapport/donnees_fds/:document_code',
      summary: 'Extracted data of a sheet as a PDF report in the request language',
      tags: ['extraction'],
      params: DocumentCodeParams,
      produces: PDF_CONTENT_TYPE,
      access: 'public',
      cost: 'report',
    },
    async ({ request, reply, params }) => {
      const { sheet, view } = await sheetWithExtraction(request, params.document_code);
      requireConsultPass(callerOf(request));
      const level = await requireLevel(request, sheet, 'data_report');
      const reading = readingFor(level, extractedReading(view));
      reply.header('X-Extraction-Level', level);
      const pdf = await renderExtractionReport(
        {
          iddc: sheet.iddc,
          productName: sheet.product_name,
          supplierName: sheet.supplier_name,
          revisionDate: sheet.revision_date,
          revisionVersion: sheet.revision_version,
          language: sheet.language,
        },
        reading,
        request.language,
      );
      return sendAttachment(
        reply,
        PDF_CONTENT_TYPE,
        `${sheet.product_name_slug}-${sheet.iddc}-${level === 'basic' ? 'basic-' : ''}report-${request.language}.pdf`,
        pdf,
      );
    },
  );
}
