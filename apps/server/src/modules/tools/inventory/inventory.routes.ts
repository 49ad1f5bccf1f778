import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DOCUMENT_CODE,
  LoginParams,
  InventoryAreaInput,
  InventoryEntryInput,
  InventorySiteInput,
  SavedAdrLoadInput,
  SavedAdrLoadItem,
  type InterfaceLanguage,
} from '@openfds/contract';
import { AppError } from '../../../errors/app-error.ts';
import { apiRoute } from '../../../plugins/api-route.ts';
import { collection, toData } from '../../../plugins/envelope.ts';
import { callerOf } from '../../../plugins/session.ts';
import { icpeWorkbook } from '../icpe/icpe-report.ts';
import { icpeReportContent, renderIcpeReport } from '../icpe/icpe-report-pdf.ts';
import { addArea, addSite, icpePerSite, inventoryOf, putEntry, removeEntry, removeLoad, removeSite, saveLoad, savedLoads } from './inventory.service.ts';
import { exportInventory, importInventory } from './inventory-xlsx.service.ts';
import { balances, charge } from '../tool-charge.ts';
import { LangQuery, toolLanguage } from '../tool-language.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const id = z.coerce.number('bad_number').int('bad_number').positive('bad_number').max(Number.MAX_SAFE_INTEGER, 'bad_number');
const SiteParams = LoginParams.extend({ site_id: id });
const AreaParams = LoginParams.extend({ area_id: id });
const LoadParams = LoginParams.extend({ load_id: id });
const EntryParams = AreaParams.extend({ document_code: z.string().regex(DOCUMENT_CODE, 'wrong_pattern') });
/** An inventory workbook of thousands of lines weighs a few hundred KB; 5 MB leaves room without inviting abuse. */
const INVENTORY_XLSX_LIMIT = 5 * 1024 * 1024;
/**
 * A report of one establishment (the link of each establishment's summary), or of all of them without it; `lang`
 * (ours, tool-language.ts) names its language, as it does for the JSON answers.
 */
const ReportQuery = LangQuery.extend({ site_id: id.optional() });
const PdfQuery = LangQuery.extend({ site_id: id });

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
  const reportSites = async (request: FastifyRequest, userId: number, siteId: number | undefined, language: InterfaceLanguage) => {
    const sites = await icpePerSite(ctx, callerOf(request), userId, language);
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
      query: LangQuery,
      access: 'self',
    },
    async ({ request, target, query }) => {
      const caller = callerOf(request);
      const sites = await icpePerSite(ctx, caller, target.id, toolLanguage(caller, query.lang));
      return collection(request, sites, { data: toData({ site_count: sites.length }) });
    },
  );

  apiRoute(
    app,
    // `owner`: an administrator may look at a customer's loads (support); saving stays the user's own (it spends a credit).
    {
      method: 'GET',
      url: '/users/:login/mySDS/quick_adr',
      summary: 'Quick-ADR: my saved loads, computed',
      tags,
      params: LoginParams,
      query: LangQuery,
      item: SavedAdrLoadItem,
      access: 'owner',
    },
    async ({ request, target, query }) => {
      const caller = callerOf(request);
      return collection(request, await savedLoads(ctx, caller, target.id, toolLanguage(caller, query.lang)));
    },
  );

  apiRoute(
    app,
    {
      method: 'DELETE',
      // Our path (the spec shows none): the list of saved loads deletes one; its credit is not given back.
      url: '/users/:login/mySDS/quick_adr/:load_id',
      summary: 'Quick-ADR: delete one of my saved loads',
      tags,
      params: LoadParams,
      access: 'owner',
    },
    async ({ request, params, target }) => {
      await removeLoad(ctx, target.id, params.load_id);
      return collection(request);
    },
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
      query: LangQuery,
      access: 'self',
    },
    async ({ request, body, target, query }) => {
      const caller = callerOf(request);
      return collection(request, [await saveLoad(ctx, caller, target.id, body, toolLanguage(caller, query.lang))]);
    },
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
      const language = toolLanguage(callerOf(request), query.lang);
      const sites = await reportSites(request, target.id, query.site_id, language);
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
      const language = toolLanguage(callerOf(request), query.lang);
      const [site] = await reportSites(request, target.id, query.site_id, language);
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
