import type { MailTemplate } from '../../mail/render-mail.ts';

/** Mailed when a payment is confirmed. Params: first_name, number (invoice), total, url (profile: invoices). */
export const orderPaidMail: MailTemplate = {
  fr: {
    subject: 'Votre commande OpenFDS est payée — facture {number}',
    greeting: 'Bonjour {first_name},',
    paragraphs: ['Votre paiement de {total} est confirmé et vos crédits sont actifs. Votre facture {number} est disponible dans votre profil.'],
    action: { label: 'Voir mes abonnements et factures', urlParam: 'url' },
  },
  en: {
    subject: 'Your OpenFDS order is paid — invoice {number}',
    greeting: 'Hello {first_name},',
    paragraphs: ['Your payment of {total} is confirmed and your credits are active. Your invoice {number} is available in your profile.'],
    action: { label: 'See my subscriptions and invoices', urlParam: 'url' },
  },
  de: {
    subject: 'Ihre OpenFDS-Bestellung ist bezahlt — Rechnung {number}',
    greeting: 'Guten Tag {first_name},',
    paragraphs: ['Ihre Zahlung von {total} ist bestätigt und Ihre Guthaben sind aktiv. Ihre Rechnung {number} finden Sie in Ihrem Profil.'],
    action: { label: 'Meine Abonnements und Rechnungen', urlParam: 'url' },
  },
  it: {
    subject: 'Il tuo ordine OpenFDS è pagato — fattura {number}',
    greeting: 'Buongiorno {first_name},',
    paragraphs: ['Il pagamento di {total} è confermato e i tuoi crediti sono attivi. La fattura {number} è disponibile nel tuo profilo.'],
    action: { label: 'I miei abbonamenti e fatture', urlParam: 'url' },
  },
};
