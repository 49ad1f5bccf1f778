import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  DraftParams,
  DraftUploadFields,
  PublishDraftRequest,
  SheetAccessRequest,
  SUPPLIER_UPLOAD_MAX_BYTES,
  SUPPLIER_UPLOAD_MAX_FILES,
  SupplierSheetParams,
  SupplierSheetsQuery,
  ZipImportRowError,
} from '@openfds/contract';
import { AppError } from '../../errors/app-error.ts';
import { apiRoute, refuseUnstorableText } from '../../plugins/api-route.ts';
import { collection, toData } from '../../plugins/envelope.ts';
import { callerOf, requireUser } from '../../plugins/session.ts';
import { discardDraft, getDraft, listDrafts, publishDraft, uploadDrafts, type UploadedPdf } from './drafts.service.ts';
import { listSheets, setSheetAccess, withdrawSheet } from './publishing.service.ts';
import { importSupplierZip } from './zip-import.service.ts';

const tags = ['supplier'];
/** Several PDFs in one upload, each within the importer's limit; the whole request within two files' worth. */
const UPLOAD_BODY_LIMIT = 2 * SUPPLIER_UPLOAD_MAX_BYTES + 1024 * 1024;

/** Reads an upload: its text fields and every `file` part (each stopped at the size limit). */
async function readUpload(request: FastifyRequest): Promise<{ values: Record<string, string>; files: UploadedPdf[] }> {
  const values: Record<string, string> = {};
  const files: UploadedPdf[] = [];
  try {
    const parts = request.parts({ limits: { fileSize: SUPPLIER_UPLOAD_MAX_BYTES, files: SUPPLIER_UPLOAD_MAX_FILES, fields: 10 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        const bytes = Buffer.concat(chunks);
        if (bytes.length > 0 || part.filename) files.push({ name: part.filename ?? 'sheet.pdf', bytes, truncated: part.file.truncated });
      } else {
        values[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') {
      throw new AppError('uploadTooLarge', { field: 'file', params: { max: SUPPLIER_UPLOAD_MAX_BYTES / 1024 / 1024 }, cause: error });
    }
    throw new AppError('uploadFailed', { cause: error });
  }
  // A multipart body is only read here: the same refusal of NUL bytes as apiRoute's for JSON bodies (issue #22).
  refuseUnstorableText({ params: undefined, query: undefined, body: { ...values, names: files.map((f) => f.name) } });
  return { values, files };
}

/** The supplier's sheets and drafts (issue #27 "Publishing"): every route works on the caller's own supplier only. */
export async function publishingRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  await app.register(multipart, { limits: { fileSize: SUPPLIER_UPLOAD_MAX_BYTES, files: SUPPLIER_UPLOAD_MAX_FILES }, throwFileSizeLimit: false });

  apiRoute(
    app,
    { method: 'GET', url: '/supplier/sheets', tags, summary: "The supplier's current sheets", query: SupplierSheetsQuery, access: 'supplier' },
    async ({ request, query, supplier }) => {
      const page = await listSheets(ctx, supplier.id, query);
      return collection(request, page.items, { data: toData({ itemsCount: page.total }) });
    },
  );

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/supplier/sheets/:document_code/access',
      tags,
      summary: "Set one sheet's access (public, private, secret) within the supplier's level",
      params: SupplierSheetParams,
      body: SheetAccessRequest,
      example: { access: 'private' },
      access: 'supplier',
      // Integrators set access with a write key too (issue #27 "API for integrators").
      apiKey: 'write',
    },
    async ({ request, params, body, supplier }) => {
      const result = await setSheetAccess(ctx, supplier, params.document_code, body.access, requireUser(callerOf(request)).id);
      return collection(request, [{ iddc: result.iddc, status: result.status, access: body.access }]);
    },
  );

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/supplier/sheets/:document_code',
      tags,
      summary: 'Withdraw a sheet from the catalogue (archived with its history, never deleted)',
      params: SupplierSheetParams,
      access: 'supplier',
    },
    async ({ request, params, supplier }) => {
      const result = await withdrawSheet(ctx, supplier, params.document_code, requireUser(callerOf(request)).id);
      return collection(request, [result], { data: toData({ withdrawn: 1 }) });
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/supplier/drafts',
      tags,
      summary: 'Upload one or several PDFs as drafts (multipart: file, file...; optional replaces, language); each is read to prefill its fields',
      access: 'supplier',
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    async ({ request, reply, supplier }) => {
      if (!request.isMultipart()) throw new AppError('uploadFileRequired', { field: 'file' });
      const { values, files } = await readUpload(request);
      const fields = DraftUploadFields.parse({ replaces: values.replaces || undefined, language: values.language || undefined });
      const caller = callerOf(request);
      const drafts = await uploadDrafts(ctx, supplier, requireUser(caller).id, files, { ...fields, fallbackLanguage: caller.language });
      reply.code(201);
      return collection(request, drafts, { data: toData({ added: drafts.length }) });
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/supplier/imports',
      tags,
      summary: "Import a zip with the importer's documents.csv and its PDFs (multipart: file): published at once, rows checked one by one",
      item: ZipImportRowError,
      access: 'supplier',
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    async ({ request, supplier }) => {
      if (!request.isMultipart()) throw new AppError('uploadFileRequired', { field: 'file' });
      const { files } = await readUpload(request);
      if (files.length !== 1 || files[0].bytes.length === 0) throw new AppError('uploadFileRequired', { field: 'file' });
      if (files[0].truncated) throw new AppError('uploadTooLarge', { field: 'file', params: { max: SUPPLIER_UPLOAD_MAX_BYTES / 1024 / 1024 } });
      const report = await importSupplierZip(ctx, supplier, requireUser(callerOf(request)).id, files[0].bytes);
      return collection(request, report.errors, { data: toData(report.documents) });
    },
  );

  apiRoute(
    app,
    { method: 'GET', url: '/supplier/drafts', tags, summary: 'The drafts waiting to be published', access: 'supplier' },
    async ({ request, supplier }) => collection(request, await listDrafts(ctx, supplier)),
  );

  apiRoute(
    app,
    { method: 'GET', url: '/supplier/drafts/:id', tags, summary: 'One draft with its reading and prefilled fields', params: DraftParams, access: 'supplier' },
    async ({ request, params, supplier }) => collection(request, [await getDraft(ctx, supplier, params.id)]),
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/supplier/drafts/:id/publish',
      tags,
      summary: 'Publish a draft with the confirmed fields (a flagged sheet needs confirm_flags)',
      params: DraftParams,
      body: PublishDraftRequest,
      item: z.object({ iddc: z.string(), status: z.string() }),
      access: 'supplier',
    },
    async ({ request, params, body, supplier }) => {
      const result = await publishDraft(ctx, supplier, requireUser(callerOf(request)).id, params.id, body);
      return collection(request, [{ iddc: result.iddc, status: result.status }]);
    },
  );

  apiRoute(
    app,
    { method: 'DELETE', url: '/supplier/drafts/:id', tags, summary: 'Discard a draft', params: DraftParams, access: 'supplier' },
    async ({ request, params, supplier }) => {
      await discardDraft(ctx, supplier, params.id);
      return collection(request, [], { data: toData({ discarded: 1 }) });
    },
  );
}
