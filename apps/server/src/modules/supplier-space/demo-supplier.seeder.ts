import crypto from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { hashPassword } from '../../security/password-hash.ts';
import { accountExists, insertActiveAccount } from '../../seed/seed.repository.ts';
import { demoSupplierId, insertMember, userIdByLogin } from './members.repository.ts';

export const DEMO_SUPPLIER_LOGIN = 'supplier@openfds.local';
/** The password of the demo supplier account with E2E=true (the browser tests log in with it). */
export const DEMO_SUPPLIER_E2E_PASSWORD = 'Supplier-Demo-2025';

/**
 * A demo supplier staff account on a fresh database (issue #27): `supplier@openfds.local`, admin of the demo
 * catalogue's largest mixed supplier, so its sheets, per-sheet access, customer codes and statistics show at once.
 * Its password is random and printed once (fixed with E2E=true). Runs after the catalogue seeder; idempotent.
 */
export const supplierDemoSeeder = {
  name: 'supplier-space',
  async run(ctx: AppContext, log: (msg: string) => void) {
    if (await accountExists(ctx.db, DEMO_SUPPLIER_LOGIN)) return;
    const supplierId = await demoSupplierId(ctx.db);
    if (!supplierId) return;
    const password = ctx.config.e2e ? DEMO_SUPPLIER_E2E_PASSWORD : `${crypto.randomBytes(12).toString('base64url').slice(0, 16)}-Aa1`;
    const profile = { title: 'Mme', first_name: 'Sofia', last_name: 'Fournisseur', company_name: 'Fournisseur Démo', country_code: 'FR', qsds_consent: false };
    const created = await insertActiveAccount(ctx.db, {
      login: DEMO_SUPPLIER_LOGIN,
      passwordHash: await hashPassword(password),
      profileTypes: ['mySDS'],
      profile: JSON.stringify(profile),
    });
    if (!created) return;
    const userId = await userIdByLogin(ctx.db, DEMO_SUPPLIER_LOGIN);
    if (!userId) return;
    await ctx.db.transaction().execute((trx) => insertMember(trx, { userId, supplierId, role: 'admin', invitedBy: null }));
    log(`demo supplier account created: login ${DEMO_SUPPLIER_LOGIN}  password ${password}`);
  },
};
