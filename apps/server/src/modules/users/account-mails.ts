import { isInterfaceLanguage, TOKEN_TTL_HOURS, type InterfaceLanguage } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { renderMail, type MailTemplate } from '../../mail/render-mail.ts';
import { emailChangeMail, passwordResetMail, registrationConfirmationMail } from '../../mail/templates/account-mails.ts';
import type { UserRow } from './repository.ts';

/** Encodes a path segment of a mailed link; '@' stays readable (it is allowed in a path segment). */
function segment(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@');
}

function languageOf(user: UserRow): InterfaceLanguage {
  return isInterfaceLanguage(user.language) ? user.language : 'fr';
}

async function send(ctx: AppContext, to: string, user: UserRow, template: MailTemplate, url: string): Promise<void> {
  const first = user.profile?.first_name;
  const mail = renderMail(template, languageOf(user), {
    first_name: typeof first === 'string' ? first : '',
    email: to,
    url,
    hours: TOKEN_TTL_HOURS,
    support: ctx.config.supportEmail,
  });
  await ctx.mailer.send({ to, ...mail });
}

/** Mailed links, in the user's language: {PUBLIC_URL}/{lang}/account/... (API-PLATFORM agreement). */
export function sendRegistrationMail(ctx: AppContext, user: UserRow, token: string): Promise<void> {
  const url = `${ctx.config.publicUrl}/${languageOf(user)}/account/register/confirmation/${segment(token)}`;
  return send(ctx, user.email, user, registrationConfirmationMail, url);
}

export function sendPasswordResetMail(ctx: AppContext, user: UserRow, token: string): Promise<void> {
  const url = `${ctx.config.publicUrl}/${languageOf(user)}/account/change-password/${segment(user.login)}/${segment(token)}`;
  return send(ctx, user.email, user, passwordResetMail, url);
}

export function sendEmailChangeMail(ctx: AppContext, user: UserRow, newEmail: string, token: string): Promise<void> {
  const url = `${ctx.config.publicUrl}/${languageOf(user)}/account/change-email/${segment(newEmail)}/${segment(token)}`;
  return send(ctx, newEmail, user, emailChangeMail, url);
}
