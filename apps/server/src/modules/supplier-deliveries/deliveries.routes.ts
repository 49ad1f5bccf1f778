import type { FastifyInstance } from 'fastify';
import { DeliveriesCsvImport, DeliveriesImport, DeliveriesQuery, Delivery } from '@openfds/contract';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection, toData } from '../../plugins/envelope.ts';
import { listDeliveries } from './deliveries.repository.ts';
import { deliveriesFromJson, importDeliveries, parseDeliveriesCsv } from './deliveries.service.ts';

/**
 * Deliveries (issue #27: who received which product), always of the caller's own supplier (`access: 'supplier'`).
 * The spec names no route: ours are under /supplier/deliveries. Errors come one per bad line, bound to
 * `deliveries.<line>.<field>` (the CSV line, the header being line 1; or the index in the JSON list).
 */
export async function deliveriesRoutes(app: FastifyInstance) {
  const summary = { item: Delivery, tags: ['supplier deliveries'] };
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/supplier/deliveries',
      summary: 'Import deliveries (JSON list of {customer_code or email, product_code, delivered_on})',
      body: DeliveriesImport,
      example: {
        deliveries: [
          { customer_code: 'C-1042', product_code: 'P-100', delivered_on: '2026-03-02' },
          { email: 'buyer@example.com', product_code: 'P-100', delivered_on: '2026-03-05' },
        ],
      },
      access: 'supplier',
      apiKey: 'write',
      ...summary,
    },
    async ({ request, body, supplier }) => {
      const result = await importDeliveries(app.ctx, supplier.id, deliveriesFromJson(body.deliveries));
      return collection(request, [], { data: toData(result) });
    },
  );
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/supplier/deliveries/csv',
      summary: 'Import deliveries from a CSV (header customer_code,email,product_code,delivered_on)',
      body: DeliveriesCsvImport,
      example: { csv: 'customer_code,email,product_code,delivered_on\nC-1042,,P-100,2026-03-02\n,buyer@example.com,P-100,2026-03-05\n' },
      access: 'supplier',
      apiKey: 'write',
      ...summary,
    },
    async ({ request, body, supplier }) => {
      const result = await importDeliveries(app.ctx, supplier.id, parseDeliveriesCsv(body.csv));
      return collection(request, [], { data: toData(result) });
    },
  );
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/supplier/deliveries',
      summary: "The supplier's deliveries, newest first",
      query: DeliveriesQuery,
      access: 'supplier',
      apiKey: 'read',
      ...summary,
    },
    async ({ request, query, supplier }) => {
      const rows = await listDeliveries(app.ctx.db, supplier.id, { productCode: query.product_code, limit: query.limit, offset: query.offset });
      return collection(
        request,
        rows.map((r) => ({ ...r, id: Number(r.id) })),
      );
    },
  );
}
