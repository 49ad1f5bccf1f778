import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  ChangelogQuery,
  ChangelogRow,
  CustomerCodeEntry,
  DocumentCodeList,
  ImportConsultation,
  LoginParams,
  MY_FDS_UPLOAD_MAX_BYTES,
  MyFdsEntryUpdate,
  MyFdsExportQuery,
  MyFdsItem,
  MyFdsListQuery,
  OptionalDocumentCodeList,
  OrderProcessing,
  SelectInfReg,
  UploadFields,
  fields,
} from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection, toData } from '../../plugins/envelope.ts';
import { requireUser } from '../../plugins/session.ts';
import { chargeOrRefuse } from '../../plugins/cost-limit.ts';
import * as service from './service.ts';
import * as uploadService from './upload.service.ts';
import * as accountCodes from './account-codes.service.ts';
import { changelog } from './changes.service.ts';
import { exportSpaceWorkbook, exportSpaceZip, extractedDataWorkbook } from './export.service.ts';
import { orderProcessing } from './order-processing.service.ts';
import { readUpload } from './upload-body.routes.ts';
import { uploadPreviewRoute } from './upload-preview.routes.ts';

const tags = ['my-fds'];
const SpaceParams = LoginParams.extend({ profile_type: z.string().min(1).max(40) });
const EntryParams = SpaceParams.extend({ document_code: fields.documentCode });
const OrderParams = LoginParams.extend({ order_id: z.coerce.number().int().positive() });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The personal space (api-spec §7 "My documents", issue #12). */
export async function myFdsRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  await app.register(multipart, { limits: { fileSize: MY_FDS_UPLOAD_MAX_BYTES, files: 1 }, throwFileSizeLimit: false });
  uploadPreviewRoute(app);

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/:profile_type/documents',
      tags,
      summary: 'One page of a tab of my space (500 at most)',
      params: SpaceParams,
      query: MyFdsListQuery,
      item: MyFdsItem,
      access: 'owner',
    },
    async ({ request, query, params, target }) => {
      const owner = service.spaceOwner(target, params.profile_type);
      const page = await service.listDocuments(ctx, owner, query);
      return collection(request, page.items, {
        data: toData({ itemsCount: page.itemsCount, pagesCount: page.pagesCount, pageCurrent: page.pageCurrent, document_col: query.document_col }),
      });
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/:login/:profile_type/documents',
      tags,
      summary: 'Add catalogue sheets by document_code, or upload a sheet (multipart: product_name, supplier_name, revision_date, language, file)',
      params: SpaceParams,
      item: MyFdsItem,
      access: 'owner',
      bodyLimit: MY_FDS_UPLOAD_MAX_BYTES + 1024 * 1024,
    },
    async ({ request, reply, params, target }) => {
      const owner = service.spaceOwner(target, params.profile_type);
      if (request.isMultipart()) {
        const { values, file } = await readUpload(request);
        const upload = UploadFields.parse(values);
        // The upload queues a reading: counted in the client's cost budget (issue #22), refused (302) past it.
        await chargeOrRefuse(request.server.costGate, reply, 'reading', { userId: request.user?.id ?? null, ip: request.ip });
        const item = await uploadService.uploadDocument(ctx, owner, upload, file);
        reply.code(201);
        return collection(request, [item], { data: toData({ added: 1 }) });
      }
      const body = DocumentCodeList.parse(request.body ?? {});
      const result = await service.addDocuments(ctx, owner, body.document_code);
      return collection(request, [], { data: toData({ ...result }) });
    },
  );

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/users/:login/:profile_type/documents',
      tags,
      summary: 'Remove a list of sheets (document_code), or all',
      params: SpaceParams,
      access: 'owner',
    },
    async ({ request, params, target }) => {
      const owner = service.spaceOwner(target, params.profile_type);
      const fromQuery = (request.query as { document_code?: string | string[] })?.document_code;
      const raw = (request.body as object | undefined) ?? (fromQuery ? { document_code: [fromQuery].flat() } : {});
      const body = OptionalDocumentCodeList.parse(raw);
      const result = await service.removeDocuments(ctx, owner, body.document_code);
      return collection(request, [], { data: toData(result) });
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/:profile_type/documents/:document_code',
      tags,
      summary: 'One sheet of my space',
      params: EntryParams,
      item: MyFdsItem,
      access: 'owner',
    },
    async ({ request, params, target }) => {
      const owner = service.spaceOwner(target, params.profile_type);
      return collection(request, [await service.getEntry(ctx, owner, params.document_code)]);
    },
  );

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/users/:login/:profile_type/documents/:document_code',
      tags,
      summary: 'My own fields of a sheet: internal reference, site or workshop, storage location, note',
      params: EntryParams,
      body: MyFdsEntryUpdate,
      item: MyFdsItem,
      access: 'owner',
    },
    async ({ request, params, body, target }) => {
      const owner = service.spaceOwner(target, params.profile_type);
      return collection(request, [await service.updateEntry(ctx, owner, params.document_code, body)]);
    },
  );

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/users/:login/:profile_type/documents/:document_code',
      tags,
      summary: 'Remove one sheet from my space',
      params: EntryParams,
      access: 'owner',
    },
    async ({ request, params, target }) => {
      const owner = service.spaceOwner(target, params.profile_type);
      await service.removeDocument(ctx, owner, params.document_code);
      return collection(request, [], { data: toData({ removed: 1 }) });
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/mySDS/orders/:order_id/processing',
      tags,
      summary: 'A paid order: the sheets its credits went to and how many are read (issue #23)',
      params: OrderParams,
      item: OrderProcessing,
      access: 'owner',
    },
    async ({ request, params, target }) => {
      const owner = service.spaceOwner(target, 'mySDS');
      return collection(request, [await orderProcessing(ctx, owner, params.order_id)]);
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/:profile_type/documents/:document_code/file',
      tags,
      summary: 'The PDF of one of my uploads',
      params: EntryParams,
      produces: 'application/pdf',
      access: 'owner',
    },
    async ({ reply, params, target }) => {
      const owner = service.spaceOwner(target, params.profile_type);
      const file = await service.uploadFile(ctx, owner, params.document_code);
      const bytes = await ctx.storage.get(file.key);
      reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.name.replace(/[^\w.-]+/g, '_')}"`)
        .header('cache-control', 'private, no-store');
      return reply.send(bytes);
    },
  );

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/users/:login/:profile_type/documents/:document_code/selectInfReg',
      tags,
      summary: 'Choose the tools (extraction level, watch lists) applied to one sheet; 618 or 607 without the right',
      params: EntryParams,
      body: SelectInfReg,
      item: MyFdsItem,
      access: 'owner',
    },
    async ({ request, params, body, target }) => {
      const owner = service.spaceOwner(target, params.profile_type);
      return collection(request, [await service.selectTools(ctx, owner, params.document_code, body)]);
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/:profile_type/history',
      tags,
      summary: 'Sheets I consulted in the last 24 months',
      params: SpaceParams,
      query: ChangelogQuery,
      access: 'owner',
    },
    async ({ request, query, params, target }) => {
      const owner = service.spaceOwner(target, params.profile_type);
      const items = await service.consultationHistory(ctx, owner, query);
      return collection(request, items, { data: toData({ itemsCount: items.length }) });
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/:login/:profile_type/import_consultation',
      tags,
      summary: 'Bring the sheets consulted in the last 24 months into my space',
      params: SpaceParams,
      body: ImportConsultation,
      access: 'owner',
    },
    async ({ request, body, params, target }) => {
      const owner = service.spaceOwner(target, params.profile_type);
      const result = await service.importConsultations(ctx, owner, body.ignore_profile_documents);
      return collection(request, [], { data: toData(result) });
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/:profile_type/customer_codes',
      tags,
      summary: 'My customer codes',
      params: SpaceParams,
      access: 'owner',
    },
    async ({ request, params, target }) => {
      const owner = service.spaceOwner(target, params.profile_type);
      return collection(request, await accountCodes.listCustomerCodes(ctx, owner));
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/:login/:profile_type/customer_codes',
      tags,
      summary: 'Add a customer code (567 when the supplier did not issue it)',
      params: SpaceParams,
      body: CustomerCodeEntry,
      access: 'owner',
    },
    async ({ request, body, params, target }) => {
      const owner = service.spaceOwner(target, params.profile_type);
      return collection(request, [await accountCodes.addCustomerCode(ctx, owner, body, { ip: request.ip, userId: requireUser(request).id })]);
    },
  );

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/users/:login/:profile_type/customer_codes',
      tags,
      summary: 'Remove a customer code',
      params: SpaceParams,
      access: 'owner',
    },
    async ({ request, params, target }) => {
      const owner = service.spaceOwner(target, params.profile_type);
      const entry = CustomerCodeEntry.parse((request.body as object | undefined) ?? request.query ?? {});
      await accountCodes.removeCustomerCode(ctx, owner, entry);
      return collection(request, [], { data: toData({ removed: 1 }) });
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/mySDS/documents/suppliers',
      tags,
      summary: 'Suppliers present in my space (the supplier filter)',
      params: LoginParams,
      access: 'owner',
    },
    async ({ request, target }) => {
      const owner = service.spaceOwner(target, 'mySDS');
      return collection(request, await service.spaceSuppliers(ctx, owner));
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/mySDS/changelog',
      tags,
      summary: 'Change log of my sheets (my chemical base)',
      params: LoginParams,
      query: ChangelogQuery.extend({ format: z.enum(['json', 'xlsx'], { error: 'not_in_enum' }).default('json') }),
      item: ChangelogRow,
      access: 'owner',
    },
    async ({ request, reply, query, target }) => {
      const owner = service.spaceOwner(target, 'mySDS');
      // Each sheet's extracted-data changes at the user's FDS-Extract level; `withheld` names what was left out.
      const log = await changelog(ctx, owner, query);
      if (query.format === 'xlsx') {
        const { changelogWorkbook } = await import('./export.service.ts');
        reply.type(XLSX).header('content-disposition', 'attachment; filename="my-fds-changelog.xlsx"').header('cache-control', 'private, no-store');
        return reply.send(await changelogWorkbook(log, request.language));
      }
      return collection(request, log.rows, { data: toData({ itemsCount: log.rows.length, withheld: log.withheld }) });
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/mySDS/sds2excel',
      tags,
      summary: 'Extracted data of every sheet of my space in one workbook',
      params: LoginParams,
      produces: XLSX,
      access: 'owner',
      cost: 'export',
    },
    async ({ request, reply, target }) => {
      const owner = service.spaceOwner(target, 'mySDS');
      reply.type(XLSX).header('content-disposition', 'attachment; filename="my-fds-extracted-data.xlsx"').header('cache-control', 'private, no-store');
      return reply.send(await extractedDataWorkbook(ctx, owner, request.language));
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/mySDS/export',
      tags,
      summary: 'My space as an xlsx workbook, or with zip=true a zip of the PDFs plus it',
      params: LoginParams,
      query: MyFdsExportQuery,
      produces: `${XLSX}, application/zip`,
      access: 'owner',
      cost: 'export',
    },
    async ({ request, reply, query, target }) => {
      const owner = service.spaceOwner(target, 'mySDS');
      reply.header('cache-control', 'private, no-store');
      if (query.zip) {
        reply.type('application/zip').header('content-disposition', 'attachment; filename="my-fds.zip"');
        return reply.send(exportSpaceZip(ctx, owner, request.language, request.log));
      }
      reply.type(XLSX).header('content-disposition', 'attachment; filename="my-fds.xlsx"');
      return reply.send(await exportSpaceWorkbook(ctx, owner, request.language));
    },
  );
}
