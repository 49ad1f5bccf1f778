import crypto from 'node:crypto';
import type { ApiKeyCreate } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashToken, newToken } from '../../plugins/session.ts';
import { apiKeysOfSupplier, apiKeysOfUser, insertApiKey, revokeApiKey, revokeSupplierApiKey } from './api-keys.repository.ts';

/** The rules of the API keys (issue #27): made for a user (or a user's supplier), shown once, stored as a SHA-256. */

/** Recognisable in logs and secret scanners; the rest is 32 random bytes. */
const KEY_PREFIX = 'ofds_';

type KeyRow = Awaited<ReturnType<typeof apiKeysOfUser>>[number];

function toItem(row: KeyRow) {
  return {
    id: Number(row.id),
    name: row.name,
    scope: row.scope,
    supplier_key: row.supplier_id !== null,
    key_prefix: row.key_prefix,
    webhook_url: row.webhook_url,
    created_at: new Date(row.created_at).toISOString(),
    revoked_at: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
  };
}

/**
 * Creates a key for the user; `supplierId` (the caller's own supplier, from apiRoute) makes it a supplier key, the
 * only kind that reaches supplier calls and sends webhooks. The key and the webhook secret are returned this once.
 */
export async function createApiKey(ctx: Pick<AppContext, 'db'>, userId: number, supplierId: number | null, input: ApiKeyCreate) {
  if (input.webhook_url && supplierId === null) throw new AppError('validation', { field: 'webhook_url', messageKey: 'wrong_pattern' });
  const key = `${KEY_PREFIX}${newToken()}`;
  const webhookSecret = input.webhook_url ? `whsec_${crypto.randomBytes(24).toString('base64url')}` : null;
  const row = await ctx.db.transaction().execute((tx) =>
    insertApiKey(tx, {
      userId,
      supplierId,
      name: input.name,
      scope: input.scope,
      keyHash: hashToken(key),
      keyPrefix: key.slice(0, KEY_PREFIX.length + 6),
      webhookUrl: input.webhook_url,
      webhookSecret,
    }),
  );
  return { ...toItem(row), key, ...(webhookSecret ? { webhook_secret: webhookSecret } : {}) };
}

export async function listApiKeys(ctx: Pick<AppContext, 'db'>, userId: number) {
  return (await apiKeysOfUser(ctx.db, userId)).map(toItem);
}

/** Revokes one of the user's own keys at once (the next call with it answers 770); another user's key is 604. */
export async function revokeKey(ctx: Pick<AppContext, 'db' | 'clock'>, userId: number, id: number): Promise<void> {
  const done = await ctx.db.transaction().execute((tx) => revokeApiKey(tx, userId, id, ctx.clock.now()));
  if (!done) throw new AppError('notFound');
}

/** The supplier's keys, all members' (the route admits the supplier's admins only), with who made each. */
export async function listSupplierApiKeys(ctx: Pick<AppContext, 'db'>, supplierId: number) {
  return (await apiKeysOfSupplier(ctx.db, supplierId)).map((row) => ({ ...toItem(row), owner_login: row.owner_login, owner_name: row.owner_name }));
}

/** Revokes a key of the caller's supplier, whichever member made it; another supplier's key, or a personal key, is 604. */
export async function revokeSupplierKey(ctx: Pick<AppContext, 'db' | 'clock'>, supplierId: number, id: number): Promise<void> {
  const done = await ctx.db.transaction().execute((tx) => revokeSupplierApiKey(tx, supplierId, id, ctx.clock.now()));
  if (!done) throw new AppError('notFound');
}
