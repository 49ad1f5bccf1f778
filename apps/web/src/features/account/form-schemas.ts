import { z } from 'zod';
import {
  CreationCodeRequest,
  GuestRequest,
  LoginForm,
  ModifyEmailRequest,
  ModifyPasswordRequest,
  NewPasswordForm,
  PasswordChangeForm,
  ProfileUpdate,
  fields,
} from '@openfds/contract';

/**
 * Form schemas of the account screens: the payload schemas of packages/contract (the server validates with the
 * same ones) plus what only the form asks (terms, confirmations). Messages are validation message keys.
 */
export const loginForm = LoginForm;

/**
 * Registration with the password chosen now (POST /users/creation_code, issue #16): the web also requires the title
 * and the country (product-spec §5: "a country and a title must be chosen"), the e-mail and the password twice.
 */
export const registerForm = CreationCodeRequest.extend({
  title: fields.title,
  country_code: fields.countryCode,
  email_confirmation: z.string(),
  password_confirmation: z.string(),
  terms: fields.termsAccepted,
})
  .refine((v) => v.email === v.email_confirmation.trim().toLowerCase(), {
    path: ['email_confirmation'],
    message: 'emails_differ',
    ...fields.whenValid('email', 'email_confirmation'),
  })
  .refine((v) => v.password === fields.stripControlCharacters(v.password_confirmation), {
    path: ['password_confirmation'],
    message: 'passwords_differ',
    ...fields.whenValid('password', 'password_confirmation'),
  });

export const freeConsultForm = GuestRequest.extend({ terms: fields.termsAccepted });

export const newPasswordForm = NewPasswordForm;

export const passwordChangeForm = PasswordChangeForm;

export const forgotPasswordForm = ModifyPasswordRequest;

export const changeEmailForm = ModifyEmailRequest.extend({ email_confirmation: z.string() }).refine(
  (v) => v.email === v.email_confirmation.trim().toLowerCase(),
  { path: ['email_confirmation'], message: 'emails_differ', ...fields.whenValid('email', 'email_confirmation') },
);

export const confirmEmailForm = z.object({ password: fields.loginPassword });

export const profileForm = ProfileUpdate;
