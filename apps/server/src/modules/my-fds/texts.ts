import { EXTRACTION_FIELD_LABELS, type InterfaceLanguage } from '@openfds/contract';

/** Texts the server writes for the personal space: the daily digest and the export headings. */

export const DIGEST_TEXTS: Record<InterfaceLanguage, { subject: string; intro: string; line: string; outro: string }> = {
  fr: {
    subject: 'Mes FDS : {count} fiche(s) mise(s) à jour',
    intro: 'Bonjour,\nde nouvelles révisions de {count} fiche(s) de votre espace Mes FDS ont été publiées. Votre espace affiche désormais la dernière version.',
    line: '- {product} (révision du {date}) : {count} modification(s) - {link}',
    outro: 'Le détail des modifications est dans le journal des modifications de votre espace : {link}',
  },
  en: {
    subject: 'My SDS: {count} sheet(s) updated',
    intro: 'Hello,\nnew revisions of {count} sheet(s) of your My SDS space were published. Your space now shows the latest version.',
    line: '- {product} (revision of {date}): {count} change(s) - {link}',
    outro: 'The details are in the change log of your space: {link}',
  },
  de: {
    subject: 'Meine SDB: {count} Datenblatt/Datenblätter aktualisiert',
    intro:
      'Guten Tag,\n' +
      'für {count} Datenblatt/Datenblätter Ihres Bereichs „Meine SDB“ wurden neue Revisionen ' +
      'veröffentlicht. Ihr Bereich zeigt jetzt die neueste Version.',
    line: '- {product} (Revision vom {date}): {count} Änderung(en) - {link}',
    outro: 'Die Einzelheiten stehen im Änderungsprotokoll Ihres Bereichs: {link}',
  },
  it: {
    subject: 'Le mie SDS: {count} scheda/e aggiornata/e',
    intro: 'Buongiorno,\nsono state pubblicate nuove revisioni di {count} scheda/e del tuo spazio Le mie SDS. Il tuo spazio mostra ora l’ultima versione.',
    line: '- {product} (revisione del {date}): {count} modifica/he - {link}',
    outro: 'I dettagli sono nel registro delle modifiche del tuo spazio: {link}',
  },
};

export const CHANGELOG_HEADINGS: Record<InterfaceLanguage, string[]> = {
  fr: [
    'Code document',
    'Produit',
    'Fournisseur',
    'Section',
    'Libellé',
    'Date de création',
    'Date de modification',
    'Champ modifié',
    'Ancienne valeur',
    'Nouvelle valeur',
  ],
  en: ['Document code', 'Product', 'Supplier', 'Section', 'Label', 'Creation date', 'Modification date', 'Modified field', 'Old value', 'New value'],
  de: ['Dokumentcode', 'Produkt', 'Lieferant', 'Abschnitt', 'Bezeichnung', 'Erstellungsdatum', 'Änderungsdatum', 'Geändertes Feld', 'Alter Wert', 'Neuer Wert'],
  it: [
    'Codice documento',
    'Prodotto',
    'Fornitore',
    'Sezione',
    'Etichetta',
    'Data di creazione',
    'Data di modifica',
    'Campo modificato',
    'Valore precedente',
    'Nuovo valore',
  ],
};

/**
 * The change-log workbook's worksheet of sheets whose extracted-data changes are left out at the user's FDS-Extract
 * level (issue #14): what is missing and how to see it.
 */
export const CHANGELOG_WITHHELD: Record<InterfaceLanguage, { sheet: string; columns: string[]; notes: Record<'basic' | 'none', string> }> = {
  fr: {
    sheet: 'Non affiché',
    columns: ['Code document', 'Produit', 'Fournisseur', 'Modifications non affichées', 'Pour les voir'],
    notes: {
      basic: "Pictogrammes et mention d'avertissement : avec FDS-Extract standard (les mentions H et les composants sont inclus dans SafeBox).",
      none: 'Données extraites (mentions H, composants, pictogrammes...) : avec FDS-Extract standard, ou leur partie de base avec SafeBox (gratuit).',
    },
  },
  en: {
    sheet: 'Not shown',
    columns: ['Document code', 'Product', 'Supplier', 'Changes not shown', 'To see them'],
    notes: {
      basic: 'Pictograms and signal word: with FDS-Extract standard (hazard statements and components come with SafeBox).',
      none: 'Extracted data (hazard statements, components, pictograms...): with FDS-Extract standard, or its basic part with SafeBox (free).',
    },
  },
  de: {
    sheet: 'Nicht angezeigt',
    columns: ['Dokumentcode', 'Produkt', 'Lieferant', 'Nicht angezeigte Änderungen', 'So sehen Sie sie'],
    notes: {
      basic: 'Piktogramme und Signalwort: mit FDS-Extract standard (H-Sätze und Bestandteile sind in SafeBox enthalten).',
      none: 'Extrahierte Daten (H-Sätze, Bestandteile, Piktogramme...): mit FDS-Extract standard, oder ihr Basisteil mit SafeBox (kostenlos).',
    },
  },
  it: {
    sheet: 'Non mostrato',
    columns: ['Codice documento', 'Prodotto', 'Fornitore', 'Modifiche non mostrate', 'Per vederle'],
    notes: {
      basic: 'Pittogrammi e avvertenza: con FDS-Extract standard (le indicazioni H e i componenti sono inclusi in SafeBox).',
      none: 'Dati estratti (indicazioni H, componenti, pittogrammi...): con FDS-Extract standard, o la loro parte di base con SafeBox (gratuito).',
    },
  },
};

