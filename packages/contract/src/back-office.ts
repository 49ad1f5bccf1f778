import { z } from 'zod';
import { PROFILE_TYPES } from './constants.ts';
import { SafeboxStatus } from './safebox.ts';
import * as f from './fields.ts';

/**
 * The back office's calls of issue #26 part 1 (dashboard, users, roles, credits, sessions). The role table that
 * decides who may call them is back-office-roles.ts; the audit log's shapes are staff-audit.ts.
 */

/** Profile types an administrator may give an account (POST /users/{login}/profiles): 'guest' is a visitor's, never an account's. */
export const SETTABLE_PROFILE_TYPES = PROFILE_TYPES.filter((type) => type !== 'guest') as Exclude<(typeof PROFILE_TYPES)[number], 'guest'>[];

/**
 * POST /users/{login}/profiles (api-spec §7 Users, payload "not shown"): the account's whole list of profile types,
 * its roles included (admin, assistant). The list replaces the previous one; at least one type, each once.
 */
export const ProfilesUpdate = z.object({
  profile_types: z
    .array(z.enum(SETTABLE_PROFILE_TYPES as [string, ...string[]], { error: 'not_in_enum' }), { error: 'params_required' })
    .min(1, 'params_required')
    .max(SETTABLE_PROFILE_TYPES.length, 'too_long')
    .refine((list) => new Set(list).size === list.length, 'wrong_pattern'),
});
export type ProfilesUpdate = z.infer<typeof ProfilesUpdate>;

/** GET /admin/dashboard: the platform's figures. Sheet counts are exact below 200,000 rows, estimated above. */
export const DashboardFigures = z.object({
  users: z.number().int(),
  users_locked: z.number().int(),
  suppliers: z.number().int(),
  sheets: z.number().int(),
  /** Sheets whose reading succeeded ('extracted'), and those the reader failed on ('reader_failed', 'not_extracted'). */
  sheets_read: z.number().int(),
  sheets_failing: z.number().int(),
  /** Reader jobs waiting (both lanes) and the age in seconds of the oldest one (null: none waiting). */
  extraction_queue: z.number().int(),
  extraction_queue_age_seconds: z.number().int().nullable(),
  /** Orders paid since the first day of the month (UTC). */
  orders_this_month: z.number().int(),
  /** Contact, support and customer-code requests not answered nor closed. */
  open_requests: z.number().int(),
  /** Whether the counts of big tables are estimates (planner statistics) rather than exact. */
  estimated: z.boolean(),
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

/** A job that failed for good (pg-boss retries spent), with its error: GET /admin/dashboard's `failed_jobs`. */
export const FailedJob = z.object({
  id: z.string(),
  name: z.string(),
  failed_at: z.string().nullable(),
  created_at: z.string(),
  retries: z.number().int(),
  error: z.string(),
  data: z.unknown(),
});
export type FailedJob = z.infer<typeof FailedJob>;

export const Dashboard = DashboardFigures.extend({ failed_jobs: z.array(FailedJob) });
export type Dashboard = z.infer<typeof Dashboard>;

export const USER_STATUSES = ['pending', 'active', 'disabled'] as const;

/** GET /admin/users: search by login, e-mail, name or company (folded), filter by status and profile type. */
export const AdminUserQuery = z.object({
  q: z.string().trim().max(200, 'too_long').optional(),
  status: z.enum(USER_STATUSES, { error: 'not_in_enum' }).optional(),
  profile_type: z.enum(PROFILE_TYPES, { error: 'not_in_enum' }).optional(),
  limit: z.coerce.number({ error: 'bad_number' }).int('bad_number').min(1, 'bad_number').max(200, 'bad_number').default(50),
  offset: z.coerce.number({ error: 'bad_number' }).int('bad_number').min(0, 'bad_number').max(1_000_000, 'bad_number').default(0),
});
export type AdminUserQuery = z.infer<typeof AdminUserQuery>;

export const AdminUserRow = z.object({
  login: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company_name: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  profile_types: z.array(z.string()),
  safebox: z.boolean(),
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

/** One held offer and its credits (an adjustment changes `credits`). */
export const AdminUserOffer = z.object({
  offer: z.string(),
  tool: z.string(),
  credits: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  end_date: z.string(),
});

export const AdminUserSession = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AdminUserSession = z.infer<typeof AdminUserSession>;

/** GET /admin/users/{login}: the account, its SafeBox state (read only), its credits and its sessions. */
export const AdminUserDetail = AdminUserRow.extend({
  profile: z.record(z.string(), z.unknown()),
  safebox_status: SafeboxStatus,
  offers: z.array(AdminUserOffer),
  sessions: z.array(AdminUserSession),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

/** PUT /admin/users/{login}/lock: lock (status disabled, sessions ended) or unlock (active again). */
export const UserLockUpdate = z.object({ locked: z.boolean({ error: 'params_required' }) });
export type UserLockUpdate = z.infer<typeof UserLockUpdate>;

/** POST /admin/users/{login}/credits: add (positive) or take away (negative) credits of a held offer, with the reason. */
export const CreditsAdjustment = z.object({
  offer: z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(80, 'too_long'),
  delta: z
    .number({ error: 'bad_number' })
    .int('bad_number')
    .min(-100_000, 'bad_number')
    .max(100_000, 'bad_number')
    .refine((n) => n !== 0, 'bad_number'),
  reason: z.string({ error: 'params_required' }).trim().min(3, 'too_short').max(500, 'too_long'),
});
export type CreditsAdjustment = z.infer<typeof CreditsAdjustment>;

/** DELETE /admin/users/{login}/sessions/{id}: one session of the account. */
export const AdminSessionParams = z.object({
  login: f.login,
  id: z.coerce.number({ error: 'bad_number' }).int('bad_number').positive('bad_number'),
});
