import type { FastifyInstance } from 'fastify';
import { ApiSheetPublish, DocumentCodeParams, PublishedSheet, SheetAccessUpdate } from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection } from '../../plugins/envelope.ts';
import { publishFromApi, setSheetAccess } from './supplier-api.service.ts';

/** The supplier's write calls for integrators (issue #27): publish a sheet, set a sheet's access. */
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
  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/supplier/sheets/:document_code/access',
      summary: "Set the access of one of the supplier's sheets (public, private, secret; within the supplier's level)",
      tags: ['supplier sheets'],
      params: DocumentCodeParams,
      body: SheetAccessUpdate,
      example: { access: 'private' },
      item: PublishedSheet,
      access: 'supplier',
      apiKey: 'write',
    },
    async ({ request, params, body, supplier }) => collection(request, [await setSheetAccess(app.ctx, supplier.id, params.document_code, body.access)]),
  );
}
