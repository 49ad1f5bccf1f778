import type { ColumnType, Generated } from 'kysely';

/** migrations/0771_staff_audit.sql: owned by this module (append-only). */
export interface StaffAuditTable {
  id: Generated<string>;
  at: ColumnType<Date, Date | string | undefined, never>;
  staff_user_id: number | null;
  staff_login: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  reason: string | null;
}

declare module '../../db/schema.ts' {
  interface Database {
    staff_audit: StaffAuditTable;
  }
}
