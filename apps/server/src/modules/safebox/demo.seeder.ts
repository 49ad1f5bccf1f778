import crypto from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { hashPassword } from '../../security/password-hash.ts';
import { requestReadings } from '../../catalogue/sheet-source.ts';
import { depositIntoSpace } from '../my-fds/index.ts';
import * as repo from './repository.ts';
import { deliverContractMail } from './contract-mail.ts';
import { targetUserByLogin } from '../../security/route-principals.repository.ts';
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
    login: 'member@openfds.local',
    e2ePassword: 'Member-Demo-2025',
    state: 'member',
    keep: 2,
    profile: { title: 'Mme', first_name: 'Marie', last_name: 'Membre', company_name: 'Peintures Membre SAS', country_code: 'FR', qsds_consent: true },
    form: {
      company_name: 'Peintures Membre SAS',
      siret: '73282932000074',
      duns: '150483782',
      address1: '4 quai des Peintres',
      address2: null,
      zipcode: '69002',
      city: 'Lyon',
      safebox_cc: null,
      accept_terms: true as const,
    },
  },
  {
    login: 'waiting@openfds.local',
    e2ePassword: 'Waiting-Demo-2025',
    state: 'waiting',
    keep: 0,
    profile: { title: 'M.', first_name: 'Paul', last_name: 'Attente', company_name: 'Vernis Attente SARL', country_code: 'FR', qsds_consent: true },
    form: {
      company_name: 'Vernis Attente SARL',
      siret: '55212345000017',
      duns: '275939164',
      address1: '8 rue du Vernis',
      address2: null,
      zipcode: '31000',
      city: 'Toulouse',
      safebox_cc: null,
      accept_terms: true as const,
    },
  },
  {
    login: 'candidate@openfds.local',
    e2ePassword: 'Candidate-Demo-2025',
    state: 'none',
    keep: 1,
    profile: { title: 'Mme', first_name: 'Claire', last_name: 'Candidat', company_name: 'Laboratoires Candidat', country_code: 'FR', qsds_consent: true },
    form: null,
  },
] as const;

export const safeboxDemoSeeder = {
  name: 'safebox',
  async run(ctx: AppContext, log: (msg: string) => void): Promise<void> {
    const adminId = (await targetUserByLogin(ctx.db, 'admin@openfds.local'))?.id;
    for (const account of SAFEBOX_DEMO_ACCOUNTS) {
      let userId = (await targetUserByLogin(ctx.db, account.login))?.id;
      if (!userId) {
        const password = ctx.config.e2e ? account.e2ePassword : `${crypto.randomBytes(12).toString('base64url').slice(0, 16)}-Aa1`;
        userId = await repo.insertActiveUser(ctx.db, { login: account.login, passwordHash: await hashPassword(password), profile: account.profile });
        if (!userId) continue;
        log(`demo SafeBox ${account.state} account created: login ${account.login}  password ${password}`);
        // Older revisions of public sheets, kept as favourites: SafeBox delivers their latest versions.
        if (account.keep > 0) {
          const kept = await repo.olderPublicRevisions(ctx.db, account.state === 'member' ? 0 : 10, account.keep);
          for (const documentId of kept) await depositIntoSpace(ctx.db, { userId, documentId, source: 'favourite' });
          // Read at once like any sheet put into a space (issue #23), so the space shows their readings.
          await requestReadings(ctx, kept);
        }
      }
      if (!account.form) continue;
      const contract = await repo.latestContract(ctx.db, userId);
      // No registry for demo data: the name is compared with the account's company name.
      if (!contract) await requestMembership(ctx, userId, account.form, { language: 'fr', registry: null });
      if (account.state === 'member' && adminId) {
        const current = await repo.latestContract(ctx.db, userId);
        // The paper copy of a contract that was mailed: its mailing done here rather than left to the job worker.
        if (current?.status === 'waiting' && !current.pdf_sha256) await deliverContractMail(ctx, { contractId: current.id, kind: 'contract' });
        if (current?.status === 'waiting') await recordPaperReceipt(ctx, adminId, current.contract_identifier);
      }
    }
  },
};
