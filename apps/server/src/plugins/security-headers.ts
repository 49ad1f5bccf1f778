import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';
import { isApiRequest } from './api-route.ts';

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Security headers on every reply, by @fastify/helmet (issue #11 defect 6):
 * - a Content-Security-Policy that lets the built web app run from its own origin only (scripts and styles are
 *   files; `style-src` allows inline style attributes React sets), with `frame-ancestors 'none'` (no clickjacking)
 *   and the analytics tracker's origin (MATOMO_URL) and Stripe when configured;
 * - `X-Content-Type-Options: nosniff`;
 * - `Referrer-Policy: same-origin`: mailed-link tokens travel in paths (/account/register/confirmation/<token>),
 *   and no other site ever sees a path of ours;
 * - HSTS only on https (behind a trusted proxy, its X-Forwarded-Proto), never on a plain-http development server;
 * - `Cache-Control: no-store` on every API reply that does not set its own: they carry personal data (session,
 *   account, customer codes), which no browser or proxy cache may keep.
 */
/**
 * A reply the site shows in a frame of its own pages (a sheet's PDF beside its fields in the back office): framed by
 * the site itself only, never by another origin. Every other reply keeps `frame-ancestors 'none'`.
 */
export function allowFramingBySite(reply: FastifyReply): void {
  reply.header('content-security-policy', "frame-ancestors 'self'").header('x-frame-options', 'SAMEORIGIN');
}

export const securityHeadersPlugin = fp(async (app, options: { analyticsUrl: string | null; stripe: boolean }) => {
  const connect = ["'self'"];
  const analytics = originOf(options.analyticsUrl);
  if (analytics) connect.push(analytics);
  const scripts = ["'self'"];
  const frames = ["'self'"];
  if (options.stripe) {
    scripts.push('https://js.stripe.com');
    frames.push('https://js.stripe.com', 'https://hooks.stripe.com');
    connect.push('https://api.stripe.com');
  }
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: scripts,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connect,
        frameSrc: frames,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    // HSTS is set below, on https replies only.
    hsts: false,
    // The cross-origin isolation headers would break the sheet files opened from other sites' links and Stripe.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (!reply.hasHeader('cache-control') && isApiRequest(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
});
