import type { ColumnType, Generated } from 'kysely';

/** migrations/0831_staff_order_refunds.sql: owned by this module. */
export interface StaffOrderRefundsTable {
  id: Generated<number>;
  order_id: number;
  kind: 'refund' | 'cancel';
  amount_cents: number;
  reason: string;
  staff_user_id: number | null;
  staff_login: string;
  provider_refund_id: string | null;
  credit_note_id: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

declare module '../../db/schema.ts' {
  interface Database {
    staff_order_refunds: StaffOrderRefundsTable;
  }
}
