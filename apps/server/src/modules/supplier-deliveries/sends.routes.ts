import type { FastifyInstance } from 'fastify';
import { DocumentCodeParams, ReceivedSheet, SendIdParams, SendsQuery, SendTokenParams, SupplierSend } from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection } from '../../plugins/envelope.ts';
import { sendFile } from '../../plugins/file-response.ts';
import { supplierName } from './deliveries.repository.ts';
import { openSend, proofReport, supplierSends } from './sends.service.ts';

/**
 * The sends of new revisions (issue #27): the recipient's personal link (public: the token is the key; its opening
 * and its download go into the proof archive), and the supplier's list of its sends with their proof and the PDF
 * reports. The spec names none of these routes.
 */
export async function sendsRoutes(app: FastifyInstance) {
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/received/:token',
      summary: 'The sheet a personal link of a send names (records the opening)',
      tags: ['supplier sends'],
      params: SendTokenParams,
      item: ReceivedSheet,
      access: 'public',
    },
    async ({ request, params }) => {
      const send = await openSend(app.ctx, params.token, 'opened');
      return collection(request, [
        {
          product_name: send.product_name,
          supplier_name: send.supplier_name,
          revision_date: send.revision_date,
          document_code: send.iddc,
          sha256: send.file_sha256,
          file_url: `/api/v1/received/${params.token}/file`,
        },
      ]);
    },
  );
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/received/:token/file',
      summary: 'The file of a send (records the download)',
      tags: ['supplier sends'],
      params: SendTokenParams,
      produces: 'application/pdf',
      access: 'public',
    },
    async ({ request, reply, params }) => {
      const send = await openSend(app.ctx, params.token, 'downloaded');
      return sendFile(
        request,
        reply,
        app.ctx.storage,
        { key: send.file_key, size: send.file_size, sha256: send.file_sha256 },
        {
          filename: `${send.iddc}.pdf`,
          download: true,
        },
      );
    },
  );
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/supplier/sends',
      summary: "The supplier's sends and their proof events",
      tags: ['supplier sends'],
      query: SendsQuery,
      item: SupplierSend,
      access: 'supplier',
      apiKey: 'read',
    },
    async ({ request, query, supplier }) =>
      collection(request, await supplierSends(app.ctx, supplier.id, { documentCode: query.document_code, limit: query.limit, offset: query.offset })),
  );
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/supplier/sends/:id/proof.pdf',
      summary: 'Proof report of one send (PDF)',
      tags: ['supplier sends'],
      params: SendIdParams,
      produces: 'application/pdf',
      access: 'supplier',
      apiKey: 'read',
      cost: 'report',
    },
    async ({ request, reply, params, supplier }) => {
      const pdf = await proofReport(app.ctx, { id: supplier.id, name: await supplierName(app.ctx.db, supplier.id) }, { sendId: params.id }, request.language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="proof-send-${params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/supplier/sheets/:document_code/proof.pdf',
      summary: 'Proof report of every send of one sheet (PDF)',
      tags: ['supplier sends'],
      params: DocumentCodeParams,
      produces: 'application/pdf',
      access: 'supplier',
      apiKey: 'read',
      cost: 'report',
    },
    async ({ request, reply, params, supplier }) => {
      const which = { documentCode: params.document_code };
      const pdf = await proofReport(app.ctx, { id: supplier.id, name: await supplierName(app.ctx.db, supplier.id) }, which, request.language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="proof-${params.document_code}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
