import { EXTRACTION_FIELD_LABELS, type ExtractionFieldLabels, type InterfaceLanguage } from '@openfds/contract';

/** Texts of the extracted-data PDF report (/rapport/donnees_fds/{code}), in each interface language. */
export interface ReportLabels {
  title: string;
  documentCode: string;
  product: string;
  productCode: string;
  supplier: string;
  revisionDate: string;
  version: string;
  sheetLanguage: string;
  readerVersion: string;
  hazards: string;
  pictograms: string;
  signalWord: string;
  hazardStatements: string;
  euhStatements: string;
  pStatements: string;
  hazardClasses: string;
  none: string;
  composition: string;
  substance: string;
  mixture: string;
  name: string;
  cas: string;
  ec: string;
  indexNumber: string;
  reach: string;
  concentration: string;
  hPhrases: string;
  physical: string;
  state: string;
  /** The states the reader names by an English keyword. */
  states: Record<'liquid' | 'solid' | 'gas', string>;
  colour: string;
  odour: string;
  flashPoint: string;
  boilingPoint: string;
  pH: string;
  density: string;
  viscosity: string;
  transport: string;
  adrEdition: string;
  unNumber: string;
  shippingName: string;
  transportClass: string;
  packingGroup: string;
  environmentalHazard: string;
  yes: string;
  no: string;
  notFound: string;
  notice: string;
  page: string;
}

/** The report's own texts; the field labels come from the one source (see withFieldLabels). */
type ReportTexts = Omit<
  ReportLabels,
  | 'pictograms'
  | 'signalWord'
  | 'hazardStatements'
  | 'euhStatements'
  | 'pStatements'
  | 'cas'
  | 'ec'
  | 'indexNumber'
  | 'reach'
  | 'concentration'
  | 'hPhrases'
  | 'state'
  | 'states'
  | 'colour'
  | 'odour'
  | 'flashPoint'
  | 'boilingPoint'
  | 'pH'
  | 'density'
  | 'viscosity'
  | 'unNumber'
  | 'shippingName'
  | 'transportClass'
  | 'packingGroup'
  | 'environmentalHazard'
  | 'yes'
  | 'no'
  | 'notFound'
>;

