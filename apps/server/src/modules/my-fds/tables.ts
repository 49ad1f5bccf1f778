import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the tables of migration 0430_my_fds.sql (the columns it adds to user_documents are read in SQL). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MyFdsReplacedTable {
  user_id: number;
  document_id: number;
  replaced_by: number;
  replaced_at: Timestamp;
}

export interface MyFdsChangesTable {
  id: Generated<number>;
  user_id: number;
  document_id: number;
  previous_document_id: number;
  section: string;
  label: string;
  field: string;
  old_value: string | null;
  new_value: string | null;
  created_at: Timestamp;
  modified_at: Timestamp;
  notified_at: Timestamp | null;
}

export interface MyFdsDigestsTable {
  user_id: number;
  day: string;
  sent_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    my_fds_replaced: MyFdsReplacedTable;
    my_fds_changes: MyFdsChangesTable;
    my_fds_digests: MyFdsDigestsTable;
  }
}
