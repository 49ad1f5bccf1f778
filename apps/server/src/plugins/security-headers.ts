import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
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
 * Security headers on every reply, chosen by helmet (issue #11 defect 6):
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

/**
 * The headers helmet sets for these options, computed once. @fastify/helmet built helmet's middleware again for every
 * request (its CSP parsed, a dozen closures) and set the headers one by one on the raw response: 25-30 us of the
 * server's 1.4 ms per search under 10 connections, and garbage (issue #24, CPU profiles of bench/search). Without CSP
 * nonces the headers do not depend on the request, so one object is set on each reply.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
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
  const headers = helmetHeaders({
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
  // Set first, so that a route may still replace one (allowFramingBySite).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (!reply.hasHeader('cache-control') && isApiRequest(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
});
