import os from 'node:os';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { addToRateWindow } from '../security/rate-limit.repository.ts';

/**
 * Cost-aware limits for the expensive calls (issue #22 item 7): a route declared with `cost` in apiRoute (an export
 * of a whole space, a PDF or xlsx report, a reading queued by an upload) passes three gates besides the per-request
 * rate limit, which counts every call alike and let one client's 8 parallel space exports take the server:
 *
 * 1. concurrency per account and per client address (in this instance): past it the call is refused at once with
 *    302 (HTTP 429), so parallel connections buy nothing;
 * 2. a budget of cost units per account and per client address over a window (shared by every instance through
 *    rate_limit_counters, keys `cost:u:<id>` / `cost:ip:<address>`): each call is charged its kind's weight before it
 *    runs, and past the budget it is refused (302, Retry-After the window's end);
 * 3. concurrency per instance: at most `instanceConcurrency` expensive calls run at once (cores - 1: one core stays
 *    for the cheap pages); the others wait in line up to `queueWaitMs`, then get 302.
 *
 * A visitor has no account: the client address alone counts. A budget of 0 turns the limits off (a bench of the
 * exports themselves). If the counter table cannot be reached the call is let through, like the rate limit.
 */
export type CostKind = 'export' | 'report' | 'reading';

/**
 * Budget units a call of each kind costs: a whole-space export (seconds of CPU on a large space) weighs as much as 15
 * single-sheet reports, so the default budget allows 10 space exports per account in 10 minutes.
 */
export const COST_WEIGHTS: Record<CostKind, number> = { export: 30, report: 2, reading: 2 };

export interface CostLimits {
  /** Units per account per window (0: no cost limits at all). A client address gets twice as many (an office). */
  budget: number;
  windowSeconds: number;
  accountConcurrency: number;
  clientConcurrency: number;
  instanceConcurrency: number;
  queueWaitMs: number;
}

export const DEFAULT_COST_LIMITS: CostLimits = {
  budget: 300,
  windowSeconds: 600,
  accountConcurrency: 1,
  clientConcurrency: 2,
  instanceConcurrency: Math.max(1, os.availableParallelism() - 1),
  queueWaitMs: 15_000,
};

export interface CostCaller {
  userId: number | null;
  ip: string;
}

/** The refusal (302, HTTP 429); apiRoute turns `retryAfter` into the Retry-After header. */
export class CostRefused extends AppError {
  constructor(readonly retryAfter: number) {
    super('highTraffic', { data: [{ name: 'retry_after', value: retryAfter }] });
  }
}

/** The gate apiRoute calls for a route with `cost`; the returned function frees the call's slots (idempotent). */
export interface CostGate {
  admit(kind: CostKind, caller: CostCaller): Promise<() => void>;
  /**
   * Charges a call's weight to the budgets only, for work that runs later in a job (a reading queued by a sheet view
   * or an upload: issue #22, readings were not counted): the seconds until the window's end when a budget is spent
   * (the work is then not to be queued), null when it may go.
   */
  charge(kind: CostKind, caller: CostCaller): Promise<number | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    costGate: CostGate | null;
  }
}

/** The gate's state for one instance; exported for its unit tests. */
export function createCostGate(db: Db, limits: () => CostLimits): CostGate {
  const running = new Map<string, number>();
  let runningHere = 0;
  const line: (() => void)[] = [];

  const take = (key: string) => running.set(key, (running.get(key) ?? 0) + 1);
  const give = (key: string) => {
    const n = (running.get(key) ?? 1) - 1;
    if (n <= 0) running.delete(key);
    else running.set(key, n);
  };
  const refuse = (retryAfterSeconds: number): never => {
    throw new CostRefused(Math.max(1, Math.ceil(retryAfterSeconds)));
  };

  /** Waits for one of the instance's slots, at most `waitMs`; false when none came. */
  async function instanceSlot(max: number, waitMs: number): Promise<boolean> {
    if (runningHere < max) {
      runningHere += 1;
      return true;
    }
    return new Promise<boolean>((resolve) => {
      const grant = () => {
        clearTimeout(timer);
        runningHere += 1;
        resolve(true);
      };
      const timer = setTimeout(() => {
        const at = line.indexOf(grant);
        if (at >= 0) line.splice(at, 1);
        resolve(false);
      }, waitMs);
      line.push(grant);
    });
  }
  function freeInstanceSlot() {
    runningHere -= 1;
    const next = line.shift();
    if (next) next();
  }

  /** Charges the budgets (shared by every instance); the seconds until the window's end when one is spent. */
  async function chargeBudgets(l: CostLimits, kind: CostKind, caller: CostCaller): Promise<number | null> {
    const windowStart = Math.floor(Date.now() / 1000 / l.windowSeconds) * l.windowSeconds;
    const untilWindowEnd = windowStart + l.windowSeconds - Date.now() / 1000;
    const charges: [string, number][] = [[`cost:ip:${caller.ip}`, 2 * l.budget]];
    if (caller.userId !== null) charges.push([`cost:u:${caller.userId}`, l.budget]);
    for (const [key, budget] of charges) {
      let spent: number;
      try {
        spent = await addToRateWindow(db, key, windowStart, COST_WEIGHTS[kind]);
      } catch {
        continue;
      }
      if (spent > budget) return untilWindowEnd;
    }
    return null;
  }

  return {
    async charge(kind, caller) {
      const l = limits();
      return l.budget > 0 ? chargeBudgets(l, kind, caller) : null;
    },
    async admit(kind, caller) {
      const l = limits();
      if (!(l.budget > 0)) return () => {};
      const keys: [string, number][] = [[`ip:${caller.ip}`, l.clientConcurrency]];
      if (caller.userId !== null) keys.push([`u:${caller.userId}`, l.accountConcurrency]);
      // 1. Concurrency per account and client, decided before any await so that a burst cannot slip through.
      if (keys.some(([key, max]) => (running.get(key) ?? 0) >= max)) refuse(5);
      for (const [key] of keys) take(key);
      let released = false;
      let holdsInstanceSlot = false;
      const release = () => {
        if (released) return;
        released = true;
        for (const [key] of keys) give(key);
        if (holdsInstanceSlot) freeInstanceSlot();
      };
      try {
        // 2. The budget, shared by every instance.
        const spentUntil = await chargeBudgets(l, kind, caller);
        if (spentUntil !== null) refuse(spentUntil);
        // 3. The instance's share of the machine.
        holdsInstanceSlot = await instanceSlot(l.instanceConcurrency, l.queueWaitMs);
        if (!holdsInstanceSlot) refuse(5);
        return release;
      } catch (error) {
        release();
        throw error;
      }
    },
  };
}

/** Charges a call's budgets (CostGate.charge) and, when one is spent, throws the refusal (302) with its Retry-After. */
export async function chargeOrRefuse(
  gate: CostGate | null,
  reply: { header(name: string, value: string): unknown },
  kind: CostKind,
  caller: CostCaller,
): Promise<void> {
  const spentUntil = gate ? await gate.charge(kind, caller) : null;
  if (spentUntil === null) return;
  const refusal = new CostRefused(Math.max(1, Math.ceil(spentUntil)));
  reply.header('retry-after', String(refusal.retryAfter));
  throw refusal;
}

export const costLimitPlugin = fp(async (app, options: { db: Db; limits: () => CostLimits }) => {
  app.decorate('costGate', createCostGate(options.db, options.limits));
});
