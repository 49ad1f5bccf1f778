import { z } from 'zod';

/**
 * The back office's audit log (issue #26): every staff action that changes data, append-only. `GET /admin/audit`
 * answers these rows, newest first, filtered by the query below.
 */
export const StaffAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_login: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
});
export type StaffAuditEntry = z.infer<typeof StaffAuditEntry>;

const text = (max: number) => z.string().trim().min(1, 'too_short').max(max, 'too_long').optional();
const isoDate = z.iso.date({ error: 'bad_date' }).optional();

export const StaffAuditQuery = z.object({
  action: text(80),
  staff_login: text(254),
  target_type: text(80),
  target_id: text(120),
  /** First day included (YYYY-MM-DD). */
  from: isoDate,
  /** Last day included (YYYY-MM-DD). */
  to: isoDate,
  limit: z.coerce.number({ error: 'bad_number' }).int('bad_number').min(1, 'bad_number').max(200, 'bad_number').default(50),
  offset: z.coerce.number({ error: 'bad_number' }).int('bad_number').min(0, 'bad_number').max(1_000_000, 'bad_number').default(0),
});
export type StaffAuditQuery = z.infer<typeof StaffAuditQuery>;
