import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { FormRequestsTable } from './tables.ts';

/** Form requests in PostgreSQL (Kysely). No rules here: the service decides. */
export type Executor = Db | Transaction<Database>;
export type FormRequestRow = Selectable<FormRequestsTable>;

/** Requests stored since `since` from one e-mail address and from one IP address (the abuse limits). */
export async function recentCounts(db: Executor, email: string, ip: string, since: Date): Promise<{ byEmail: number; byIp: number }> {
  const row = await db
    .selectFrom('form_requests')
    .select((eb) => [eb.fn.countAll<string>().filterWhere('email', '=', email).as('by_email'), eb.fn.countAll<string>().filterWhere('ip', '=', ip).as('by_ip')])
    .where('created_at', '>=', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return { byEmail: Number(row.by_email), byIp: Number(row.by_ip) };
}

export async function insertRequest(db: Executor, values: Insertable<FormRequestsTable>): Promise<FormRequestRow> {
  return db.insertInto('form_requests').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findRequest(db: Executor, id: number): Promise<FormRequestRow | undefined> {
  return db.selectFrom('form_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markMailed(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .updateTable('form_requests')
    .set({ status: 'mailed', mailed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'received')
    .execute();
}

/** The supplier a customer-code request is for, with its contact e-mail (contact.email of the supplier record). */
export async function supplierByCode(db: Executor, code: string): Promise<{ id: number; name: string; email: string | null } | undefined> {
  const row = await db
    .selectFrom('suppliers')
    .select(['id', 'name', 'contact'])
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.toUpperCase()))
    .executeTakeFirst();
  if (!row) return undefined;
  const contact = row.contact as { email?: unknown } | null;
  return { id: row.id, name: row.name, email: typeof contact?.email === 'string' && contact.email ? contact.email : null };
}
