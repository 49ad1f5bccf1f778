import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import './tables.ts';

/** SQL of the supplier's staff: supplier_members (migration 0770, written only here) and supplier_invitations. */

export interface MemberRow {
  user_id: number;
  login: string;
  first_name: string | null;
  last_name: string | null;
  role: 'admin' | 'member';
  created_at: Date;
}

export async function membersOf(db: Db, supplierId: number): Promise<MemberRow[]> {
  const { rows } = await sql<MemberRow>`
    SELECT m.user_id, u.login, u.profile->>'first_name' AS first_name, u.profile->>'last_name' AS last_name, m.role, m.created_at
    FROM supplier_members m JOIN users u ON u.id = m.user_id
    WHERE m.supplier_id = ${supplierId} ORDER BY m.role, u.login`.execute(db);
  return rows;
}

export async function membershipOf(db: Db, userId: number): Promise<{ supplier_id: number; role: 'admin' | 'member' } | undefined> {
  return db.selectFrom('supplier_members').select(['supplier_id', 'role']).where('user_id', '=', userId).executeTakeFirst();
}

/** Adds a member (the caller checked that the user belongs to no other supplier; the primary key holds it anyway). */
export async function insertMember(db: Db, values: { userId: number; supplierId: number; role: 'admin' | 'member'; invitedBy: number | null }) {
  await db
    .insertInto('supplier_members')
    .values({ user_id: values.userId, supplier_id: values.supplierId, role: values.role, invited_by: values.invitedBy })
    .execute();
}

export async function deleteMember(db: Db, supplierId: number, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('supplier_members').where('supplier_id', '=', supplierId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function userIdByLogin(db: Db, login: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('login', '=', login.toLowerCase()).executeTakeFirst();
  return row?.id;
}

export async function accountExistsFor(db: Db, email: string): Promise<boolean> {
  const row = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users WHERE lower(email) = lower(${email}) OR login = lower(${email})`.execute(db);
  return row.rows[0].n > 0;
}

export async function insertInvitation(
  db: Db,
  values: { supplierId: number; email: string; role: 'admin' | 'member'; tokenHash: Buffer; language: string; invitedBy: number; expiresAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('supplier_invitations')
    .values({
      supplier_id: values.supplierId,
      email: values.email,
      role: values.role,
      token_hash: values.tokenHash,
      language: values.language,
      invited_by: values.invitedBy,
      expires_at: values.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface InvitationRow {
  id: number;
  supplier_id: number;
  supplier_name: string;
  email: string;
  role: 'admin' | 'member';
  language: string;
  expires_at: Date;
  accepted_at: Date | null;
}

const INVITATION = sql`SELECT i.id, i.supplier_id, s.name AS supplier_name, i.email, i.role, i.language, i.expires_at, i.accepted_at
  FROM supplier_invitations i JOIN suppliers s ON s.id = i.supplier_id`;

export async function invitationById(db: Db, id: number): Promise<InvitationRow | undefined> {
  const { rows } = await sql<InvitationRow>`${INVITATION} WHERE i.id = ${id}`.execute(db);
  return rows[0];
}

/** The invitation a link's token names, locked for the rest of the caller's transaction (one accept per link). */
export async function invitationByTokenHash(db: Db, tokenHash: Buffer, forUpdate = false): Promise<InvitationRow | undefined> {
  const { rows } = await sql<InvitationRow>`${INVITATION} WHERE i.token_hash = ${tokenHash} ${forUpdate ? sql`FOR UPDATE OF i` : sql``}`.execute(db);
  return rows[0];
}

/** The token of the mailed link: set when the mail is sent (only its hash is kept). */
export async function setInvitationToken(db: Db, id: number, tokenHash: Buffer): Promise<void> {
  await db.updateTable('supplier_invitations').set({ token_hash: tokenHash }).where('id', '=', id).where('accepted_at', 'is', null).execute();
}

export async function markInvitationAccepted(db: Db, id: number, userId: number, at: Date): Promise<void> {
  await db.updateTable('supplier_invitations').set({ accepted_at: at, accepted_by: userId }).where('id', '=', id).execute();
}

export async function pendingInvitations(db: Db, supplierId: number, now: Date) {
  return db
    .selectFrom('supplier_invitations')
    .select(['id', 'email', 'role', 'created_at', 'expires_at'])
    .where('supplier_id', '=', supplierId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function supplierIdByCode(db: Db, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('suppliers').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id;
}

export interface SupplierProfileRow {
  id: number;
  code: string;
  name: string;
  access_level: 'public' | 'private' | 'mixed';
  customer_code_description: Record<string, string>;
  customer_code_help: Record<string, string>;
}

export async function supplierProfile(db: Db, supplierId: number): Promise<SupplierProfileRow | undefined> {
  const { rows } = await sql<SupplierProfileRow>`
    SELECT id, code, name, access_level, customer_code_description, customer_code_help FROM suppliers WHERE id = ${supplierId}`.execute(db);
  return rows[0];
}

/** The demo supplier: the mixed supplier of the demo catalogue with the most sheets (each sheet's access is its own). */
export async function demoSupplierId(db: Db): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM suppliers WHERE access_level = 'mixed' AND member ORDER BY document_count DESC, id LIMIT 1`.execute(db);
  return rows[0]?.id;
}
