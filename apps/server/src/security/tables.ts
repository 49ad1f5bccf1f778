import type { ColumnType } from 'kysely';

/** Kysely types of migrations/0002_platform_security.sql. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface LoginAttemptsTable {
  key: string;
  failures: ColumnType<number, number | undefined, number>;
  first_failure: Timestamp;
  locked_until: Timestamp | null;
}

export interface RateLimitCountersTable {
  ip: string;
  window_start: Timestamp;
  count: number;
}

declare module '../db/schema.ts' {
  interface Database {
    login_attempts: LoginAttemptsTable;
    rate_limit_counters: RateLimitCountersTable;
  }
}
