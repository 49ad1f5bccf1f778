import type { InterfaceLanguage } from '@openfds/contract';

/** Headings of the Quick-ICPE workbook, in the four interface languages. */
export const ICPE_REPORT_TEXTS: Record<
  InterfaceLanguage,
  {
    rubrique: string;
    state: string;
    title: string;
    regime: string;
    tonnes: string;
    products: string;
    next: string;
    margin: string;
    seveso: string;
    assumptions: string;
    source: string;
    status: Record<'none' | 'low' | 'high', string>;
  }
> = {
  fr: {
    rubrique: 'Rubrique',
    state: 'État',
    title: 'Intitulé',
    regime: 'Régime',
    tonnes: 'Tonnes',
    products: 'Fiches',
    next: 'Régime suivant',
    margin: 'Marge (t)',
    seveso: 'Statut Seveso',
    assumptions: 'Hypothèses',
    source: 'Source',
    status: { none: 'Non Seveso', low: 'Seuil bas', high: 'Seuil haut' },
  },
  en: {
    rubrique: 'Rubrique',
    state: 'State',
    title: 'Title',
    regime: 'Régime',
    tonnes: 'Tonnes',
    products: 'Sheets',
    next: 'Next régime',
    margin: 'Margin (t)',
    seveso: 'Seveso status',
    assumptions: 'Assumptions',
    source: 'Source',
    status: { none: 'Not Seveso', low: 'Lower tier', high: 'Upper tier' },
  },
  de: {
    rubrique: 'Rubrik',
    state: 'Zustand',
    title: 'Bezeichnung',
    regime: 'Regime',
    tonnes: 'Tonnen',
    products: 'Datenblätter',
    next: 'Nächstes Regime',
    margin: 'Abstand (t)',
    seveso: 'Seveso-Status',
    assumptions: 'Annahmen',
    source: 'Quelle',
    status: { none: 'Kein Seveso-Betrieb', low: 'Untere Klasse', high: 'Obere Klasse' },
  },
  it: {
    rubrique: 'Rubrica',
    state: 'Stato',
    title: 'Titolo',
    regime: 'Regime',
    tonnes: 'Tonnellate',
    products: 'Schede',
    next: 'Regime successivo',
    margin: 'Margine (t)',
    seveso: 'Stato Seveso',
    assumptions: 'Ipotesi',
    source: 'Fonte',
    status: { none: 'Non Seveso', low: 'Soglia inferiore', high: 'Soglia superiore' },
  },
};
