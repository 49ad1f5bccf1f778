import type { StaffAuditEntry, StaffAuditQuery } from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { insertStaffAction, staffActions } from './audit.repository.ts';

/** One staff action that changed data: written in the SAME transaction as the change (pass the transaction). */
export interface StaffAction {
  staff: Pick<SessionUser, 'id' | 'login'>;
  /** What was done, as `<area>.<verb>`: 'user.lock', 'alert.replace', 'sheet.access'... */
  action: string;
  /** What it was done to: 'user', 'supplier', 'document', 'order', 'alert'... */
  targetType: string;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** Why, when the action asks for one (a credit adjustment). */
  reason?: string | null;
  /** When; the app clock's time (ctx.clock.now()). */
  at: Date;
}

export async function recordStaffAction(db: Db, action: StaffAction): Promise<void> {
  await insertStaffAction(db, {
    at: action.at,
    staff_user_id: action.staff.id,
    staff_login: action.staff.login,
    action: action.action,
    target_type: action.targetType,
    target_id: action.targetId === undefined || action.targetId === null ? null : String(action.targetId),
    before: action.before === undefined ? null : JSON.stringify(action.before),
    after: action.after === undefined ? null : JSON.stringify(action.after),
    reason: action.reason ?? null,
  });
}

export async function listStaffActions(db: Db, query: StaffAuditQuery): Promise<StaffAuditEntry[]> {
  const rows = await staffActions(db, query);
  return rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    staff_login: row.staff_login,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
  }));
}
