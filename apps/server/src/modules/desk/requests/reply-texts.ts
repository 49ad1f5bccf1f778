import type { InterfaceLanguage } from '@openfds/contract';

/** Texts of the desk's reply mail, in the request's language (the message itself is the staff member's). */
export const REPLY_TEXTS: Record<InterfaceLanguage, { subject: string; greeting: string; reference: string }> = {
  fr: { subject: 'Réponse à votre demande {reference}', greeting: 'Bonjour {name},', reference: 'Votre demande : {reference}' },
  en: { subject: 'Reply to your request {reference}', greeting: 'Hello {name},', reference: 'Your request: {reference}' },
  de: { subject: 'Antwort auf Ihre Anfrage {reference}', greeting: 'Guten Tag {name},', reference: 'Ihre Anfrage: {reference}' },
  it: { subject: 'Risposta alla tua richiesta {reference}', greeting: 'Buongiorno {name},', reference: 'La tua richiesta: {reference}' },
};
