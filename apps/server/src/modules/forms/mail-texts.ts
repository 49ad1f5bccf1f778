import type { FormKind, InterfaceLanguage } from '@openfds/contract';

/**
 * Texts of the form mails in every interface language: the request as the support (or the supplier) receives it,
 * and the acknowledgement the sender receives. Field values are never part of a template string (a message holding
 * "{support}" stays as typed): they are passed as parameters.
 */
type PerLanguage = Record<InterfaceLanguage, string>;

export const KIND_LABELS: Record<FormKind, PerLanguage> = {
  contact_us: { fr: 'Demande de contact', en: 'Contact request', de: 'Kontaktanfrage', it: 'Richiesta di contatto' },
  technical_support: {
    fr: 'Demande de support technique',
    en: 'Technical support request',
    de: 'Anfrage an den technischen Support',
    it: 'Richiesta di supporto tecnico',
  },
  customer_code: { fr: 'Demande de code client', en: 'Customer code request', de: 'Anfrage eines Kundencodes', it: 'Richiesta di codice cliente' },
  contact: { fr: 'Demande de rappel commercial', en: 'Sales call-back request', de: 'Rückrufbitte an den Vertrieb', it: 'Richiesta di essere ricontattati' },
};

export const FIELD_LABELS: Record<string, PerLanguage> = {
  title: { fr: 'Civilité', en: 'Title', de: 'Anrede', it: 'Titolo' },
  name: { fr: 'Nom', en: 'Name', de: 'Name', it: 'Nome' },
  first_name: { fr: 'Prénom', en: 'First name', de: 'Vorname', it: 'Nome' },
  last_name: { fr: 'Nom', en: 'Last name', de: 'Nachname', it: 'Cognome' },
  email: { fr: 'E-mail', en: 'E-mail', de: 'E-Mail', it: 'E-mail' },
  email_office: { fr: 'E-mail professionnel', en: 'Work e-mail', de: 'Geschäftliche E-Mail', it: 'E-mail di lavoro' },
  phone: { fr: 'Téléphone', en: 'Phone', de: 'Telefon', it: 'Telefono' },
  phone_office: { fr: 'Téléphone professionnel', en: 'Work phone', de: 'Telefon (geschäftlich)', it: 'Telefono di lavoro' },
  you_are: { fr: 'Vous êtes', en: 'You are', de: 'Sie sind', it: 'Lei è' },
  concern: { fr: 'Objet de la demande', en: 'Request type', de: 'Art der Anfrage', it: 'Tipo di richiesta' },
  concern_other: { fr: 'Précision', en: 'Details', de: 'Genauer', it: 'Dettagli' },
  company_name: { fr: 'Société', en: 'Company', de: 'Firma', it: 'Azienda' },
  role: { fr: 'Fonction', en: 'Role', de: 'Funktion', it: 'Ruolo' },
  position: { fr: 'Fonction', en: 'Position', de: 'Position', it: 'Posizione' },
  message: { fr: 'Message', en: 'Message', de: 'Nachricht', it: 'Messaggio' },
  nb_documents: { fr: 'Nombre de FDS', en: 'Number of sheets', de: 'Anzahl der Datenblätter', it: 'Numero di schede' },
  how_did_you_hear: { fr: 'Connu par', en: 'Heard of us through', de: 'Aufmerksam geworden durch', it: 'Ci ha conosciuto tramite' },
  how_did_you_hear_other: {
    fr: 'Connu par (autre)',
    en: 'Heard of us through (other)',
    de: 'Aufmerksam geworden durch (sonstiges)',
    it: 'Ci ha conosciuto tramite (altro)',
  },
  how_did_you_hear_show: { fr: 'Salon', en: 'Trade fair', de: 'Messe', it: 'Fiera' },
  supplier_code: { fr: 'Fournisseur', en: 'Supplier', de: 'Lieferant', it: 'Fornitore' },
  address1: { fr: 'Adresse', en: 'Address', de: 'Adresse', it: 'Indirizzo' },
  address2: { fr: 'Adresse (suite)', en: 'Address (line 2)', de: 'Adresse (Zeile 2)', it: 'Indirizzo (riga 2)' },
  address3: { fr: 'Adresse (suite)', en: 'Address (line 3)', de: 'Adresse (Zeile 3)', it: 'Indirizzo (riga 3)' },
  zipcode: { fr: 'Code postal', en: 'Postcode', de: 'Postleitzahl', it: 'CAP' },
  city: { fr: 'Ville', en: 'City', de: 'Ort', it: 'Città' },
  country_code: { fr: 'Pays', en: 'Country', de: 'Land', it: 'Paese' },
  qsds_consent: { fr: 'Accepte les communications', en: 'Accepts communications', de: 'Akzeptiert Mitteilungen', it: 'Accetta le comunicazioni' },
};

