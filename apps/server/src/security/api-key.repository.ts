import type { Db } from '../db/database.ts';

/**
 * The live API key a bearer token names (issue #27; only its SHA-256 is stored), with the user it stands for, as the
 * session plugin needs them. The table is modules/api-keys' (migration 0861); this is a read.
 */
export async function liveApiKeyByHash(db: Db, keyHash: Buffer) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select(['k.id', 'k.scope', 'k.supplier_id', 'u.id as user_id', 'u.login', 'u.email', 'u.profile_types', 'u.safebox', 'u.language'])
    .where('k.key_hash', '=', keyHash)
    .where('k.revoked_at', 'is', null)
    .where('u.status', '=', 'active')
    .executeTakeFirst();
}
