import type { CallerLog } from './plugins/session.ts';

/**
 * Work a service finishes after the reply: what must not change the answer nor its timing (issue #22: whether an
 * account exists). Each piece is tracked until it settles, so a test awaits `afterReplySettled()` (the positive
 * signal that the work is over) instead of sleeping and then asserting that nothing happened (issue #29).
 */
const pending = new Set<Promise<void>>();

/** Starts `work` without waiting for it; a failure goes to the request's log with `message`. */
export function runAfterReply(log: CallerLog, message: string, work: () => Promise<void>): void {
  const run: Promise<void> = work()
    .catch((error: unknown) => log.error({ err: error }, message))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every piece started so far (and any it started in turn) has settled. */
export async function afterReplySettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
