import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ExtractionItem, ExtractionParams, PDF_CONTENT_TYPE, XLSX_CONTENT_TYPE, type ExtractionState } from '@openfds/contract';
import { readingToXlsx } from '@openfds/sds';
import type { SdsReading } from '@openfds/sds/types';
import { AppError } from '../../errors/app-error.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection } from '../../plugins/envelope.ts';
import { findExtractionByCode, findReportSheet, type ExtractionView } from './extraction.repository.ts';
import { renderExtractionReport } from './report-pdf.ts';
import { assertSheetVisible } from './sheet-access.ts';

/**
 * The extracted data of a sheet: as JSON for the sheet page (GET /documents/{code}/extraction, our route), as an
 * xlsx workbook (api-spec §7 sds2excel) and as a PDF report (api-spec §7 rapport/donnees_fds). All three obey the
 * sheet's access rules: a private sheet's data is as protected as its file.
 */
export async function extractionRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  async function visibleExtraction(request: FastifyRequest, code: string): Promise<ExtractionView> {
    const view = await findExtractionByCode(db, code);
    if (!view) throw new AppError('documentNotFound');
    await assertSheetVisible(db, request, view.documentId);
    return view;
  }

  function extractedReading(view: ExtractionView): SdsReading {
    if (view.status !== 'extracted' || !view.reading) throw new AppError('extractionUnavailable');
    return view.reading as SdsReading;
  }

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/documents/:code/extraction',
      summary: 'Extraction status and extracted data of a sheet (sheet page)',
      tags: ['extraction'],
      params: ExtractionParams,
      item: ExtractionItem,
    },
    async ({ request, params }) => {
      const view = await visibleExtraction(request, params.code);
      const status: ExtractionState = view.status ?? (view.hasFile ? 'not_available' : 'not_concerned');
      const item: ExtractionItem = {
        document_code: view.iddc,
        status,
        reader_version: view.readerVersion,
        extracted_at: view.extractedAt?.toISOString() ?? null,
        conformity: view.conformity,
        // Only a successful reading is shown as data; a failed one only lends its conformity flags.
        reading: status === 'extracted' ? view.reading : null,
      };
      return collection(request, [item]);
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/documents/:code/sds2excel',
      summary: 'Extracted data of a sheet as an xlsx workbook (one worksheet per section)',
      tags: ['extraction'],
      params: ExtractionParams,
      produces: XLSX_CONTENT_TYPE,
    },
    async ({ request, reply, params }) => {
      const view = await visibleExtraction(request, params.code);
      const workbook = await readingToXlsx(extractedReading(view));
      return reply
        .header('Content-Type', XLSX_CONTENT_TYPE)
        .header('Content-Disposition', `attachment; filename="${view.iddc}-sds-data.xlsx"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(workbook));
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/rapport/donnees_fds/:code',
      summary: 'Extracted data of a sheet as a PDF report in the request language',
      tags: ['extraction'],
      params: ExtractionParams,
      produces: PDF_CONTENT_TYPE,
    },
    async ({ request, reply, params }) => {
      const view = await visibleExtraction(request, params.code);
      const reading = extractedReading(view);
      const sheet = await findReportSheet(db, view.documentId);
      if (!sheet) throw new AppError('documentNotFound');
      const pdf = await renderExtractionReport(sheet, reading, request.language);
      return reply
        .header('Content-Type', PDF_CONTENT_TYPE)
        .header('Content-Disposition', `attachment; filename="${view.iddc}-donnees-fds-${request.language}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
}
