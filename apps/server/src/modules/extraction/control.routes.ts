import type { FastifyInstance } from 'fastify';
import { ControlReportItem, ControlReportQuery, DocumentCodeParams, PDF_CONTENT_TYPE } from '@openfds/contract';
import type { AnnexIICheck, SdsReading } from '@openfds/sds/types';
import { AppError } from '../../errors/app-error.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { callerOf } from '../../plugins/session.ts';
import { collection } from '../../plugins/envelope.ts';
import { premiumCheckOf } from '../entitlements/index.ts';
import { resolveSheet } from '../documents/index.ts';
import { candidateListForReader } from '../vigi/index.ts';
import { sendAttachment } from './attachment.routes.ts';
import { extractedReading, requireExtractionLevel } from './extraction-access.ts';
import { findExtraction } from './extraction.repository.ts';
import { buildControlReport } from './control-report.ts';
import { renderControlReport } from './control-report-pdf.ts';

/**
 * The Premium control report (issue #15: the Annex II findings "become the Premium control report"), our route: the
 * api-spec has none, so it follows the extracted-data downloads. GET /documents/{code}/control answers the report as
 * JSON, and with ?format=pdf as a printable PDF, both in the request's language (Accept-Language / prefix).
 *
 * Design choices:
 * - Access is the extraction downloads' gate (requireExtractionLevel, one code path): the sheet is resolved by the
 *   catalogue's access rule first (605 unknown/deleted or another user's upload, 641 private without customer code),
 *   then the caller's FDS-Extract level of that sheet. The report is what the Premium offer ("extraction and
 *   control") adds, so only the 'premium' level opens it; a visitor gets 602, a logged-in user whose level is basic
 *   or standard, or who has none, gets 618 "This tool is not active on your account" (the catalogue's existing
 *   answer for a tool the account lacks). No new error code was needed.
 * - Like the downloads the route is declared `public` and refuses itself, so that an unknown sheet answers 605 to
 *   anyone before the login question (the same order as /sds2excel and /rapport/donnees_fds). Unlike them it asks no
 *   free-consult pass of a visitor (640): a report only a logged-in Premium holder can get answers 602 at once.
 * - 619 while the sheet has no extracted reading, or its reading predates the Annex II check (reader < 1.1.0): the
 *   report is made only from a check, never guessed.
 */
export async function controlRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/documents/:document_code/control',
      summary: 'Premium control report of a sheet (REACH Annex II as amended by 2020/878): JSON, or PDF with format=pdf',
      tags: ['extraction'],
      params: DocumentCodeParams,
      query: ControlReportQuery,
      item: ControlReportItem,
      access: 'public',
    },
    async ({ request, reply, params, query }) => {
      const caller = callerOf(request);
      const { sheet } = await resolveSheet(ctx, caller, params.document_code);
      const userId = request.user?.id ?? null;
      // Staff (issue #26) get 'premium': they check the report a customer bought.
      const level = await requireExtractionLevel(ctx, request.user ?? null, sheet, 'control');
      if (level !== 'premium') throw new AppError('notEntitled');
      const view = await findExtraction(ctx.db, sheet.id);
      const reading = extractedReading(view);
      if (!reading.annexII) throw new AppError('extractionUnavailable');
      const report = buildControlReport({
        sheet: {
          iddc: sheet.iddc,
          productName: sheet.product_name,
          supplierName: sheet.supplier_name,
          revisionDate: sheet.revision_date,
          revisionVersion: sheet.revision_version,
          language: sheet.language,
        },
        reading: reading as SdsReading & { annexII: AnnexIICheck },
        readerVersion: view?.readerVersion ?? null,
        extractedAt: view?.extractedAt ?? null,
        premiumCheck: userId === null ? null : await premiumCheckOf(ctx.db, userId, sheet.id),
        candidateListLoaded: (await candidateListForReader(ctx.db)).cas.length > 0,
        language: request.language,
        now: new Date(),
      });
      reply.header('X-Extraction-Level', level);
      if (query.format === 'pdf') {
        const pdf = await renderControlReport(report, request.language);
        return sendAttachment(reply, PDF_CONTENT_TYPE, `${sheet.product_name_slug}-${sheet.iddc}-control-${request.language}.pdf`, pdf);
      }
      reply.header('Cache-Control', 'private, no-store');
      return collection(request, [report]);
    },
  );
}
