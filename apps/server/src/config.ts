import os from 'node:os';
import path from 'node:path';
import { SESSION_IDLE_MINUTES, STAFF_SESSION_IDLE_MINUTES } from '@openfds/contract';

/**
 * Every setting the server reads, from the environment, with its default. The README has the same table.
 * Nothing else in the server reads process.env.
 */
export interface Config {
  port: number;
  host: string;
  /** Public origin of the site, used in mails, permanent links and the Origin check. */
  publicUrl: string;
  /** Extra origins allowed to make state-changing calls (comma-separated in ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  databaseUrl: string | null;
  /** Folder for the embedded database, mail files and stored sheets. */
  varDir: string;
  embeddedPgPort: number;
  /** shared_buffers of the embedded PostgreSQL (its page cache; a 3,000,000-sheet catalogue wants gigabytes). */
  embeddedPgSharedBuffers: string;
  sessionIdleMinutes: number;
  /** Idle expiry of an admin's or an assistant's session (shorter than a user's, issue #26). */
  staffSessionIdleMinutes: number;
  /** Absolute lifetime of a session in hours, however active (SESSION_MAX_HOURS; issue #22). */
  sessionMaxHours: number;
  smtpUrl: string | null;
  mailFrom: string;
  mailDir: string;
  storageDir: string;
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | null;
  /**
   * Which peers may set X-Forwarded-For/-Proto (Fastify trustProxy): the client address behind them is what the
   * rate limit and brute-force counters key on, so a client talking to us directly must not be able to choose it.
   */
  trustProxy: boolean | string;
  /** Requests per minute per IP before code 302 (high traffic). */
  rateLimitPerMinute: number;
  /** Cost units per account per 10 minutes for exports, reports and readings (plugins/cost-limit.ts; 0: off). */
  costBudget: number;
  /** Expensive calls (exports, reports) one instance runs at once; the others wait in line. */
  expensiveConcurrency: number;
  adminUrl: string;
  salesContactUrl: string;
  /** The provider's marketing site: the French-only external menu links to its solution pages. */
  marketingUrl: string;
  supportPhone: string;
  supportEmail: string;
  /** Matomo-compatible analytics (product-spec §5): tracker base URL, site id, and the site id used on beta hosts. */
  analytics: { url: string | null; siteId: string | null; betaSiteId: string | null; betaHosts: string[] };
  stripeSecretKey: string | null;
  stripePublishableKey: string | null;
  /**
   * Which payment provider runs (issue #22: the test provider must be impossible in production by accident):
   * 'stripe' with STRIPE_SECRET_KEY; 'test' with PAYMENTS=test, or by default outside production (npm start);
   * null when NODE_ENV=production has neither: main.ts refuses to start.
   */
  payments: 'stripe' | 'test' | null;
  /** Signing secret of the Stripe webhook (payment_intent.succeeded / .payment_failed). */
  stripeWebhookSecret: string | null;
  /** Another Stripe API origin (tests point the official client at a local fake). */
  stripeApiUrl: string | null;
  /** The seller named on invoices. */
  seller: { name: string; address: string; vatNumber: string; siret: string };
  webDistDir: string;
  seedDemoData: boolean;
  /** Soft time limit of the sheet reader per file (ms); its worker thread is killed 5 s later. */
  readerTimeoutMs: number;
  /** Heap limit of one sheet-reader worker thread (MB). */
  readerMemoryMb: number;
  /** Sheets read at once by one process (pg-boss 'sds.extract' workers). */
  extractConcurrency: number;
  /** Start background workers (pg-boss) in this process. */
  runJobs: boolean;
  logLevel: string;
  /** Sheets revised longer ago than this are not evaluated by the substance watch (vigilance error 606). */
  vigiMaxSheetAgeYears: number;
  /** Browser-test mode (E2E=true): demo accounts get fixed passwords so the tests can log in. */
  e2e: boolean;
  /** SafeBox: the Sirene API (INSEE) that checks company names; null = no registry, account-name comparison only. */
  sirene: { apiKey: string; url: string } | null;
  /** VIES REST API base (VIES_URL; 'off': no check, so never a reverse charge): EU VAT numbers are checked there. */
  viesUrl: string | null;
}

/** The repository's root (this file is apps/server/src/config.ts): files that ship with the repository are found from it. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

function num(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

/**
 * A PUBLIC_URL on the loopback (localhost, 127.0.0.1, [::1]) also allows the same scheme and port on the other
 * loopback names (issue #16: `npm start` opened at http://127.0.0.1:3000 while PUBLIC_URL says localhost). Written
 * in the configuration, never read from the request's Host (issue #22: that let a rebinding domain in).
 */
