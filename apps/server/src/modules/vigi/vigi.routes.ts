import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DOCUMENT_CODE, LoginParams, VIGI_LIST_CODES, VigiListHits, VigiListInfo, VigiSheetWatch, VigiListVersion, type VigiListCode } from '@openfds/contract';
import { AppError } from '../../errors/app-error.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection, toData } from '../../plugins/envelope.ts';
import { callerOf, requireUser } from '../../plugins/session.ts';
import { loadReadableDocument, loadViewer } from './watch/document-access.ts';
import { shopEntitlements, type VigiEntitlements } from './watch/entitlements.ts';
import { ListFileFormatError } from './lists/importers/parsed-list.ts';
import { checksumOf, importListFile } from './lists/list-import.service.ts';
import { recordStaffAction } from '../audit/index.ts';
import { buildReportPdf } from './report/report-pdf.ts';
import { VIGI_LIST_UPDATED_JOB } from './alerts/vigi.jobs.ts';
import { ANNEX_II_REFRESH_JOB } from '../../catalogue/sheet-jobs.ts';
import { requestReadings } from '../../catalogue/sheet-source.ts';
import { listInfos, listMetas } from './lists/lists.service.ts';
import { documentWatch, isExtractionPending, userWatch } from './watch/watch.service.ts';

const DocumentParams = z.object({ code: z.string().regex(DOCUMENT_CODE, 'wrong_pattern') });
const ListParams = z.object({ list: z.enum(VIGI_LIST_CODES as [VigiListCode, ...VigiListCode[]], 'not_in_enum') });
const ImportQuery = z.object({
  file_name: z.string().max(255).optional(),
  label: z.string().max(100).optional(),
  source: z.string().max(500).optional(),
  publication_date: z.iso.date('wrong_pattern').optional(),
  /** Issue #26: 'true' previews what would enter, leave and change, and keeps nothing. */
  dry_run: z.enum(['true', 'false']).optional(),
  /** The preview's checksum: the import is refused (759) when the file is not the one previewed. */
  expected_checksum: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'wrong_pattern')
    .optional(),
});

