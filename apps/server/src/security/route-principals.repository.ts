import type { ColumnType, Generated } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SessionUser } from '../plugins/session.ts';

/** migrations/0770_supplier_members.sql. Written by the supplier side's module; read here to admit its routes. */
export interface SupplierMembersTable {
  user_id: number;
  supplier_id: number;
  role: Generated<'admin' | 'member'>;
  invited_by: number | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../db/schema.ts' {
  interface Database {
    supplier_members: SupplierMembersTable;
  }
}

/** The user a `:login` names, whatever their status (logins are stored folded to lower case), as the session would describe them. */
export async function targetUserByLogin(db: Db, login: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'login', 'email', 'profile_types', 'safebox', 'language'])
    .where('login', '=', login.toLowerCase())
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, login: row.login, email: row.email, profileTypes: row.profile_types, safebox: row.safebox, language: row.language };
}

/** The supplier a user works for, with their role there, if any (a user belongs to at most one). */
export async function supplierMembershipOf(db: Db, userId: number): Promise<{ supplierId: number; role: 'admin' | 'member' } | null> {
  const row = await db.selectFrom('supplier_members').select(['supplier_id', 'role']).where('user_id', '=', userId).executeTakeFirst();
  return row ? { supplierId: row.supplier_id, role: row.role } : null;
}
