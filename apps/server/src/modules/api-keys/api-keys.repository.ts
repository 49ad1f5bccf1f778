import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Tx = Transaction<Database>;

/** SQL of the API keys (migration 0861): insert, a user's list, revocation, the webhooks of a supplier. */

const PUBLIC_COLUMNS = ['id', 'name', 'scope', 'supplier_id', 'key_prefix', 'webhook_url', 'created_at', 'revoked_at'] as const;

export async function insertApiKey(
  tx: Db | Tx,
  values: {
    userId: number;
    supplierId: number | null;
    name: string;
    scope: 'read' | 'write';
    keyHash: Buffer;
    keyPrefix: string;
    webhookUrl: string | null;
    webhookSecret: string | null;
  },
) {
  return tx
    .insertInto('api_keys')
    .values({
      user_id: values.userId,
      supplier_id: values.supplierId,
      name: values.name,
      scope: values.scope,
      key_hash: values.keyHash,
      key_prefix: values.keyPrefix,
      webhook_url: values.webhookUrl,
      webhook_secret: values.webhookSecret,
    })
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function apiKeysOfUser(db: Db, userId: number) {
  return db.selectFrom('api_keys').select(PUBLIC_COLUMNS).where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

/** Revokes one of the user's keys; false when the user has no such live key. */
export async function revokeApiKey(tx: Db | Tx, userId: number, id: number, at: Date): Promise<boolean> {
  const result = await tx
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The live supplier keys of a supplier that asked for webhooks. */
export async function webhookKeysOf(db: Db, supplierId: number) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'webhook_url', 'webhook_secret'])
    .where('supplier_id', '=', supplierId)
    .where('revoked_at', 'is', null)
    .where('webhook_url', 'is not', null)
    .execute();
}

/** Every key made for a supplier (all its members'), with the login and name of the member who made it. */
export async function apiKeysOfSupplier(db: Db, supplierId: number) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select(PUBLIC_COLUMNS.map((column) => `k.${column}` as const))
    .select([
      'u.login as owner_login',
      sql<string | null>`nullif(trim(concat_ws(' ', u.profile->>'first_name', u.profile->>'last_name')), '')`.as('owner_name'),
    ])
    .where('k.supplier_id', '=', supplierId)
    .orderBy('k.id', 'desc')
    .execute();
}

/** Revokes one key of the supplier, whoever of its members made it; false when the supplier has no such live key. */
export async function revokeSupplierApiKey(tx: Db | Tx, supplierId: number, id: number, at: Date): Promise<boolean> {
  const result = await tx
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('supplier_id', '=', supplierId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
