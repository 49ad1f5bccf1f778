/** Worksheet and row titles of the extraction workbook in the four interface languages. */
export type XlsxLanguage = 'fr' | 'en' | 'de' | 'it';

type Labels = Record<string, string>;

export const XLSX_LABELS: Record<XlsxLanguage, Labels> = {
  en: {
    section1: 'Section 1 Identification', section2: 'Section 2 Hazards', section3: 'Section 3 Composition', section9: 'Section 9 Physical', section14: 'Section 14 Transport', flags: 'Conformity',
    field: 'Field', value: 'Value', raw: 'As printed', unit: 'Unit',
    productName: 'Product name', productCode: 'Product code', ufi: 'UFI', supplierName: 'Supplier', address: 'Address', phone: 'Phone', email: 'E-mail', emergencyPhone: 'Emergency phone', revisionDate: 'Revision date', version: 'Version',
    language: 'Language', format: 'Format', pages: 'Pages', readerVersion: 'Reader version',
    hazardClass: 'Hazard class', category: 'Category', hStatement: 'H statement', hStatements: 'H statements', euhStatements: 'EUH statements', pStatements: 'P statements', pictograms: 'Pictograms', signalWord: 'Signal word',
    kind: 'Substance or mixture', name: 'Name', cas: 'CAS', ec: 'EC', indexNumber: 'Index number', reachNumber: 'REACH registration', concMin: 'Concentration min', concMax: 'Concentration max', mFactor: 'M-factor (acute / chronic)', scl: 'Specific concentration limits', ate: 'Acute toxicity estimates',
    state: 'Physical state', colour: 'Colour', odour: 'Odour', flashPoint: 'Flash point', boilingPoint: 'Boiling point', pH: 'pH', density: 'Density', viscosity: 'Viscosity',
    unNumber: 'UN number', shippingName: 'Proper shipping name', transportClass: 'Transport class', packingGroup: 'Packing group', environmentalHazard: 'Environmental hazard',
    flag: 'Flag', evidence: 'Evidence', warning: 'Warning', yes: 'yes', no: 'no',
  },
  fr: {
    section1: 'Rubrique 1 Identification', section2: 'Rubrique 2 Dangers', section3: 'Rubrique 3 Composition', section9: 'Rubrique 9 Propriétés', section14: 'Rubrique 14 Transport', flags: 'Conformité',
    field: 'Champ', value: 'Valeur', raw: 'Texte de la fiche', unit: 'Unité',
    productName: 'Nom du produit', productCode: 'Code produit', ufi: 'UFI', supplierName: 'Fournisseur', address: 'Adresse', phone: 'Téléphone', email: 'E-mail', emergencyPhone: "Téléphone d'urgence", revisionDate: 'Date de révision', version: 'Version',
    language: 'Langue', format: 'Format', pages: 'Pages', readerVersion: 'Version du lecteur',
    hazardClass: 'Classe de danger', category: 'Catégorie', hStatement: 'Mention H', hStatements: 'Mentions H', euhStatements: 'Mentions EUH', pStatements: 'Conseils P', pictograms: 'Pictogrammes', signalWord: "Mention d'avertissement",
    kind: 'Substance ou mélange', name: 'Nom', cas: 'CAS', ec: 'CE', indexNumber: "Numéro index", reachNumber: 'Enregistrement REACH', concMin: 'Concentration min', concMax: 'Concentration max', mFactor: 'Facteur M (aigu / chronique)', scl: 'Limites de concentration spécifiques', ate: 'Estimations de la toxicité aiguë',
    state: 'État physique', colour: 'Couleur', odour: 'Odeur', flashPoint: "Point d'éclair", boilingPoint: "Point d'ébullition", pH: 'pH', density: 'Densité', viscosity: 'Viscosité',
    unNumber: 'Numéro ONU', shippingName: 'Désignation officielle de transport', transportClass: 'Classe de transport', packingGroup: "Groupe d'emballage", environmentalHazard: "Danger pour l'environnement",
    flag: 'Signalement', evidence: 'Constat', warning: 'Avertissement', yes: 'oui', no: 'non',
  },
  de: {
    section1: 'Abschnitt 1 Bezeichnung', section2: 'Abschnitt 2 Gefahren', section3: 'Abschnitt 3 Zusammensetzung', section9: 'Abschnitt 9 Eigenschaften', section14: 'Abschnitt 14 Transport', flags: 'Konformität',
    field: 'Feld', value: 'Wert', raw: 'Text im Blatt', unit: 'Einheit',
    productName: 'Produktname', productCode: 'Produktcode', ufi: 'UFI', supplierName: 'Lieferant', address: 'Anschrift', phone: 'Telefon', email: 'E-Mail', emergencyPhone: 'Notrufnummer', revisionDate: 'Überarbeitet am', version: 'Version',
    language: 'Sprache', format: 'Format', pages: 'Seiten', readerVersion: 'Leserversion',
    hazardClass: 'Gefahrenklasse', category: 'Kategorie', hStatement: 'H-Satz', hStatements: 'H-Sätze', euhStatements: 'EUH-Sätze', pStatements: 'P-Sätze', pictograms: 'Piktogramme', signalWord: 'Signalwort',
    kind: 'Stoff oder Gemisch', name: 'Name', cas: 'CAS', ec: 'EG', indexNumber: 'Index-Nr.', reachNumber: 'REACH-Registrierung', concMin: 'Konzentration min', concMax: 'Konzentration max', mFactor: 'M-Faktor (akut / chronisch)', scl: 'Spezifische Konzentrationsgrenzwerte', ate: 'Schätzwerte der akuten Toxizität',
    state: 'Aggregatzustand', colour: 'Farbe', odour: 'Geruch', flashPoint: 'Flammpunkt', boilingPoint: 'Siedepunkt', pH: 'pH', density: 'Dichte', viscosity: 'Viskosität',
    unNumber: 'UN-Nummer', shippingName: 'Versandbezeichnung', transportClass: 'Transportklasse', packingGroup: 'Verpackungsgruppe', environmentalHazard: 'Umweltgefahr',
    flag: 'Hinweis', evidence: 'Befund', warning: 'Warnung', yes: 'ja', no: 'nein',
  },
  it: {
    section1: 'Sezione 1 Identificazione', section2: 'Sezione 2 Pericoli', section3: 'Sezione 3 Composizione', section9: 'Sezione 9 Proprietà', section14: 'Sezione 14 Trasporto', flags: 'Conformità',
    field: 'Campo', value: 'Valore', raw: 'Testo della scheda', unit: 'Unità',
    productName: 'Nome del prodotto', productCode: 'Codice prodotto', ufi: 'UFI', supplierName: 'Fornitore', address: 'Indirizzo', phone: 'Telefono', email: 'E-mail', emergencyPhone: 'Telefono di emergenza', revisionDate: 'Data di revisione', version: 'Versione',
    language: 'Lingua', format: 'Formato', pages: 'Pagine', readerVersion: 'Versione del lettore',
    hazardClass: 'Classe di pericolo', category: 'Categoria', hStatement: 'Indicazione H', hStatements: 'Indicazioni H', euhStatements: 'Indicazioni EUH', pStatements: 'Consigli P', pictograms: 'Pittogrammi', signalWord: 'Avvertenza',
    kind: 'Sostanza o miscela', name: 'Nome', cas: 'CAS', ec: 'CE', indexNumber: 'Numero indice', reachNumber: 'Registrazione REACH', concMin: 'Concentrazione min', concMax: 'Concentrazione max', mFactor: 'Fattore M (acuto / cronico)', scl: 'Limiti di concentrazione specifici', ate: 'Stime della tossicità acuta',
    state: 'Stato fisico', colour: 'Colore', odour: 'Odore', flashPoint: 'Punto di infiammabilità', boilingPoint: 'Punto di ebollizione', pH: 'pH', density: 'Densità', viscosity: 'Viscosità',
    unNumber: 'Numero ONU', shippingName: 'Nome di spedizione', transportClass: 'Classe di trasporto', packingGroup: 'Gruppo di imballaggio', environmentalHazard: "Pericolo per l'ambiente",
    flag: 'Segnalazione', evidence: 'Riscontro', warning: 'Avviso', yes: 'sì', no: 'no',
  },
};
