import crypto from 'node:crypto';
import os from 'node:os';
import { promisify } from 'node:util';
import { AppError } from '../errors/app-error.ts';

const rawScrypt = promisify(crypto.scrypt) as (password: string | Buffer, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

/**
 * Hashes run at most HASH_CONCURRENCY at once (one core is always left to the rest of the server: 30 bogus
 * POST /users a second had pushed an unrelated search's p95 from 7 ms to 6.6 s); the others wait in a queue, and
 * past HASH_QUEUE_LIMIT waiting the call is refused at once with 302 (high traffic) instead of piling up.
 */
export const HASH_CONCURRENCY = Math.max(1, os.availableParallelism() - 1);
export const HASH_QUEUE_LIMIT = 64;
const waiting: (() => void)[] = [];
const stats = { started: 0, active: 0, maxActive: 0 };

/** Counters of the hashing queue (tests and the fuzz/bench scripts read them). */
export function hashingStats(): Readonly<typeof stats> & { waiting: number } {
  return { ...stats, waiting: waiting.length };
}

async function scrypt(password: string | Buffer, salt: Buffer, keylen: number, opts: crypto.ScryptOptions): Promise<Buffer> {
  if (stats.active >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE_LIMIT) throw new AppError('highTraffic');
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  stats.active += 1;
  stats.started += 1;
  stats.maxActive = Math.max(stats.maxActive, stats.active);
  try {
    return await rawScrypt(password, salt, keylen, opts);
  } finally {
    stats.active -= 1;
    waiting.shift()?.();
  }
}

/**
 * Password storage with node:crypto scrypt (memory-hard, never reversible). The stored string describes itself:
 *   scrypt$<log2 N>$<r>$<p>$<salt base64>$<hash base64>
 * so the cost can be raised later while old hashes still verify with their own parameters.
 */
const LOG_N = 15; // N = 32768, 32 MiB per hash (128 * N * r); its time: bench/password-hash.ts.
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function options(logN: number, r: number, p: number): crypto.ScryptOptions {
  // maxmem must exceed 128 * N * r bytes.
  return { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH);
  const hash = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options(LOG_N, R, P));
  return ['scrypt', LOG_N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** A valid hash of a random password, computed once: unknown logins are checked against it (same work, same time). */
let decoy: Promise<string> | null = null;
function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomBytes(24).toString('base64'));
  return decoy;
}

/**
 * Checks a password against a stored hash in constant time. With no stored hash (unknown login, account not yet
 * confirmed) the same scrypt work is done against a decoy, so timing does not reveal whether the account exists.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const target = stored ?? (await decoyHash());
  const parts = target.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await verifyPassword(password, null);
    return false;
  }
  const [, logN, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, options(Number(logN), Number(r), Number(p)));
  return crypto.timingSafeEqual(actual, expected) && stored != null;
}
