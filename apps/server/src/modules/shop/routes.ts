import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  Billing,
  BillingRequest,
  CartState,
  CatalogueTool,
  CartUpdate,
  Invoice,
  LoginParams,
  Order,
  Subscription,
  TestPaymentConfirm,
  fields,
} from '@openfds/contract';
import { AppError } from '../../errors/app-error.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { collection, toData } from '../../plugins/envelope.ts';
import { ensureSession, requireUser } from '../../plugins/session.ts';
import { createPaymentProvider, PaymentSignatureError, type PaymentProvider } from '../../payments/index.ts';
import { getBilling, saveBilling } from './billing.ts';
import { clearCart, getCart, removeCartItem, updateCart } from './cart.ts';
import { createPayment } from './checkout.ts';
import type { CartOwner, ShopDeps } from './deps.ts';
import { catalogue } from './offers.ts';
import { cancelPaidOrder } from './order-cancellation.ts';
import { currentOrder, getOrder, invoicePdf, listInvoices, listOrders, subscription } from './orders.ts';
import { confirmTestPayment, handlePaymentEvent } from './payment-outcome.ts';
import { deletePendingOrder, pendingOrderOf, resumePendingOrder } from './pending-order.ts';
import { viesRegistry } from './vat-registry.ts';

const tags = ['shop'];
const ItemParams = z.object({ item_code: fields.itemCode });
/** The rest of the path a wildcard route matched. */
const WildcardParams = z.object({ '*': z.string() });
/** /users/{login}/.../{id}: the contract's login, and a row id. */
const IdParams = LoginParams.extend({ id: z.coerce.number().int().positive() });

/** The cart of the request: the logged-in user's, else the visitor session's. */
function ownerOf(request: FastifyRequest): CartOwner {
  return { userId: request.user?.id ?? null, sessionId: request.session?.id ?? null, sessionCart: request.session?.data?.cart };
}

