import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { CostRefused, type CostGate, type CostKind } from './cost-limit.ts';
import { staffMay, type BackOfficePermission } from '@openfds/contract';
import { supplierMembershipOf, targetUserByLogin } from '../security/route-principals.repository.ts';
import { callerOf, isAdmin, requireUser, type Caller, type RequestApiKey, type SessionUser } from './session.ts';
import { checkReply, replyCheckMode } from './reply-contract.ts';

/**
 * One way to declare an API route: its zod schemas validate the request and feed the OpenAPI document
 * (GET /api/v1/v3/api-docs), so the two can never disagree. Paths are given without the /api/v1 prefix.
 *
 *   apiRoute(app, { method: 'POST', url: '/session', tags: ['session'], summary: 'Log in', body: LoginRequest },
 *     async ({ body, request }) => collection(request, [], { data: [...] }));
 */
export interface RouteDefinition<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType> {
  method: HTTPMethods;
  url: string;
  summary: string;
  tags: string[];
  body?: B;
  query?: Q;
  params?: P;
  /** Shape of one item of the reply's collection: the OpenAPI document's, and checked on every reply outside production (reply-contract.ts). */
  item?: z.ZodType;
  /** Content type of a non-JSON reply (a file, a PDF...), for the OpenAPI document. */
  produces?: string;
  /** Body size limit in bytes for this route. */
  bodyLimit?: number;
  /**
   * Who may call the route (RouteAccess), the one place a route's authorization is written. Checked after the path
   * parameters and BEFORE the query and body are validated: a caller without the right gets 556/602 or 603, never
   * field errors about a resource that is not theirs. What a caller may then see or do (a sheet's access rule,
   * a consult pass, SafeBox membership, credits) is the service's business, not this declaration's.
   */
  access: RouteAccess;
  /**
   * An expensive call (cost-limit.ts, issue #22 item 7): a whole-space export, a report, a reading queued. Admitted
   * after the access check through the per-account and per-client concurrency, the cost budget and the instance's
   * share of the machine; its slots are freed when the reply ends (a streamed file included).
   */
  cost?: CostKind;
  /** The refusal for a logged-in caller without the right: 603 (forbidden) unless the route answers 562 (notAdmin). */
  denied?: 'forbidden' | 'notAdmin';
  /** For `access: 'staff'`: the permission of the contract's back-office role table the route needs. */
  permission?: BackOfficePermission;
  /** For `access: 'supplier'`: 'admin' when only the organisation's own administrators may call it. */
  supplierRole?: 'admin';
  /**
   * Whether an API key (`Authorization: Bearer`, issue #27) may make this call, and with which scope: 'read' for a
   * key of either scope, 'write' for a write key only. Without it a key is refused (771): keys reach only the
   * integrators' calls, never the account's, the keys' own or the back office's (`admin`/`staff` routes cannot
   * declare it).
   */
  apiKey?: 'read' | 'write';
  /** An example request body for the OpenAPI document and the reference page (GET /api/v1/reference). */
  example?: unknown;
  /**
   * false: left out of the OpenAPI document and the reference page. Only for a catch route that answers the field
   * error of a documented route's malformed input the router cannot hand it (DELETE /cart/* for /cart/:item_code).
   */
  documented?: false;
}

/** Refuses a call made with an API key that the route does not open to keys, or with a scope too narrow (issue #27). */
export function checkApiKey(key: RequestApiKey | null, definition: { apiKey?: 'read' | 'write' }): void {
  if (!key) return;
  if (!definition.apiKey) throw new AppError('apiKeyNotAllowed');
  if (definition.apiKey === 'write' && key.scope !== 'write') throw new AppError('apiKeyScope');
}

/**
 * Who may call a route:
 * - `public`: anyone, a visitor included;
 * - `user`: a logged-in user (556 when the session expired, 602 for a visitor);
 * - `self`: the logged-in user named by the route's `:login` parameter (603 for another login, admins included);
 * - `owner`: `self`, or an administrator acting for that login;
 * - `admin`: an administrator;
 * - `staff`: a staff member whose role has the route's `permission` (contract: back-office-roles.ts);
 * - `supplier`: a member of a supplier organisation (the route's `supplierRole` 'admin': its administrators only).
 *
 * `self` and `owner` routes get the user the path names as `target`, resolved here once (603 for another user's
 * login, 604 when an administrator names a login that does not exist); `supplier` routes get the caller's own
 * `supplier`. Handlers scope by these, never by a login or supplier id of their own reading.
 */
