import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { DocumentCodeParams, DocumentDetails, PreviewQuery, QrCodeQuery, SearchResultRow, SupplierProductParams, fallbackLanguages } from '@openfds/contract';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { callerOf } from '../../plugins/session.ts';
import { collection, toData } from '../../plugins/envelope.ts';
import { recordConsultation } from '../consultations/index.ts';
import { findSupplier } from '../customer-codes/index.ts';
import { toResultRows } from '../search/index.ts';
import { loadViewer } from '../../catalogue/document-access.ts';
import { landingFigures, sheetsByProductCode } from '../../catalogue/sheets.repository.ts';
import { permanentUrl, requireConsultPass, resolveSheet, sheetDetails } from './documents.service.ts';
import { sendFile } from '../../plugins/file-response.ts';
import { requireSheetFile } from '../../catalogue/sheet-source.ts';

/** Sheet details, file, QR code, product lookup and the landing figures (api-spec §7 "Public search and documents"). */
export async function documentsRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/documents/:document_code',
      summary: 'A sheet (latest version of the product), its other languages and other sheets of the supplier',
      tags: ['documents'],
      params: DocumentCodeParams,
      item: DocumentDetails,
      access: 'public',
      // Open to API keys (issue #27): an integrator's read.
      apiKey: 'read',
    },
    async ({ request, params }) => {
      const caller = callerOf(request);
      const { sheet, details } = await sheetDetails(ctx, caller, params.document_code);
      // A sheet page seen by a known visitor (account or guest pass) counts as a consultation (history, stats).
      if (caller.user || caller.session?.guest) await recordConsultation(ctx, caller, sheet, 'consult');
      return collection(request, [details], { data: toData({ permanent_url: details.permanent_url }) });
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/documents/:document_code/preview',
      summary: 'The sheet PDF (inline, or attachment with download=1), Range and ETag',
      tags: ['documents'],
      params: DocumentCodeParams,
      query: PreviewQuery,
      produces: 'application/pdf',
      access: 'public',
      // Open to API keys (issue #27): an integrator's read.
      apiKey: 'read',
    },
    async ({ request, reply, params, query }) => {
      const caller = callerOf(request);
      const { sheet } = await resolveSheet(ctx, caller, params.document_code);
      requireConsultPass(caller);
      // Rendered when the sheet has none yet, its reading asked for when never read (642 without a file).
      const file = await requireSheetFile(ctx, sheet);
      const download = query.download === '1' || query.download === 'true';
      // A Range request is the viewer fetching more of a file already opened: counted once, on the first bytes.
      const range = request.headers.range;
      if (!range || /^bytes=0-/.test(range)) await recordConsultation(ctx, caller, sheet, download ? 'download' : 'preview');
      return sendFile(request, reply, ctx.storage, file, { filename: `${sheet.product_name_slug}-${sheet.language}-${sheet.iddc}.pdf`, download });
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/documents/:document_code/qrcode',
      summary: 'QR code of the permanent link (PNG, or SVG with format=svg)',
      tags: ['documents'],
      params: DocumentCodeParams,
      query: QrCodeQuery,
      produces: 'image/png',
      access: 'public',
    },
    async ({ request, reply, params, query }) => {
      await resolveSheet(ctx, callerOf(request), params.document_code);
      // The permanent link names the code asked for: it keeps resolving to the latest version.
      const url = permanentUrl(ctx, params.document_code);
      reply.header('Cache-Control', 'public, max-age=86400');
      if (query.format === 'svg') {
        const svg = await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
        return reply.type('image/svg+xml').send(svg);
      }
      const png = await QRCode.toBuffer(url, { type: 'png', width: query.size, margin: 2, errorCorrectionLevel: 'M' });
      return reply.type('image/png').send(png);
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/suppliers/:supplier_code/products/:product_code',
      summary: "A supplier's latest sheets of one product code (every language)",
      tags: ['documents'],
      params: SupplierProductParams,
      item: SearchResultRow,
      access: 'public',
      // Open to API keys (issue #27): an integrator's read.
      apiKey: 'read',
    },
    async ({ request, params }) => {
      const supplier = await findSupplier(ctx, params.supplier_code);
      if (!supplier) throw new AppError('unknownSupplier');
      const viewer = await loadViewer(ctx.db, callerOf(request));
      const proven = [...viewer.provenSupplierIds];
      const sheets = await sheetsByProductCode(ctx.pool, supplier.id, params.product_code, proven, fallbackLanguages(request.language));
      if (sheets.length === 0) throw new AppError('missingRecord');
      return collection(request, await toResultRows(ctx, sheets, proven, request.user?.id ?? null));
    },
  );

  // The statistics bar changes slowly: computed at most once a minute.
  let landing: { at: number; figures: Awaited<ReturnType<typeof landingFigures>> } | null = null;
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/landing_page',
      summary: 'Figures of the statistics bar (suppliers, sheets, languages, countries)',
      tags: ['documents'],
      item: z.object({ code: z.string(), value: z.number() }),
      access: 'public',
    },
    async ({ request }) => {
      if (!landing || Date.now() - landing.at > 60_000) landing = { at: Date.now(), figures: await landingFigures(ctx.pool) };
      const f = landing.figures;
      const items = [
        { code: 'suppliers', value: Number(f.suppliers) },
        { code: 'sheets', value: Number(f.sheets) },
        { code: 'languages', value: Number(f.languages) },
        { code: 'countries', value: Number(f.countries) },
      ];
      return collection(request, items, { data: toData(Object.fromEntries(items.map((i) => [i.code, i.value]))) });
    },
  );
}