export const YES_NO: Record<'yes' | 'no', PerLanguage> = {
  yes: { fr: 'oui', en: 'yes', de: 'ja', it: 'sì' },
  no: { fr: 'non', en: 'no', de: 'nein', it: 'no' },
};

/** The request as mailed to its recipient: subject, then one line per field, then how to answer. */
export const REQUEST_MAIL: Record<InterfaceLanguage, { subject: string; intro: string; customerIntro: string; reply: string }> = {
  fr: {
    subject: '{kind} {reference} : {name} ({company})',
    intro: 'Une demande a été envoyée depuis le site le {date}.',
    customerIntro:
      '{name} ({company}) demande un code client pour consulter les fiches de {supplier} sur le site. ' +
      'Répondez-lui directement : la réponse part à son adresse.',
    reply: 'Répondre à ce message écrit à {email}.',
  },
  en: {
    subject: '{kind} {reference}: {name} ({company})',
    intro: 'A request was sent from the site on {date}.',
    customerIntro:
      '{name} ({company}) asks for a customer code to open the sheets of {supplier} on the site. Reply to them directly: the answer goes to their address.',
    reply: 'Replying to this message writes to {email}.',
  },
  de: {
    subject: '{kind} {reference}: {name} ({company})',
    intro: 'Am {date} wurde über die Website eine Anfrage gesendet.',
    customerIntro:
      '{name} ({company}) bittet um einen Kundencode, um die Datenblätter von {supplier} auf der Website zu öffnen. ' +
      'Antworten Sie direkt: Die Antwort geht an die Adresse des Absenders.',
    reply: 'Eine Antwort auf diese Nachricht geht an {email}.',
  },
  it: {
    subject: '{kind} {reference}: {name} ({company})',
    intro: 'Una richiesta è stata inviata dal sito il {date}.',
    customerIntro:
      '{name} ({company}) chiede un codice cliente per aprire le schede di {supplier} sul sito. Rispondete direttamente: la risposta va al suo indirizzo.',
    reply: 'Rispondendo a questo messaggio si scrive a {email}.',
  },
};

/** The acknowledgement to the sender, in the language of the page they wrote from. */
export const ACK_MAIL: Record<InterfaceLanguage, { subject: string; greeting: string; body: string; customerBody: string; copy: string }> = {
  fr: {
    subject: 'Nous avons bien reçu votre demande {reference}',
    greeting: 'Bonjour {name},',
    body: 'Nous avons bien reçu votre demande « {kind} » du {date}. Notre équipe vous répond au plus vite.',
    customerBody: 'Votre demande de code client a été transmise à {supplier}, qui vous répondra directement.',
    copy: 'Votre message :',
  },
  en: {
    subject: 'We have received your request {reference}',
    greeting: 'Hello {name},',
    body: 'We have received your request "{kind}" of {date}. Our team will answer you as soon as possible.',
    customerBody: 'Your customer code request was passed on to {supplier}, who will answer you directly.',
    copy: 'Your message:',
  },
  de: {
    subject: 'Wir haben Ihre Anfrage {reference} erhalten',
    greeting: 'Guten Tag {name},',
    body: 'Wir haben Ihre Anfrage „{kind}“ vom {date} erhalten. Unser Team antwortet Ihnen so bald wie möglich.',
    customerBody: 'Ihre Anfrage eines Kundencodes wurde an {supplier} weitergeleitet, der Ihnen direkt antwortet.',
    copy: 'Ihre Nachricht:',
  },
  it: {
    subject: 'Abbiamo ricevuto la tua richiesta {reference}',
    greeting: 'Buongiorno {name},',
    body: 'Abbiamo ricevuto la tua richiesta «{kind}» del {date}. Il nostro team ti risponderà al più presto.',
    customerBody: 'La tua richiesta di codice cliente è stata inoltrata a {supplier}, che ti risponderà direttamente.',
    copy: 'Il tuo messaggio:',
  },
};
