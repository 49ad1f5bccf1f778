import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import { isApiRequest } from './api-route.ts';
import { AppError } from '../errors/app-error.ts';
import { addToRateWindow } from '../security/rate-limit.repository.ts';
import { bearerToken, hashToken } from './session.ts';

interface WindowCount {
  window: number;
  /** The total of every instance as PostgreSQL last told us. */
  synced: number;
  /** Requests seen here and not yet added to PostgreSQL. */
  pending: number;
  /**
   * Requests being added to PostgreSQL right now: counted until the upsert answers, so parallel requests arriving
   * meanwhile cannot slip past the limit (the overshoot stays within one batch per instance).
   */
  inFlight: number;
  blocked: boolean;
}

/**
 * Per-IP request rate on /api/ (RATE_LIMIT_PER_MINUTE, fixed one-minute windows). Servers stay stateless: the
 * count lives in PostgreSQL (rate_limit_counters), but each instance counts in memory and adds its requests there
 * in batches of 2% of the limit (and at the first request of a window), so a busy client costs one upsert per
 * batch instead of one per request; the shared total may overshoot by at most one batch per instance. Past the
 * limit the client gets code 302 (HTTP 429) with the support contact until the window ends. If the database
 * cannot be reached the request is let through (the limit protects the service; it must not take it down).
 */
export const rateLimitPlugin = fp(async (app, options: { db: Db; limit: () => number; keyLimit?: () => number }) => {
  const counts = new Map<string, WindowCount>();
  let currentWindow = 0;

  /** Adds this instance's pending requests to the shared count; returns the total after them. */
  async function flush(ip: string, entry: WindowCount): Promise<number> {
    const delta = entry.pending;
    entry.pending = 0;
    entry.inFlight += delta;
    try {
      const count = await addToRateWindow(options.db, ip, entry.window * 60, delta);
      entry.synced = Math.max(entry.synced, count);
      return count;
    } finally {
      entry.inFlight -= delta;
    }
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    // A call with an API key (issue #27) is counted per key, against the keys' own limit, whatever address it comes
    // from (an integrator's servers share one key; many keys may share one address). The key's hash names its
    // counter: an unknown key is counted too, and refused by the session plugin.
    const bearer = bearerToken(request.headers.authorization);
    const limit = bearer !== null && options.keyLimit ? options.keyLimit() : options.limit();
    if (!(limit > 0)) return;
    const window = Math.floor(Date.now() / 60_000);
    if (window !== currentWindow) {
      // A new minute: forget the previous windows (memory stays bounded by one minute of clients).
      counts.clear();
      currentWindow = window;
    }
    const ip = bearer !== null ? `key:${hashToken(bearer).toString('hex').slice(0, 32)}` : request.ip;
    let entry = counts.get(ip);
    if (!entry) {
      entry = { window, synced: 0, pending: 0, inFlight: 0, blocked: false };
      counts.set(ip, entry);
    }
    // HTTP 429 says when to come back: the end of the current one-minute window.
    const retryAfter = () => reply.header('retry-after', String(Math.max(1, Math.ceil((60_000 - (Date.now() % 60_000)) / 1000))));
    if (entry.blocked) {
      retryAfter();
      throw new AppError('highTraffic');
    }
    // Admission on what this instance knows now (before any await), so a burst of parallel requests cannot all
    // pass while the shared count is being read.
    if (entry.synced + entry.inFlight + entry.pending + 1 > limit) {
      entry.blocked = true;
      retryAfter();
      throw new AppError('highTraffic');
    }
    entry.pending += 1;
    const batch = Math.max(1, Math.floor(limit / 50));
    if ((entry.synced === 0 && entry.inFlight === 0) || entry.pending >= batch) {
      let total: number;
      try {
        total = await flush(ip, entry);
      } catch (error) {
        request.log.warn({ err: error }, 'rate limit counter unavailable');
        return;
      }
      // The shared total includes the other instances' requests: past the limit, this one is refused too.
      if (total > limit) {
        entry.blocked = true;
        retryAfter();
        throw new AppError('highTraffic');
      }
    }
  });
});
