import { sql, type Transaction } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';

/**
 * Premium checks in PostgreSQL: the queue (shop_premium_checks, filled by the shop's credits; read here), the reader's
 * reading (document_extractions; read) and the desk's own premium_checked_readings (written).
 */
export type Executor = Db | Transaction<Database>;

export interface QueueRow {
  document_id: number;
  iddc: string;
  product_name: string;
  language: string;
  supplier_name: string;
  supplier_code: string;
  awaiting: number;
  buyers: number;
  due_at: Date;
  checked_by: string | null;
  checked_at: Date | null;
  approved_by: string | null;
  approved_at: Date | null;
}

function queueQuery(db: Executor) {
  return db
    .selectFrom('shop_premium_checks as q')
    .innerJoin('documents as d', 'd.id', 'q.document_id')
    .innerJoin('suppliers as s', 's.id', 'd.supplier_id')
    .leftJoin('premium_checked_readings as c', 'c.document_id', 'q.document_id')
    .leftJoin('users as cu', 'cu.id', 'c.checked_by')
    .leftJoin('users as au', 'au.id', 'c.approved_by')
    .select((eb) => [
      'q.document_id',
      'd.iddc',
      'd.product_name',
      'd.language',
      's.name as supplier_name',
      's.code as supplier_code',
      sql<number>`count(*) filter (where q.status = 'awaiting')::int`.as('awaiting'),
      sql<number>`count(*)::int`.as('buyers'),
      eb.fn.min('q.due_at').as('due_at'),
      'cu.login as checked_by',
      'c.checked_at',
      'au.login as approved_by',
      'c.approved_at',
    ])
    .groupBy(['q.document_id', 'd.iddc', 'd.product_name', 'd.language', 's.name', 's.code', 'cu.login', 'c.checked_at', 'au.login', 'c.approved_at']);
}

/** The queue, one line per sheet: awaiting ones first, soonest due first. */
export async function queue(db: Executor, status: 'awaiting' | 'checked' | undefined, limit: number): Promise<QueueRow[]> {
  let q = queueQuery(db);
  if (status === 'awaiting') q = q.having(sql<boolean>`count(*) filter (where q.status = 'awaiting') > 0`);
  if (status === 'checked') q = q.having(sql<boolean>`count(*) filter (where q.status = 'awaiting') = 0`);
  const rows = await q
    .orderBy(sql`count(*) filter (where q.status = 'awaiting') = 0`)
    .orderBy(sql`min(q.due_at)`)
    .limit(limit)
    .execute();
  return rows as QueueRow[];
}

export async function queueLine(db: Executor, iddc: string): Promise<QueueRow | undefined> {
  return (await queueQuery(db).where('d.iddc', '=', iddc).executeTakeFirst()) as QueueRow | undefined;
}

/** The reader's own reading of a sheet (status, version, reading). */
export async function readerReading(db: Executor, documentId: number) {
  return db.selectFrom('document_extractions').select(['status', 'reader_version', 'reading']).where('document_id', '=', documentId).executeTakeFirst();
}

export async function checkedReading(db: Executor, documentId: number) {
  return db.selectFrom('premium_checked_readings').selectAll().where('document_id', '=', documentId).executeTakeFirst();
}

/** Saves (or replaces) the checked reading; a change after approval needs a new approval. */
export async function saveCheckedReading(
  db: Executor,
  values: { document_id: number; label: string; reader_version: string | null; checked_by: number; checked_at: Date },
): Promise<void> {
  await db
    .insertInto('premium_checked_readings')
    .values({ ...values, approved_by: null, approved_at: null })
    .onConflict((oc) =>
      oc.column('document_id').doUpdateSet({
        label: values.label,
        reader_version: values.reader_version,
        checked_by: values.checked_by,
        checked_at: values.checked_at,
        approved_by: null,
        approved_at: null,
      }),
    )
    .execute();
}

export async function lockCheckedReading(db: Executor, documentId: number) {
  return db.selectFrom('premium_checked_readings').selectAll().where('document_id', '=', documentId).forUpdate().executeTakeFirst();
}

export async function markApproved(db: Executor, documentId: number, by: number, at: Date): Promise<void> {
  await db.updateTable('premium_checked_readings').set({ approved_by: by, approved_at: at }).where('document_id', '=', documentId).execute();
}

/** Approved checks (the labelled sheets), oldest first, with what names their fixture file. */
export async function approvedLabels(db: Executor, since: string | undefined) {
  let q = db
    .selectFrom('premium_checked_readings as c')
    .innerJoin('documents as d', 'd.id', 'c.document_id')
    .innerJoin('suppliers as s', 's.id', 'd.supplier_id')
    .select(['d.iddc', 's.code as supplier_code', 'c.label', 'c.approved_at'])
    .where('c.approved_at', 'is not', null);
  if (since) q = q.where('c.approved_at', '>=', new Date(`${since}T00:00:00Z`));
  return q.orderBy('c.approved_at').limit(10_000).execute();
}

/** What the buyer's mail says: the sheet and the buyer's address and language. */
export async function mailFacts(db: Executor, documentId: number, userId: number) {
  return db
    .selectFrom('documents as d')
    .innerJoin('suppliers as s', 's.id', 'd.supplier_id')
    .innerJoin('users as u', (join) => join.on('u.id', '=', userId))
    .select(['d.iddc', 'd.product_name', 's.name as supplier_name', 'u.email', 'u.language'])
    .where('d.id', '=', documentId)
    .executeTakeFirst();
}
