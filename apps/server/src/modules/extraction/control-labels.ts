import type { InterfaceLanguage } from '@openfds/contract';
import type { AnnexIIFlagCode, EvidenceMethod } from '@openfds/sds/types';

/**
 * Texts of the Premium control report (GET /documents/{code}/control, JSON and PDF), in each interface language.
 * The plain-words explanation of each finding is the reader's own (ANNEX_II_FLAG_TEXTS), shared with the sheet page.
 * Placeholders in braces are filled by `fill`.
 */
export interface ControlLabels {
  title: string;
  intro: string;
  documentCode: string;
  product: string;
  supplier: string;
  revisionDate: string;
  version: string;
  sheetLanguage: string;
  readerVersion: string;
  readAt: string;
  generatedAt: string;
  premiumCheck: Record<'awaiting' | 'checked', string>;
  findingsTitle: string;
  noFinding: string;
  notApplies: string;
  reference: Record<'lastHazardChange' | 'annexIIApplicability', string>;
  flag: Record<AnnexIIFlagCode, string>;
  detail: {
    missingSubsection: string;
    missingSection: string;
    olderThanReferenceDate: string;
    olderThanHazardChange: string;
    olderThanCandidateInclusion: string;
    ufiChecksum: string;
    candidateNotInSection15: string;
    candidateNoSection15: string;
  };
  seenOnPage: string;
  subsectionsTitle: string;
  subsectionsCount: string;
  subsection: string;
  /** The table's title column: the titles are those of Annex II's English text. */
  subsectionTitle: string;
  present: string;
  missing: string;
  page: string;
  byTitle: string;
  section16: string;
  ufiTitle: string;
  ufiValid: string;
  ufiNone: string;
  ufiInvalid: string;
  candidatesTitle: string;
  candidatesNone: string;
  candidatesNotChecked: string;
  candidate: string;
  evidenceTitle: string;
  evidenceIntro: string;
  evidenceNone: string;
  field: Record<'productName' | 'productCode' | 'supplierName' | 'revisionDate' | 'version' | 'ufi' | 'unNumber' | 'hStatement' | 'componentCas', string>;
  method: Record<EvidenceMethod, string>;
  confidence: string;
  notice: string;
}

