import type { AnnexIIFlagCode } from './sds-reading.ts';

export type AnnexIILanguage = 'fr' | 'en' | 'de' | 'it';

/**
 * Each Annex II flag explained in plain words, for the sheet page and the Premium "control" report. The report
 * adds the flag's own evidence (sub-section, page, date, UFI, CAS) after this text.
 */
export const ANNEX_II_FLAG_TEXTS: Record<AnnexIIFlagCode, Record<AnnexIILanguage, string>> = {
  missingSubsection: {
    fr: "Une sous-rubrique obligatoire de la fiche de données de sécurité est absente (annexe II du règlement REACH, modifiée par le règlement (UE) 2020/878). Chaque rubrique doit contenir toutes ses sous-rubriques numérotées, même pour dire qu'une information n'est pas disponible.",
    en: 'A mandatory sub-section of the safety data sheet is missing (REACH Annex II as amended by Regulation (EU) 2020/878). Every section must hold all its numbered sub-sections, even to say that an item of information is not available.',
    de: 'Ein vorgeschriebener Unterabschnitt des Sicherheitsdatenblatts fehlt (REACH-Anhang II in der Fassung der Verordnung (EU) 2020/878). Jeder Abschnitt muss alle nummerierten Unterabschnitte enthalten, auch um anzugeben, dass eine Information nicht verfügbar ist.',
    it: "Manca una sottosezione obbligatoria della scheda di dati di sicurezza (allegato II del regolamento REACH, modificato dal regolamento (UE) 2020/878). Ogni sezione deve contenere tutte le sottosezioni numerate, anche solo per indicare che un'informazione non è disponibile.",
  },
  noRevisionDate: {
    fr: "La fiche n'indique pas de date de révision ou d'émission : on ne peut pas savoir si elle est à jour.",
    en: 'The sheet shows no revision or issue date: there is no way to tell whether it is up to date.',
    de: 'Das Blatt nennt kein Überarbeitungs- oder Ausgabedatum: Ob es aktuell ist, lässt sich nicht feststellen.',
    it: 'La scheda non riporta una data di revisione o di emissione: non si può sapere se è aggiornata.',
  },
  olderThanHazardChange: {
    fr: 'La fiche a été révisée avant la dernière modification des données de danger du produit (classification ou composants) : elle doit être mise à jour sans délai.',
    en: "The sheet was revised before the last change of the product's hazard data (classification or components): it must be updated without delay.",
    de: 'Das Blatt wurde vor der letzten Änderung der Gefahrendaten des Produkts (Einstufung oder Bestandteile) überarbeitet: Es muss unverzüglich aktualisiert werden.',
    it: 'La scheda è stata revisionata prima dell’ultima modifica dei dati di pericolo del prodotto (classificazione o componenti): deve essere aggiornata senza indugio.',
  },
  olderThanReferenceDate: {
    fr: "La fiche a été révisée avant le 1er janvier 2023, date à partir de laquelle toute fiche doit suivre le format du règlement (UE) 2020/878. La date du dernier changement de danger du produit n'est pas connue : vérifiez auprès du fournisseur qu'il n'existe pas de version plus récente.",
    en: "The sheet was revised before 1 January 2023, the date from which every sheet must follow the format of Regulation (EU) 2020/878. The date of the product's last hazard change is not known: check with the supplier that no newer version exists.",
    de: 'Das Blatt wurde vor dem 1. Januar 2023 überarbeitet, ab dem jedes Blatt dem Format der Verordnung (EU) 2020/878 entsprechen muss. Das Datum der letzten Gefahrenänderung des Produkts ist nicht bekannt: Fragen Sie beim Lieferanten nach, ob es eine neuere Fassung gibt.',
    it: "La scheda è stata revisionata prima del 1° gennaio 2023, data dalla quale ogni scheda deve seguire il formato del regolamento (UE) 2020/878. La data dell'ultima modifica dei pericoli del prodotto non è nota: verificate con il fornitore che non esista una versione più recente.",
  },
  ufiChecksum: {
    fr: "L'UFI (identifiant unique de formulation) imprimé sur la fiche est invalide : son caractère de contrôle ne correspond pas (faute de frappe probable). Les centres antipoison ne pourront pas retrouver la formulation avec ce code.",
    en: 'The UFI (unique formula identifier) printed on the sheet is invalid: its check character does not match (probably a typing error). Poison centres will not find the formulation with this code.',
    de: 'Der auf dem Blatt angegebene UFI (eindeutiger Rezepturidentifikator) ist ungültig: Sein Prüfzeichen stimmt nicht (vermutlich ein Tippfehler). Giftinformationszentren finden die Rezeptur mit diesem Code nicht.',
    it: "L'UFI (identificatore unico di formula) stampato sulla scheda non è valido: il carattere di controllo non corrisponde (probabile errore di battitura). I centri antiveleni non potranno ritrovare la formulazione con questo codice.",
  },
  candidateNotInSection15: {
    fr: "Un composant figure sur la liste des substances candidates (SVHC) mais la rubrique 15 de la fiche ne le mentionne pas, alors qu'elle doit signaler sa présence.",
    en: 'A component is on the candidate list of substances of very high concern (SVHC) but section 15 of the sheet does not mention it, although it must report its presence.',
    de: 'Ein Bestandteil steht auf der Kandidatenliste der besonders besorgniserregenden Stoffe (SVHC), aber Abschnitt 15 des Blatts erwähnt ihn nicht, obwohl er sein Vorhandensein angeben muss.',
    it: "Un componente figura nell'elenco delle sostanze candidate estremamente preoccupanti (SVHC) ma la sezione 15 della scheda non lo menziona, mentre dovrebbe segnalarne la presenza.",
  },
};
