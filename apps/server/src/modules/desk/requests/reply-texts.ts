import type { InterfaceLanguage } from '@openfds/contract';

/** Texts of the desk's reply mail, in the request's language (the message itself is the staff member's; the
 * greeting is every mail's, mail/greetings.ts). */
export const REPLY_TEXTS: Record<InterfaceLanguage, { subject: string; reference: string }> = {
  fr: { subject: 'Réponse à votre demande {reference}', reference: 'Votre demande : {reference}' },
  en: { subject: 'Reply to your request {reference}', reference: 'Your request: {reference}' },
  de: { subject: 'Antwort auf Ihre Anfrage {reference}', reference: 'Ihre Anfrage: {reference}' },
  it: { subject: 'Risposta alla tua richiesta {reference}', reference: 'La tua richiesta: {reference}' },
};
