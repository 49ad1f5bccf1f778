import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import { housekeeping } from '../security/housekeeping.ts';

const EVERY_MS = 10 * 60_000;

/** Runs security/housekeeping.ts every ten minutes while the server is up (not in tests: `enabled` false). */
export const housekeepingPlugin = fp(async (app, options: { db: Db; sessionIdleMinutes: () => number; enabled: boolean }) => {
  if (!options.enabled) return;
  const timer = setInterval(() => {
    housekeeping(options.db, { sessionIdleMinutes: options.sessionIdleMinutes() }).catch((error) => app.log.warn({ err: error }, 'housekeeping failed'));
  }, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