/** Official list files are small (the CLP workbook is ~0.5 MB); 20 MB leaves room for full exports. */
const LIST_FILE_LIMIT = 20 * 1024 * 1024;
const LIST_FILE_TYPES = [
  'application/octet-stream',
  'text/csv',
  'text/tab-separated-values',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

export async function vigiRoutes(app: FastifyInstance, options: { entitlements?: VigiEntitlements } = {}) {
  const { db, config } = app.ctx;
  const entitlements = options.entitlements ?? shopEntitlements(db);

  // The admin import call takes the file as the raw request body (no multipart needed for one file).
  app.addContentTypeParser(LIST_FILE_TYPES, { parseAs: 'buffer', bodyLimit: LIST_FILE_LIMIT }, (_req, body, done) => done(null, body));

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/vigi/lists',
      summary: 'Regulatory lists of the substance watch: versions, dates, price per lot',
      tags: ['vigi'],
      item: VigiListInfo,
      access: 'public',
    },
    async ({ request }) => collection(request, await listInfos(db)),
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/documents/:code/vigi_substances',
      summary: 'Substance watch of one sheet: hits per list',
      tags: ['vigi'],
      params: DocumentParams,
      item: VigiListHits,
      access: 'public',
      // Open to API keys (issue #27): an integrator's read.
      apiKey: 'read',
    },
    async ({ request, params }) => {
      const doc = await loadReadableDocument(db, callerOf(request), params.code);
      const entitlement = await entitlements.forUser(request.user?.id ?? null);
      let watch;
      try {
        watch = await documentWatch(db, config, doc, entitlement, request.language);
      } catch (error) {
        if (!isExtractionPending(error)) throw error;
        // Not read yet (demo and imported sheets are read on demand): queue the reading (once) and say so; the
        // sheet page asks again until the hits are there. Not an error: nothing prevents the evaluation.
        await requestReadings(app.ctx, [doc.id]);
        return collection(request, [], {
          data: toData({ document_code: doc.iddc, product_name: doc.product_name, extraction_status: 'in_progress', hit_count: 0 }),
        });
      }
      const { lists, invalidComponents } = watch;
      return collection(request, lists, {
        data: toData({
          document_code: doc.iddc,
          extraction_status: 'extracted',
          product_name: doc.product_name,
          detail: entitlement.freeDetail,
          report_available: entitlement.report,
          hit_count: lists.reduce((n, l) => n + l.hits.length, 0),
          invalid_identifiers: invalidComponents,
        }),
        links: entitlement.report ? [{ rel: 'report', href: `/api/v1/rapport/vigi_substances/${doc.iddc}` }] : [],
      });
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/mySDS/vigi_substances',
      summary: 'Substance watch across the sheets of my space',
      tags: ['vigi'],
      params: LoginParams,
      item: VigiSheetWatch,
      access: 'self',
      // Open to API keys (issue #27): an integrator's read.
      apiKey: 'read',
    },
    async ({ request, target: user }) => {
      const entitlement = await entitlements.forUser(user.id);
      // The sheets of the space not read yet get their reading asked for now (issue #23), not on a page view.
      const items = await userWatch(db, config, user.id, await loadViewer(db, callerOf(request)), entitlement, request.language, (ids) =>
        requestReadings(app.ctx, ids),
      );
      return collection(request, items, {
        data: toData({
          sheet_count: items.length,
          sheets_with_hits: items.filter((i) => i.hits.length > 0).length,
          sheets_not_evaluated: items.filter((i) => i.vigilance_error !== null).length,
        }),
      });
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/rapport/vigi_substances/:code',
      summary: 'Substance watch report of one sheet (PDF)',
      tags: ['vigi'],
      params: DocumentParams,
      produces: 'application/pdf',
      access: 'public',
      cost: 'report',
    },
    async ({ request, reply, params }) => {
      const doc = await loadReadableDocument(db, callerOf(request), params.code);
      const entitlement = await entitlements.forUser(request.user?.id ?? null);
      if (!entitlement.report) throw new AppError(request.user ? 'notEntitled' : 'notLoggedIn');
      let watch;
      try {
        watch = await documentWatch(db, config, doc, entitlement, request.language);
      } catch (error) {
        // Issue #23: the report of a sheet never read answered "being read, retry in a minute" for ever, as nothing
        // asked for its reading. Now it is asked for here, and the retry finds it read.
        if (isExtractionPending(error)) await requestReadings(app.ctx, [doc.id]);
        throw error;
      }
      const { lists, invalidComponents } = watch;
      const pdf = await buildReportPdf({
        doc,
        lists,
        invalidComponents,
        metas: await listMetas(db),
        language: request.language,
        generatedAt: new Date(),
      });
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="vigi-substances-${doc.iddc}.pdf"`)
        .header('cache-control', 'private, no-store');
      return reply.send(pdf);
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/admin/vigi/lists/:list/versions',
      summary: 'Import a new version of a regulatory list (raw file as the body); dry_run=true previews the changes',
      tags: ['vigi', 'admin'],
      params: ListParams,
      query: ImportQuery,
      item: VigiListVersion,
      bodyLimit: LIST_FILE_LIMIT,
      access: 'staff',
      permission: 'lists.import',
      denied: 'notAdmin',
    },
    async ({ request, params, query }) => {
      const user = requireUser(request);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new AppError('validation', { field: 'file', messageKey: 'params_required' });
      }
      const dryRun = query.dry_run === 'true';
      if (!dryRun && query.expected_checksum && query.expected_checksum !== checksumOf(request.body)) throw new AppError('listPreviewStale', { field: 'file' });
      let result;
      try {
        result = await importListFile(db, params.list, request.body, {
          dryRun,
          fileName: query.file_name ?? null,
          label: query.label ?? null,
          source: query.source ?? null,
          publicationDate: query.publication_date ?? null,
          importedBy: user.id,
          // The back office's audit row, in the import's transaction (issue #26).
          onStored: (trx, stored) =>
            recordStaffAction(trx, {
              staff: user,
              at: app.ctx.clock.now(),
              action: 'list.import',
              targetType: 'vigi_list',
              targetId: params.list,
              after: { version_id: stored.versionId, entries: stored.entryCount, entered: stored.entered, left: stored.left, changed: stored.changed },
            }),
        });
      } catch (error) {
        if (error instanceof ListFileFormatError) {
          throw new AppError('listFileInvalid', {
            field: 'file',
            params: { columns: error.expectedColumns.join(', ') },
            data: [{ name: 'detail', value: error.message }],
          });
        }
        throw error;
      }
      if (dryRun) {
        return collection(request, [], {
          data: toData({
            list: result.list,
            dry_run: true,
            unchanged: result.unchanged,
            checksum: result.checksum,
            entry_count: result.entryCount,
            entered: result.entered,
            left: result.left,
            changed: result.changed,
            preview: result.preview ?? [],
            warnings: result.warnings.slice(0, 100),
          }),
        });
      }
      if (!result.unchanged) await app.ctx.jobs.send(VIGI_LIST_UPDATED_JOB, { versionId: result.versionId });
      // The stored readings' Annex II candidate-list findings follow the new list (modules/extraction handles it).
      if (!result.unchanged && params.list === 'candidate_list') {
        await app.ctx.jobs.send(ANNEX_II_REFRESH_JOB, { versionId: result.versionId }, { singletonKey: ANNEX_II_REFRESH_JOB });
      }
      return collection(request, [], {
        data: toData({
          list: result.list,
          version_id: result.versionId,
          unchanged: result.unchanged,
          entry_count: result.entryCount,
          entered: result.entered,
          left: result.left,
          changed: result.changed,
          warnings: result.warnings.slice(0, 100),
        }),
      });
    },
  );
}
