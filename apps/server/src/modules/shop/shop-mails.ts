import type { InterfaceLanguage } from '@openfds/contract';
import type { MailTemplate } from '../../mail/render-mail.ts';

/** File name of the invoice PDF attached to the mail. Param: number. */
export const INVOICE_FILE_NAME: Record<InterfaceLanguage, string> = {
  fr: 'facture-{number}.pdf',
  en: 'invoice-{number}.pdf',
  de: 'Rechnung-{number}.pdf',
  it: 'fattura-{number}.pdf',
};

/** Mailed when a payment is confirmed, the invoice PDF attached. Params: first_name, number (invoice), total, url (profile: invoices). */
export const orderPaidMail: MailTemplate = {
  fr: {
    subject: 'Votre commande OpenFDS est payée — facture {number}',
    greeting: 'Bonjour {first_name},',
    paragraphs: [
      'Votre paiement de {total} est confirmé et vos crédits sont actifs. Votre facture {number} est ' +
        'jointe à ce message ; elle reste disponible dans votre profil.',
    ],
    action: { label: 'Voir mes abonnements et factures', urlParam: 'url' },
  },
  en: {
    subject: 'Your OpenFDS order is paid — invoice {number}',
    greeting: 'Hello {first_name},',
    paragraphs: [
      'Your payment of {total} is confirmed and your credits are active. Your invoice {number} is attached ' +
        'to this message; it stays available in your profile.',
    ],
    action: { label: 'See my subscriptions and invoices', urlParam: 'url' },
  },
  de: {
    subject: 'Ihre OpenFDS-Bestellung ist bezahlt — Rechnung {number}',
    greeting: 'Guten Tag {first_name},',
    paragraphs: [
      'Ihre Zahlung von {total} ist bestätigt und Ihre Guthaben sind aktiv. Ihre Rechnung {number} liegt ' +
        'dieser Nachricht bei; sie bleibt in Ihrem Profil abrufbar.',
    ],
    action: { label: 'Meine Abonnements und Rechnungen', urlParam: 'url' },
  },
  it: {
    subject: 'Il tuo ordine OpenFDS è pagato — fattura {number}',
    greeting: 'Buongiorno {first_name},',
    paragraphs: [
      'Il pagamento di {total} è confermato e i tuoi crediti sono attivi. La fattura {number} è allegata a ' +
        'questo messaggio e resta disponibile nel tuo profilo.',
    ],
    action: { label: 'I miei abbonamenti e fatture', urlParam: 'url' },
  },
};
