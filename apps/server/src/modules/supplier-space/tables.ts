import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the supplier space's own tables (migration 0840_supplier_space.sql). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SupplierDraftsTable {
  id: Generated<number>;
  supplier_id: number;
  document_id: number;
  file_name: string;
  replaces_document_id: number | null;
  status: Generated<'draft' | 'published' | 'discarded'>;
  published_document_id: number | null;
  uploaded_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SupplierSheetEventsTable {
  id: Generated<number>;
  supplier_id: number;
  document_id: number;
  action: 'published' | 'access' | 'withdrawn';
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  user_id: number | null;
  created_at: Timestamp;
}

export interface SupplierInvitationsTable {
  id: Generated<number>;
  supplier_id: number;
  email: string;
  role: 'admin' | 'member';
  token_hash: Buffer;
  language: string;
  invited_by: number | null;
  expires_at: Timestamp;
  accepted_at: Date | null;
  accepted_by: number | null;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    supplier_drafts: SupplierDraftsTable;
    supplier_sheet_events: SupplierSheetEventsTable;
    supplier_invitations: SupplierInvitationsTable;
  }
}
