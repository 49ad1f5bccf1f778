import type { FastifyInstance } from 'fastify';
import {
  AdminCustomerCode,
  AdminSupplier,
  AdminSupplierQuery,
  AdminSupplierUpdate,
  CustomerCodeCreate,
  CustomerCodeImport,
  CustomerCodeParams,
  SupplierCodeParams,
} from '@openfds/contract';
import { apiRoute } from '../../../plugins/api-route.ts';
import { collection, toData } from '../../../plugins/envelope.ts';
import { callerOf, requireUser } from '../../../plugins/session.ts';
import * as service from './suppliers.service.ts';

const tags = ['back office'];

/**
 * Back office, suppliers (issue #26). Reading is for every staff member; the settings, the bulk import and the
 * revocation of codes are the administrators' (suppliers.write); adding one code is part of the assistants' desk
 * (customerCodes.handle: they answer customer-code requests).
 */
export async function adminSupplierRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const staffOf = (request: Parameters<typeof callerOf>[0]) => requireUser(callerOf(request));

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/suppliers',
      tags,
      summary: 'Staff: find suppliers by name or code',
      query: AdminSupplierQuery,
      item: AdminSupplier,
      access: 'staff',
      permission: 'suppliers.read',
    },
    async ({ request, query }) => collection(request, await service.findSuppliers(ctx, query.q, query.offset)),
  );
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/suppliers/:code',
      tags,
      summary: 'Staff: one supplier',
      params: SupplierCodeParams,
      item: AdminSupplier,
      access: 'staff',
      permission: 'suppliers.read',
    },
    async ({ request, params }) => collection(request, [await service.getSupplier(ctx, params.code)]),
  );
  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/admin/suppliers/:code',
      tags,
      summary: 'Staff: change a supplier (access level, member, migration, redirect URL, contact, customer-code texts)',
      params: SupplierCodeParams,
      body: AdminSupplierUpdate,
      item: AdminSupplier,
      access: 'staff',
      permission: 'suppliers.write',
    },
    async ({ request, params, body }) => collection(request, [await service.updateSupplier(ctx, staffOf(request), params.code, body)]),
  );
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/suppliers/:code/customer_codes',
      tags,
      summary: "Staff: a supplier's customer codes (newest first, 100 a page)",
      params: SupplierCodeParams,
      query: AdminSupplierQuery,
      item: AdminCustomerCode,
      access: 'staff',
      permission: 'suppliers.read',
    },
    async ({ request, params, query }) => collection(request, await service.supplierCodes(ctx, params.code, query.q, query.offset)),
  );
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/admin/suppliers/:code/customer_codes',
      tags,
      summary: 'Staff: add a customer code to a supplier',
      params: SupplierCodeParams,
      body: CustomerCodeCreate,
      item: AdminCustomerCode,
      access: 'staff',
      permission: 'customerCodes.handle',
    },
    async ({ request, params, body }) => collection(request, [await service.addSupplierCode(ctx, staffOf(request), params.code, body)]),
  );
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/admin/suppliers/:code/customer_codes/import',
      tags,
      summary: 'Staff: import customer codes from CSV text (code[;customer] a line)',
      params: SupplierCodeParams,
      body: CustomerCodeImport,
      bodyLimit: 2_500_000,
      access: 'staff',
      permission: 'suppliers.write',
    },
    async ({ request, params, body }) => {
      const outcome = await service.importSupplierCodes(ctx, staffOf(request), params.code, body.csv);
      return collection(request, [], { data: toData(outcome) });
    },
  );
  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/admin/suppliers/:code/customer_codes/:id',
      tags,
      summary: 'Staff: revoke a customer code (the accounts holding it lose it)',
      params: CustomerCodeParams,
      access: 'staff',
      permission: 'suppliers.write',
    },
    async ({ request, params }) => {
      await service.revokeSupplierCode(ctx, staffOf(request), params.code, params.id);
      return collection(request, []);
    },
  );
}
