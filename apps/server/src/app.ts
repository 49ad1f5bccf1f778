import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { AppContext } from './context.ts';
import { registerModules } from './modules/index.ts';
import { requireRouteAccess } from './plugins/api-route.ts';
import { compressionOptions } from './plugins/compression.ts';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrors } from './plugins/error-handler.ts';
import { housekeepingPlugin } from './plugins/housekeeping.ts';
import { languagePlugin } from './plugins/language.ts';
import { openApiRoutes } from './plugins/openapi.ts';
import { originCheckPlugin } from './plugins/origin-check.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { costLimitPlugin, DEFAULT_COST_LIMITS } from './plugins/cost-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { staticWeb } from './plugins/static-web.ts';
import { rewriteSpecPathAliases } from './plugins/spec-path-aliases.ts';

/**
 * Builds the Fastify instance: cross-cutting plugins, then every feature module, then the web app.
 * Used by main.ts and by the API tests (which call app.inject).
 */
export async function buildApp(
  ctx: AppContext,
  options: {
    logger?: boolean | object;
    serveWeb?: boolean;
    housekeeping?: boolean;
    /** Called before any plugin is registered, so its hooks run first in each phase (bench/search times the phases). */
    observe?: (app: FastifyInstance) => void;
    /** Registers extra routes after the modules (tests declare probe routes to test apiRoute's resolution). */
    extraRoutes?: (app: FastifyInstance) => void;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Fastify's default, written down: no path parameter of ours legitimately holds more than 100 characters (a
    // login is at most EMAIL_MAX = 100, a cart item code 100, the mail tokens 43, document codes and ids less), so
    // the router refuses a longer one before any hook or handler works on it (604). Raising it would only let garbage in.
    // Where the spec answers an over-long parameter as a field error, the module adds a catch route (DELETE /cart/*).
    routerOptions: { maxParamLength: 100 },
    // Ids in logs let a support request be traced.
    genReqId: () => Math.random().toString(36).slice(2, 10),
    // Errors met before any route (bad percent-encoding, over-long parameters, headers too large, a request the
    // parser refuses) answer in the envelope too.
    frameworkErrors,
    clientErrorHandler,
    // The spec's literal paths of the per-user tool calls (plugins/spec-path-aliases.ts).
    rewriteUrl: (req) => rewriteSpecPathAliases(req.url ?? '/'),
  });
  app.decorate('ctx', ctx);
  options.observe?.(app);
  // Every API route says who may call it (apiRoute's access); the app does not start otherwise.
  requireRouteAccess(app);
  await app.register(cookie);
  await app.register(securityHeadersPlugin, { analyticsUrl: ctx.config.analytics.url, stripe: !!ctx.config.stripePublishableKey });
  // Answers compressed when the client accepts it (plugins/compression.ts: br then gzip, small replies in one call).
  await app.register(compress, compressionOptions);
  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin, {
    supportContact: () => `${ctx.config.supportEmail}, ${ctx.config.supportPhone}`,
  });
  // Cheap rejections first: a client over its rate or a cross-site write never reaches the session lookup.
  await app.register(rateLimitPlugin, { db: ctx.db, limit: () => ctx.config.rateLimitPerMinute, keyLimit: () => ctx.config.apiKeyRateLimitPerMinute });
  await app.register(costLimitPlugin, {
    db: ctx.db,
    limits: () => ({ ...DEFAULT_COST_LIMITS, budget: ctx.config.costBudget, instanceConcurrency: ctx.config.expensiveConcurrency }),
  });
  await app.register(originCheckPlugin, { allowedOrigins: () => ctx.config.allowedOrigins });
  await app.register(sessionPlugin, {
    db: ctx.db,
    idleMinutes: () => ctx.config.sessionIdleMinutes,
    staffIdleMinutes: () => ctx.config.staffSessionIdleMinutes,
    maxHours: () => ctx.config.sessionMaxHours,
    clock: ctx.clock,
  });
  await app.register(housekeepingPlugin, {
    db: ctx.db,
    sessionIdleMinutes: () => ctx.config.sessionIdleMinutes,
    enabled: options.housekeeping ?? false,
  });
  await app.register(openApiRoutes, { publicUrl: ctx.config.publicUrl });
  await app.register(registerModules);
  if (options.extraRoutes) await app.register(async (scoped) => options.extraRoutes!(scoped));
  if (options.serveWeb) await app.register(staticWeb, { distDir: ctx.config.webDistDir });
  return app;
}
