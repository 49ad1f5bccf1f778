import { z } from 'zod';
import { FORM_KINDS } from './forms.ts';

/**
 * The back office's requests desk (issue #26): the contact, support and customer-code requests the forms store,
 * followed by staff. The spec shows no back-office call: these routes and fields are ours (`/admin/requests`).
 */
export const DESK_REQUEST_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type DeskRequestStatus = (typeof DESK_REQUEST_STATUSES)[number];
export const DESK_NOTE_MAX = 5000;
export const DESK_REPLY_MAX = 10000;
export const DESK_LIST_MAX = 200;

const text = (max: number) => z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(max, 'too_long');

export const DeskRequestsQuery = z.object({
  status: z.enum(DESK_REQUEST_STATUSES, { error: 'not_in_enum' }).optional(),
  kind: z.enum(FORM_KINDS, { error: 'not_in_enum' }).optional(),
  /** 'me': the caller's own; a staff login: theirs; 'none': nobody's. */
  assignee: z.string().trim().max(200, 'too_long').optional(),
  limit: z.coerce.number({ error: 'bad_number' }).int('bad_number').min(1, 'bad_number').max(DESK_LIST_MAX, 'bad_number').default(50),
});
export type DeskRequestsQuery = z.infer<typeof DeskRequestsQuery>;

export const DeskRequestParams = z.object({
  id: z.coerce.number({ error: 'bad_number' }).int('bad_number').min(1, 'bad_number').max(Number.MAX_SAFE_INTEGER, 'bad_number'),
});

export const DeskRequestSummary = z.object({
  id: z.number(),
  reference: z.string(),
  kind: z.enum(FORM_KINDS),
  status: z.enum(DESK_REQUEST_STATUSES),
  name: z.string(),
  email: z.string(),
  company_name: z.string(),
  language: z.string(),
  subject: z.string().nullable(),
  assignee: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DeskRequestSummary = z.infer<typeof DeskRequestSummary>;

export const DeskNote = z.object({ id: z.number(), author: z.string().nullable(), text: z.string(), created_at: z.string() });
export type DeskNote = z.infer<typeof DeskNote>;

export const DeskReply = z.object({
  id: z.number(),
  author: z.string().nullable(),
  language: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type DeskReply = z.infer<typeof DeskReply>;

export const DeskRequestDetail = DeskRequestSummary.extend({
  /** Every field of the form as received. */
  payload: z.record(z.string(), z.unknown()),
  supplier_code: z.string().nullable(),
  recipient: z.string(),
  notes: z.array(DeskNote),
  replies: z.array(DeskReply),
});
export type DeskRequestDetail = z.infer<typeof DeskRequestDetail>;

/** PATCH /admin/requests/{id}: a new status and/or assignee (a staff login, or null for nobody). */
export const DeskRequestUpdate = z
  .object({
    status: z.enum(DESK_REQUEST_STATUSES, { error: 'not_in_enum' }).optional(),
    assignee: z.string().trim().toLowerCase().max(200, 'too_long').nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assignee !== undefined, { message: 'params_required', path: ['status'] });
export type DeskRequestUpdate = z.infer<typeof DeskRequestUpdate>;

export const DeskNoteRequest = z.object({ text: text(DESK_NOTE_MAX) });
export type DeskNoteRequest = z.infer<typeof DeskNoteRequest>;

/** POST /admin/requests/{id}/replies: mailed to the requester in the request's language; the subject defaults to it. */
export const DeskReplyRequest = z.object({
  subject: z.string().trim().max(200, 'too_long').optional(),
  message: text(DESK_REPLY_MAX),
  /** Close the request once answered (default: status "answered"). */
  close: z.boolean().optional(),
});
export type DeskReplyRequest = z.infer<typeof DeskReplyRequest>;

/** A staff member a request may be assigned to. */
export const DeskStaffMember = z.object({ login: z.string(), name: z.string(), role: z.enum(['admin', 'assistant']) });
export type DeskStaffMember = z.infer<typeof DeskStaffMember>;

/** The desk's SafeBox contracts (`/admin/safebox_contracts`): the states the screen shows. */
export const DESK_SAFEBOX_STATES = ['pending', 'received', 'lapsed'] as const;
export const DeskSafeboxQuery = z.object({
  state: z.enum(DESK_SAFEBOX_STATES, { error: 'not_in_enum' }).optional(),
  limit: z.coerce.number({ error: 'bad_number' }).int('bad_number').min(1, 'bad_number').max(500, 'bad_number').default(100),
});
