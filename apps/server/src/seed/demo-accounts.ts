import crypto from 'node:crypto';
import type { AppContext } from '../context.ts';
import { hashPassword } from '../security/password-hash.ts';
import type { Seeder } from './index.ts';
import { accountExists, insertActiveAccount } from './seed.repository.ts';

/**
 * Active demo accounts on a fresh database: an admin, a standard (mySDS) user, a Premium (mySDS) user and an assistant.
 * Their passwords are random and printed once, when the account is created; with E2E=true they are fixed so the browser tests can log in.
 */
export const DEMO_ACCOUNTS = [
  {
    login: 'admin@openfds.local',
    e2ePassword: 'Admin-Demo-2025',
    profileTypes: ['admin'],
    profile: { title: 'Mme', first_name: 'Alice', last_name: 'Admin', company_name: 'OpenFDS', country_code: 'FR', qsds_consent: false },
  },
  {
    login: 'user@openfds.local',
    e2ePassword: 'User-Demo-2025',
    profileTypes: ['mySDS'],
    profile: { title: 'M.', first_name: 'Hugo', last_name: 'Durand', company_name: 'Chimie Démo SARL', country_code: 'FR', qsds_consent: true },
  },
  // FDS-Extract Premium (issue #15): one sheet processed with a Premium credit, so the control report shows on a fresh
  // start (shop/premium-demo.seeder.ts). Apart from user@: its unspent Premium credits would change what that
  // account's sheets get (the browser tests count on its standard level).
  {
    login: 'premium@openfds.local',
    e2ePassword: 'Premium-Demo-2025',
    profileTypes: ['mySDS'],
    profile: { title: 'Mme', first_name: 'Paula', last_name: 'Premium', company_name: 'Contrôle Démo SAS', country_code: 'FR', qsds_consent: true },
  },
  // The back office's desk (issue #26): an assistant answers requests, records SafeBox contracts, checks Premium sheets.
  {
    login: 'assistant@openfds.local',
    e2ePassword: 'Assistant-Demo-2025',
    profileTypes: ['assistant'],
    profile: { title: 'M.', first_name: 'Adam', last_name: 'Assistant', company_name: 'OpenFDS', country_code: 'FR', qsds_consent: false },
  },
] as const;

/** A random password that follows the rules (lower, upper, digit; 20 characters). */
function randomPassword(): string {
  return `${crypto.randomBytes(12).toString('base64url').slice(0, 16)}-Aa1`;
}

export const demoAccountsSeeder: Seeder = {
  name: 'demo-accounts',
  async run(ctx: AppContext, log) {
    for (const account of DEMO_ACCOUNTS) {
      if (await accountExists(ctx.db, account.login)) continue;
      const password = ctx.config.e2e ? account.e2ePassword : randomPassword();
      const inserted = await insertActiveAccount(ctx.db, {
        login: account.login,
        passwordHash: await hashPassword(password),
        profileTypes: [...account.profileTypes],
        profile: JSON.stringify(account.profile),
      });
      // Another instance starting at the same time may have created it first: then it printed the password.
      if (inserted) log(`demo ${account.profileTypes[0]} account created: login ${account.login}  password ${password}`);
    }
  },
};
