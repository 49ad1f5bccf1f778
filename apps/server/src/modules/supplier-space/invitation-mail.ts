import crypto from 'node:crypto';
import { isInterfaceLanguage } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { GREETINGS } from '../../mail/greetings.ts';
import { renderMail, type MailTemplate } from '../../mail/render-mail.ts';
import { hashToken, newToken } from '../../plugins/session.ts';
import { invitationById, setInvitationToken } from './members.repository.ts';
import { draftFileJobDefinitions } from './draft-files.ts';

/** The job that mails an invitation to join a supplier (queued with the invitation, retried by pg-boss). */
export const SUPPLIER_INVITATION_MAIL_JOB = 'supplier.invitation-mail';

/**
 * Params: supplier, url, days. Laid out by renderMail like every mail of ours (texts only here); it opens with the shared
 * plain greeting (mail/greetings.ts): the invitee's name is not known.
 */
export const supplierInvitationMail: MailTemplate = {
  fr: {
    subject: 'Invitation à rejoindre {supplier} sur OpenFDS',
    greeting: GREETINGS.fr.plain,
    paragraphs: [
      "Vous êtes invité(e) à rejoindre l'espace fournisseur de {supplier} sur OpenFDS pour publier ses fiches de données de sécurité.",
      "Si vous avez déjà un compte avec cette adresse, connectez-vous puis acceptez l'invitation ; sinon, créez d'abord votre compte.",
    ],
    action: { label: "Voir l'invitation", urlParam: 'url' },
    after: ["Ce lien est valable {days} jours et ne sert qu'une fois.", "Si vous n'attendiez pas cette invitation, ignorez ce message."],
  },
  en: {
    subject: 'Invitation to join {supplier} on OpenFDS',
    greeting: GREETINGS.en.plain,
    paragraphs: [
      "You are invited to join {supplier}'s supplier space on OpenFDS to publish its safety data sheets.",
      'If you already have an account with this address, log in and accept the invitation; otherwise create your account first.',
    ],
    action: { label: 'See the invitation', urlParam: 'url' },
    after: ['This link is valid for {days} days and can be used once.', 'If you did not expect this invitation, ignore this message.'],
  },
  de: {
    subject: 'Einladung, {supplier} auf OpenFDS beizutreten',
    greeting: GREETINGS.de.plain,
    paragraphs: [
      'Sie sind eingeladen, dem Lieferantenbereich von {supplier} auf OpenFDS beizutreten, um dessen Sicherheitsdatenblätter zu veröffentlichen.',
      'Wenn Sie mit dieser Adresse bereits ein Konto haben, melden Sie sich an und nehmen Sie die Einladung an; andernfalls erstellen Sie zuerst Ihr Konto.',
    ],
    action: { label: 'Einladung ansehen', urlParam: 'url' },
    after: [
      'Dieser Link ist {days} Tage gültig und kann einmal verwendet werden.',
      'Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese Nachricht.',
    ],
  },
  it: {
    subject: 'Invito a unirti a {supplier} su OpenFDS',
    greeting: GREETINGS.it.plain,
    paragraphs: [
      'Sei invitato/a a unirti allo spazio fornitore di {supplier} su OpenFDS per pubblicarne le schede di dati di sicurezza.',
      "Se hai già un account con questo indirizzo, accedi e accetta l'invito; altrimenti crea prima il tuo account.",
    ],
    action: { label: "Vedi l'invito", urlParam: 'url' },
    after: ['Questo link è valido {days} giorni e può essere usato una volta.', 'Se non aspettavi questo invito, ignora questo messaggio.'],
  },
};

/** A token that can never match a link: the invitation's row before its mail is sent (the job sets the real one). */
export function unusableTokenHash(): Buffer {
  return hashToken(`unsent:${crypto.randomBytes(24).toString('hex')}`);
}

/**
 * Mails an invitation with a fresh link: the token is made here and only its hash stored, so no job data or log
 * ever holds a usable link; a retried job sends a new link that replaces the old one.
 */
export async function mailInvitation(ctx: Pick<AppContext, 'db' | 'config' | 'mailer' | 'clock'>, invitationId: number): Promise<boolean> {
  const invitation = await invitationById(ctx.db, invitationId);
  if (!invitation || invitation.accepted_at || invitation.expires_at <= ctx.clock.now()) return false;
  const language = isInterfaceLanguage(invitation.language) ? invitation.language : 'fr';
  const token = newToken();
  await setInvitationToken(ctx.db, invitation.id, hashToken(token));
  const days = Math.max(1, Math.round((invitation.expires_at.getTime() - ctx.clock.now().getTime()) / 86_400_000));
  const url = `${ctx.config.publicUrl}/${language}/supplier/invitation/${token}`;
  const mail = renderMail(supplierInvitationMail, language, { supplier: invitation.supplier_name, url, days, support: ctx.config.supportEmail });
  await ctx.mailer.send({ to: invitation.email, ...mail });
  return true;
}

/** The module's jobs: the invitation mail, and the drafts' file deletion and expiry (draft-files.ts). */
export function supplierSpaceJobDefinitions(ctx: Omit<AppContext, 'jobs'>): JobDefinition<{ invitationId?: number; documentId?: number } | undefined>[] {
  const invitationMail: JobDefinition<{ invitationId?: number } | undefined> = {
    name: SUPPLIER_INVITATION_MAIL_JOB,
    queue: { retryLimit: 5, retryDelay: 60 },
    handle: async (data) => {
      const id = Number(data?.invitationId);
      if (Number.isSafeInteger(id) && id > 0) await mailInvitation(ctx, id);
    },
  };
  return [invitationMail, ...draftFileJobDefinitions(ctx)];
}
