import { EXTRACTION_FIELD_LABELS } from '@openfds/contract';

/** Worksheet and row titles of the extraction workbook in the four interface languages. */
export type XlsxLanguage = 'fr' | 'en' | 'de' | 'it';

type Labels = Record<string, string>;

/** The extracted fields' labels come from the one source (@openfds/contract EXTRACTION_FIELD_LABELS). */
const fields = (l: XlsxLanguage): Labels => {
  const F = EXTRACTION_FIELD_LABELS[l];
  return {
    hStatements: F.hStatements,
    euhStatements: F.euhStatements,
    pStatements: F.pStatements,
    pictograms: F.pictograms,
    signalWord: F.signalWord,
    cas: F.cas,
    ec: F.ec,
    indexNumber: F.indexNumber,
    reachNumber: F.reachNumber,
    state: F.state,
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
  };
};

const TEXTS: Record<XlsxLanguage, Labels> = {
  en: {
    section1: 'Section 1 Identification', section2: 'Section 2 Hazards', section3: 'Section 3 Composition', section9: 'Section 9 Physical', section14: 'Section 14 Transport', flags: 'Conformity',
    field: 'Field', value: 'Value', raw: 'As printed', unit: 'Unit',
    productName: 'Product name', productCode: 'Product code', ufi: 'UFI', supplierName: 'Supplier', address: 'Address', phone: 'Phone', email: 'E-mail', emergencyPhone: 'Emergency phone', revisionDate: 'Revision date', version: 'Version',
    language: 'Language', format: 'Format', pages: 'Pages', readerVersion: 'Reader version',
    hazardClass: 'Hazard class', category: 'Category', hStatement: 'H statement',
    kind: 'Substance or mixture', name: 'Name', concMin: 'Concentration min', concMax: 'Concentration max', mFactor: 'M-factor (acute / chronic)', scl: 'Specific concentration limits', ate: 'Acute toxicity estimates',
    flag: 'Flag', evidence: 'Evidence', warning: 'Warning',
  },
  fr: {
    section1: 'Rubrique 1 Identification', section2: 'Rubrique 2 Dangers', section3: 'Rubrique 3 Composition', section9: 'Rubrique 9 Propriétés', section14: 'Rubrique 14 Transport', flags: 'Conformité',
    field: 'Champ', value: 'Valeur', raw: 'Texte de la fiche', unit: 'Unité',
    productName: 'Nom du produit', productCode: 'Code produit', ufi: 'UFI', supplierName: 'Fournisseur', address: 'Adresse', phone: 'Téléphone', email: 'E-mail', emergencyPhone: "Téléphone d'urgence", revisionDate: 'Date de révision', version: 'Version',
    language: 'Langue', format: 'Format', pages: 'Pages', readerVersion: 'Version du lecteur',
    hazardClass: 'Classe de danger', category: 'Catégorie', hStatement: 'Mention H',
    kind: 'Substance ou mélange', name: 'Nom', concMin: 'Concentration min', concMax: 'Concentration max', mFactor: 'Facteur M (aigu / chronique)', scl: 'Limites de concentration spécifiques', ate: 'Estimations de la toxicité aiguë',
    flag: 'Signalement', evidence: 'Constat', warning: 'Avertissement',
  },
  de: {
    section1: 'Abschnitt 1 Bezeichnung', section2: 'Abschnitt 2 Gefahren', section3: 'Abschnitt 3 Zusammensetzung', section9: 'Abschnitt 9 Eigenschaften', section14: 'Abschnitt 14 Transport', flags: 'Konformität',
    field: 'Feld', value: 'Wert', raw: 'Text im Blatt', unit: 'Einheit',
    productName: 'Produktname', productCode: 'Produktcode', ufi: 'UFI', supplierName: 'Lieferant', address: 'Anschrift', phone: 'Telefon', email: 'E-Mail', emergencyPhone: 'Notrufnummer', revisionDate: 'Überarbeitet am', version: 'Version',
    language: 'Sprache', format: 'Format', pages: 'Seiten', readerVersion: 'Leserversion',
    hazardClass: 'Gefahrenklasse', category: 'Kategorie', hStatement: 'H-Satz',
    kind: 'Stoff oder Gemisch', name: 'Name', concMin: 'Konzentration min', concMax: 'Konzentration max', mFactor: 'M-Faktor (akut / chronisch)', scl: 'Spezifische Konzentrationsgrenzwerte', ate: 'Schätzwerte der akuten Toxizität',
    flag: 'Hinweis', evidence: 'Befund', warning: 'Warnung',
  },
  it: {
    section1: 'Sezione 1 Identificazione', section2: 'Sezione 2 Pericoli', section3: 'Sezione 3 Composizione', section9: 'Sezione 9 Proprietà', section14: 'Sezione 14 Trasporto', flags: 'Conformità',
    field: 'Campo', value: 'Valore', raw: 'Testo della scheda', unit: 'Unità',
    productName: 'Nome del prodotto', productCode: 'Codice prodotto', ufi: 'UFI', supplierName: 'Fornitore', address: 'Indirizzo', phone: 'Telefono', email: 'E-mail', emergencyPhone: 'Telefono di emergenza', revisionDate: 'Data di revisione', version: 'Versione',
    language: 'Lingua', format: 'Formato', pages: 'Pagine', readerVersion: 'Versione del lettore',
    hazardClass: 'Classe di pericolo', category: 'Categoria', hStatement: 'Indicazione H',
    kind: 'Sostanza o miscela', name: 'Nome', concMin: 'Concentrazione min', concMax: 'Concentrazione max', mFactor: 'Fattore M (acuto / cronico)', scl: 'Limiti di concentrazione specifici', ate: 'Stime della tossicità acuta',
    flag: 'Segnalazione', evidence: 'Riscontro', warning: 'Avviso',
  },
};

export const XLSX_LABELS: Record<XlsxLanguage, Labels> = {
  en: { ...TEXTS.en, ...fields('en') },
  fr: { ...TEXTS.fr, ...fields('fr') },
  de: { ...TEXTS.de, ...fields('de') },
  it: { ...TEXTS.it, ...fields('it') },
};
