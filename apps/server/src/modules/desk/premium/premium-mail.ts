import type { MailTemplate } from '../../../mail/render-mail.ts';
import { GREETINGS } from '../../../mail/greetings.ts';

/** The buyer's mail when the Premium check of a sheet is done (fr/en/de/it, the buyer's language). */
export const PREMIUM_CHECKED_MAIL: MailTemplate = {
  fr: {
    subject: 'Contrôle Premium terminé : {product}',
    greeting: GREETINGS.fr.plain,
    paragraphs: [
      "Notre équipe a contrôlé l'extraction des données de la fiche {product} ({supplier}).",
      "Le rapport de contrôle de la fiche l'indique désormais comme contrôlée.",
    ],
    action: { label: 'Voir la fiche', urlParam: 'url' },
  },
  en: {
    subject: 'Premium check done: {product}',
    greeting: GREETINGS.en.plain,
    paragraphs: ['Our team has checked the data extracted from the sheet {product} ({supplier}).', "The sheet's control report now shows it as checked."],
    action: { label: 'See the sheet', urlParam: 'url' },
  },
  de: {
    subject: 'Premium-Prüfung abgeschlossen: {product}',
    greeting: GREETINGS.de.plain,
    paragraphs: [
      'Unser Team hat die aus dem Datenblatt {product} ({supplier}) ausgelesenen Daten geprüft.',
      'Der Prüfbericht des Datenblatts weist es jetzt als geprüft aus.',
    ],
    action: { label: 'Datenblatt ansehen', urlParam: 'url' },
  },
  it: {
    subject: 'Controllo Premium completato: {product}',
    greeting: GREETINGS.it.plain,
    paragraphs: [
      'Il nostro team ha controllato i dati estratti dalla scheda {product} ({supplier}).',
      'Il rapporto di controllo della scheda ora la indica come controllata.',
    ],
    action: { label: 'Vedi la scheda', urlParam: 'url' },
  },
};
