import type { ColumnType, Generated } from 'kysely';
import type { FormKind } from '@openfds/contract';

/** Kysely types of migrations/0720_form_requests.sql. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type FormRequestStatus = 'received' | 'mailed' | 'answered' | 'closed';

export interface FormRequestsTable {
  id: Generated<number>;
  reference: string;
  kind: FormKind;
  email: string;
  name: string;
  company_name: string;
  language: string;
  ip: string;
  user_id: number | null;
  supplier_id: number | null;
  recipient: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  status: Generated<FormRequestStatus>;
  mailed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    form_requests: FormRequestsTable;
  }
}
