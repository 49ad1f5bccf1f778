import type { TestContext } from './context.ts';
import { createUser, loginAs } from './accounts.ts';
import { addSupplier } from './catalogue-fixtures.ts';

/** A supplier with one member logged in (issue #27): the member's session cookie and ids. */
export interface SupplierFixture {
  supplierId: number;
  userId: number;
  email: string;
  cookies: { openfds_session: string };
}

const PASSWORD = 'Supplier-Passw0rd';

/** Creates a supplier (with customer codes) and a member of it, logged in. `role` admin by default. */
export async function supplierWithMember(
  t: TestContext,
  code: string,
  options: { customerCodes?: string[]; role?: 'admin' | 'member' } = {},
): Promise<SupplierFixture> {
  const supplierId = await addSupplier(t, { code, name: `${code} Chemicals`, customerCodes: options.customerCodes });
  const email = `staff@${code.toLowerCase()}.example`;
  const userId = await createUser(t, { email, password: PASSWORD });
  await t.db
    .insertInto('supplier_members')
    .values({ user_id: userId, supplier_id: supplierId, role: options.role ?? 'admin' })
    .execute();
  return { supplierId, userId, email, cookies: { openfds_session: await loginAs(t, email, PASSWORD) } };
}
