import type { InterfaceLanguage } from '@openfds/contract';

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

export const REPORT_LABELS: Record<InterfaceLanguage, ReportLabels> = {
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
    pictograms: 'Pictogrammes',
    signalWord: 'Mention d’avertissement',
    hazardStatements: 'Mentions de danger',
    euhStatements: 'Informations additionnelles sur les dangers (EUH)',
    pStatements: 'Conseils de prudence',
    hazardClasses: 'Classes et catégories de danger',
    none: 'Aucune',
    composition: 'Section 3 : composition',
    substance: 'Substance',
    mixture: 'Mélange',
    name: 'Nom',
    cas: 'CAS',
    ec: 'CE',
    indexNumber: 'N° index',
    reach: 'N° d’enregistrement REACH',
    concentration: 'Concentration',
    hPhrases: 'Mentions H',
    physical: 'Section 9 : propriétés physiques et chimiques',
    state: 'État physique',
    states: { liquid: 'liquide', solid: 'solide', gas: 'gaz' },
    colour: 'Couleur',
    odour: 'Odeur',
    flashPoint: 'Point d’éclair',
    boilingPoint: 'Point d’ébullition',
    pH: 'pH',
    density: 'Densité',
    viscosity: 'Viscosité',
    transport: 'Section 14 : informations relatives au transport',
    adrEdition: 'Édition ADR',
    unNumber: 'Numéro ONU',
    shippingName: 'Désignation officielle de transport',
    transportClass: 'Classe',
    packingGroup: 'Groupe d’emballage',
    environmentalHazard: 'Danger pour l’environnement',
    yes: 'Oui',
    no: 'Non',
    notFound: 'Non trouvé',
    notice:
      'Données extraites automatiquement de la fiche (fiabilité d’environ 99 %). Seule la fiche de données de sécurité du fournisseur fait foi.',
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
    pictograms: 'Pictograms',
    signalWord: 'Signal word',
    hazardStatements: 'Hazard statements',
    euhStatements: 'Supplemental hazard information (EUH)',
    pStatements: 'Precautionary statements',
    hazardClasses: 'Hazard classes and categories',
    none: 'None',
    composition: 'Section 3: composition',
    substance: 'Substance',
    mixture: 'Mixture',
    name: 'Name',
    cas: 'CAS',
    ec: 'EC',
    indexNumber: 'Index no.',
    reach: 'REACH registration no.',
    concentration: 'Concentration',
    hPhrases: 'H statements',
    physical: 'Section 9: physical and chemical properties',
    state: 'Physical state',
    states: { liquid: 'liquid', solid: 'solid', gas: 'gas' },
    colour: 'Colour',
    odour: 'Odour',
    flashPoint: 'Flash point',
    boilingPoint: 'Boiling point',
    pH: 'pH',
    density: 'Density',
    viscosity: 'Viscosity',
    transport: 'Section 14: transport information',
    adrEdition: 'ADR edition',
    unNumber: 'UN number',
    shippingName: 'Official transport name',
    transportClass: 'Class',
    packingGroup: 'Packing group',
    environmentalHazard: 'Environmental hazard',
    yes: 'Yes',
    no: 'No',
    notFound: 'Not found',
    notice:
      'Data extracted automatically from the sheet (about 99 % reliable). Only the supplier’s safety data sheet is authoritative.',
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
    pictograms: 'Piktogramme',
    signalWord: 'Signalwort',
    hazardStatements: 'Gefahrenhinweise',
    euhStatements: 'Ergänzende Gefahrenmerkmale (EUH)',
    pStatements: 'Sicherheitshinweise',
    hazardClasses: 'Gefahrenklassen und -kategorien',
    none: 'Keine',
    composition: 'Abschnitt 3: Zusammensetzung',
    substance: 'Stoff',
    mixture: 'Gemisch',
    name: 'Name',
    cas: 'CAS',
    ec: 'EG',
    indexNumber: 'Index-Nr.',
    reach: 'REACH-Registrierungsnr.',
    concentration: 'Konzentration',
    hPhrases: 'H-Sätze',
    physical: 'Abschnitt 9: Physikalische und chemische Eigenschaften',
    state: 'Aggregatzustand',
    states: { liquid: 'flüssig', solid: 'fest', gas: 'gasförmig' },
    colour: 'Farbe',
    odour: 'Geruch',
    flashPoint: 'Flammpunkt',
    boilingPoint: 'Siedepunkt',
    pH: 'pH-Wert',
    density: 'Dichte',
    viscosity: 'Viskosität',
    transport: 'Abschnitt 14: Angaben zum Transport',
    adrEdition: 'ADR-Ausgabe',
    unNumber: 'UN-Nummer',
    shippingName: 'Offizielle Benennung für die Beförderung',
    transportClass: 'Klasse',
    packingGroup: 'Verpackungsgruppe',
    environmentalHazard: 'Umweltgefahr',
    yes: 'Ja',
    no: 'Nein',
    notFound: 'Nicht gefunden',
    notice:
      'Automatisch aus dem Datenblatt extrahierte Daten (Zuverlässigkeit etwa 99 %). Maßgeblich ist allein das Sicherheitsdatenblatt des Lieferanten.',
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
    pictograms: 'Pittogrammi',
    signalWord: 'Avvertenza',
    hazardStatements: 'Indicazioni di pericolo',
    euhStatements: 'Informazioni supplementari sui pericoli (EUH)',
    pStatements: 'Consigli di prudenza',
    hazardClasses: 'Classi e categorie di pericolo',
    none: 'Nessuna',
    composition: 'Sezione 3: composizione',
    substance: 'Sostanza',
    mixture: 'Miscela',
    name: 'Nome',
    cas: 'CAS',
    ec: 'CE',
    indexNumber: 'N. indice',
    reach: 'N. di registrazione REACH',
    concentration: 'Concentrazione',
    hPhrases: 'Indicazioni H',
    physical: 'Sezione 9: proprietà fisiche e chimiche',
    state: 'Stato fisico',
    states: { liquid: 'liquido', solid: 'solido', gas: 'gassoso' },
    colour: 'Colore',
    odour: 'Odore',
    flashPoint: 'Punto di infiammabilità',
    boilingPoint: 'Punto di ebollizione',
    pH: 'pH',
    density: 'Densità',
    viscosity: 'Viscosità',
    transport: 'Sezione 14: informazioni sul trasporto',
    adrEdition: 'Edizione ADR',
    unNumber: 'Numero ONU',
    shippingName: 'Designazione ufficiale di trasporto',
    transportClass: 'Classe',
    packingGroup: 'Gruppo di imballaggio',
    environmentalHazard: "Pericolo per l'ambiente",
    yes: 'Sì',
    no: 'No',
    notFound: 'Non trovato',
    notice:
      'Dati estratti automaticamente dalla scheda (affidabilità di circa il 99 %). Fa fede solo la scheda di dati di sicurezza del fornitore.',
    page: 'Pagina',
  },
};
