import type { ColumnType, Generated } from 'kysely';

/** Kysely types of migrations/0300_vigi_lists.sql. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T = unknown> = ColumnType<T, string | T | undefined, string | T>;

export interface VigiListsTable {
  code: string;
  offer: string;
  position: number;
  source_name: string;
  source_url: string | null;
  current_version_id: number | null;
}

export interface VigiListVersionsTable {
  id: Generated<number>;
  list_code: string;
  label: string;
  source: string;
  publication_date: string | null;
  imported_at: Timestamp;
  checksum: string;
  file_name: string | null;
  entry_count: number;
  entered_count: number | null;
  left_count: number | null;
  changed_count: number | null;
  previous_version_id: number | null;
  imported_by: number | null;
}

export interface VigiEntriesTable {
  id: Generated<number>;
  version_id: number;
  entry_key: string;
  name: string;
  cas: string | null;
  ec: string | null;
  index_number: string | null;
  entry_number: string | null;
  cas_valid: boolean | null;
  ec_valid: boolean | null;
  reason: string | null;
  classification: Generated<string[]>;
  inclusion_date: string | null;
  latest_application_date: string | null;
  sunset_date: string | null;
  conditions: string | null;
  group_rule: Json<unknown> | null;
  details: Json<Record<string, unknown>>;
  content_hash: string;
}

export interface VigiEntryIdentifiersTable {
  entry_id: number;
  version_id: number;
  kind: 'cas' | 'ec' | 'index';
  value: string;
  via_group: Generated<boolean>;
}

export interface VigiEntryNameRulesTable {
  entry_id: number;
  version_id: number;
  term: string;
}

/** migrations/0301_vigi_class_rules.sql: group entries defined by a CLP Annex VI classification. */
export interface VigiClassRulesTable {
  list_code: string;
  entry_number: string;
  classification: string;
}

export interface VigiVersionChangesTable {
  version_id: number;
  entry_key: string;
  change: 'entered' | 'left' | 'changed';
  entry_id: number | null;
  previous_entry_id: number | null;
}

export interface VigiDocumentMatchesTable {
  list_code: string;
  document_id: number;
  position: number;
  entry_id: number;
  matched_by: string;
}

export interface VigiAlertsSentTable {
  user_id: number;
  version_id: number;
  entry_id: number;
  document_id: number;
  sent_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    vigi_lists: VigiListsTable;
    vigi_list_versions: VigiListVersionsTable;
    vigi_entries: VigiEntriesTable;
    vigi_entry_identifiers: VigiEntryIdentifiersTable;
    vigi_entry_name_rules: VigiEntryNameRulesTable;
    vigi_class_rules: VigiClassRulesTable;
    vigi_version_changes: VigiVersionChangesTable;
    vigi_document_matches: VigiDocumentMatchesTable;
    vigi_alerts_sent: VigiAlertsSentTable;
  }
}
