import type { InterfaceLanguage } from '@openfds/contract';
import type { MailTemplate } from '../../mail/render-mail.ts';

/** What the paid-order mail adds when the payment opened SafeBox (issue #23; product-spec §4 "Order flow"). */
export const SAFEBOX_OPENED_PARAGRAPH: Record<InterfaceLanguage, string> = {
  fr: 'Ce paiement a ouvert votre adhésion SafeBox : vos fiches sont désormais conservées, suivies et mises à jour.',
  en: 'This payment opened your SafeBox membership: your sheets are now kept, watched and kept up to date.',
  de: 'Diese Zahlung hat Ihre SafeBox-Mitgliedschaft eröffnet: Ihre Datenblätter werden jetzt aufbewahrt, überwacht und aktuell gehalten.',
  it: 'Questo pagamento ha aperto la tua adesione SafeBox: le tue schede sono ora conservate, sorvegliate e aggiornate.',
};

/** The template with the SafeBox paragraph after its own, in every language. */
export function withSafeboxOpened(template: MailTemplate): MailTemplate {
  const languages = Object.keys(template) as InterfaceLanguage[];
  return Object.fromEntries(
    languages.map((l) => [l, { ...template[l], paragraphs: [...template[l].paragraphs, SAFEBOX_OPENED_PARAGRAPH[l]] }]),
  ) as MailTemplate;
}
