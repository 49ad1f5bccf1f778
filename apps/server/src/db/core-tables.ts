import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the tables of migrations/0001_core.sql. Features declare theirs beside their code. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T = unknown> = ColumnType<T, string | T | undefined, string | T>;

export interface UsersTable {
  id: Generated<number>;
  login: string;
  email: string;
  password_hash: string | null;
  status: Generated<'pending' | 'active' | 'disabled'>;
  profile_types: Generated<string[]>;
  language: Generated<string>;
  profile: Json<Record<string, unknown>>;
  safebox: Generated<boolean>;
  paying: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: Buffer;
  user_id: number | null;
  guest: Json<Record<string, unknown> | null> | null;
  data: Json<Record<string, unknown>>;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface AuthTokensTable {
  id: Generated<number>;
  token_hash: Buffer;
  purpose: 'register' | 'password' | 'email' | 'update_mail';
  user_id: number | null;
  payload: Json<Record<string, unknown>>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SuppliersTable {
  id: Generated<number>;
  code: string;
  name: string;
  slug: string;
  access_level: Generated<'public' | 'private' | 'mixed'>;
  member: Generated<boolean>;
  migrated: Generated<boolean>;
  redirect_url: string | null;
  customer_code_description: Json<Record<string, string>>;
  customer_code_help: Json<Record<string, string>>;
  contact: Json<Record<string, unknown>>;
  country: string | null;
  document_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DocumentsTable {
  id: Generated<number>;
  iddc: string;
  supplier_id: number;
  product_key: string;
  product_name: string;
  product_name_slug: string;
  product_code: string | null;
  revision_date: string | null;
  revision_version: string | null;
  language: string;
  type: Generated<string>;
  ufi: string | null;
  ean: Generated<string[]>;
  brand: string | null;
  range: string | null;
  regulation: string | null;
  zone: string | null;
  country: string | null;
  cpro: string | null;
  family: string | null;
  access: Generated<'public' | 'private' | 'secret'>;
  language_group_id: number | null;
  is_latest: Generated<boolean>;
  superseded_by: number | null;
  file_key: string | null;
  file_size: number | null;
  file_pages: number | null;
  file_sha256: string | null;
  deleted_at: Timestamp | null;
  last_update: Timestamp;
  created_at: Timestamp;
}

export interface CustomerCodesTable {
  id: Generated<number>;
  supplier_id: number;
  code: string;
  customer: string | null;
  created_at: Timestamp;
}

export interface UserCustomerCodesTable {
  user_id: number;
  customer_code_id: number;
  added_at: Timestamp;
}

export interface ConsultationsTable {
  id: Generated<number>;
  document_id: number;
  user_id: number | null;
  session_id: number | null;
  guest_email: string | null;
  kind: 'consult' | 'download' | 'preview';
  created_at: Timestamp;
}

export interface UserDocumentsTable {
  user_id: number;
  document_id: number;
  source: Generated<'favourite' | 'upload' | 'consultation' | 'received'>;
  added_at: Timestamp;
}

export interface DocumentExtractionsTable {
  document_id: number;
  /** 'extracted' comes with migration 0200 (sheet reader), 'reader_failed' with 0600 (issue #22). */
  status: 'extracted' | 'not_concerned' | 'in_progress' | 'not_extracted' | 'not_available' | 'reader_failed';
  reader_version: string | null;
  reading: Json<unknown> | null;
  conformity: Generated<string[]>;
  error: string | null;
  extracted_at: Timestamp | null;
  updated_at: Timestamp;
  /** When a reader took the sheet (migration 0660); NULL while its reading waits in the queue. */
  started_at: Timestamp | null;
}

export interface DocumentComponentsTable {
  document_id: number;
  position: number;
  name: string | null;
  cas: string | null;
  ec: string | null;
  index_number: string | null;
  reach_number: string | null;
  cas_valid: boolean | null;
  ec_valid: boolean | null;
  conc_min: string | number | null;
  conc_max: string | number | null;
  conc_unit: string | null;
  conc_raw: string | null;
  h_statements: Generated<string[]>;
}

export interface SiteAlertTable {
  id: Generated<number>;
  content: Json<Record<string, unknown>>;
  updated_at: Timestamp;
}

declare module './schema.ts' {
  interface Database {
    users: UsersTable;
    sessions: SessionsTable;
    auth_tokens: AuthTokensTable;
    suppliers: SuppliersTable;
    documents: DocumentsTable;
    customer_codes: CustomerCodesTable;
    user_customer_codes: UserCustomerCodesTable;
    consultations: ConsultationsTable;
    user_documents: UserDocumentsTable;
    document_extractions: DocumentExtractionsTable;
    document_components: DocumentComponentsTable;
    site_alert: SiteAlertTable;
  }
}
