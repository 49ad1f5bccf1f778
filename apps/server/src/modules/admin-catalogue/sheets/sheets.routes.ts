import type { FastifyInstance } from 'fastify';
import { AdminSheet, AdminSheetDetail, AdminSheetQuery, SheetAccessUpdate, SheetCodeParams, SheetReextract } from '@openfds/contract';
import { AppError } from '../../../errors/app-error.ts';
import { apiRoute } from '../../../plugins/api-route.ts';
import { collection, toData } from '../../../plugins/envelope.ts';
import { sendFile } from '../../../plugins/file-response.ts';
import { allowFramingBySite } from '../../../plugins/security-headers.ts';
import { callerOf, requireUser } from '../../../plugins/session.ts';
import { sheetByCode } from '../../../catalogue/sheets.repository.ts';
import { requireSheetFile } from '../../../catalogue/sheet-source.ts';
import * as service from './sheets.service.ts';

const tags = ['back office'];

/** Back office, sheets (issue #26): every staff member reads; administrators change (sheets.write). */
export async function adminSheetRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const staffOf = (request: Parameters<typeof callerOf>[0]) => requireUser(callerOf(request));

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/sheets',
      tags,
      summary: 'Staff: find any sheet (every version, secret and deleted ones included)',
      query: AdminSheetQuery,
      item: AdminSheet,
      access: 'staff',
      permission: 'sheets.read',
    },
    async ({ request, query }) => collection(request, await service.findSheets(ctx, query)),
  );
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/sheets/:code',
      tags,
      summary: "Staff: one sheet with the reader's output",
      params: SheetCodeParams,
      item: AdminSheetDetail,
      access: 'staff',
      permission: 'sheets.read',
    },
    async ({ request, params }) => collection(request, [await service.getSheet(ctx, params.code)]),
  );
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/sheets/:code/file',
      tags,
      summary: "Staff: a sheet's PDF, whatever its access or state (counted as no consultation)",
      params: SheetCodeParams,
      produces: 'application/pdf',
      access: 'staff',
      permission: 'sheets.read',
    },
    async ({ request, reply, params }) => {
      const sheet = await sheetByCode(ctx.pool, params.code);
      if (!sheet) throw new AppError('documentNotFound');
      const file = await requireSheetFile(ctx, sheet);
      // Shown in a frame of the back office's sheet screen: framed by the site itself only.
      allowFramingBySite(reply);
      return sendFile(request, reply, ctx.storage, file, { filename: `${sheet.iddc}.pdf`, download: false });
    },
  );
  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/admin/sheets/:code/access',
      tags,
      summary: "Staff: change a sheet's access (public, private, secret)",
      params: SheetCodeParams,
      body: SheetAccessUpdate,
      item: AdminSheetDetail,
      access: 'staff',
      permission: 'sheets.write',
    },
    async ({ request, params, body }) => collection(request, [await service.changeSheetAccess(ctx, staffOf(request), params.code, body.access)]),
  );
  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/admin/sheets/:code',
      tags,
      summary: 'Staff: delete a sheet (soft: the file and its history stay)',
      params: SheetCodeParams,
      item: AdminSheetDetail,
      access: 'staff',
      permission: 'sheets.write',
    },
    async ({ request, params }) => collection(request, [await service.deleteSheet(ctx, staffOf(request), params.code)]),
  );
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/admin/sheets/:code/restore',
      tags,
      summary: 'Staff: restore a deleted sheet',
      params: SheetCodeParams,
      item: AdminSheetDetail,
      access: 'staff',
      permission: 'sheets.write',
    },
    async ({ request, params }) => collection(request, [await service.restoreSheet(ctx, staffOf(request), params.code)]),
  );
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/admin/sheets/reextract',
      tags,
      summary: 'Staff: read sheets again (one, or a selection of up to 500)',
      body: SheetReextract,
      access: 'staff',
      permission: 'sheets.write',
    },
    async ({ request, body }) => collection(request, [], { data: toData(await service.reextractSheets(ctx, staffOf(request), body.codes)) }),
  );
}
