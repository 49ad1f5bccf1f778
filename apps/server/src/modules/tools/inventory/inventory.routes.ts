import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DOCUMENT_CODE,
  INTERFACE_LANGUAGES,
  LoginParams,
  InventoryAreaInput,
  InventoryEntryInput,
  InventorySiteInput,
  SavedAdrLoadInput,
} from '@openfds/contract';
import { AppError } from '../../../errors/app-error.ts';
import { apiRoute } from '../../../plugins/api-route.ts';
import { collection, toData } from '../../../plugins/envelope.ts';
import { callerOf } from '../../../plugins/session.ts';
import { icpeWorkbook } from '../icpe/icpe-report.ts';
import { icpeReportContent, renderIcpeReport } from '../icpe/icpe-report-pdf.ts';
import { addArea, addSite, icpePerSite, inventoryOf, putEntry, removeEntry, removeSite, saveLoad, savedLoads } from './inventory.service.ts';
import { exportInventory, importInventory } from './inventory-xlsx.service.ts';
import { balances, charge } from '../tool-charge.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const id = z.coerce.number('bad_number').int('bad_number').positive('bad_number').max(Number.MAX_SAFE_INTEGER, 'bad_number');
const SiteParams = LoginParams.extend({ site_id: id });
const AreaParams = LoginParams.extend({ area_id: id });
const EntryParams = AreaParams.extend({ document_code: z.string().regex(DOCUMENT_CODE, 'wrong_pattern') });
/** An inventory workbook of thousands of lines weighs a few hundred KB; 5 MB leaves room without inviting abuse. */
const INVENTORY_XLSX_LIMIT = 5 * 1024 * 1024;
/** A report of one establishment (the link of each establishment's summary), or of all of them without it. */
/**
 * `lang` (ours): the report's language. The web page links the reports as plain downloads, which carry the browser's
 * Accept-Language, not the interface language the user chose; the link names it, and it wins over the header.
 */
const lang = z.enum(INTERFACE_LANGUAGES, { error: 'not_in_enum' }).optional();
const ReportQuery = z.object({ site_id: id.optional(), lang });
const PdfQuery = z.object({ site_id: id, lang });

/**
 * The inventory of my-FDS (issue #28): establishments, storage areas, the maximum quantity of each sheet; and the
 * per-user calls of api-spec §7 (GET /users/{login}/mySDS/quick_icpe and /quick_adr). Paths under mySDS/inventory
 * are ours (the spec does not show them).
 */
