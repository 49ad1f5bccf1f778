import type { MailTemplate } from '../../mail/render-mail.ts';
import { GREETINGS } from '../../mail/greetings.ts';

/**
 * Mails to a SafeBox request's copy address (safebox_cc, issue #22 item 8), in the request's language: first a
 * link to confirm the address (no contract attached: anyone may type any address in the form), then, once
 * confirmed, the contract. {requester} is the account holder's name and address, {company} the member company.
 */
export const ccConfirmMail: MailTemplate = {
  fr: {
    subject: 'Recevoir en copie le contrat SafeBox de {company} ?',
    greeting: GREETINGS.fr.plain,
    paragraphs: [
      '{requester} demande que vous receviez en copie le contrat d’adhésion SafeBox de {company} et les messages qui le concernent.',
      'Confirmez votre adresse pour les recevoir. Si vous ne connaissez pas cette demande, ignorez ce message : vous ne recevrez rien d’autre.',
    ],
    action: { label: 'Confirmer mon adresse', urlParam: 'url' },
  },
  en: {
    subject: 'Receive a copy of the SafeBox contract of {company}?',
    greeting: GREETINGS.en.plain,
    paragraphs: [
      '{requester} asks that you receive a copy of the SafeBox membership contract of {company} and of the messages about it.',
      'Confirm your address to receive them. If you do not know this request, ignore this message: you will receive nothing else.',
    ],
    action: { label: 'Confirm my address', urlParam: 'url' },
  },
  de: {
    subject: 'Kopie des SafeBox-Vertrags von {company} erhalten?',
    greeting: GREETINGS.de.plain,
    paragraphs: [
      '{requester} möchte, dass Sie eine Kopie des SafeBox-Mitgliedsvertrags von {company} und der zugehörigen Nachrichten erhalten.',
      'Bestätigen Sie Ihre Adresse, um sie zu erhalten. Wenn Sie diese Anfrage nicht kennen, ignorieren Sie diese Nachricht: Sie erhalten nichts weiter.',
    ],
    action: { label: 'Meine Adresse bestätigen', urlParam: 'url' },
  },
  it: {
    subject: 'Ricevere in copia il contratto SafeBox di {company}?',
    greeting: GREETINGS.it.plain,
    paragraphs: [
      '{requester} chiede che tu riceva in copia il contratto di adesione SafeBox di {company} e i messaggi che lo riguardano.',
      'Conferma il tuo indirizzo per riceverli. Se non conosci questa richiesta, ignora questo messaggio: non riceverai nient’altro.',
    ],
    action: { label: 'Conferma il mio indirizzo', urlParam: 'url' },
  },
};

export const ccCopyMail: MailTemplate = {
  fr: {
    subject: 'Copie du contrat SafeBox {identifier} de {company}',
    greeting: GREETINGS.fr.plain,
    paragraphs: ['Vous avez confirmé votre adresse : voici en pièce jointe le contrat SafeBox de {company} demandé par {requester}.'],
    after: ['Identifiant du contrat : {identifier}'],
  },
  en: {
    subject: 'Copy of the SafeBox contract {identifier} of {company}',
    greeting: GREETINGS.en.plain,
    paragraphs: ['You confirmed your address: attached is the SafeBox contract of {company} requested by {requester}.'],
    after: ['Contract identifier: {identifier}'],
  },
  de: {
    subject: 'Kopie des SafeBox-Vertrags {identifier} von {company}',
    greeting: GREETINGS.de.plain,
    paragraphs: ['Sie haben Ihre Adresse bestätigt: Beigefügt ist der SafeBox-Vertrag von {company}, beantragt von {requester}.'],
    after: ['Vertragskennung: {identifier}'],
  },
  it: {
    subject: 'Copia del contratto SafeBox {identifier} di {company}',
    greeting: GREETINGS.it.plain,
    paragraphs: ['Hai confermato il tuo indirizzo: in allegato il contratto SafeBox di {company} richiesto da {requester}.'],
    after: ['Identificativo del contratto: {identifier}'],
  },
};
