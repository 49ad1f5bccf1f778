import type { InterfaceLanguage } from '@openfds/contract';

/** Texts of the update mail sent when a newer revision of a consulted sheet is published. */
export const UPDATE_MAIL_TEXTS: Record<InterfaceLanguage, { subject: string; body: string }> = {
  fr: {
    subject: 'Nouvelle version de la FDS {product} ({supplier})',
    body:
      'Une nouvelle version de la fiche de données de sécurité {product} de {supplier} est disponible ({date}).\n' +
      'Consultez-la : {link}\n' +
      'Ces alertes s’arrêtent {months} mois après votre dernière consultation. Pour les prolonger : {extend}\n' +
      'Pour ne plus les recevoir : {stop}',
  },
  en: {
    subject: 'New version of the SDS {product} ({supplier})',
    body:
      'A new version of the safety data sheet {product} from {supplier} is available ({date}).\n' +
      'Open it: {link}\n' +
      'These alerts stop {months} months after your last consultation. To extend them: {extend}\n' +
      'To stop them: {stop}',
  },
  de: {
    subject: 'Neue Version des SDB {product} ({supplier})',
    body:
      'Eine neue Version des Sicherheitsdatenblatts {product} von {supplier} ist verfügbar ({date}).\n' +
      'Ansehen: {link}\n' +
      'Diese Benachrichtigungen enden {months} Monate nach Ihrem letzten Aufruf. Verlängern: {extend}\n' +
      'Abbestellen: {stop}',
  },
  it: {
    subject: 'Nuova versione della SDS {product} ({supplier})',
    body:
      'È disponibile una nuova versione della scheda di dati di sicurezza {product} di {supplier} ({date}).\n' +
      'Consultala: {link}\n' +
      'Questi avvisi terminano {months} mesi dopo l’ultima consultazione. Per prolungarli: {extend}\n' +
      'Per non riceverli più: {stop}',
  },
};

/** The confirmation of a free-consult address before any update mail (issue #11). */
export const CONFIRM_MAIL_TEXTS: Record<InterfaceLanguage, { subject: string; body: string }> = {
  fr: {
    subject: 'Confirmez vos alertes de mise à jour OpenFDS',
    body:
      'Vous avez consulté la FDS {product} sans compte. Pour recevoir un e-mail à chaque nouvelle version ' +
      'des fiches que vous consultez, confirmez votre adresse : {link}\n' +
      'Sans confirmation, vous ne recevrez aucune alerte.',
  },
  en: {
    subject: 'Confirm your OpenFDS update alerts',
    body:
      'You opened the SDS {product} without an account. To get an e-mail for each new version of the ' +
      'sheets you open, confirm your address: {link}\n' +
      'Without confirmation you will get no alerts.',
  },
  de: {
    subject: 'Bestätigen Sie Ihre OpenFDS-Aktualisierungsbenachrichtigungen',
    body:
      'Sie haben das SDB {product} ohne Konto aufgerufen. Um bei jeder neuen Version der aufgerufenen ' +
      'Datenblätter eine E-Mail zu erhalten, bestätigen Sie Ihre Adresse: {link}\n' +
      'Ohne Bestätigung erhalten Sie keine Benachrichtigungen.',
  },
  it: {
    subject: 'Conferma i tuoi avvisi di aggiornamento OpenFDS',
    body:
      'Hai consultato la SDS {product} senza account. Per ricevere un’e-mail a ogni nuova versione delle ' +
      'schede che consulti, conferma il tuo indirizzo: {link}\n' +
      'Senza conferma non riceverai alcun avviso.',
  },
};