export const ROUTE_ACCESS = ['public', 'user', 'self', 'owner', 'admin', 'staff', 'supplier'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** Throws the refusal when `caller` may not call a route declared `access` (see RouteAccess), with its path parameters. */
export function checkAccess(
  access: RouteAccess,
  caller: Pick<Caller, 'user' | 'sessionExpired'>,
  params: unknown,
  denied: 'forbidden' | 'notAdmin' = 'forbidden',
): void {
  if (access === 'public') return;
  const me = requireUser(caller);
  if (access === 'user') return;
  if (access === 'admin') {
    if (!isAdmin(me)) throw new AppError(denied);
    return;
  }
  if (access === 'staff' || access === 'supplier') return; // decided with the database, in resolvePrincipals
  const login = (params as { login?: unknown } | null)?.login;
  if (typeof login === 'string' && me.login === login.toLowerCase()) return;
  if (access === 'owner' && isAdmin(me)) return;
  throw new AppError(denied);
}

/** The supplier a `supplier` route's caller works for: the only supplier it may read or change. */
export interface RouteSupplier {
  id: number;
  role: 'admin' | 'member';
}

export interface RouteContext<B, Q, P> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  params: P;
  /** `self`/`owner` routes: the user the route's `:login` names (the caller, or anyone for an administrator). */
  target: SessionUser;
  /** `supplier` routes: the caller's own supplier. */
  supplier: RouteSupplier;
}

/**
 * Resolves who a route is about, once, after the access check: the `:login` user of `self`/`owner` routes, the
 * staff permission of `staff` routes, the caller's supplier of `supplier` routes. Throws the refusal otherwise.
 */
export async function resolvePrincipals(
  request: FastifyRequest,
  definition: Pick<RouteDefinition<z.ZodType, z.ZodType, z.ZodType>, 'access' | 'permission' | 'supplierRole' | 'denied' | 'method' | 'url'>,
  params: unknown,
): Promise<{ target?: SessionUser; supplier?: RouteSupplier }> {
  const denied = definition.denied ?? 'forbidden';
  if (definition.access === 'staff') {
    const me = requireUser(callerOf(request));
    if (!definition.permission || !staffMay(me.profileTypes, definition.permission)) throw new AppError(denied);
    return {};
  }
  if (definition.access === 'supplier') {
    const me = requireUser(callerOf(request));
    const membership = await supplierMembershipOf(request.server.ctx.db, me.id);
    if (!membership || (definition.supplierRole === 'admin' && membership.role !== 'admin')) throw new AppError(denied);
    // A key stands for a supplier only when it is that supplier's key and its user still works there.
    if (request.apiKey && request.apiKey.supplierId !== membership.supplierId) throw new AppError(denied);
    return { supplier: { id: membership.supplierId, role: membership.role } };
  }
  if (definition.access !== 'self' && definition.access !== 'owner') return {};
  const me = requireUser(callerOf(request));
  const login = String((params as { login?: unknown }).login ?? '').toLowerCase();
  if (me.login === login) return { target: me };
  // checkAccess let only an administrator through to here, on an `owner` route.
  const user = await targetUserByLogin(request.server.ctx.db, login);
  if (!user) throw new AppError('notFound');
  return { target: user };
}

function missing(what: string, definition: { method: HTTPMethods; url: string }): never {
  throw new Error(`${String(definition.method)} ${definition.url}: '${what}' is given only to routes whose access provides it`);
}

export interface RegisteredRoute {
  method: string;
  url: string;
  summary: string;
  tags: string[];
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  item?: z.ZodType;
  produces?: string;
  /** The reply is the item itself, not wrapped in the collection envelope (GET /alert.json). */
  plain?: boolean;
  access: RouteAccess;
  /** For `access: 'staff'`: the permission of the back-office role table (the OpenAPI document's x-permission). */
  permission?: BackOfficePermission;
  /** Open to API keys, and with which scope (RouteDefinition.apiKey). */
  apiKey?: 'read' | 'write';
  example?: unknown;
}

/** Every route declared through apiRoute, read by the OpenAPI plugin. */
export const routeRegistry: RegisteredRoute[] = [];

export const API_PREFIX = '/api/v1';

