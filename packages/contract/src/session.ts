import { z } from 'zod';
import * as f from './fields.ts';

/** Payloads and replies of the Session calls (api-spec §7 Session; docs/API-PLATFORM agreement). */

/** POST /session. The terms acceptance is checked by the web form (see LoginForm). */
export const LoginRequest = z.object({
  login: f.login,
  password: f.loginPassword,
});
export type LoginRequest = z.output<typeof LoginRequest>;

/** The login popup's form: the payload plus the terms of use, which must be accepted to log in. */
export const LoginForm = LoginRequest.extend({ terms: f.termsAccepted });

/** PUT /session: guest data of a free consultation (product-spec §3.1). */
export const GuestRequest = z.object({
  first_name: f.firstName,
  last_name: f.lastName,
  company_name: f.companyName,
  email: f.email,
  qsds_consent: f.consent,
});
export type GuestRequest = z.output<typeof GuestRequest>;

/** The logged-in user as the login and GET /session replies carry it. */
export const Me = z.object({
  login: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  title: z.string().nullable(),
  company_name: z.string().nullable(),
  profile_type: z.array(z.string()),
  admin: z.boolean(),
  assistant: z.boolean(),
  safebox: z.boolean(),
  guest: z.boolean(),
  /**
   * The caller's own supplier organisation when they work for one (issue #27: the menus link to the supplier space);
   * null otherwise. Only ever the caller's: GET /session never describes another user.
   */
  supplier: z.object({ id: z.number().int(), name: z.string(), role: z.enum(['admin', 'member']) }).nullable(),
});
export type Me = z.infer<typeof Me>;