function loopbackTwins(publicUrl: string): string[] {
  const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
  try {
    const url = new URL(publicUrl);
    if (!LOOPBACK.includes(url.hostname)) return [];
    return LOOPBACK.filter((h) => h !== url.hostname).map((h) => `${url.protocol}//${h}${url.port ? `:${url.port}` : ''}`);
  } catch {
    return [];
  }
}

/** The payment provider the environment asks for; null for production without Stripe keys or PAYMENTS=test. */
export function paymentsMode(env: NodeJS.ProcessEnv): Config['payments'] {
  if (env.STRIPE_SECRET_KEY) return 'stripe';
  if (env.PAYMENTS === 'test') return 'test';
  return env.NODE_ENV === 'production' ? null : 'test';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = num(env.PORT, 3000);
  const varDir = path.resolve(env.VAR_DIR ?? path.join(REPO_ROOT, 'var'));
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    allowedOrigins: [
      publicUrl,
      ...loopbackTwins(publicUrl),
      ...(env.ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ],
    databaseUrl: env.DATABASE_URL || null,
    varDir,
    embeddedPgPort: num(env.EMBEDDED_PG_PORT, 54329),
    embeddedPgSharedBuffers: env.EMBEDDED_PG_SHARED_BUFFERS || '128MB',
    sessionIdleMinutes: num(env.SESSION_IDLE_MINUTES, SESSION_IDLE_MINUTES),
    staffSessionIdleMinutes: num(env.STAFF_SESSION_IDLE_MINUTES, STAFF_SESSION_IDLE_MINUTES),
    sessionMaxHours: num(env.SESSION_MAX_HOURS, 24),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'OpenFDS <no-reply@openfds.local>',
    mailDir: path.resolve(env.MAIL_DIR ?? path.join(varDir, 'mail')),
    storageDir: path.resolve(env.STORAGE_DIR ?? path.join(varDir, 'files')),
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT ?? '',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        }
      : null,
    // No proxy is believed unless configured (issue #11): trusting every private peer let any client of a LAN or a
    // container network pick the address the rate limit and the login locks key on.
    trustProxy: env.TRUST_PROXY === 'true' ? true : !env.TRUST_PROXY || env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY,
    rateLimitPerMinute: num(env.RATE_LIMIT_PER_MINUTE, 600),
    costBudget: num(env.COST_BUDGET, 300),
    expensiveConcurrency: num(env.EXPENSIVE_CONCURRENCY, Math.max(1, os.availableParallelism() - 1)),
    adminUrl: env.ADMIN_URL ?? `${publicUrl}/admin/`,
    salesContactUrl: env.SALES_CONTACT_URL ?? 'https://www.example.com/contact-sales',
    marketingUrl: (env.MARKETING_URL ?? 'https://www.example.com/').replace(/\/?$/, '/'),
    supportPhone: env.SUPPORT_PHONE ?? '+33 1 23 45 67 89',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@openfds.local',
    analytics: {
      url: env.MATOMO_URL || null,
      siteId: env.MATOMO_SITE_ID || null,
      betaSiteId: env.MATOMO_BETA_SITE_ID || null,
      betaHosts: (env.BETA_HOSTS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
    stripeSecretKey: env.STRIPE_SECRET_KEY || null,
    payments: paymentsMode(env),
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    stripeApiUrl: env.STRIPE_API_URL || null,
    seller: {
      name: env.SELLER_NAME ?? 'OpenFDS SAS',
      address: env.SELLER_ADDRESS ?? '1 rue de la Paix, 75002 Paris, France',
      vatNumber: env.SELLER_VAT_NUMBER ?? 'FR00123456789',
      siret: env.SELLER_SIRET ?? '12345678900012',
    },
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist')),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    readerTimeoutMs: num(env.READER_TIMEOUT_MS, 20_000),
    readerMemoryMb: num(env.READER_MEMORY_MB, 512),
    extractConcurrency: num(env.EXTRACT_CONCURRENCY, 1),
    runJobs: env.RUN_JOBS !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    vigiMaxSheetAgeYears: num(env.VIGI_MAX_SHEET_AGE_YEARS, 5),
    e2e: env.E2E === 'true',
    viesUrl: env.VIES_URL === 'off' ? null : env.VIES_URL || 'https://ec.europa.eu/taxation_customs/vies/rest-api',
    sirene: env.SIRENE_API_KEY ? { apiKey: env.SIRENE_API_KEY, url: env.SIRENE_API_URL || 'https://api.insee.fr/api-sirene/3.11' } : null,
  };
}
