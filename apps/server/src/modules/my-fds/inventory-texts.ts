import type { ConformityFlag, InterfaceLanguage, ReadingProblem, ReadingState } from '@openfds/contract';

/**
 * Texts of the my-FDS inventory workbook (issue #23: what a safety officer opens): headings, and every value in
 * words of the reader's language (no 'favourite', 'not_extracted' or 'liquid').
 */

export type InventoryColumn =
  | 'document_code'
  | 'product_name'
  | 'supplier_name'
  | 'revision_date'
  | 'revision_version'
  | 'language'
  | 'source'
  | 'added_at'
  | 'newer_revision'
  | 'internal_reference'
  | 'site'
  | 'storage_location'
  | 'note'
  | 'reading'
  | 'data_level'
  | 'signal_word'
  | 'pictograms'
  | 'h_statements'
  | 'euh_statements'
  | 'components'
  | 'un_number'
  | 'transport_class'
  | 'packing_group'
  | 'flash_point'
  | 'physical_state'
  | 'conformity'
  | 'watch'
  | 'file';

export type ComponentColumn = 'document_code' | 'product_name' | 'supplier_name' | 'name' | 'cas' | 'ec' | 'concentration' | 'h_statements' | 'lists';

export type DataLevel = 'full' | 'basic' | 'none';

export interface InventoryTexts {
  sheets: { inventory: string; components: string; about: string };
  columns: Record<InventoryColumn, string>;
  componentColumns: Record<ComponentColumn, string>;
  source: Record<'favourite' | 'upload' | 'consultation' | 'received', string>;
  reading: Record<ReadingState, string>;
  problem: Record<ReadingProblem, string>;
  conformity: Record<ConformityFlag, string>;
  signalWord: Record<'danger' | 'warning', string>;
  state: Record<'liquid' | 'solid' | 'gas' | 'paste' | 'powder' | 'aerosol', string>;
  level: Record<DataLevel, string>;
  yes: string;
  about: { title: string; exported: string; counts: string; full: string; basic: string; none: string; more: string };
}