export const CONTROL_LABELS: Record<InterfaceLanguage, ControlLabels> = {
  fr: {
    title: 'Rapport de contrôle de la fiche de données de sécurité',
    intro: "Contrôle de la fiche au regard de l'annexe II du règlement REACH, modifiée par le règlement (UE) 2020/878 (FDS-Extract Premium).",
    documentCode: 'Code du document',
    product: 'Produit',
    supplier: 'Fournisseur',
    revisionDate: 'Date de révision',
    version: 'Version',
    sheetLanguage: 'Langue de la fiche',
    readerVersion: 'Version du lecteur',
    readAt: 'Lue le',
    generatedAt: 'Rapport établi le',
    premiumCheck: {
      awaiting: 'Vérification humaine Premium : en attente (sous 7 jours)',
      checked: 'Vérification humaine Premium : effectuée',
    },
    findingsTitle: 'Points relevés',
    noFinding: 'Rien à signaler : toutes les sous-rubriques obligatoires ont été trouvées et les dates de la fiche ne posent pas de problème.',
    notApplies: "Cette fiche n'est pas au format européen : l'annexe II ne s'y applique pas ; ses sous-rubriques sont listées pour information.",
    reference: {
      lastHazardChange: 'Date de révision comparée au dernier changement de danger connu : {date}',
      annexIIApplicability: "Date de révision comparée au {date}, date d'application du règlement (UE) 2020/878 (aucun changement de danger connu)",
    },
    flag: {
      missingSubsection: 'Sous-rubrique manquante',
      noRevisionDate: 'Pas de date de révision',
      olderThanHazardChange: 'Plus ancienne que le dernier changement de danger',
      olderThanReferenceDate: 'Révisée avant 2023',
      ufiChecksum: 'UFI invalide',
      candidateNotInSection15: 'Substance de la liste candidate non citée en rubrique 15',
    },
    detail: {
      missingSubsection: 'Sous-rubrique {subsection} introuvable (rubrique en page {page}).',
      missingSection: 'Sous-rubrique {subsection} introuvable : la rubrique elle-même manque.',
      olderThanReferenceDate: 'Révisée le {revision}, avant le {date}.',
      olderThanHazardChange: 'Révisée le {revision} ; dernier changement de danger le {date}.',
      olderThanCandidateInclusion: 'Révisée le {revision} ; le composant de CAS {cas} est entré dans la liste candidate le {date}.',
      ufiChecksum: 'UFI {ufi} en page {page}.',
      candidateNotInSection15: 'CAS {cas} : non cité en rubrique 15 (page {page}).',
      candidateNoSection15: "CAS {cas} : la fiche n'a pas de rubrique 15.",
    },
    seenOnPage: 'page {page}',
    subsectionsTitle: 'Sous-rubriques obligatoires',
    subsectionsCount: '{found} sur {total} trouvées',
    subsection: 'Sous-rubrique',
    subsectionTitle: "Intitulé (texte anglais de l'annexe II)",
    present: 'présente',
    missing: 'absente',
    page: 'Page',
    byTitle: 'trouvée par son titre',
    section16: 'Rubrique 16',
    ufiTitle: "Contrôle de l'UFI",
    ufiValid: 'UFI lu sur la fiche, clé de contrôle correcte : {ufi}',
    ufiNone: 'Aucun UFI valide lu sur la fiche.',
    ufiInvalid: 'UFI dont la clé de contrôle est fausse : {ufi} (page {page})',
    candidatesTitle: 'Composants de la liste candidate non cités en rubrique 15',
    candidatesNone: 'Aucun : chaque composant de la liste candidate est cité en rubrique 15.',
    candidatesNotChecked: "La liste candidate n'est pas chargée : ce point n'a pas été contrôlé.",
    candidate: '{name} (CAS {cas})',
    evidenceTitle: "D'où viennent les données",
    evidenceIntro: 'Pour chaque valeur lue : la page, la ligne de la fiche dont elle vient, la méthode et la confiance.',
    evidenceNone: 'Aucune indication de provenance pour cette lecture.',
    field: {
      productName: 'Nom du produit',
      productCode: 'Code produit',
      supplierName: 'Fournisseur',
      revisionDate: 'Date de révision',
      version: 'Version',
      ufi: 'UFI',
      unNumber: 'Numéro ONU',
      hStatement: 'Mention de danger {value}',
      componentCas: 'CAS du composant {value}',
    },
    method: {
      labelledValue: 'valeur étiquetée',
      tableCell: 'cellule de tableau',
      heading: 'titre',
      pattern: 'motif reconnu',
      statementText: 'texte de la mention',
      inferred: 'déduite',
    },
    confidence: 'confiance {percent} %',
    notice:
      'Ce rapport est établi automatiquement à partir du fichier de la fiche ; ' +
      "il ne remplace pas l'examen de la fiche par une personne compétente. Le fournisseur reste responsable du contenu de sa fiche.",
  },
  en: {
    title: 'Safety data sheet control report',
    intro: 'The sheet checked against REACH Annex II as amended by Regulation (EU) 2020/878 (FDS-Extract Premium).',
    documentCode: 'Document code',
    product: 'Product',
    supplier: 'Supplier',
    revisionDate: 'Revision date',
    version: 'Version',
    sheetLanguage: 'Sheet language',
    readerVersion: 'Reader version',
    readAt: 'Read on',
    generatedAt: 'Report made on',
    premiumCheck: {
      awaiting: 'Premium human check: awaiting (within 7 days)',
      checked: 'Premium human check: done',
    },
    findingsTitle: 'Findings',
    noFinding: "Nothing to report: every mandatory sub-section was found and the sheet's dates raise no concern.",
    notApplies: 'This sheet is not in the European format: Annex II does not apply to it, and its sub-sections are listed for information only.',
    reference: {
      lastHazardChange: 'Revision date compared with the last known hazard change: {date}',
      annexIIApplicability: 'Revision date compared with {date}, the date Regulation (EU) 2020/878 applies from (no hazard change known)',
    },
    flag: {
      missingSubsection: 'Missing sub-section',
      noRevisionDate: 'No revision date',
      olderThanHazardChange: 'Older than the last hazard change',
      olderThanReferenceDate: 'Revised before 2023',
      ufiChecksum: 'Invalid UFI',
      candidateNotInSection15: 'Candidate-list substance not named in section 15',
    },
    detail: {
      missingSubsection: 'Sub-section {subsection} not found (section on page {page}).',
      missingSection: 'Sub-section {subsection} not found: the section itself is missing.',
      olderThanReferenceDate: 'Revised on {revision}, before {date}.',
      olderThanHazardChange: 'Revised on {revision}; last hazard change on {date}.',
      olderThanCandidateInclusion: 'Revised on {revision}; the component with CAS {cas} entered the candidate list on {date}.',
      ufiChecksum: 'UFI {ufi} on page {page}.',
      candidateNotInSection15: 'CAS {cas}: not named in section 15 (page {page}).',
      candidateNoSection15: 'CAS {cas}: the sheet has no section 15.',
    },
    seenOnPage: 'page {page}',
    subsectionsTitle: 'Mandatory sub-sections',
    subsectionsCount: '{found} of {total} found',
    subsection: 'Sub-section',
    subsectionTitle: 'Title (Annex II)',
    present: 'present',
    missing: 'missing',
    page: 'Page',
    byTitle: 'found by its title',
    section16: 'Section 16',
    ufiTitle: 'UFI check',
    ufiValid: 'UFI read on the sheet, check character correct: {ufi}',
    ufiNone: 'No valid UFI read on the sheet.',
    ufiInvalid: 'UFI whose check character is wrong: {ufi} (page {page})',
    candidatesTitle: 'Candidate-list components not named in section 15',
    candidatesNone: 'None: every component on the candidate list is named in section 15.',
    candidatesNotChecked: 'The candidate list is not loaded: this was not checked.',
    candidate: '{name} (CAS {cas})',
    evidenceTitle: 'Where the data comes from',
    evidenceIntro: 'For each value read: the page, the line of the sheet it comes from, the method and the confidence.',
    evidenceNone: 'No source information for this reading.',
    field: {
      productName: 'Product name',
      productCode: 'Product code',
      supplierName: 'Supplier',
      revisionDate: 'Revision date',
      version: 'Version',
      ufi: 'UFI',
      unNumber: 'UN number',
      hStatement: 'Hazard statement {value}',
      componentCas: 'Component CAS {value}',
    },
    method: {
      labelledValue: 'labelled value',
      tableCell: 'table cell',
      heading: 'heading',
      pattern: 'recognised pattern',
      statementText: 'statement text',
      inferred: 'inferred',
    },
    confidence: 'confidence {percent} %',
    notice:
      "This report is made automatically from the sheet's file; " +
      'it does not replace a review of the sheet by a competent person. The supplier remains responsible for the content of its sheet.',
  },
  de: {
    title: 'Prüfbericht zum Sicherheitsdatenblatt',
    intro: 'Das Datenblatt geprüft nach REACH-Anhang II in der Fassung der Verordnung (EU) 2020/878 (FDS-Extract Premium).',
    documentCode: 'Dokumentcode',
    product: 'Produkt',
    supplier: 'Lieferant',
    revisionDate: 'Überarbeitungsdatum',
    version: 'Version',
    sheetLanguage: 'Sprache des Datenblatts',
    readerVersion: 'Version des Lesers',
    readAt: 'Gelesen am',
    generatedAt: 'Bericht erstellt am',
    premiumCheck: {
      awaiting: 'Premium-Prüfung durch einen Menschen: ausstehend (innerhalb von 7 Tagen)',
      checked: 'Premium-Prüfung durch einen Menschen: erfolgt',
    },
    findingsTitle: 'Feststellungen',
    noFinding: 'Nichts zu melden: Alle vorgeschriebenen Unterabschnitte wurden gefunden, und die Daten des Blatts geben keinen Anlass zur Sorge.',
    notApplies: 'Dieses Datenblatt hat nicht das europäische Format: Anhang II gilt dafür nicht, seine Unterabschnitte werden nur zur Information aufgeführt.',
    reference: {
      lastHazardChange: 'Überarbeitungsdatum verglichen mit der letzten bekannten Gefahrenänderung: {date}',
      annexIIApplicability: 'Überarbeitungsdatum verglichen mit dem {date}, ab dem die Verordnung (EU) 2020/878 gilt (keine Gefahrenänderung bekannt)',
    },
    flag: {
      missingSubsection: 'Fehlender Unterabschnitt',
      noRevisionDate: 'Kein Überarbeitungsdatum',
      olderThanHazardChange: 'Älter als die letzte Gefahrenänderung',
      olderThanReferenceDate: 'Vor 2023 überarbeitet',
      ufiChecksum: 'Ungültiger UFI',
      candidateNotInSection15: 'Stoff der Kandidatenliste nicht in Abschnitt 15 genannt',
    },
    detail: {
      missingSubsection: 'Unterabschnitt {subsection} nicht gefunden (Abschnitt auf Seite {page}).',
      missingSection: 'Unterabschnitt {subsection} nicht gefunden: Der Abschnitt selbst fehlt.',
      olderThanReferenceDate: 'Überarbeitet am {revision}, vor dem {date}.',
      olderThanHazardChange: 'Überarbeitet am {revision}; letzte Gefahrenänderung am {date}.',
      olderThanCandidateInclusion: 'Überarbeitet am {revision}; der Bestandteil mit CAS {cas} wurde am {date} in die Kandidatenliste aufgenommen.',
      ufiChecksum: 'UFI {ufi} auf Seite {page}.',
      candidateNotInSection15: 'CAS {cas}: in Abschnitt 15 nicht genannt (Seite {page}).',
      candidateNoSection15: 'CAS {cas}: Das Datenblatt hat keinen Abschnitt 15.',
    },
    seenOnPage: 'Seite {page}',
    subsectionsTitle: 'Vorgeschriebene Unterabschnitte',
    subsectionsCount: '{found} von {total} gefunden',
    subsection: 'Unterabschnitt',
    subsectionTitle: 'Titel (englischer Text von Anhang II)',
    present: 'vorhanden',
    missing: 'fehlt',
    page: 'Seite',
    byTitle: 'an seinem Titel erkannt',
    section16: 'Abschnitt 16',
    ufiTitle: 'UFI-Prüfung',
    ufiValid: 'Auf dem Blatt gelesener UFI, Prüfzeichen richtig: {ufi}',
    ufiNone: 'Kein gültiger UFI auf dem Blatt gelesen.',
    ufiInvalid: 'UFI mit falschem Prüfzeichen: {ufi} (Seite {page})',
    candidatesTitle: 'Bestandteile der Kandidatenliste, die Abschnitt 15 nicht nennt',
    candidatesNone: 'Keine: Jeder Bestandteil der Kandidatenliste wird in Abschnitt 15 genannt.',
    candidatesNotChecked: 'Die Kandidatenliste ist nicht geladen: Dies wurde nicht geprüft.',
    candidate: '{name} (CAS {cas})',
    evidenceTitle: 'Woher die Daten stammen',
    evidenceIntro: 'Für jeden gelesenen Wert: die Seite, die Zeile des Blatts, aus der er stammt, die Methode und die Zuverlässigkeit.',
    evidenceNone: 'Keine Herkunftsangaben für diese Lesung.',
    field: {
      productName: 'Produktname',
      productCode: 'Produktcode',
      supplierName: 'Lieferant',
      revisionDate: 'Überarbeitungsdatum',
      version: 'Version',
      ufi: 'UFI',
      unNumber: 'UN-Nummer',
      hStatement: 'Gefahrenhinweis {value}',
      componentCas: 'CAS des Bestandteils {value}',
    },
    method: {
      labelledValue: 'beschrifteter Wert',
      tableCell: 'Tabellenzelle',
      heading: 'Überschrift',
      pattern: 'erkanntes Muster',
      statementText: 'Text des Hinweises',
      inferred: 'abgeleitet',
    },
    confidence: 'Zuverlässigkeit {percent} %',
    notice:
      'Dieser Bericht wird automatisch aus der Datei des Datenblatts erstellt; ' +
      'er ersetzt nicht die Prüfung des Blatts durch eine fachkundige Person. Der Lieferant bleibt für den Inhalt seines Datenblatts verantwortlich.',
  },
  it: {
    title: 'Rapporto di controllo della scheda di dati di sicurezza',
    intro: "La scheda controllata rispetto all'allegato II del regolamento REACH, modificato dal regolamento (UE) 2020/878 (FDS-Extract Premium).",
    documentCode: 'Codice del documento',
    product: 'Prodotto',
    supplier: 'Fornitore',
    revisionDate: 'Data di revisione',
    version: 'Versione',
    sheetLanguage: 'Lingua della scheda',
    readerVersion: 'Versione del lettore',
    readAt: 'Letta il',
    generatedAt: 'Rapporto redatto il',
    premiumCheck: {
      awaiting: 'Verifica umana Premium: in attesa (entro 7 giorni)',
      checked: 'Verifica umana Premium: effettuata',
    },
    findingsTitle: 'Rilievi',
    noFinding: 'Niente da segnalare: tutte le sottosezioni obbligatorie sono state trovate e le date della scheda non destano preoccupazioni.',
    notApplies: "Questa scheda non è nel formato europeo: l'allegato II non si applica; le sue sottosezioni sono elencate solo a titolo informativo.",
    reference: {
      lastHazardChange: "Data di revisione confrontata con l'ultima modifica dei pericoli nota: {date}",
      annexIIApplicability:
        'Data di revisione confrontata con il {date}, data di applicazione del regolamento (UE) 2020/878 (nessuna modifica dei pericoli nota)',
    },
    flag: {
      missingSubsection: 'Sottosezione mancante',
      noRevisionDate: 'Nessuna data di revisione',
      olderThanHazardChange: "Precedente all'ultima modifica dei pericoli",
      olderThanReferenceDate: 'Revisionata prima del 2023',
      ufiChecksum: 'UFI non valido',
      candidateNotInSection15: "Sostanza dell'elenco delle candidate non citata nella sezione 15",
    },
    detail: {
      missingSubsection: 'Sottosezione {subsection} non trovata (sezione a pagina {page}).',
      missingSection: 'Sottosezione {subsection} non trovata: manca la sezione stessa.',
      olderThanReferenceDate: 'Revisionata il {revision}, prima del {date}.',
      olderThanHazardChange: 'Revisionata il {revision}; ultima modifica dei pericoli il {date}.',
      olderThanCandidateInclusion: "Revisionata il {revision}; il componente con CAS {cas} è entrato nell'elenco delle candidate il {date}.",
      ufiChecksum: 'UFI {ufi} a pagina {page}.',
      candidateNotInSection15: 'CAS {cas}: non citato nella sezione 15 (pagina {page}).',
      candidateNoSection15: 'CAS {cas}: la scheda non ha una sezione 15.',
    },
    seenOnPage: 'pagina {page}',
    subsectionsTitle: 'Sottosezioni obbligatorie',
    subsectionsCount: '{found} su {total} trovate',
    subsection: 'Sottosezione',
    subsectionTitle: "Titolo (testo inglese dell'allegato II)",
    present: 'presente',
    missing: 'assente',
    page: 'Pagina',
    byTitle: 'trovata dal titolo',
    section16: 'Sezione 16',
    ufiTitle: "Controllo dell'UFI",
    ufiValid: 'UFI letto sulla scheda, carattere di controllo corretto: {ufi}',
    ufiNone: 'Nessun UFI valido letto sulla scheda.',
    ufiInvalid: 'UFI con carattere di controllo errato: {ufi} (pagina {page})',
    candidatesTitle: "Componenti dell'elenco delle candidate non citati nella sezione 15",
    candidatesNone: "Nessuno: ogni componente dell'elenco delle candidate è citato nella sezione 15.",
    candidatesNotChecked: "L'elenco delle candidate non è caricato: questo punto non è stato controllato.",
    candidate: '{name} (CAS {cas})',
    evidenceTitle: 'Da dove provengono i dati',
    evidenceIntro: "Per ogni valore letto: la pagina, la riga della scheda da cui proviene, il metodo e l'affidabilità.",
    evidenceNone: 'Nessuna indicazione di provenienza per questa lettura.',
    field: {
      productName: 'Nome del prodotto',
      productCode: 'Codice prodotto',
      supplierName: 'Fornitore',
      revisionDate: 'Data di revisione',
      version: 'Versione',
      ufi: 'UFI',
      unNumber: 'Numero ONU',
      hStatement: 'Indicazione di pericolo {value}',
      componentCas: 'CAS del componente {value}',
    },
    method: {
      labelledValue: 'valore etichettato',
      tableCell: 'cella di tabella',
      heading: 'titolo',
      pattern: 'schema riconosciuto',
      statementText: "testo dell'indicazione",
      inferred: 'dedotto',
    },
    confidence: 'affidabilità {percent} %',
    notice:
      'Questo rapporto è redatto automaticamente dal file della scheda; ' +
      "non sostituisce l'esame della scheda da parte di una persona competente. Il fornitore resta responsabile del contenuto della propria scheda.",
  },
};

/** Fills the {name} placeholders of a label. */
export function fill(template: string, values: Record<string, string | number | null | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
