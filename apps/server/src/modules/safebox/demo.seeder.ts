import crypto from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { hashPassword } from '../../security/password-hash.ts';
import * as repo from './repository.ts';
import { recordPaperReceipt, requestMembership } from './service.ts';

/**
 * SafeBox demo accounts (idempotent: each step checks before it writes):
 * - member@openfds.local: a member (paper contract recorded), whose space kept older revisions of two sheets:
 *   their latest versions are deposited in the "received" tab;
 * - waiting@openfds.local: a request waiting for its signed contract (deadline in 30 days);
 * - candidate@openfds.local: not a member yet, one older revision in its space (ready to join; the browser test
 *   joins with it).
 * Passwords are printed once at creation; fixed with E2E=true.
 */
export const SAFEBOX_DEMO_ACCOUNTS = [
  {
    login: 'member@openfds.local', e2ePassword: 'Member-Demo-2025', state: 'member', keep: 2,
    profile: { title: 'Mme', first_name: 'Marie', last_name: 'Membre', company_name: 'Peintures Membre SAS', country_code: 'FR', qsds_consent: true },
    form: { company_name: 'Peintures Membre SAS', siret: '73282932000074', duns: '150483782', address1: '4 quai des Peintres', address2: null, zipcode: '69002', city: 'Lyon', safebox_cc: null, accept_terms: true as const },
  },
  {
    login: 'waiting@openfds.local', e2ePassword: 'Waiting-Demo-2025', state: 'waiting', keep: 0,
    profile: { title: 'M.', first_name: 'Paul', last_name: 'Attente', company_name: 'Vernis Attente SARL', country_code: 'FR', qsds_consent: true },
    form: { company_name: 'Vernis Attente SARL', siret: '55212345000017', duns: '275939164', address1: '8 rue du Vernis', address2: null, zipcode: '31000', city: 'Toulouse', safebox_cc: null, accept_terms: true as const },
  },
  {
    login: 'candidate@openfds.local', e2ePassword: 'Candidate-Demo-2025', state: 'none', keep: 1,
    profile: { title: 'Mme', first_name: 'Claire', last_name: 'Candidat', company_name: 'Laboratoires Candidat', country_code: 'FR', qsds_consent: true },
    form: null,
  },
] as const;

export const safeboxDemoSeeder = {
  name: 'safebox',
  async run(ctx: AppContext, log: (msg: string) => void): Promise<void> {
    const admin = await ctx.db.selectFrom('users').select('id').where('login', '=', 'admin@openfds.local').executeTakeFirst();
    for (const account of SAFEBOX_DEMO_ACCOUNTS) {
      let user = await ctx.db.selectFrom('users').select('id').where('login', '=', account.login).executeTakeFirst();
      if (!user) {
        const password = ctx.config.e2e ? account.e2ePassword : `${crypto.randomBytes(12).toString('base64url').slice(0, 16)}-Aa1`;
        user = await ctx.db
          .insertInto('users')
          .values({
            login: account.login, email: account.login, password_hash: await hashPassword(password), status: 'active',
            profile_types: ['mySDS'], language: 'fr', profile: JSON.stringify(account.profile),
          })
          .onConflict((oc) => oc.column('login').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!user) continue;
        log(`demo SafeBox ${account.state} account created: login ${account.login}  password ${password}`);
        // Older revisions of public sheets, kept as favourites: SafeBox delivers their latest versions.
        if (account.keep > 0) {
          const old = await ctx.db
            .selectFrom('documents')
            .select('id')
            .where('is_latest', '=', false)
            .where('access', '=', 'public')
            .where('deleted_at', 'is', null)
            .orderBy('id')
            .offset(account.state === 'member' ? 0 : 10)
            .limit(account.keep)
            .execute();
          for (const doc of old) {
            await ctx.db.insertInto('user_documents').values({ user_id: user.id, document_id: doc.id, source: 'favourite' }).onConflict((oc) => oc.doNothing()).execute();
          }
        }
      }
      if (!account.form) continue;
      const contract = await repo.latestContract(ctx.db, user.id);
      // No registry for demo data: the name is compared with the account's company name.
      if (!contract) await requestMembership(ctx, user.id, account.form, { language: 'fr', registry: null });
      if (account.state === 'member' && admin) {
        const current = await repo.latestContract(ctx.db, user.id);
        if (current?.status === 'waiting') await recordPaperReceipt(ctx, admin.id, current.contract_identifier);
      }
    }
  },
};
