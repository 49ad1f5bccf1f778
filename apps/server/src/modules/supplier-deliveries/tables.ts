import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the tables of migration 0860_supplier_deliveries.sql (owned by this module). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SupplierDeliveriesTable {
  id: Generated<number>;
  supplier_id: number;
  customer_code_id: number | null;
  email: string | null;
  product_code: string;
  delivered_on: ColumnType<string, string, string>;
  created_at: Generated<Date>;
}

export interface SupplierSendsTable {
  id: Generated<number>;
  supplier_id: number;
  document_id: number;
  email: string;
  user_id: number | null;
  language: string;
  token_hash: Buffer;
  accepted_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface ProofRecordsTable {
  id: Generated<number>;
  send_id: number;
  supplier_id: number;
  document_id: number;
  event: 'sent' | 'deposited' | 'opened' | 'downloaded';
  recipient: string;
  sheet_sha256: string;
  detail: string;
  recorded_at: Timestamp;
  previous_hash: string;
  record_hash: string;
}

declare module '../../db/schema.ts' {
  interface Database {
    supplier_deliveries: SupplierDeliveriesTable;
    supplier_sends: SupplierSendsTable;
    proof_records: ProofRecordsTable;
  }
}
