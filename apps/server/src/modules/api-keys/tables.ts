import type { ColumnType, Generated } from 'kysely';

/** Kysely types of migration 0861_api_keys.sql (owned by this module; read by security/api-key.repository.ts). */
export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  supplier_id: number | null;
  name: string;
  scope: 'read' | 'write';
  key_hash: Buffer;
  key_prefix: string;
  webhook_url: string | null;
  webhook_secret: string | null;
  created_at: Generated<Date>;
  revoked_at: ColumnType<Date, Date | string | undefined, Date | string> | null;
}

declare module '../../db/schema.ts' {
  interface Database {
    api_keys: ApiKeysTable;
  }
}
