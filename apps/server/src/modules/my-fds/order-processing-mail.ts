import type { MailTemplate } from '../../mail/render-mail.ts';

/**
 * Mailed once the sheets a paid order's credits went to are all processed (product-spec §4 "Order flow": "an e-mail
 * follows"). Params: first_name, reference (invoice number), read, count, failed, url (my-FDS).
 */
export const orderProcessedMail: MailTemplate = {
  fr: {
    subject: 'Votre commande {reference} : {read} fiche(s) sur {count} lue(s)',
    greeting: 'Bonjour {first_name},',
    paragraphs: [
      'Les fiches auxquelles les crédits de votre commande {reference} ont été appliqués sont traitées : {read} sur {count} ont été lues, ' +
        'et leurs données extraites et la veille des substances sont disponibles dans votre espace.',
      'Fiches qui n’ont pas pu être lues : {failed}. Votre espace indique pour chacune pourquoi.',
    ],
    action: { label: 'Voir mes fiches', urlParam: 'url' },
  },
  en: {
    subject: 'Your order {reference}: {read} of {count} sheets read',
    greeting: 'Hello {first_name},',
    paragraphs: [
      'The sheets your order {reference} credits went to are processed: {read} of {count} were read, and their extracted data ' +
        'and substance watch are available in your space.',
      'Sheets that could not be read: {failed}. Your space says why for each of them.',
    ],
    action: { label: 'See my sheets', urlParam: 'url' },
  },
  de: {
    subject: 'Ihre Bestellung {reference}: {read} von {count} Datenblättern gelesen',
    greeting: 'Guten Tag {first_name},',
    paragraphs: [
      'Die Datenblätter, auf die die Guthaben Ihrer Bestellung {reference} angewendet wurden, sind verarbeitet: {read} von {count} ' +
        'wurden gelesen; ihre extrahierten Daten und die Stoffüberwachung stehen in Ihrem Bereich bereit.',
      'Datenblätter, die nicht gelesen werden konnten: {failed}. Ihr Bereich nennt für jedes den Grund.',
    ],
    action: { label: 'Meine Datenblätter ansehen', urlParam: 'url' },
  },
  it: {
    subject: 'Il tuo ordine {reference}: {read} schede lette su {count}',
    greeting: 'Buongiorno {first_name},',
    paragraphs: [
      'Le schede a cui sono stati applicati i crediti del tuo ordine {reference} sono state elaborate: {read} su {count} sono state lette, ' +
        'e i loro dati estratti e la sorveglianza delle sostanze sono disponibili nel tuo spazio.',
      'Schede che non è stato possibile leggere: {failed}. Il tuo spazio indica il motivo per ciascuna.',
    ],
    action: { label: 'Vedi le mie schede', urlParam: 'url' },
  },
};