/** A NUL, or a UTF-16 surrogate without its pair. */
// eslint-disable-next-line no-control-regex -- the NUL byte is exactly what this pattern looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string (key or value) in a request part that PostgreSQL cannot store, if any. */
export function unstorableTextAt(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, key];
    const found = unstorableTextAt(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Throws the field error (595, wrong_pattern) for the first unstorable text of params, query or body. */
export function refuseUnstorableText(parts: { params: unknown; query: unknown; body: unknown }): void {
  for (const part of [parts.params, parts.query, parts.body]) {
    const at = unstorableTextAt(part);
    if (at) throw new AppError('validation', { field: at.join('.') || 'body', messageKey: 'wrong_pattern' });
  }
}

import { isApiPath } from './api-paths.ts';

export { decodedPath, isApiPath, isApiRequest } from './api-paths.ts';

/**
 * Refuses to build the app when an API route (a path under /api) was registered without declaring who may call it:
 * apiRoute declares it (its `access`); a route written with app.get/app.route passes `config: { access }`.
 */
export function requireRouteAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!isApiPath(url)) return;
    const access = (route.config as { access?: unknown } | undefined)?.access;
    if (!ROUTE_ACCESS.includes(access as RouteAccess)) {
      throw new Error(`${String(route.method)} ${url}: an API route declares who may call it (config.access: ${ROUTE_ACCESS.join(', ')})`);
    }
  });
}

/** Passes the cost gate, or sets Retry-After and throws its refusal; frees the slots when the response is over. */
async function admitCost(request: FastifyRequest, reply: FastifyReply, gate: CostGate, kind: CostKind): Promise<void> {
  let release: () => void;
  try {
    release = await gate.admit(kind, { userId: request.user?.id ?? null, ip: request.ip });
  } catch (error) {
    if (error instanceof CostRefused) reply.header('retry-after', String(error.retryAfter));
    throw error;
  }
  // 'close' comes when the reply was sent to its end and when the client went away mid-stream; 'finish' is kept
  // for the test injector, whose response may not emit 'close'.
  reply.raw.once('close', release);
  reply.raw.once('finish', release);
}

export function apiRoute<B extends z.ZodType = z.ZodUnknown, Q extends z.ZodType = z.ZodUnknown, P extends z.ZodType = z.ZodUnknown>(
  app: FastifyInstance,
  definition: RouteDefinition<B, Q, P>,
  handler: (context: RouteContext<z.output<B>, z.output<Q>, z.output<P>>) => Promise<unknown>,
): void {
  const url = API_PREFIX + definition.url;
  if (!ROUTE_ACCESS.includes(definition.access)) throw new Error(`${definition.method} ${url}: declare who may call it (access: ${ROUTE_ACCESS.join(', ')})`);
  if ((definition.access === 'self' || definition.access === 'owner') && !definition.url.includes('/:login')) {
    throw new Error(`${definition.method} ${url}: access '${definition.access}' needs a :login path parameter`);
  }
  if (definition.apiKey && (definition.access === 'staff' || definition.access === 'admin')) {
    throw new Error(`${definition.method} ${url}: API keys never reach the back office`);
  }
  if ((definition.access === 'staff') !== !!definition.permission) {
    throw new Error(`${definition.method} ${url}: a 'staff' route names its permission, and only a 'staff' route does`);
  }
  if (definition.documented !== false && !routeRegistry.some((r) => r.method === definition.method && r.url === url)) {
    routeRegistry.push({ ...definition, method: String(definition.method), url });
  }
  // Read once per route, at start-up: production pays nothing per request.
  const replyCheck = definition.item ? replyCheckMode() : 'off';
  app.route({
    method: definition.method,
    url,
    bodyLimit: definition.bodyLimit,
    config: { access: definition.access },
    handler: async (request, reply) => {
      // NUL bytes and unpaired surrogates are refused as a field error before any schema sees them: PostgreSQL
      // stores neither (issue #11: 529 replies of 500 on 10 routes), and no text of ours ever holds one.
      refuseUnstorableText({ params: request.params, query: request.query, body: request.body });
      // parse() throws a ZodError, which the error handler turns into field errors (code 595).
      const params = definition.params ? definition.params.parse(request.params ?? {}) : request.params;
      checkApiKey(request.apiKey, definition);
      checkAccess(definition.access, callerOf(request), params, definition.denied);
      const principals = await resolvePrincipals(request, definition, params);
      if (definition.cost && request.server.costGate) await admitCost(request, reply, request.server.costGate, definition.cost);
      const body = definition.body ? definition.body.parse(request.body ?? {}) : request.body;
      const query = definition.query ? definition.query.parse(request.query ?? {}) : request.query;
      const result = await handler({
        request,
        reply,
        body: body as z.output<B>,
        query: query as z.output<Q>,
        params: params as z.output<P>,
        get target() {
          return principals.target ?? missing('target', definition);
        },
        get supplier() {
          return principals.supplier ?? missing('supplier', definition);
        },
      });
      if (reply.sent) return reply;
      if (replyCheck !== 'off') checkReply(replyCheck, request.log, `${String(definition.method)} ${url}`, definition.item!, result);
      return result;
    },
  });
}
