import { sql, type Transaction } from 'kysely';
import type { DeskRequestStatus, FormKind } from '@openfds/contract';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';

/** The requests desk in PostgreSQL: form_requests (forms module) read, the desk's own tables written. */
export type Executor = Db | Transaction<Database>;

export interface RequestRow {
  id: number;
  reference: string;
  kind: FormKind;
  email: string;
  name: string;
  company_name: string;
  language: string;
  payload: Record<string, unknown>;
  recipient: string;
  supplier_code: string | null;
  created_at: Date;
  status: DeskRequestStatus;
  assignee_id: number | null;
  assignee: string | null;
  updated_at: Date;
}

function requestsQuery(db: Executor) {
  return db
    .selectFrom('form_requests as r')
    .leftJoin('desk_requests as d', 'd.request_id', 'r.id')
    .leftJoin('users as a', 'a.id', 'd.assignee_id')
    .leftJoin('suppliers as s', 's.id', 'r.supplier_id')
    .select([
      'r.id',
      'r.reference',
      'r.kind',
      'r.email',
      'r.name',
      'r.company_name',
      'r.language',
      'r.payload',
      'r.recipient',
      's.code as supplier_code',
      'r.created_at',
      sql<DeskRequestStatus>`coalesce(d.status, 'new')`.as('status'),
      'd.assignee_id',
      'a.login as assignee',
      sql<Date>`coalesce(d.updated_at, r.updated_at)`.as('updated_at'),
    ]);
}

export interface RequestFilter {
  status?: DeskRequestStatus;
  kind?: FormKind;
  /** A user id, or null for requests nobody was given. */
  assigneeId?: number | null;
  kinds: readonly FormKind[];
  limit: number;
}

/** Requests newest first, filtered; `kinds` are the kinds the caller's role may handle. */
export async function listRequests(db: Executor, filter: RequestFilter): Promise<RequestRow[]> {
  let q = requestsQuery(db).where('r.kind', 'in', filter.kinds);
  if (filter.kind) q = q.where('r.kind', '=', filter.kind);
  if (filter.status === 'new') q = q.where((eb) => eb.or([eb('d.status', 'is', null), eb('d.status', '=', 'new')]));
  else if (filter.status) q = q.where('d.status', '=', filter.status);
  if (filter.assigneeId === null) q = q.where('d.assignee_id', 'is', null);
  else if (filter.assigneeId !== undefined) q = q.where('d.assignee_id', '=', filter.assigneeId);
  return (await q.orderBy('r.id', 'desc').limit(filter.limit).execute()) as RequestRow[];
}

export async function findRequest(db: Executor, id: number): Promise<RequestRow | undefined> {
  return (await requestsQuery(db).where('r.id', '=', id).executeTakeFirst()) as RequestRow | undefined;
}

/** Locks the request's desk row (created first when missing) so that two staff members' changes queue up. */
export async function lockDeskRow(db: Executor, requestId: number, at: Date): Promise<void> {
  await db
    .insertInto('desk_requests')
    .values({ request_id: requestId, status: 'new', updated_at: at })
    .onConflict((oc) => oc.column('request_id').doNothing())
    .execute();
  await db.selectFrom('desk_requests').select('request_id').where('request_id', '=', requestId).forUpdate().executeTakeFirst();
}

export async function updateDeskRow(
  db: Executor,
  requestId: number,
  values: { status?: DeskRequestStatus; assignee_id?: number | null; updated_by: number; updated_at: Date },
): Promise<void> {
  await db.updateTable('desk_requests').set(values).where('request_id', '=', requestId).execute();
}

export async function insertNote(db: Executor, values: { request_id: number; author_id: number; text: string; created_at: Date }) {
  return db.insertInto('desk_request_notes').values(values).returning(['id']).executeTakeFirstOrThrow();
}

export async function insertReply(
  db: Executor,
  values: { request_id: number; author_id: number; language: string; subject: string; message: string; created_at: Date },
) {
  return db.insertInto('desk_request_replies').values(values).returning(['id']).executeTakeFirstOrThrow();
}

export async function notesOf(db: Executor, requestId: number) {
  return db
    .selectFrom('desk_request_notes as n')
    .leftJoin('users as u', 'u.id', 'n.author_id')
    .select(['n.id', 'u.login as author', 'n.text', 'n.created_at'])
    .where('n.request_id', '=', requestId)
    .orderBy('n.id')
    .execute();
}

export async function repliesOf(db: Executor, requestId: number) {
  return db
    .selectFrom('desk_request_replies as p')
    .leftJoin('users as u', 'u.id', 'p.author_id')
    .select(['p.id', 'u.login as author', 'p.language', 'p.subject', 'p.message', 'p.created_at', 'p.sent_at'])
    .where('p.request_id', '=', requestId)
    .orderBy('p.id')
    .execute();
}

/** A reply with what its mail needs (the requester's address and the request's reference). */
export async function replyToMail(db: Executor, replyId: number) {
  return db
    .selectFrom('desk_request_replies as p')
    .innerJoin('form_requests as r', 'r.id', 'p.request_id')
    .select(['p.id', 'p.language', 'p.subject', 'p.message', 'p.sent_at', 'r.email', 'r.name', 'r.reference'])
    .where('p.id', '=', replyId)
    .executeTakeFirst();
}

export async function markReplySent(db: Executor, replyId: number, at: Date): Promise<void> {
  await db.updateTable('desk_request_replies').set({ sent_at: at }).where('id', '=', replyId).where('sent_at', 'is', null).execute();
}

/** Staff accounts (admin or assistant profile type), active ones. */
export async function staffMembers(db: Executor) {
  return db
    .selectFrom('users')
    .select(['id', 'login', 'profile', 'profile_types'])
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb(sql.val('admin'), '=', eb.fn.any('profile_types')), eb(sql.val('assistant'), '=', eb.fn.any('profile_types'))]))
    .orderBy('login')
    .limit(500)
    .execute();
}

export async function staffByLogin(db: Executor, login: string) {
  return db.selectFrom('users').select(['id', 'login', 'profile_types']).where('login', '=', login).where('status', '=', 'active').executeTakeFirst();
}