export async function shopRoutes(app: FastifyInstance, options: { provider?: PaymentProvider } = {}) {
  const { viesUrl, seller } = app.ctx.config;
  const deps: ShopDeps = {
    db: app.ctx.db,
    config: app.ctx.config,
    mailer: app.ctx.mailer,
    provider: options.provider ?? createPaymentProvider(app.ctx.config),
    storage: app.ctx.storage,
    jobs: app.ctx.jobs,
    clock: app.ctx.clock,
    vatRegistry: viesUrl ? viesRegistry({ baseUrl: viesUrl, requester: seller.vatNumber }) : null,
    log: (message, error) => app.log.warn({ err: error }, message),
  };
  const { db } = deps;

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/tools',
      tags,
      summary: 'Catalogue: tools and their offers (price per lot of 10 credits per year, excl. tax)',
      item: CatalogueTool,
      access: 'public',
    },
    async ({ request }) =>
      collection(request, await catalogue(db, request.language), {
        data: toData({ payment_provider: deps.provider.name, stripe_publishable_key: deps.config.stripePublishableKey }),
      }),
  );

  apiRoute(
    app,
    { method: 'GET', url: '/cart', tags, summary: 'The cart (steps 0-4, offers with prorated lines, minimum)', item: CartState, access: 'public' },
    async ({ request }) => collection(request, [await getCart(deps, ownerOf(request), request.language)]),
  );

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/cart',
      tags,
      summary: 'Save the cart: offers, lot quantity, step move (+, - or 0..4)',
      body: CartUpdate,
      item: CartState,
      access: 'public',
    },
    async ({ request, reply, body }) => {
      if (!request.user) await ensureSession(db, request, reply);
      return collection(request, [await updateCart(deps, ownerOf(request), body, request.language)]);
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/cart',
      tags,
      summary: 'Step 3: create the order and its payment; the reply carries the client secret',
      item: CartState,
      access: 'user',
    },
    async ({ request }) => {
      const user = requireUser(request);
      const cart = await createPayment(deps, { ...ownerOf(request), userId: user.id }, user.email, request.language);
      return collection(request, [cart], { data: toData({ client_secret: cart.client_secret, payment_provider: deps.provider.name }) });
    },
  );

  apiRoute(app, { method: 'DELETE', url: '/cart', tags, summary: 'Empty the cart', item: CartState, access: 'public' }, async ({ request }) =>
    collection(request, [await clearCart(deps, ownerOf(request), request.language)]),
  );

  apiRoute(
    app,
    { method: 'DELETE', url: '/cart/:item_code', tags, summary: 'Remove one offer from the cart', params: ItemParams, item: CartState, access: 'public' },
    async ({ request, params }) => collection(request, [await removeCartItem(deps, ownerOf(request), params.item_code, request.language)]),
  );

  // The router hands /cart/:item_code no parameter over 100 characters (app.ts, maxParamLength) and none holding a
  // slash: those would answer 604, where product-spec §5 gives the item code's field error (letters, digits,
  // hyphen, max 100). This catch route takes exactly what the route above cannot (a literal or parameter segment
  // always wins over a wildcard) and validates it as that item code: 595 on item_code. Undocumented: same call.
  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/cart/*',
      tags,
      summary: 'Remove one offer from the cart: an item code the router cannot match',
      params: WildcardParams,
      item: CartState,
      access: 'public',
      documented: false,
    },
    async ({ request, params }) => {
      const { item_code } = ItemParams.parse({ item_code: params['*'] });
      return collection(request, [await removeCartItem(deps, ownerOf(request), item_code, request.language)]);
    },
  );

  apiRoute(
    app,
    { method: 'POST', url: '/cart/checkout', tags, summary: 'Step 4: the state of the order being paid or just paid', item: Order, access: 'user' },
    async ({ request }) => {
      const user = requireUser(request);
      const order = await currentOrder(db, user.id);
      return collection(request, order ? [order] : []);
    },
  );

  // ---------------------------------------------------------------- billing, pending order, orders, invoices

  apiRoute(
    app,
    { method: 'GET', url: '/users/:login/billing', tags, summary: 'Billing identity and consents', params: LoginParams, item: Billing, access: 'owner' },
    async ({ request, target }) => {
      const billing = await getBilling(db, target.id);
      return collection(request, billing ? [billing] : []);
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/:login/billing',
      tags,
      summary: 'Store the billing identity (company, address, country, SIRET, EU VAT number) and the consents',
      params: LoginParams,
      body: BillingRequest,
      item: Billing,
      access: 'self',
    },
    async ({ request, body, target }) => collection(request, [await saveBilling(deps, target.id, body)]),
  );

  apiRoute(
    app,
    { method: 'GET', url: '/users/:login/command', tags, summary: 'The order waiting for payment, if any', params: LoginParams, item: Order, access: 'owner' },
    async ({ request, target }) => {
      const order = await pendingOrderOf(db, target.id);
      return collection(request, order ? [order] : [], { data: toData({ pending: !!order }) });
    },
  );

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/users/:login/command',
      tags,
      summary: 'Resume the pending order: a new client secret',
      params: LoginParams,
      item: Order,
      access: 'self',
    },
    async ({ request, target }) => {
      const order = await resumePendingOrder(deps, target.id, target.email);
      return collection(request, [order], { data: toData({ client_secret: order.client_secret }) });
    },
  );

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/users/:login/command',
      tags,
      summary: 'Delete the pending order (clears the cart, the waiting offers and the pending flag)',
      params: LoginParams,
      access: 'self',
    },
    async ({ request, target }) => {
      await deletePendingOrder(deps, target.id);
      return collection(request, [], { data: toData({ pending: false }) });
    },
  );

  apiRoute(
    app,
    { method: 'GET', url: '/users/:login/orders', tags, summary: 'Orders of the user', params: LoginParams, item: Order, access: 'owner' },
    async ({ request, target }) => collection(request, await listOrders(db, target.id)),
  );

  apiRoute(
    app,
    { method: 'GET', url: '/users/:login/orders/:id', tags, summary: 'One order and its real state', params: IdParams, item: Order, access: 'owner' },
    async ({ request, params, target }) => collection(request, [await getOrder(db, target.id, params.id)]),
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/invoices',
      tags,
      summary: 'Invoices and credit notes of the user',
      params: LoginParams,
      item: Invoice,
      access: 'owner',
    },
    async ({ request, target }) => collection(request, await listInvoices(db, target.id, target.login)),
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/invoices/:id/pdf',
      tags,
      summary: 'An invoice or credit note (PDF)',
      params: IdParams,
      produces: 'application/pdf',
      access: 'owner',
    },
    async ({ reply, params, target }) => {
      const { number, pdf } = await invoicePdf(deps, target.id, params.id);
      reply.type('application/pdf').header('content-disposition', `attachment; filename="${number}.pdf"`).header('cache-control', 'private, no-store');
      return reply.send(pdf);
    },
  );

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/users/:login/subscription',
      tags,
      summary: 'Subscription: credits and offers',
      params: LoginParams,
      item: Subscription,
      access: 'owner',
    },
    async ({ request, target }) => collection(request, [await subscription(db, target.id, request.language)]),
  );

  const OrderParams = z.object({ id: z.coerce.number().int().positive() });
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/admin/shop/orders/:id/cancel',
      tags,
      summary: 'Admin: cancel a paid order (credits stop, a credit note cancels the invoice)',
      params: OrderParams,
      access: 'admin',
    },
    async ({ request, params }) => {
      const number = await cancelPaidOrder(deps, params.id);
      return collection(request, [], { data: toData({ credit_note: number }) });
    },
  );

  // ---------------------------------------------------------------- payment outcome

  if (deps.provider.name === 'test') {
    apiRoute(
      app,
      {
        method: 'POST',
        url: '/payments/test/confirm',
        tags,
        summary: 'Test provider card form (no STRIPE_SECRET_KEY): pay or decline',
        body: TestPaymentConfirm,
        item: Order,
        access: 'user',
      },
      async ({ request, body }) => {
        const user = requireUser(request);
        return collection(request, [await confirmTestPayment(deps, user.id, body.client_secret, body.card_number)]);
      },
    );
  }

  // Stripe signs the raw body: this scope keeps JSON bodies as bytes.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    apiRoute(
      scope,
      {
        method: 'POST',
        url: '/payments/stripe/webhook',
        tags,
        summary: 'Stripe webhook: payment_intent.succeeded / .payment_failed (signature checked)',
        access: 'public',
      },
      async ({ request }) => {
        if (deps.provider.name !== 'stripe') throw new AppError('notFound');
        const signature = request.headers['stripe-signature'];
        let event;
        try {
          event = deps.provider.parseWebhook(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          if (error instanceof PaymentSignatureError) throw new AppError('badRequest', { cause: error });
          throw error;
        }
        const result = event ? await handlePaymentEvent(deps, event) : { orderId: null, handled: false };
        return collection(request, [], { data: toData({ received: true, handled: result.handled }) });
      },
    );
  });
}
