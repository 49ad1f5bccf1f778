import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';

/**
 * The open transaction `trx` as a database handle whose `transaction()` joins it instead of opening another: a
 * module's exported use case that opens its own transaction (SafeBox's paper receipt, its resend) then runs inside
 * the desk's, so that its rows and the desk's audit row commit or roll back together. Kysely refuses nested
 * `transaction()` calls on a Transaction; every other member is the transaction's own (bound to it, as Kysely's
 * classes keep private fields).
 */
export function withinTransaction(trx: Transaction<Database>): Db {
  const joined = { execute: <T>(callback: (inner: Transaction<Database>) => Promise<T>) => callback(trx) };
  return new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction') return () => joined;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as unknown as Db;
}
