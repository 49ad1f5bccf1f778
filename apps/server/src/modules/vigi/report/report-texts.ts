import type { InterfaceLanguage, VigiListCode, VigiListStatus, VigiMatchKind } from '@openfds/contract';

/** Texts of the PDF report, per interface language. */
export interface ReportTexts {
  title: string;
  sheet: string;
  supplier: string;
  code: string;
  revision: string;
  language: string;
  generated: string;
  noHits: string;
  status: Record<VigiListStatus, string>;
  version: string;
  published: string;
  imported: string;
  component: string;
  matchedBy: Record<VigiMatchKind, string>;
  reason: string;
  inclusion: string;
  latestApplication: string;
  sunset: string;
  conditions: string;
  sources: string;
  invalidIdentifiers: string;
  disclaimer: string;
  lists: Record<VigiListCode, string>;
}

const LISTS_EN: Record<VigiListCode, string> = {
  candidate_list: 'REACH candidate list (SVHC)',
  annex_xiv: 'REACH Annex XIV (authorisation)',
  annex_xvii: 'REACH Annex XVII (restrictions)',
  authorisation_recommendations: 'ECHA recommendations for Annex XIV',
  clp_annex_vi: 'CLP Annex VI (harmonised classification)',
  cmr: 'CMR substances (Carc., Muta., Repr. 1A/1B)',
  iarc: 'IARC classifications',
  vlep_fr: 'French occupational exposure limits (VLEP)',
};

