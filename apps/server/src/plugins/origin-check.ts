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
 * Origin (or, without it, Referer) is not one of the site's origins (PUBLIC_URL, ALLOWED_ORIGINS, or the origin the
 * request itself was sent to) answers code 614. Calls without either
 * header (server-to-server clients, tests) are let through: browsers always send one of them on such calls.
 */
export const originCheckPlugin = fp(async (app, options: { allowedOrigins: () => string[] }) => {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !isApiRequest(request)) return;
    const origin = request.headers.origin;
    const referer = request.headers.referer;
    if (origin === undefined && referer === undefined) return;
    const claimed = origin !== undefined ? originOf(origin) : originOf(referer!);
    const allowed = options.allowedOrigins().map((o) => originOf(o) ?? o);
    // The site's own origin as the browser reached it (issue #16: http://127.0.0.1:3000 when PUBLIC_URL says
    // localhost): a page of another site never sends our Host with its own Origin, so this lets no other site in.
    // Behind a proxy, protocol and host come from X-Forwarded-* of trusted peers only (TRUST_PROXY).
    const reached = originOf(`${request.protocol}://${request.host}`);
    if (!claimed || (!allowed.includes(claimed) && claimed !== reached)) throw new AppError('originRejected');
  });
});
