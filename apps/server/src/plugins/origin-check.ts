import fp from 'fastify-plugin';
import { isApiRequest } from './api-route.ts';
import { AppError } from '../errors/app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request protection on top of the SameSite=Lax cookie: a state-changing call under /api/ whose
 * Origin (or, without it, Referer) is not one of the site's origins (PUBLIC_URL and ALLOWED_ORIGINS; for a
 * PUBLIC_URL on localhost, its loopback twins: config.ts) answers code 614. Calls without either header
 * (server-to-server clients, tests) are let through: browsers always send one of them on such calls.
 * Issue #22: the origin the request itself was sent to (its Host) no longer counts: a page of a rebinding domain
 * (evil.example resolving to this server) sends Origin and Host of that domain, which matched each other.
 */
export const originCheckPlugin = fp(async (app, options: { allowedOrigins: () => string[] }) => {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !isApiRequest(request)) return;
    const origin = request.headers.origin;
    const referer = request.headers.referer;
    if (origin === undefined && referer === undefined) return;
    const claimed = origin !== undefined ? originOf(origin) : originOf(referer!);
    const allowed = options.allowedOrigins().map((o) => originOf(o) ?? o);
    if (!claimed || !allowed.includes(claimed)) throw new AppError('originRejected');
  });
});
