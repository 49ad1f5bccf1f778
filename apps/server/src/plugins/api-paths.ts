import type { FastifyRequest } from 'fastify';

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
