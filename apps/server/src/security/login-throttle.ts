import type { Db } from '../db/database.ts';
import { anyLocked, addFailure, deleteCounter, remainingLockMs } from './throttle.repository.ts';

/**
 * Brute-force protection of password checks. Failures are counted per account ('login:<login>', also for logins
 * that do not exist, so locking reveals nothing) and per client address ('ip:<address>'). Past a number of free
 * failures a key is locked for a time that doubles with each further failure (15 s, 30 s, 1 min ... up to
 * 15 min). A locked key answers the same 555 as a wrong password, without checking the password at all.
 * Counters start again COUNTER_HOURS after their first failure; a successful login clears the account's counter.
 */
export const FREE_FAILURES = {
  /**
   * An account past its free failures is slowed down, not locked (issue #11: five failures from anywhere locked
   * any account, so anyone could lock anyone out); the hard lock is per address, and per account and address.
   */
  login: 5,
  ip: 30,
  login_ip: 5,
  /**
   * Wrong customer codes per client address and per account (hard locks of the guesser), and per supplier whatever
   * the address (a spread-out guess): a supplier past its free failures slows every check of its codes down, it
   * never refuses one (issue #22: 50 anonymous wrong codes locked every real customer of a supplier out).
   */
  code_ip: 10,
  code_account: 10,
  code_supplier: 50,
  /** Unknown mailed-link tokens per client address (POST /users and the other token calls). */
  token_ip: 10,
  /** Registration attempts per client address (an existing address answers 600: no bulk testing). */
  register_ip: 10,
  /** "You already have an account" mails per address an hour (issue #22, users/service.ts mailOwnerOf). */
  register_mail: 3,
} as const;
/**
 * How long a counter lasts from its first failure. An address is counted over an hour only: many honest people may
 * share one (a company behind NAT), and a spray from it is still slowed down within the hour.
 */
const COUNTER_HOURS: Record<keyof typeof FREE_FAILURES, number> = {
  login: 24,
  ip: 1,
  login_ip: 24,
  code_ip: 1,
  code_account: 24,
  code_supplier: 1,
  token_ip: 1,
  register_ip: 1,
  register_mail: 1,
};
const BASE_LOCK_SECONDS = 15;
const MAX_LOCK_SECONDS = 15 * 60;

export type ThrottleKey = { kind: keyof typeof FREE_FAILURES; value: string };

export function throttleKeys(login: string, ip: string): ThrottleKey[] {
  return [
    { kind: 'login', value: login },
    { kind: 'ip', value: ip },
    { kind: 'login_ip', value: `${login}|${ip}` },
  ];
}

/** The longest wait of a slowed-down account. */
export const MAX_SLOWDOWN_MS = 3_000;

/**
 * A password check under brute-force protection: a hard-locked address (or account and address) answers false
 * without checking; an account past its free failures waits (up to MAX_SLOWDOWN_MS) before its check, so that its
 * owner still gets in with the right password while a guesser is slowed down. Failures are counted, and a success
 * clears the account's counters.
 */
export async function checkThrottled(db: Db, login: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
  const keys = throttleKeys(login, ip);
  if (
    await isLocked(
      db,
      keys.filter((k) => k.kind !== 'login'),
    )
  )
    return false;
  const ms = await remainingLockMs(db, keyName(keys[0]));
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(MAX_SLOWDOWN_MS, ms)));
  if (!(await check())) {
    await recordFailure(db, keys);
    return false;
  }
  await clearFailures(db, keys[0]);
  await clearFailures(db, keys[2]);
  return true;
}

const keyName = (key: ThrottleKey) => `${key.kind}:${key.value}`;

/** Waits while any of these keys is locked (at most MAX_SLOWDOWN_MS): a slowdown for keys that must never refuse. */
export async function slowDownWhileLocked(db: Db, keys: ThrottleKey[]): Promise<void> {
  let ms = 0;
  for (const key of keys) ms = Math.max(ms, await remainingLockMs(db, keyName(key)));
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(MAX_SLOWDOWN_MS, ms)));
}

export async function isLocked(db: Db, keys: ThrottleKey[]): Promise<boolean> {
  return anyLocked(db, keys.map(keyName));
}

export async function recordFailure(db: Db, keys: ThrottleKey[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const key of keys) await countFailure(trx, key);
  });
}

/** Counts one failure of a key (restarting a stale counter), then locks the key when past its free failures. */
async function countFailure(db: Db, key: ThrottleKey): Promise<void> {
  await addFailure(db, keyName(key), {
    free: FREE_FAILURES[key.kind],
    counterHours: COUNTER_HOURS[key.kind],
    baseLockSeconds: BASE_LOCK_SECONDS,
    maxLockSeconds: MAX_LOCK_SECONDS,
  });
}

export async function clearFailures(db: Db, key: ThrottleKey): Promise<void> {
  await deleteCounter(db, keyName(key));
}
