import type { FastifyInstance } from 'fastify';
import { ApiSheetPublish, PublishedSheet } from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection } from '../../plugins/envelope.ts';
import { publishFromApi } from './supplier-api.service.ts';

/**
 * The supplier's write calls for integrators (issue #27): publish a sheet. Setting a sheet's access is the supplier
 * space's own call (PUT /supplier/sheets/{code}/access), open to write keys.
 */
export async function supplierApiRoutes(app: FastifyInstance) {
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/supplier/sheets',
      summary: 'Publish a sheet (a new one, or a new revision that supersedes the current one), the PDF as base64',
      tags: ['supplier sheets'],
      body: ApiSheetPublish,
      example: {
        product_name: 'Dégraissant DG',
        product_code: 'DG-1',
        language: 'fr',
        revision_date: '2026-05-01',
        revision_version: '3.0',
        ean: ['3012345678901'],
        access: 'public',
        file_base64: 'JVBERi0xLjQK...',
      },
      item: PublishedSheet,
      bodyLimit: 30_000_000,
      access: 'supplier',
      apiKey: 'write',
    },
    async ({ request, body, supplier }) => collection(request, [await publishFromApi(app.ctx, supplier.id, body)]),
  );
}
