import type { ColumnType, Generated } from 'kysely';
import type { DeskRequestStatus } from '@openfds/contract';

/** Kysely types of migrations/0820_desk.sql (tables owned by the desk module). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface DeskRequestsTable {
  request_id: number;
  status: DeskRequestStatus;
  assignee_id: number | null;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface DeskRequestNotesTable {
  id: Generated<number>;
  request_id: number;
  author_id: number | null;
  text: string;
  created_at: Timestamp;
}

export interface DeskRequestRepliesTable {
  id: Generated<number>;
  request_id: number;
  author_id: number | null;
  language: string;
  subject: string;
  message: string;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface PremiumCheckedReadingsTable {
  document_id: number;
  label: ColumnType<Record<string, unknown>, string, string>;
  reader_version: string | null;
  checked_by: number | null;
  checked_at: Timestamp;
  approved_by: number | null;
  approved_at: Timestamp | null;
}

declare module '../../db/schema.ts' {
  interface Database {
    desk_requests: DeskRequestsTable;
    desk_request_notes: DeskRequestNotesTable;
    desk_request_replies: DeskRequestRepliesTable;
    premium_checked_readings: PremiumCheckedReadingsTable;
  }
}
