import { isInterfaceLanguage, TOKEN_TTL_HOURS, type InterfaceLanguage } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { renderMail, type MailTemplate } from '../../mail/render-mail.ts';
import {
  accountExistsMail,
  emailChangeMail,
  passwordChangedMail,
  passwordResetMail,
  registrationConfirmationMail,
  registrationWithPasswordMail,
} from '../../mail/templates/account-mails.ts';
import type { UserRow } from './repository.ts';

/** Encodes a path segment of a mailed link; '@' stays readable (it is allowed in a path segment). */
function segment(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@');
}

/**
 * The mail's language: the language of the request that asked for it (issue #2: Accept-Language picks the language
 * of messages and mails, so a reset asked from the English site arrives in English), else the account's own.
 */
function languageOf(user: UserRow, requested?: InterfaceLanguage): InterfaceLanguage {
  // Without an Accept-Language header (server-to-server calls), the account's language stays the better guess.
  if (requested) return requested;
  return isInterfaceLanguage(user.language) ? user.language : 'fr';
}

async function send(ctx: AppContext, to: string, user: UserRow, template: MailTemplate, url: string, language: InterfaceLanguage): Promise<void> {
  const first = user.profile?.first_name;
  const mail = renderMail(template, language, {
    first_name: typeof first === 'string' ? first : '',
    email: to,
    url,
    hours: TOKEN_TTL_HOURS,
    support: ctx.config.supportEmail,
  });
  await ctx.mailer.send({ to, ...mail });
}

/** Mailed links, in the mail's language: {PUBLIC_URL}/{lang}/account/... (API-PLATFORM agreement). */
/**
 * The registration link. An account registered with its password (creation_code) gets .../activate: the page only
 * confirms, it does not ask for a password again (issue #16); the others choose their password on the page.
 */
export function sendRegistrationMail(ctx: AppContext, user: UserRow, token: string, requested?: InterfaceLanguage): Promise<void> {
  const language = languageOf(user, requested);
  const url = `${ctx.config.publicUrl}/${language}/account/register/confirmation/${segment(token)}`;
  if (user.password_hash) return send(ctx, user.email, user, registrationWithPasswordMail, `${url}/activate`, language);
  return send(ctx, user.email, user, registrationConfirmationMail, url, language);
}

/** Tells the owner that the password was changed from the profile; the button leads to "forgot password". */
export function sendPasswordChangedMail(ctx: AppContext, user: UserRow, requested?: InterfaceLanguage): Promise<void> {
  const language = languageOf(user, requested);
  return send(ctx, user.email, user, passwordChangedMail, `${ctx.config.publicUrl}/${language}/account/forgot-password`, language);
}

export function sendPasswordResetMail(ctx: AppContext, user: UserRow, token: string, requested?: InterfaceLanguage): Promise<void> {
  const language = languageOf(user, requested);
  const url = `${ctx.config.publicUrl}/${language}/account/change-password/${segment(user.login)}/${segment(token)}`;
  return send(ctx, user.email, user, passwordResetMail, url, language);
}

export function sendEmailChangeMail(ctx: AppContext, user: UserRow, newEmail: string, token: string, requested?: InterfaceLanguage): Promise<void> {
  const language = languageOf(user, requested);
  const url = `${ctx.config.publicUrl}/${language}/account/change-email/${segment(newEmail)}/${segment(token)}`;
  return send(ctx, newEmail, user, emailChangeMail, url, language);
}

/** Tells the owner of an address that a registration was asked with it (issue #22); the button leads to "forgot password". */
export function sendAccountExistsMail(ctx: AppContext, user: UserRow, requested?: InterfaceLanguage): Promise<void> {
  const language = languageOf(user, requested);
  return send(ctx, user.email, user, accountExistsMail, `${ctx.config.publicUrl}/${language}/account/forgot-password`, language);
}
