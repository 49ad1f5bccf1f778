import type { FastifyInstance } from 'fastify';
import {
  OwnCustomerCodeParams,
  CustomerCodeTextsRequest,
  CustomerCodesImportRequest,
  SupplierCustomerCodeRequest,
  SupplierSheetsQuery,
  SupplierStatisticsQuery,
} from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection, toData } from '../../plugins/envelope.ts';
import {
  addSupplierCode,
  customerCodeTexts,
  importSupplierCodes,
  listSupplierCodes,
  revokeSupplierCode,
  setCustomerCodeTexts,
} from '../customer-codes/index.ts';
import { supplierStatistics } from './statistics.service.ts';

const tags = ['supplier'];

/** The supplier's customer codes, the customer-code stage texts and its statistics (issue #27). */
export async function supplierCodesRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  apiRoute(
    app,
    { method: 'GET', url: '/supplier/customer-codes', tags, summary: "The supplier's customer codes", query: SupplierSheetsQuery, access: 'supplier' },
    async ({ request, query, supplier }) => {
      const page = await listSupplierCodes(ctx, supplier.id, query);
      return collection(request, page.items, { data: toData({ itemsCount: page.total }) });
    },
  );

  apiRoute(
    app,
    { method: 'POST', url: '/supplier/customer-codes', tags, summary: 'Add a customer code', body: SupplierCustomerCodeRequest, access: 'supplier' },
    async ({ request, reply, body, supplier }) => {
      const code = await addSupplierCode(ctx, supplier.id, body);
      reply.code(201);
      return collection(request, [code]);
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/supplier/customer-codes/import',
      tags,
      summary: 'Import customer codes from a CSV (a code column and an optional customer column, or one code per line)',
      body: CustomerCodesImportRequest,
      access: 'supplier',
      bodyLimit: 2_100_000,
    },
    async ({ request, body, supplier }) => {
      const report = await importSupplierCodes(ctx, supplier.id, body.csv);
      return collection(request, report.errors, { data: toData({ added: report.added, unchanged: report.unchanged, rejected: report.errors.length }) });
    },
  );

  apiRoute(
    app,
    { method: 'DELETE', url: '/supplier/customer-codes/:id', tags, summary: 'Revoke a customer code', params: OwnCustomerCodeParams, access: 'supplier' },
    async ({ request, params, supplier }) => {
      await revokeSupplierCode(ctx, supplier.id, params.id);
      return collection(request, [], { data: toData({ revoked: 1 }) });
    },
  );

  apiRoute(
    app,
    { method: 'GET', url: '/supplier/customer-code-texts', tags, summary: 'The customer-code stage texts per language', access: 'supplier' },
    async ({ request, supplier }) => collection(request, [await customerCodeTexts(ctx, supplier.id)]),
  );

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/supplier/customer-code-texts',
      tags,
      summary: 'Set the customer-code stage texts per language',
      body: CustomerCodeTextsRequest,
      access: 'supplier',
    },
    async ({ request, body, supplier }) => collection(request, [await setCustomerCodeTexts(ctx, supplier.id, body)]),
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/supplier/statistics',
      tags,
      summary: 'Consultations and downloads per sheet and per month, customers holding a code',
      query: SupplierStatisticsQuery,
      access: 'supplier',
    },
    async ({ request, query, supplier }) => {
      const stats = await supplierStatistics(ctx, supplier.id, query.months);
      return collection(request, stats.items, { data: toData({ months: stats.months, customers_with_code: stats.customers_with_code, since: stats.since }) });
    },
  );
}
