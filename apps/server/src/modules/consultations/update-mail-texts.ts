import type { InterfaceLanguage } from '@openfds/contract';

/** Texts of the update mail sent when a newer revision of a consulted sheet is published. */
export const UPDATE_MAIL_TEXTS: Record<InterfaceLanguage, { subject: string; body: string }> = {
  fr: {
    subject: 'Nouvelle version de la FDS {product} ({supplier})',
    body: 'Une nouvelle version de la fiche de données de sécurité {product} de {supplier} est disponible ({date}).\nConsultez-la : {link}\nCes alertes s’arrêtent {months} mois après votre dernière consultation. Pour les prolonger : {extend}\nPour ne plus les recevoir : {stop}',
  },
  en: {
    subject: 'New version of the SDS {product} ({supplier})',
    body: 'A new version of the safety data sheet {product} from {supplier} is available ({date}).\nOpen it: {link}\nThese alerts stop {months} months after your last consultation. To extend them: {extend}\nTo stop them: {stop}',
  },
  de: {
    subject: 'Neue Version des SDB {product} ({supplier})',
    body: 'Eine neue Version des Sicherheitsdatenblatts {product} von {supplier} ist verfügbar ({date}).\nAnsehen: {link}\nDiese Benachrichtigungen enden {months} Monate nach Ihrem letzten Aufruf. Verlängern: {extend}\nAbbestellen: {stop}',
  },
  it: {
    subject: 'Nuova versione della SDS {product} ({supplier})',
    body: 'È disponibile una nuova versione della scheda di dati di sicurezza {product} di {supplier} ({date}).\nConsultala: {link}\nQuesti avvisi terminano {months} mesi dopo l’ultima consultazione. Per prolungarli: {extend}\nPer non riceverli più: {stop}',
  },
};