export function inventoryRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const tags = ['tools'];
  // The inventory import takes the workbook as the raw request body (one file, no multipart needed).
  if (!app.hasContentTypeParser(XLSX)) {
    app.addContentTypeParser(XLSX, { parseAs: 'buffer', bodyLimit: INVENTORY_XLSX_LIMIT }, (_req, body, done) => done(null, body));
  }
  /** The establishments a report covers: one (404 when it is not the user's), or all. */
  const reportSites = async (request: FastifyRequest, userId: number, siteId: number | undefined) => {
    const sites = await icpePerSite(ctx, callerOf(request), userId);
    if (siteId === undefined) return sites;
    const one = sites.filter((s) => s.site_id === siteId);
    if (one.length === 0) throw new AppError('notFound');
    return one;
  };

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/mySDS/tool_credits',
      summary: 'What I have left of each tool (free uses, credits)',
      tags,
      params: LoginParams,
      access: 'self',
    },
    async ({ request, target }) => collection(request, await balances(ctx, callerOf(request), target.id)),
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/mySDS/inventory',
      summary: 'My inventory: sites, storage areas, maximum quantities',
      tags,
      params: LoginParams,
      access: 'self',
    },
    async ({ request, target }) => collection(request, await inventoryOf(ctx, target.id)),
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/:login/mySDS/inventory/sites',
      summary: 'Add an establishment',
      tags,
      params: LoginParams,
      body: InventorySiteInput,
      access: 'self',
    },
    async ({ request, body, target }) => collection(request, [await addSite(ctx, target.id, body.name)]),
  );

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/users/:login/mySDS/inventory/sites/:site_id',
      summary: 'Remove an establishment and its areas',
      tags,
      params: SiteParams,
      access: 'self',
    },
    async ({ request, params, target }) => {
      await removeSite(ctx, target.id, params.site_id);
      return collection(request);
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/:login/mySDS/inventory/sites/:site_id/areas',
      summary: 'Add a storage area to an establishment',
      tags,
      params: SiteParams,
      body: InventoryAreaInput,
      access: 'self',
    },
    async ({ request, params, body, target }) => collection(request, [await addArea(ctx, target.id, params.site_id, body.name)]),
  );

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/users/:login/mySDS/inventory/areas/:area_id/entries',
      summary: 'Put a sheet in a storage area with its maximum quantity',
      tags,
      params: AreaParams,
      body: InventoryEntryInput,
      access: 'self',
    },
    async ({ request, params, body, target }) => collection(request, [await putEntry(ctx, callerOf(request), target.id, params.area_id, body)]),
  );

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/users/:login/mySDS/inventory/areas/:area_id/entries/:document_code',
      summary: 'Take a sheet out of a storage area',
      tags,
      params: EntryParams,
      access: 'self',
    },
    async ({ request, params, target }) => {
      await removeEntry(ctx, target.id, params.area_id, params.document_code);
      return collection(request);
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/mySDS/quick_icpe',
      summary: 'Quick-ICPE per establishment of my inventory',
      tags,
      params: LoginParams,
      access: 'self',
    },
    async ({ request, target }) => {
      const sites = await icpePerSite(ctx, callerOf(request), target.id);
      return collection(request, sites, { data: toData({ site_count: sites.length }) });
    },
  );

  apiRoute(
    app,
    { method: 'GET', url: '/users/:login/mySDS/quick_adr', summary: 'Quick-ADR: my saved loads, computed', tags, params: LoginParams, access: 'self' },
    async ({ request, target }) => collection(request, await savedLoads(ctx, callerOf(request), target.id)),
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/:login/mySDS/quick_adr',
      summary: 'Quick-ADR: save a load',
      tags,
      params: LoginParams,
      body: SavedAdrLoadInput,
      access: 'self',
    },
    async ({ request, body, target }) => collection(request, [await saveLoad(ctx, callerOf(request), target.id, body)]),
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/mySDS/quick_icpe/xlsx',
      summary: 'Quick-ICPE per establishment as an xlsx workbook (in `lang`, else the request language)',
      tags,
      params: LoginParams,
      query: ReportQuery,
      produces: XLSX,
      access: 'self',
      cost: 'report',
    },
    async ({ request, reply, target, query }) => {
      const language = query.lang ?? request.language;
      const sites = await reportSites(request, target.id, query.site_id);
      const body = await icpeWorkbook(sites, language);
      // One establishment report = one use of Quick-ICPE, charged once made; its PDF or xlsx again the same day is free.
      await charge(
        ctx,
        callerOf(request),
        target.id,
        'quickIcpe',
        sites.map((s) => `site:${s.site_id}`),
      );
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', `attachment; filename="quick-icpe-${language}.xlsx"`)
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/mySDS/inventory/xlsx',
      summary: 'My inventory as an xlsx workbook (request language): the layout the import reads back',
      tags,
      params: LoginParams,
      produces: XLSX,
      access: 'self',
    },
    async ({ request, reply, target }) => {
      const body = await exportInventory(ctx, target.id, request.language);
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', `attachment; filename="inventory-${request.language}.xlsx"`)
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/:login/mySDS/inventory/xlsx',
      summary: 'Import an inventory workbook in the export layout (body: the xlsx file); all lines or none',
      tags,
      params: LoginParams,
      access: 'self',
    },
    async ({ request, target }) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('inventoryFileInvalid', { field: 'file' });
      return collection(request, [await importInventory(ctx, target.id, request.body)]);
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/mySDS/quick_icpe/pdf',
      summary: 'Quick-ICPE report of one establishment as a PDF (in `lang`, else the request language)',
      tags,
      params: LoginParams,
      query: PdfQuery,
      produces: 'application/pdf',
      access: 'self',
      cost: 'report',
    },
    async ({ request, reply, target, query }) => {
      const language = query.lang ?? request.language;
      const [site] = await reportSites(request, target.id, query.site_id);
      const body = await renderIcpeReport(icpeReportContent(site, language, ctx.clock.now()), language);
      // The same establishment report as the xlsx: one use of Quick-ICPE, once a day whatever the format.
      await charge(ctx, callerOf(request), target.id, 'quickIcpe', [`site:${site.site_id}`]);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="quick-icpe-${site.site_id}-${language}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  );
}
