import type { ColumnType, Generated } from 'kysely';

/** Kysely types of migrations/0450_safebox.sql. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type ContractStatus = 'waiting' | 'signed' | 'lapsed' | 'cancelled' | 'left';

export interface SafeboxContractsTable {
  id: Generated<number>;
  user_id: number;
  contract_identifier: string;
  status: Generated<ContractStatus>;
  company_name: string;
  siret: string;
  duns: string;
  address1: string;
  address2: string | null;
  zipcode: string;
  city: string;
  safebox_cc: string | null;
  /** migrations/0641: the copy address's confirmation link (SHA-256 of its token), when it was mailed and confirmed. */
  cc_token_sha256: ColumnType<string | null, string | null | undefined, string | null>;
  cc_asked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cc_confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  language: string;
  company_check: 'sirene' | 'account_name';
  registry_name: string | null;
  pdf_key: string;
  /** Null until the contract-mail job has rendered, stored and mailed the PDF (migration 0790). */
  pdf_sha256: string | null;
  max_return_date: ColumnType<string, string, string>;
  sent_at: Timestamp;
  last_sent_at: Timestamp;
  sent_count: Generated<number>;
  reminder_sent_at: Timestamp | null;
  received_at: Timestamp | null;
  receipt: 'online' | 'paper' | null;
  signer_user_id: number | null;
  signer_ip: string | null;
  signer_user_agent: string | null;
  signed_pdf_sha256: string | null;
  signed_pdf_key: string | null;
  recorded_by: number | null;
  ended_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SafeboxDepositsTable {
  user_id: number;
  document_id: number;
  reason: 'revision' | 'customer';
  deposited_at: Timestamp;
  mailed_at: Timestamp | null;
}

/** migrations/0520_safebox_order_openings.sql: memberships a paid order opened. */
export interface SafeboxOrderOpeningsTable {
  order_id: number;
  user_id: number;
  opened_at: Timestamp;
  ended_at: Timestamp | null;
}

declare module '../../db/schema.ts' {
  interface Database {
    safebox_contracts: SafeboxContractsTable;
    safebox_deposits: SafeboxDepositsTable;
    safebox_order_openings: SafeboxOrderOpeningsTable;
  }
}
