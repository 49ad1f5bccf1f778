import type { FastifyInstance } from 'fastify';
import { ApiKeyCreate, ApiKeyIdParams, ApiKeyItem, SupplierApiKeyItem } from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection } from '../../plugins/envelope.ts';
import { requireUser, callerOf } from '../../plugins/session.ts';
import { createApiKey, listApiKeys, listSupplierApiKeys, revokeKey, revokeSupplierKey } from './api-keys.service.ts';

/**
 * The caller's API keys (issue #27; the spec names no route). Managed with a logged-in session only: none of these
 * routes is open to a key (no `apiKey`), so a stolen key cannot mint others or survive its revocation.
 */
export async function apiKeysRoutes(app: FastifyInstance) {
  const tags = ['api keys'];
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/account/api_keys',
      summary: 'Create a personal API key (shown once)',
      tags,
      body: ApiKeyCreate,
      example: { name: 'My script', scope: 'read' },
      item: ApiKeyItem,
      access: 'user',
    },
    async ({ request, body }) => collection(request, [await createApiKey(app.ctx, requireUser(callerOf(request)).id, null, body)]),
  );
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/supplier/api_keys',
      summary: "Create an API key of the caller's supplier (shown once), optionally with a webhook",
      tags,
      body: ApiKeyCreate,
      example: { name: 'ERP', scope: 'write', webhook_url: 'https://erp.example.com/openfds-hooks' },
      item: ApiKeyItem,
      access: 'supplier',
    },
    async ({ request, body, supplier }) => collection(request, [await createApiKey(app.ctx, requireUser(callerOf(request)).id, supplier.id, body)]),
  );
  apiRoute(
    app,
    { method: 'GET', url: '/account/api_keys', summary: "The caller's API keys (never the keys themselves)", tags, item: ApiKeyItem, access: 'user' },
    async ({ request }) => collection(request, await listApiKeys(app.ctx, requireUser(callerOf(request)).id)),
  );
  apiRoute(
    app,
    { method: 'DELETE', url: '/account/api_keys/:id', summary: 'Revoke one of the caller’s API keys', tags, params: ApiKeyIdParams, access: 'user' },
    async ({ request, params }) => {
      await revokeKey(app.ctx, requireUser(callerOf(request)).id, params.id);
      return collection(request, []);
    },
  );
  // The supplier's admins see and revoke every member's supplier key (a member who left, a leaked key): only their
  // own supplier's, whatever id the client sends.
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/supplier/api_keys',
      summary: "Every API key of the caller's supplier, all members' (the supplier's admins only; never the keys themselves)",
      tags,
      item: SupplierApiKeyItem,
      access: 'supplier',
      supplierRole: 'admin',
    },
    async ({ request, supplier }) => collection(request, await listSupplierApiKeys(app.ctx, supplier.id)),
  );
  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/supplier/api_keys/:id',
      summary: "Revoke an API key of the caller's supplier, whichever member made it (the supplier's admins only)",
      tags,
      params: ApiKeyIdParams,
      access: 'supplier',
      supplierRole: 'admin',
    },
    async ({ request, params, supplier }) => {
      await revokeSupplierKey(app.ctx, supplier.id, params.id);
      return collection(request, []);
    },
  );
}