export const REPORT_TEXTS: Record<InterfaceLanguage, ReportTexts> = {
  fr: {
    title: 'Rapport Vigi-Substances',
    sheet: 'Fiche',
    supplier: 'Fournisseur',
    code: 'Code du document',
    revision: 'Révision',
    language: 'Langue',
    generated: 'Rapport établi le',
    noHits: 'Aucun composant de la fiche ne figure sur cette liste.',
    status: { ok: 'évaluée', not_loaded: 'liste non chargée', locked: 'non incluse dans votre offre', no_credits: 'crédits épuisés, fiche non traitée' },
    version: 'Version',
    published: 'publiée le',
    imported: 'importée le',
    component: 'Composant',
    matchedBy: {
      cas: 'par numéro CAS',
      ec: 'par numéro CE',
      index: "par numéro d'index",
      group_cas: 'membre du groupe (CAS)',
      group_ec: 'membre du groupe (CE)',
      group_name: 'membre du groupe (nom, à vérifier)',
      group_classification: 'membre du groupe (classification CLP annexe VI)',
    },
    reason: 'Motif',
    inclusion: "Date d'inclusion",
    latestApplication: 'Date limite de demande',
    sunset: "Date d'expiration",
    conditions: 'Conditions',
    sources: 'Sources et versions des listes',
    invalidIdentifiers: 'Identifiants dont le chiffre de contrôle est faux (à vérifier)',
    disclaimer: 'Ce rapport est établi à partir des composants lus dans la section 3 de la fiche ; il ne remplace pas la lecture des textes officiels.',
    lists: {
      candidate_list: 'Liste candidate REACH (SVHC)',
      annex_xiv: 'Annexe XIV de REACH (autorisation)',
      annex_xvii: 'Annexe XVII de REACH (restrictions)',
      authorisation_recommendations: "Recommandations de l'ECHA pour l'annexe XIV",
      clp_annex_vi: 'Annexe VI du CLP (classification harmonisée)',
      cmr: 'Substances CMR (Carc., Muta., Repr. 1A/1B)',
      iarc: 'Classifications du CIRC',
      vlep_fr: "Valeurs limites d'exposition professionnelle (VLEP)",
    },
  },
  en: {
    title: 'Vigi-Substances report',
    sheet: 'Sheet',
    supplier: 'Supplier',
    code: 'Document code',
    revision: 'Revision',
    language: 'Language',
    generated: 'Report made on',
    noHits: 'No component of the sheet is on this list.',
    status: { ok: 'evaluated', not_loaded: 'list not loaded', locked: 'not included in your offer', no_credits: 'credits spent, sheet not processed' },
    version: 'Version',
    published: 'published on',
    imported: 'imported on',
    component: 'Component',
    matchedBy: {
      cas: 'by CAS number',
      ec: 'by EC number',
      index: 'by index number',
      group_cas: 'group member (CAS)',
      group_ec: 'group member (EC)',
      group_name: 'group member (name, to check)',
      group_classification: 'group member (CLP Annex VI classification)',
    },
    reason: 'Reason',
    inclusion: 'Date of inclusion',
    latestApplication: 'Latest application date',
    sunset: 'Sunset date',
    conditions: 'Conditions',
    sources: 'Sources and list versions',
    invalidIdentifiers: 'Identifiers failing their check digit (to check)',
    disclaimer: 'This report is made from the components read in section 3 of the sheet; it does not replace reading the official texts.',
    lists: LISTS_EN,
  },
  de: {
    title: 'Vigi-Substances-Bericht',
    sheet: 'Datenblatt',
    supplier: 'Lieferant',
    code: 'Dokumentcode',
    revision: 'Überarbeitung',
    language: 'Sprache',
    generated: 'Bericht erstellt am',
    noHits: 'Kein Bestandteil des Datenblatts steht auf dieser Liste.',
    status: {
      ok: 'ausgewertet',
      not_loaded: 'Liste nicht geladen',
      locked: 'nicht in Ihrem Angebot enthalten',
      no_credits: 'Guthaben verbraucht, Datenblatt nicht verarbeitet',
    },
    version: 'Version',
    published: 'veröffentlicht am',
    imported: 'importiert am',
    component: 'Bestandteil',
    matchedBy: {
      cas: 'über CAS-Nummer',
      ec: 'über EG-Nummer',
      index: 'über Indexnummer',
      group_cas: 'Gruppenmitglied (CAS)',
      group_ec: 'Gruppenmitglied (EG)',
      group_name: 'Gruppenmitglied (Name, zu prüfen)',
      group_classification: 'Gruppenmitglied (Einstufung CLP-Anhang VI)',
    },
    reason: 'Grund',
    inclusion: 'Aufnahmedatum',
    latestApplication: 'Antragsschluss',
    sunset: 'Ablauftermin',
    conditions: 'Bedingungen',
    sources: 'Quellen und Listenversionen',
    invalidIdentifiers: 'Kennnummern mit falscher Prüfziffer (zu prüfen)',
    disclaimer: 'Dieser Bericht beruht auf den in Abschnitt 3 des Datenblatts gelesenen Bestandteilen; er ersetzt nicht die Lektüre der amtlichen Texte.',
    lists: {
      candidate_list: 'REACH-Kandidatenliste (SVHC)',
      annex_xiv: 'REACH-Anhang XIV (Zulassung)',
      annex_xvii: 'REACH-Anhang XVII (Beschränkungen)',
      authorisation_recommendations: 'ECHA-Empfehlungen für Anhang XIV',
      clp_annex_vi: 'CLP-Anhang VI (harmonisierte Einstufung)',
      cmr: 'CMR-Stoffe (Carc., Muta., Repr. 1A/1B)',
      iarc: 'IARC-Einstufungen',
      vlep_fr: 'Französische Arbeitsplatzgrenzwerte (VLEP)',
    },
  },
  it: {
    title: 'Rapporto Vigi-Substances',
    sheet: 'Scheda',
    supplier: 'Fornitore',
    code: 'Codice documento',
    revision: 'Revisione',
    language: 'Lingua',
    generated: 'Rapporto redatto il',
    noHits: 'Nessun componente della scheda figura in questo elenco.',
    status: {
      ok: 'valutato',
      not_loaded: 'elenco non caricato',
      locked: 'non incluso nella tua offerta',
      no_credits: 'crediti esauriti, scheda non elaborata',
    },
    version: 'Versione',
    published: 'pubblicata il',
    imported: 'importata il',
    component: 'Componente',
    matchedBy: {
      cas: 'per numero CAS',
      ec: 'per numero CE',
      index: 'per numero indice',
      group_cas: 'membro del gruppo (CAS)',
      group_ec: 'membro del gruppo (CE)',
      group_name: 'membro del gruppo (nome, da verificare)',
      group_classification: 'membro del gruppo (classificazione CLP allegato VI)',
    },
    reason: 'Motivo',
    inclusion: 'Data di inclusione',
    latestApplication: 'Termine ultimo per la domanda',
    sunset: 'Data di scadenza',
    conditions: 'Condizioni',
    sources: 'Fonti e versioni degli elenchi',
    invalidIdentifiers: 'Identificativi con cifra di controllo errata (da verificare)',
    disclaimer: 'Questo rapporto si basa sui componenti letti nella sezione 3 della scheda; non sostituisce la lettura dei testi ufficiali.',
    lists: {
      candidate_list: 'Elenco di sostanze candidate REACH (SVHC)',
      annex_xiv: 'Allegato XIV di REACH (autorizzazione)',
      annex_xvii: 'Allegato XVII di REACH (restrizioni)',
      authorisation_recommendations: "Raccomandazioni dell'ECHA per l'allegato XIV",
      clp_annex_vi: 'Allegato VI del CLP (classificazione armonizzata)',
      cmr: 'Sostanze CMR (Carc., Muta., Repr. 1A/1B)',
      iarc: 'Classificazioni IARC',
      vlep_fr: 'Valori limite di esposizione professionale francesi (VLEP)',
    },
  },
};