export const INVENTORY_TEXTS: Record<InterfaceLanguage, InventoryTexts> = {
  en: {
    sheets: { inventory: 'Inventory', components: 'Components', about: 'About this export' },
    columns: {
      document_code: 'Document code',
      product_name: 'Product',
      supplier_name: 'Supplier',
      revision_date: 'Revision date',
      revision_version: 'Version',
      language: 'Language',
      source: 'Source',
      added_at: 'Added on',
      newer_revision: 'Newer revision',
      internal_reference: 'Internal reference',
      site: 'Site / workshop',
      storage_location: 'Storage location',
      note: 'Note',
      reading: 'Reading',
      data_level: 'Data shown',
      signal_word: 'Signal word',
      pictograms: 'Pictograms',
      h_statements: 'H statements',
      euh_statements: 'EUH statements',
      components: 'Components (CAS, concentration)',
      un_number: 'UN number',
      transport_class: 'Transport class',
      packing_group: 'Packing group',
      flash_point: 'Flash point',
      physical_state: 'Physical state',
      conformity: 'Conformity findings',
      watch: 'Substance watch: lists',
      file: 'File',
    },
    componentColumns: {
      document_code: 'Document code',
      product_name: 'Product',
      supplier_name: 'Supplier',
      name: 'Component',
      cas: 'CAS',
      ec: 'EC',
      concentration: 'Concentration',
      h_statements: 'H statements',
      lists: 'On the lists',
    },
    source: { favourite: 'Added from the catalogue', upload: 'Uploaded', consultation: 'Consulted', received: 'Received' },
    reading: {
      not_read: 'Not read yet',
      queued: 'Queued for reading',
      being_read: 'Being read',
      read: 'Read',
      not_concerned: 'Not concerned',
      could_not_read: 'Could not be read',
      not_available: 'File not available',
    },
    problem: {
      timeout: 'reading took too long',
      bad_pdf: 'the PDF is damaged',
      unreadable: 'no text could be read (scanned sheet)',
      reader_failed: 'the reader failed on this file',
      not_a_sheet: 'not a safety data sheet',
      no_file: 'no file',
      file_missing: 'the stored file cannot be found',
      file_not_rendered: 'the file could not be produced',
    },
    conformity: {
      unreadable: 'Unreadable',
      badPdf: 'Damaged PDF',
      wrongLanguage: 'Not in its declared language',
      notEuropeanFormat: 'Not in the European 16-section format',
      missingPage: 'A page is missing',
      noSupplier: 'No supplier named',
      noProductName: 'No product name',
      severalSheets: 'Several sheets in one file',
    },
    signalWord: { danger: 'Danger', warning: 'Warning' },
    state: { liquid: 'Liquid', solid: 'Solid', gas: 'Gas', paste: 'Paste', powder: 'Powder', aerosol: 'Aerosol' },
    level: { full: 'All extracted data (FDS-Extract)', basic: 'Basic (SafeBox): H statements and components', none: 'Identity only' },
    yes: 'Yes',
    about: {
      title: 'My SDS: inventory of the sheets of my space',
      exported: 'Exported on',
      counts: 'Sheets: {total} (all data: {full}, basic: {basic}, identity only: {none})',
      full: 'All extracted data: the sheets an FDS-Extract standard or Premium credit was spent on.',
      basic: 'Basic: as a SafeBox member (free), the H and EUH statements and the components (name, CAS, EC) of every sheet.',
      none: 'Identity only: without SafeBox or FDS-Extract, the sheet, its supplier and your own fields; the extracted data is left empty.',
      more: 'Pictograms, signal word, concentrations, transport and physical data come with FDS-Extract standard.',
    },
  },
  fr: {
    sheets: { inventory: 'Inventaire', components: 'Composants', about: 'À propos de cet export' },
    columns: {
      document_code: 'Code document',
      product_name: 'Produit',
      supplier_name: 'Fournisseur',
      revision_date: 'Date de révision',
      revision_version: 'Version',
      language: 'Langue',
      source: 'Origine',
      added_at: 'Ajoutée le',
      newer_revision: 'Nouvelle révision',
      internal_reference: 'Référence interne',
      site: 'Site / atelier',
      storage_location: 'Lieu de stockage',
      note: 'Note',
      reading: 'Lecture',
      data_level: 'Données affichées',
      signal_word: "Mention d'avertissement",
      pictograms: 'Pictogrammes',
      h_statements: 'Mentions H',
      euh_statements: 'Mentions EUH',
      components: 'Composants (CAS, concentration)',
      un_number: 'Numéro ONU',
      transport_class: 'Classe de transport',
      packing_group: "Groupe d'emballage",
      flash_point: "Point d'éclair",
      physical_state: 'État physique',
      conformity: 'Constats de conformité',
      watch: 'Veille des substances : listes',
      file: 'Fichier',
    },
    componentColumns: {
      document_code: 'Code document',
      product_name: 'Produit',
      supplier_name: 'Fournisseur',
      name: 'Composant',
      cas: 'CAS',
      ec: 'CE',
      concentration: 'Concentration',
      h_statements: 'Mentions H',
      lists: 'Sur les listes',
    },
    source: { favourite: 'Ajoutée depuis le catalogue', upload: 'Déposée', consultation: 'Consultée', received: 'Reçue' },
    reading: {
      not_read: 'Pas encore lue',
      queued: 'En attente de lecture',
      being_read: 'En cours de lecture',
      read: 'Lue',
      not_concerned: 'Non concernée',
      could_not_read: "N'a pas pu être lue",
      not_available: 'Fichier non disponible',
    },
    problem: {
      timeout: 'la lecture a pris trop de temps',
      bad_pdf: 'le PDF est endommagé',
      unreadable: "aucun texte n'a pu être lu (fiche scannée)",
      reader_failed: 'le lecteur a échoué sur ce fichier',
      not_a_sheet: "ce n'est pas une fiche de données de sécurité",
      no_file: 'pas de fichier',
      file_missing: 'le fichier enregistré est introuvable',
      file_not_rendered: "le fichier n'a pas pu être produit",
    },
    conformity: {
      unreadable: 'Illisible',
      badPdf: 'PDF endommagé',
      wrongLanguage: 'Pas dans la langue annoncée',
      notEuropeanFormat: 'Pas au format européen en 16 sections',
      missingPage: 'Une page manque',
      noSupplier: 'Aucun fournisseur indiqué',
      noProductName: 'Aucun nom de produit',
      severalSheets: 'Plusieurs fiches dans un fichier',
    },
    signalWord: { danger: 'Danger', warning: 'Attention' },
    state: { liquid: 'Liquide', solid: 'Solide', gas: 'Gaz', paste: 'Pâte', powder: 'Poudre', aerosol: 'Aérosol' },
    level: { full: 'Toutes les données extraites (FDS-Extract)', basic: 'Base (SafeBox) : mentions H et composants', none: 'Identité seule' },
    yes: 'Oui',
    about: {
      title: 'Mes FDS : inventaire des fiches de mon espace',
      exported: 'Exporté le',
      counts: 'Fiches : {total} (toutes les données : {full}, base : {basic}, identité seule : {none})',
      full: 'Toutes les données extraites : les fiches sur lesquelles un crédit FDS-Extract standard ou Premium a été utilisé.',
      basic: 'Base : en tant que membre SafeBox (gratuit), les mentions H et EUH et les composants (nom, CAS, CE) de chaque fiche.',
      none: 'Identité seule : sans SafeBox ni FDS-Extract, la fiche, son fournisseur et vos propres champs ; les données extraites restent vides.',
      more: "Pictogrammes, mention d'avertissement, concentrations, données de transport et physiques : avec FDS-Extract standard.",
    },
  },
  de: {
    sheets: { inventory: 'Bestand', components: 'Bestandteile', about: 'Über diesen Export' },
    columns: {
      document_code: 'Dokumentcode',
      product_name: 'Produkt',
      supplier_name: 'Lieferant',
      revision_date: 'Revisionsdatum',
      revision_version: 'Version',
      language: 'Sprache',
      source: 'Herkunft',
      added_at: 'Hinzugefügt am',
      newer_revision: 'Neuere Revision',
      internal_reference: 'Interne Referenz',
      site: 'Standort / Werkstatt',
      storage_location: 'Lagerort',
      note: 'Notiz',
      reading: 'Lesen',
      data_level: 'Angezeigte Daten',
      signal_word: 'Signalwort',
      pictograms: 'Piktogramme',
      h_statements: 'H-Sätze',
      euh_statements: 'EUH-Sätze',
      components: 'Bestandteile (CAS, Konzentration)',
      un_number: 'UN-Nummer',
      transport_class: 'Transportklasse',
      packing_group: 'Verpackungsgruppe',
      flash_point: 'Flammpunkt',
      physical_state: 'Aggregatzustand',
      conformity: 'Konformitätsbefunde',
      watch: 'Stoffüberwachung: Listen',
      file: 'Datei',
    },
    componentColumns: {
      document_code: 'Dokumentcode',
      product_name: 'Produkt',
      supplier_name: 'Lieferant',
      name: 'Bestandteil',
      cas: 'CAS',
      ec: 'EG',
      concentration: 'Konzentration',
      h_statements: 'H-Sätze',
      lists: 'Auf den Listen',
    },
    source: { favourite: 'Aus dem Katalog hinzugefügt', upload: 'Hochgeladen', consultation: 'Angesehen', received: 'Erhalten' },
    reading: {
      not_read: 'Noch nicht gelesen',
      queued: 'Zum Lesen eingereiht',
      being_read: 'Wird gelesen',
      read: 'Gelesen',
      not_concerned: 'Nicht betroffen',
      could_not_read: 'Konnte nicht gelesen werden',
      not_available: 'Datei nicht verfügbar',
    },
    problem: {
      timeout: 'das Lesen dauerte zu lange',
      bad_pdf: 'die PDF-Datei ist beschädigt',
      unreadable: 'kein Text lesbar (gescanntes Datenblatt)',
      reader_failed: 'das Lesen dieser Datei ist fehlgeschlagen',
      not_a_sheet: 'kein Sicherheitsdatenblatt',
      no_file: 'keine Datei',
      file_missing: 'die gespeicherte Datei ist nicht auffindbar',
      file_not_rendered: 'die Datei konnte nicht erzeugt werden',
    },
    conformity: {
      unreadable: 'Unlesbar',
      badPdf: 'Beschädigte PDF-Datei',
      wrongLanguage: 'Nicht in der angegebenen Sprache',
      notEuropeanFormat: 'Nicht im europäischen Format mit 16 Abschnitten',
      missingPage: 'Eine Seite fehlt',
      noSupplier: 'Kein Lieferant angegeben',
      noProductName: 'Kein Produktname',
      severalSheets: 'Mehrere Datenblätter in einer Datei',
    },
    signalWord: { danger: 'Gefahr', warning: 'Achtung' },
    state: { liquid: 'Flüssig', solid: 'Fest', gas: 'Gasförmig', paste: 'Pastös', powder: 'Pulver', aerosol: 'Aerosol' },
    level: { full: 'Alle extrahierten Daten (FDS-Extract)', basic: 'Basis (SafeBox): H-Sätze und Bestandteile', none: 'Nur Identität' },
    yes: 'Ja',
    about: {
      title: 'Meine SDB: Bestand der Datenblätter meines Bereichs',
      exported: 'Exportiert am',
      counts: 'Datenblätter: {total} (alle Daten: {full}, Basis: {basic}, nur Identität: {none})',
      full: 'Alle extrahierten Daten: die Datenblätter, für die ein Guthaben FDS-Extract standard oder Premium verwendet wurde.',
      basic: 'Basis: als SafeBox-Mitglied (kostenlos) die H- und EUH-Sätze und die Bestandteile (Name, CAS, EG) jedes Datenblatts.',
      none: 'Nur Identität: ohne SafeBox oder FDS-Extract das Datenblatt, sein Lieferant und Ihre eigenen Felder; die extrahierten Daten bleiben leer.',
      more: 'Piktogramme, Signalwort, Konzentrationen, Transport- und physikalische Daten: mit FDS-Extract standard.',
    },
  },
  it: {
    sheets: { inventory: 'Inventario', components: 'Componenti', about: 'Informazioni su questa esportazione' },
    columns: {
      document_code: 'Codice documento',
      product_name: 'Prodotto',
      supplier_name: 'Fornitore',
      revision_date: 'Data di revisione',
      revision_version: 'Versione',
      language: 'Lingua',
      source: 'Origine',
      added_at: 'Aggiunta il',
      newer_revision: 'Nuova revisione',
      internal_reference: 'Riferimento interno',
      site: 'Sito / reparto',
      storage_location: 'Luogo di stoccaggio',
      note: 'Nota',
      reading: 'Lettura',
      data_level: 'Dati mostrati',
      signal_word: 'Avvertenza',
      pictograms: 'Pittogrammi',
      h_statements: 'Indicazioni H',
      euh_statements: 'Indicazioni EUH',
      components: 'Componenti (CAS, concentrazione)',
      un_number: 'Numero ONU',
      transport_class: 'Classe di trasporto',
      packing_group: 'Gruppo di imballaggio',
      flash_point: 'Punto di infiammabilità',
      physical_state: 'Stato fisico',
      conformity: 'Rilievi di conformità',
      watch: 'Sorveglianza delle sostanze: elenchi',
      file: 'File',
    },
    componentColumns: {
      document_code: 'Codice documento',
      product_name: 'Prodotto',
      supplier_name: 'Fornitore',
      name: 'Componente',
      cas: 'CAS',
      ec: 'CE',
      concentration: 'Concentrazione',
      h_statements: 'Indicazioni H',
      lists: 'Negli elenchi',
    },
    source: { favourite: 'Aggiunta dal catalogo', upload: 'Caricata', consultation: 'Consultata', received: 'Ricevuta' },
    reading: {
      not_read: 'Non ancora letta',
      queued: 'In coda per la lettura',
      being_read: 'In lettura',
      read: 'Letta',
      not_concerned: 'Non interessata',
      could_not_read: 'Non è stato possibile leggerla',
      not_available: 'File non disponibile',
    },
    problem: {
      timeout: 'la lettura ha richiesto troppo tempo',
      bad_pdf: 'il PDF è danneggiato',
      unreadable: 'nessun testo leggibile (scheda scansionata)',
      reader_failed: 'la lettura di questo file non è riuscita',
      not_a_sheet: 'non è una scheda di dati di sicurezza',
      no_file: 'nessun file',
      file_missing: 'il file archiviato è introvabile',
      file_not_rendered: 'non è stato possibile produrre il file',
    },
    conformity: {
      unreadable: 'Illeggibile',
      badPdf: 'PDF danneggiato',
      wrongLanguage: 'Non nella lingua dichiarata',
      notEuropeanFormat: 'Non nel formato europeo in 16 sezioni',
      missingPage: 'Manca una pagina',
      noSupplier: 'Nessun fornitore indicato',
      noProductName: 'Nessun nome di prodotto',
      severalSheets: 'Più schede in un file',
    },
    signalWord: { danger: 'Pericolo', warning: 'Attenzione' },
    state: { liquid: 'Liquido', solid: 'Solido', gas: 'Gassoso', paste: 'Pasta', powder: 'Polvere', aerosol: 'Aerosol' },
    level: { full: 'Tutti i dati estratti (FDS-Extract)', basic: 'Base (SafeBox): indicazioni H e componenti', none: 'Solo identità' },
    yes: 'Sì',
    about: {
      title: 'Le mie SDS: inventario delle schede del mio spazio',
      exported: 'Esportato il',
      counts: 'Schede: {total} (tutti i dati: {full}, base: {basic}, solo identità: {none})',
      full: 'Tutti i dati estratti: le schede su cui è stato usato un credito FDS-Extract standard o Premium.',
      basic: 'Base: come membro SafeBox (gratuito), le indicazioni H ed EUH e i componenti (nome, CAS, CE) di ogni scheda.',
      none: 'Solo identità: senza SafeBox né FDS-Extract, la scheda, il fornitore e i tuoi campi; i dati estratti restano vuoti.',
      more: 'Pittogrammi, avvertenza, concentrazioni, dati di trasporto e fisici: con FDS-Extract standard.',
    },
  },
};
