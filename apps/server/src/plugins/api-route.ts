import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';

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
  /** Shape of one item of the reply's collection (documentation only). */
  item?: z.ZodType;
  /** Content type of a non-JSON reply (a file, a PDF...), for the OpenAPI document. */
  produces?: string;
  /** Body size limit in bytes for this route. */
  bodyLimit?: number;
  /**
   * Who may call the route, checked after the path parameters and BEFORE the body is validated: a caller without
   * the right gets 603/550, never field errors about a resource that is not theirs.
   */
  authorize?: (request: FastifyRequest, params: z.output<P>) => void;
}

export interface RouteContext<B, Q, P> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  params: P;
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

/**
 * Whether the request is for the API, decided by the route the router matched (its pattern, after the router has
 * percent-decoded the path), never by the raw request.url text: `/%61pi/v1/...` reaches the same handlers as
 * `/api/v1/...`, so a check on the text would let it skip the rate limit, the Origin check and the session.
 * A request no route matched counts as an API request when its decoded path is under /api (its 404 envelope).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const pattern = request.routeOptions?.url;
  if (pattern !== undefined && pattern !== '/*') return pattern === '/api' || pattern.startsWith('/api/');
  return isApiPath(request.url);
}

/** The path of a raw URL, percent-decoded as the router decodes it (null when the encoding is broken). */
export function decodedPath(url: string): string | null {
  const raw = url.split('?')[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Whether a raw URL's decoded path is under /api (a broken encoding counts: it never reaches the web app). */
export function isApiPath(url: string): boolean {
  const path = decodedPath(url);
  if (path === null) return /^\/(api|%)/i.test(url);
  return /^\/api(\/|$)/.test(path);
}

export function apiRoute<B extends z.ZodType = z.ZodUnknown, Q extends z.ZodType = z.ZodUnknown, P extends z.ZodType = z.ZodUnknown>(
  app: FastifyInstance,
  definition: RouteDefinition<B, Q, P>,
  handler: (context: RouteContext<z.output<B>, z.output<Q>, z.output<P>>) => Promise<unknown>,
): void {
  const url = API_PREFIX + definition.url;
  if (!routeRegistry.some((r) => r.method === definition.method && r.url === url)) {
    routeRegistry.push({ ...definition, method: String(definition.method), url });
  }
  app.route({
    method: definition.method,
    url,
    bodyLimit: definition.bodyLimit,
    handler: async (request, reply) => {
      // NUL bytes and unpaired surrogates are refused as a field error before any schema sees them: PostgreSQL
      // stores neither (issue #11: 529 replies of 500 on 10 routes), and no text of ours ever holds one.
      refuseUnstorableText({ params: request.params, query: request.query, body: request.body });
      // parse() throws a ZodError, which the error handler turns into field errors (code 595).
      const params = definition.params ? definition.params.parse(request.params ?? {}) : request.params;
      definition.authorize?.(request, params as z.output<P>);
      const body = definition.body ? definition.body.parse(request.body ?? {}) : request.body;
      const query = definition.query ? definition.query.parse(request.query ?? {}) : request.query;
      const result = await handler({
        request,
        reply,
        body: body as z.output<B>,
        query: query as z.output<Q>,
        params: params as z.output<P>,
      });
      if (reply.sent) return reply;
      return result;
    },
  });
}
