import crypto from 'node:crypto';
import type { AppContext } from '../context.ts';
import { addDeskNote, deskRequestDetail, updateDeskRequest } from '../modules/desk/index.ts';
import { submitFormRequest } from '../modules/forms/index.ts';
import { requestSafeboxMembership } from '../modules/safebox/index.ts';
import { hashPassword } from '../security/password-hash.ts';
import type { Seeder } from './index.ts';
import { accountExists, accountId, formRequestFrom, insertActiveAccount, latestFormRequestId } from './seed.repository.ts';

/** The desk's demo applicant: a SafeBox request waiting for its paper copy (the desk's browser test records it). */
export const DESK_APPLICANT = {
  login: 'applicant@openfds.local',
  e2ePassword: 'Applicant-Demo-2025',
  profile: { title: 'M.', first_name: 'Louis', last_name: 'Demandeur', company_name: 'Encres Demandeur SA', country_code: 'FR', qsds_consent: true },
  form: {
    company_name: 'Encres Demandeur SA',
    siret: '44200000000012',
    duns: '318443511',
    address1: '3 rue des Encres',
    address2: null,
    zipcode: '67000',
    city: 'Strasbourg',
    safebox_cc: null,
    accept_terms: true as const,
  },
};

/** Demo requests as the forms receive them: a French contact request, an English support one, a German customer-code one. */
const REQUESTS = [
  {
    kind: 'contact_us' as const,
    language: 'fr' as const,
    body: {
      title: 'Mme',
      name: 'Claire Dupont',
      email: 'claire.dupont@atelier-demo.example',
      phone: null,
      you_are: 'user',
      concern: 'sheet_search',
      concern_other: null,
      company_name: 'Atelier Dupont',
      role: 'Responsable QHSE',
      message: 'Bonjour, je ne trouve pas la FDS du dégraissant X-200 de mon fournisseur. Pouvez-vous m’aider ?',
      nb_documents: '20_50',
      how_did_you_hear: 'press',
      qsds_consent: false,
    },
  },
  {
    kind: 'technical_support' as const,
    language: 'en' as const,
    body: {
      title: 'M.',
      first_name: 'Tom',
      last_name: 'Baker',
      email: 'tom.baker@coatings-demo.example',
      you_are: 'user',
      concern: 'other',
      concern_other: 'Export',
      company_name: 'Baker Coatings Ltd',
      message: 'The Excel export of my space stops at 500 sheets. Is that a limit?',
      qsds_consent: false,
    },
  },
  {
    kind: 'customer_code' as const,
    language: 'de' as const,
    body: {
      supplier_code: 'SUP0002',
      company_name: 'Müller Lacke GmbH',
      address1: 'Hauptstraße 5',
      zipcode: '10115',
      city: 'Berlin',
      name: 'Eva Müller',
      email: 'eva.mueller@lacke-demo.example',
      message: 'Wir sind Kunde seit 2019 und brauchen den Kundencode.',
      qsds_consent: false,
    },
  },
];

/**
 * The desk at work on a fresh start (issue #26): three requests (the support one taken by the demo assistant with an
 * internal note), and a SafeBox applicant waiting for the paper copy. Idempotent: each step checks before it writes.
 */
export const deskDemoSeeder: Seeder = {
  name: 'desk-demo',
  async run(ctx: AppContext, log) {
    for (const request of REQUESTS) {
      if (await formRequestFrom(ctx.db, request.body.email)) continue;
      await submitFormRequest(ctx, { ip: '127.0.0.1', language: request.language, user: null }, request.kind, request.body);
    }
    const assistantId = await accountId(ctx.db, 'assistant@openfds.local');
    const supportId = await latestFormRequestId(ctx.db, 'tom.baker@coatings-demo.example');
    if (assistantId && supportId) {
      const staff = { id: assistantId, login: 'assistant@openfds.local', profileTypes: ['assistant'] };
      const detail = await deskRequestDetail(ctx, staff, supportId);
      if (detail.status === 'new') {
        await updateDeskRequest(ctx, staff, supportId, { status: 'in_progress', assignee: staff.login });
        await addDeskNote(ctx, staff, supportId, 'Asked the reader team whether the export is capped.');
      }
    }
    if (!(await accountExists(ctx.db, DESK_APPLICANT.login))) {
      const password = ctx.config.e2e ? DESK_APPLICANT.e2ePassword : `${crypto.randomBytes(12).toString('base64url').slice(0, 16)}-Aa1`;
      const created = await insertActiveAccount(ctx.db, {
        login: DESK_APPLICANT.login,
        passwordHash: await hashPassword(password),
        profileTypes: ['mySDS'],
        profile: JSON.stringify(DESK_APPLICANT.profile),
      });
      const userId = await accountId(ctx.db, DESK_APPLICANT.login);
      if (created && userId) {
        log(`demo SafeBox applicant created: login ${DESK_APPLICANT.login}  password ${password}`);
        // No registry for demo data: the name is compared with the account's company name.
        await requestSafeboxMembership(ctx, userId, DESK_APPLICANT.form, { language: 'fr', registry: null });
      }
    }
  },
};
