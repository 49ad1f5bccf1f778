import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/**
 * Replies checked against the contract on every route (issue #29): the items of a route's JSON reply must parse with
 * the `item` schema it declares through apiRoute. A test run answers a mismatch with a 500 ('fail'), so the test that
 * made the call fails, its cause in the log; a development server (NODE_ENV=development) and the browser lanes
 * (REPLY_CHECK=log, e2e/support/global-setup.ts) log it. The server `npm start` runs never pays for it ('off'): the
 * check is a JSON round trip and a zod parse of every item, measured on the 3,000,000-sheet search (issue #24) at
 * about 20 MB of RSS under 10 connections and part of the per-request time. Unknown fields are not refused here (zod
 * drops them: the contract's reader sees the declared fields right); test/contract-replies.ts checks strictly where a
 * module's tests ask for it.
 */
export type ReplyCheck = 'off' | 'log' | 'fail';

export function replyCheckMode(env: NodeJS.ProcessEnv = process.env): ReplyCheck {
  const asked = env.REPLY_CHECK;
  if (asked === 'off' || asked === 'log' || asked === 'fail') return asked;
  if (env.NODE_ENV === 'test' || env.VITEST) return 'fail';
  return env.NODE_ENV === 'development' ? 'log' : 'off';
}

/** A route's reply does not match its contract: thrown in test runs (500), its text names the field. */
export class ReplyContractMismatch extends Error {}

/**
 * The first item of a reply (as it goes on the wire: JSON) that its schema refuses, as a readable message; null when
 * every item parses. `reply` is what the handler returned: the collection envelope, or the item itself when `plain`.
 */
export function replyMismatch(item: z.ZodType, reply: unknown, plain = false): string | null {
  if (reply === undefined || reply === null || typeof reply !== 'object' || Buffer.isBuffer(reply) || 'pipe' in reply) return null;
  // The JSON round trip gives what the client reads: dates as strings, undefined fields gone.
  const wire: unknown = JSON.parse(JSON.stringify(reply));
  const items = plain ? [wire] : ((wire as { collection?: { items?: unknown } }).collection?.items ?? []);
  if (!Array.isArray(items)) return 'collection.items is not an array';
  for (const [i, value] of items.entries()) {
    const parsed = item.safeParse(value);
    if (!parsed.success) return `item ${i}: ${z.prettifyError(parsed.error)}`;
  }
  return null;
}

/** Checks a reply in development and tests: logs a mismatch, and throws it in test runs. */
export function checkReply(mode: ReplyCheck, log: FastifyBaseLogger, route: string, item: z.ZodType, reply: unknown, plain = false): void {
  if (mode === 'off') return;
  const mismatch = replyMismatch(item, reply, plain);
  if (mismatch === null) return;
  const message = `${route}: the reply does not match the contract's item schema, ${mismatch}`;
  log.error({ route }, message);
  if (mode === 'fail') throw new ReplyContractMismatch(message);
}
