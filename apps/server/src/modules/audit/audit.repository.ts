import { sql } from 'kysely';
import type { StaffAuditQuery } from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import './tables.ts';

export interface StaffAuditInsert {
  at: Date;
  staff_user_id: number;
  staff_login: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: string | null;
  after: string | null;
  reason: string | null;
}

export async function insertStaffAction(db: Db, row: StaffAuditInsert): Promise<void> {
  await db.insertInto('staff_audit').values(row).execute();
}

export async function staffActions(db: Db, query: StaffAuditQuery) {
  let q = db.selectFrom('staff_audit').selectAll();
  if (query.action) q = q.where('action', '=', query.action);
  if (query.staff_login) q = q.where('staff_login', '=', query.staff_login.toLowerCase());
  if (query.target_type) q = q.where('target_type', '=', query.target_type);
  if (query.target_id) q = q.where('target_id', '=', query.target_id);
  if (query.from) q = q.where('at', '>=', sql<Date>`${query.from}::date`);
  if (query.to) q = q.where('at', '<', sql<Date>`${query.to}::date + 1`);
  return q.orderBy('at', 'desc').orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute();
}