const TEXTS: Record<InterfaceLanguage, ReportTexts> = {
  fr: {
    title: 'Données extraites de la fiche de données de sécurité',
    documentCode: 'Code du document',
    product: 'Produit',
    productCode: 'Code produit',
    supplier: 'Fournisseur',
    revisionDate: 'Date de révision',
    version: 'Version',
    sheetLanguage: 'Langue de la fiche',
    readerVersion: 'Version du lecteur',
    hazards: 'Section 2 : identification des dangers',
    hazardClasses: 'Classes et catégories de danger',
    none: 'Aucune',
    composition: 'Section 3 : composition',
    substance: 'Substance',
    mixture: 'Mélange',
    name: 'Nom',
    physical: 'Section 9 : propriétés physiques et chimiques',
    transport: 'Section 14 : informations relatives au transport',
    adrEdition: 'Édition ADR',
    notice: 'Données extraites automatiquement de la fiche (fiabilité d’environ 99 %). Seule la fiche de données de sécurité du fournisseur fait foi.',
    page: 'Page',
  },
  en: {
    title: 'Data extracted from the safety data sheet',
    documentCode: 'Document code',
    product: 'Product',
    productCode: 'Product code',
    supplier: 'Supplier',
    revisionDate: 'Revision date',
    version: 'Version',
    sheetLanguage: 'Sheet language',
    readerVersion: 'Reader version',
    hazards: 'Section 2: hazards identification',
    hazardClasses: 'Hazard classes and categories',
    none: 'None',
    composition: 'Section 3: composition',
    substance: 'Substance',
    mixture: 'Mixture',
    name: 'Name',
    physical: 'Section 9: physical and chemical properties',
    transport: 'Section 14: transport information',
    adrEdition: 'ADR edition',
    notice: 'Data extracted automatically from the sheet (about 99 % reliable). Only the supplier’s safety data sheet is authoritative.',
    page: 'Page',
  },
  de: {
    title: 'Aus dem Sicherheitsdatenblatt extrahierte Daten',
    documentCode: 'Dokumentcode',
    product: 'Produkt',
    productCode: 'Produktcode',
    supplier: 'Lieferant',
    revisionDate: 'Überarbeitungsdatum',
    version: 'Version',
    sheetLanguage: 'Sprache des Datenblatts',
    readerVersion: 'Leserversion',
    hazards: 'Abschnitt 2: Mögliche Gefahren',
    hazardClasses: 'Gefahrenklassen und -kategorien',
    none: 'Keine',
    composition: 'Abschnitt 3: Zusammensetzung',
    substance: 'Stoff',
    mixture: 'Gemisch',
    name: 'Name',
    physical: 'Abschnitt 9: Physikalische und chemische Eigenschaften',
    transport: 'Abschnitt 14: Angaben zum Transport',
    adrEdition: 'ADR-Ausgabe',
    notice: 'Automatisch aus dem Datenblatt extrahierte Daten (Zuverlässigkeit etwa 99 %). Maßgeblich ist allein das Sicherheitsdatenblatt des Lieferanten.',
    page: 'Seite',
  },
  it: {
    title: 'Dati estratti dalla scheda di dati di sicurezza',
    documentCode: 'Codice del documento',
    product: 'Prodotto',
    productCode: 'Codice prodotto',
    supplier: 'Fornitore',
    revisionDate: 'Data di revisione',
    version: 'Versione',
    sheetLanguage: 'Lingua della scheda',
    readerVersion: 'Versione del lettore',
    hazards: 'Sezione 2: identificazione dei pericoli',
    hazardClasses: 'Classi e categorie di pericolo',
    none: 'Nessuna',
    composition: 'Sezione 3: composizione',
    substance: 'Sostanza',
    mixture: 'Miscela',
    name: 'Nome',
    physical: 'Sezione 9: proprietà fisiche e chimiche',
    transport: 'Sezione 14: informazioni sul trasporto',
    adrEdition: 'Edizione ADR',
    notice: 'Dati estratti automaticamente dalla scheda (affidabilità di circa il 99 %). Fa fede solo la scheda di dati di sicurezza del fornitore.',
    page: 'Pagina',
  },
};

/** The report's texts plus the field labels of the one source (@openfds/contract EXTRACTION_FIELD_LABELS). */
function withFieldLabels(texts: ReportTexts, F: ExtractionFieldLabels): ReportLabels {
  return {
    ...texts,
    pictograms: F.pictograms,
    signalWord: F.signalWord,
    hazardStatements: F.hStatements,
    euhStatements: F.euhStatements,
    pStatements: F.pStatements,
    cas: F.cas,
    ec: F.ec,
    indexNumber: F.indexNumber,
    reach: F.reachNumber,
    concentration: F.concentration,
    hPhrases: F.componentH,
    state: F.state,
    states: F.states,
    colour: F.colour,
    odour: F.odour,
    flashPoint: F.flashPoint,
    boilingPoint: F.boilingPoint,
    pH: F.pH,
    density: F.density,
    viscosity: F.viscosity,
    unNumber: F.unNumber,
    shippingName: F.shippingName,
    transportClass: F.transportClass,
    packingGroup: F.packingGroup,
    environmentalHazard: F.environmentalHazard,
    yes: F.yes,
    no: F.no,
    notFound: F.notFound,
  };
}

export const REPORT_LABELS: Record<InterfaceLanguage, ReportLabels> = {
  fr: withFieldLabels(TEXTS.fr, EXTRACTION_FIELD_LABELS.fr),
  en: withFieldLabels(TEXTS.en, EXTRACTION_FIELD_LABELS.en),
  de: withFieldLabels(TEXTS.de, EXTRACTION_FIELD_LABELS.de),
  it: withFieldLabels(TEXTS.it, EXTRACTION_FIELD_LABELS.it),
};
