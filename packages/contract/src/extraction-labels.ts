import type { InterfaceLanguage } from './languages.ts';

/**
 * THE labels of the fields the sheet reader extracts (sections 2, 3, 9 and 14), in the four interface languages:
 * the one source for every place that names them (the sheet page, the xlsx workbook of packages/sds, the PDF
 * report, the my-FDS export of extracted data). Titles of worksheets, sections and columns that are not fields
 * stay with their place.
 */
export interface ExtractionFieldLabels {
  signalWord: string;
  pictograms: string;
  hStatements: string;
  euhStatements: string;
  pStatements: string;
  cas: string;
  ec: string;
  indexNumber: string;
  reachNumber: string;
  concentration: string;
  /** A component's own H statements (composition lists). */
  componentH: string;
  state: string;
  colour: string;
  odour: string;
  flashPoint: string;
  boilingPoint: string;
  pH: string;
  density: string;
  viscosity: string;
  unNumber: string;
  shippingName: string;
  transportClass: string;
  packingGroup: string;
  environmentalHazard: string;
  /** The physical states the reader names by an English keyword. */
  states: Record<'liquid' | 'solid' | 'gas', string>;
  yes: string;
  no: string;
  /** A field the reader did not find. */
  notFound: string;
}

export const EXTRACTION_FIELD_LABELS: Record<InterfaceLanguage, ExtractionFieldLabels> = {
  fr: {
    signalWord: 'Mention d’avertissement',
    pictograms: 'Pictogrammes',
    hStatements: 'Mentions de danger',
    euhStatements: 'Informations additionnelles sur les dangers (EUH)',
    pStatements: 'Conseils de prudence',
    cas: 'CAS',
    ec: 'CE',
    indexNumber: 'N° index',
    reachNumber: 'N° d’enregistrement REACH',
    concentration: 'Concentration',
    componentH: 'Mentions H',
    state: 'État physique',
    colour: 'Couleur',
    odour: 'Odeur',
    flashPoint: 'Point d’éclair',
    boilingPoint: 'Point d’ébullition',
    pH: 'pH',
    density: 'Densité',
    viscosity: 'Viscosité',
    unNumber: 'Numéro ONU',
    shippingName: 'Désignation officielle de transport',
    transportClass: 'Classe de transport',
    packingGroup: 'Groupe d’emballage',
    environmentalHazard: 'Danger pour l’environnement',
    states: { liquid: 'liquide', solid: 'solide', gas: 'gaz' },
    yes: 'Oui',
    no: 'Non',
    notFound: 'Non trouvé',
  },
  en: {
    signalWord: 'Signal word',
    pictograms: 'Pictograms',
    hStatements: 'Hazard statements',
    euhStatements: 'Supplemental hazard information (EUH)',
    pStatements: 'Precautionary statements',
    cas: 'CAS',
    ec: 'EC',
    indexNumber: 'Index no.',
    reachNumber: 'REACH registration no.',
    concentration: 'Concentration',
    componentH: 'H statements',
    state: 'Physical state',
    colour: 'Colour',
    odour: 'Odour',
    flashPoint: 'Flash point',
    boilingPoint: 'Boiling point',
    pH: 'pH',
    density: 'Density',
    viscosity: 'Viscosity',
    unNumber: 'UN number',
    shippingName: 'Official transport name',
    transportClass: 'Transport class',
    packingGroup: 'Packing group',
    environmentalHazard: 'Environmental hazard',
    states: { liquid: 'liquid', solid: 'solid', gas: 'gas' },
    yes: 'Yes',
    no: 'No',
    notFound: 'Not found',
  },
  de: {
    signalWord: 'Signalwort',
    pictograms: 'Piktogramme',
    hStatements: 'Gefahrenhinweise',
    euhStatements: 'Ergänzende Gefahrenmerkmale (EUH)',
    pStatements: 'Sicherheitshinweise',
    cas: 'CAS',
    ec: 'EG',
    indexNumber: 'Index-Nr.',
    reachNumber: 'REACH-Registrierungsnr.',
    concentration: 'Konzentration',
    componentH: 'H-Sätze',
    state: 'Aggregatzustand',
    colour: 'Farbe',
    odour: 'Geruch',
    flashPoint: 'Flammpunkt',
    boilingPoint: 'Siedepunkt',
    pH: 'pH-Wert',
    density: 'Dichte',
    viscosity: 'Viskosität',
    unNumber: 'UN-Nummer',
    shippingName: 'Offizielle Benennung für die Beförderung',
    transportClass: 'Transportklasse',
    packingGroup: 'Verpackungsgruppe',
    environmentalHazard: 'Umweltgefahr',
    states: { liquid: 'flüssig', solid: 'fest', gas: 'gasförmig' },
    yes: 'Ja',
    no: 'Nein',
    notFound: 'Nicht gefunden',
  },
  it: {
    signalWord: 'Avvertenza',
    pictograms: 'Pittogrammi',
    hStatements: 'Indicazioni di pericolo',
    euhStatements: 'Informazioni supplementari sui pericoli (EUH)',
    pStatements: 'Consigli di prudenza',
    cas: 'CAS',
    ec: 'CE',
    indexNumber: 'N. indice',
    reachNumber: 'N. di registrazione REACH',
    concentration: 'Concentrazione',
    componentH: 'Indicazioni H',
    state: 'Stato fisico',
    colour: 'Colore',
    odour: 'Odore',
    flashPoint: 'Punto di infiammabilità',
    boilingPoint: 'Punto di ebollizione',
    pH: 'pH',
    density: 'Densità',
    viscosity: 'Viscosità',
    unNumber: 'Numero ONU',
    shippingName: 'Designazione ufficiale di trasporto',
    transportClass: 'Classe di trasporto',
    packingGroup: 'Gruppo di imballaggio',
    environmentalHazard: "Pericolo per l'ambiente",
    states: { liquid: 'liquido', solid: 'solido', gas: 'gassoso' },
    yes: 'Sì',
    no: 'No',
    notFound: 'Non trovato',
  },
};
