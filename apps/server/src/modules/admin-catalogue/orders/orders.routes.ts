import type { FastifyInstance } from 'fastify';
import { AdminOrder, AdminOrderDetail, AdminOrderQuery, InvoiceIdParams, OrderIdParams, OrderRefundRequest } from '@openfds/contract';
import { apiRoute } from '../../../plugins/api-route.ts';
import { collection } from '../../../plugins/envelope.ts';
import { callerOf, requireUser } from '../../../plugins/session.ts';
import { createPaymentProvider, type PaymentProvider } from '../../../payments/index.ts';
import * as service from './orders.service.ts';

const tags = ['back office'];

/** Back office, orders and invoices (issue #26): every staff member reads; administrators refund (orders.refund). */
export async function adminOrderRoutes(app: FastifyInstance, options: { provider?: PaymentProvider } = {}) {
  const ctx = app.ctx;
  const provider = options.provider ?? createPaymentProvider(ctx.config);
  const staffOf = (request: Parameters<typeof callerOf>[0]) => requireUser(callerOf(request));

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/orders',
      tags,
      summary: 'Staff: orders, newest first',
      query: AdminOrderQuery,
      item: AdminOrder,
      access: 'staff',
      permission: 'orders.read',
    },
    async ({ request, query }) => collection(request, await service.listOrders(ctx, query)),
  );
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/orders/:id',
      tags,
      summary: 'Staff: one order with its invoices and refunds',
      params: OrderIdParams,
      item: AdminOrderDetail,
      access: 'staff',
      permission: 'orders.read',
    },
    async ({ request, params }) => collection(request, [await service.orderDetail(ctx, params.id)]),
  );
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/admin/orders/:id/refund',
      tags,
      summary: 'Staff: refund a paid order through the payment provider (credits stop, a credit note cancels the invoice)',
      params: OrderIdParams,
      body: OrderRefundRequest,
      item: AdminOrderDetail,
      access: 'staff',
      permission: 'orders.refund',
    },
    async ({ request, params, body }) => collection(request, [await service.refundOrder(ctx, provider, staffOf(request), params.id, body.reason)]),
  );
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/admin/orders/:id/cancel',
      tags,
      summary: 'Staff: cancel a pending order (its payment intent is cancelled at the provider)',
      params: OrderIdParams,
      body: OrderRefundRequest,
      item: AdminOrderDetail,
      access: 'staff',
      permission: 'orders.refund',
    },
    async ({ request, params, body }) => collection(request, [await service.cancelOrder(ctx, provider, staffOf(request), params.id, body.reason)]),
  );
  apiRoute(
    app,
    {
      method: 'GET',
      url: '/admin/invoices/:id/pdf',
      tags,
      summary: 'Staff: an invoice or credit note (PDF); 757 while it is being made',
      params: InvoiceIdParams,
      produces: 'application/pdf',
      access: 'staff',
      permission: 'orders.read',
    },
    async ({ reply, params }) => {
      const { number, pdf } = await service.invoiceFile(ctx, params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
