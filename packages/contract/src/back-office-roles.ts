/**
 * The back office's role table (issue #26): which staff role may do what. One table, read by the server (every
 * back-office route declares `access: 'staff'` with one of these permissions, checked before anything else) and by
 * the web (which only hides what the server refuses anyway). Zod-free so the shell may import it.
 *
 * Admin: everything. Assistant: the day-to-day desk (contact and customer-code requests, SafeBox contracts, content,
 * the Premium extraction checks) and read-only views of users, suppliers, sheets and orders.
 */
export const STAFF_ROLES = ['admin', 'assistant'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const BOTH = ['admin', 'assistant'] as const;
const ADMIN = ['admin'] as const;

export const BACK_OFFICE_PERMISSIONS = {
  'dashboard.read': BOTH,
  'audit.read': BOTH,
  'alert.write': ADMIN,
  'content.write': BOTH,
  'requests.handle': BOTH,
  'customerCodes.handle': BOTH,
  'safebox.handle': BOTH,
  'premiumChecks.handle': BOTH,
  'users.read': BOTH,
  'users.write': ADMIN,
  'roles.write': ADMIN,
  'credits.adjust': ADMIN,
  'sessions.end': ADMIN,
  'suppliers.read': BOTH,
  'suppliers.write': ADMIN,
  'supplierMembers.invite': ADMIN,
  'sheets.read': BOTH,
  'sheets.write': ADMIN,
  'orders.read': BOTH,
  'orders.refund': ADMIN,
  'lists.import': ADMIN,
} as const satisfies Record<string, readonly StaffRole[]>;

export type BackOfficePermission = keyof typeof BACK_OFFICE_PERMISSIONS;

/** The staff role a user's profile types give (admin before assistant), or null for a customer. */
export function staffRoleOf(profileTypes: readonly string[]): StaffRole | null {
  if (profileTypes.includes('admin')) return 'admin';
  if (profileTypes.includes('assistant')) return 'assistant';
  return null;
}

/** True when a user with these profile types may use `permission`. */
export function staffMay(profileTypes: readonly string[], permission: BackOfficePermission): boolean {
  const role = staffRoleOf(profileTypes);
  return role !== null && (BACK_OFFICE_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}