/**
 * Headings of the extracted-data workbook; the field columns are labelled by the one source (EXTRACTION_FIELD_LABELS).
 * `levels` names the data level a sheet's row holds (FDS-Extract gating: full, SafeBox basic, none).
 */
type ExtractedHeadings = {
  sheets: string;
  components: string;
  columns: string[];
  componentColumns: string[];
  levels: Record<'full' | 'basic' | 'none', string>;
};
type OwnHeadings = Omit<ExtractedHeadings, 'columns'> & { columns: string[]; dataLevel: string };

function extractedHeadings(language: InterfaceLanguage, own: OwnHeadings): ExtractedHeadings {
  const F = EXTRACTION_FIELD_LABELS[language];
  return {
    sheets: own.sheets,
    components: own.components,
    levels: own.levels,
    columns: [...own.columns, F.hStatements, F.pictograms, F.signalWord, F.state, F.flashPoint, F.unNumber, F.packingGroup, own.dataLevel],
    componentColumns: [...own.componentColumns, F.cas, F.ec, F.reachNumber, F.concentration, F.componentH],
  };
}

export const EXTRACTED_HEADINGS: Record<InterfaceLanguage, ExtractedHeadings> = {
  fr: extractedHeadings('fr', {
    levels: {
      full: 'FDS-Extract standard',
      basic: 'Basique (SafeBox) : mentions H et identifiants',
      none: 'Non inclus : rejoignez SafeBox ou achetez FDS-Extract',
    },
    sheets: 'Fiches',
    components: 'Composants',
    columns: ['Code document', 'Produit', 'Fournisseur', 'Date de révision', 'Extraction'],
    dataLevel: 'Niveau des données',
    componentColumns: ['Code document', 'Produit', 'Composant'],
  }),
  en: extractedHeadings('en', {
    levels: { full: 'FDS-Extract standard', basic: 'Basic (SafeBox): H statements and identifiers', none: 'Not included: join SafeBox or buy FDS-Extract' },
    sheets: 'Sheets',
    components: 'Components',
    columns: ['Document code', 'Product', 'Supplier', 'Revision date', 'Extraction'],
    dataLevel: 'Data level',
    componentColumns: ['Document code', 'Product', 'Component'],
  }),
  de: extractedHeadings('de', {
    levels: {
      full: 'FDS-Extract Standard',
      basic: 'Basis (SafeBox): H-Sätze und Kennungen',
      none: 'Nicht enthalten: SafeBox beitreten oder FDS-Extract kaufen',
    },
    sheets: 'Datenblätter',
    components: 'Bestandteile',
    columns: ['Dokumentcode', 'Produkt', 'Lieferant', 'Revisionsdatum', 'Extraktion'],
    dataLevel: 'Datenstufe',
    componentColumns: ['Dokumentcode', 'Produkt', 'Bestandteil'],
  }),
  it: extractedHeadings('it', {
    levels: {
      full: 'FDS-Extract standard',
      basic: 'Base (SafeBox): indicazioni H e identificativi',
      none: 'Non incluso: aderisci a SafeBox o acquista FDS-Extract',
    },
    sheets: 'Schede',
    components: 'Componenti',
    columns: ['Codice documento', 'Prodotto', 'Fornitore', 'Data di revisione', 'Estrazione'],
    dataLevel: 'Livello dei dati',
    componentColumns: ['Codice documento', 'Prodotto', 'Componente'],
  }),
};

/**
 * The export's file column for a sheet whose PDF is not in the zip (issue #23: a sheet that truly has no file says
 * so in words and is still listed), by the reason the catalogue's sheet source gives.
 */
export const FILE_MISSING: Record<InterfaceLanguage, Record<'file_missing' | 'file_not_rendered' | 'unknown_sheet', string>> = {
  fr: {
    file_missing: 'Pas de fichier : le PDF enregistré est introuvable',
    file_not_rendered: 'Pas de fichier : le PDF n’a pas pu être produit',
    unknown_sheet: 'Pas de fichier : la fiche n’existe plus',
  },
  en: {
    file_missing: 'No file: the stored PDF cannot be found',
    file_not_rendered: 'No file: the PDF could not be produced',
    unknown_sheet: 'No file: the sheet no longer exists',
  },
  de: {
    file_missing: 'Keine Datei: die gespeicherte PDF-Datei ist nicht auffindbar',
    file_not_rendered: 'Keine Datei: die PDF-Datei konnte nicht erzeugt werden',
    unknown_sheet: 'Keine Datei: das Datenblatt existiert nicht mehr',
  },
  it: {
    file_missing: 'Nessun file: il PDF archiviato è introvabile',
    file_not_rendered: 'Nessun file: non è stato possibile produrre il PDF',
    unknown_sheet: 'Nessun file: la scheda non esiste più',
  },
};
