import type { StatementLanguage } from './statement-types.ts';

/** The nine CLP/GHS pictograms (CLP Annex V) with their official names. */
export const GHS_PICTOGRAMS = ['GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09'] as const;
export type GhsPictogram = (typeof GHS_PICTOGRAMS)[number];

export const PICTOGRAM_NAMES: Record<GhsPictogram, Record<StatementLanguage, string>> = {
  GHS01: { en: 'Exploding bomb', fr: 'Bombe explosant', de: 'Explodierende Bombe', it: 'Bomba che esplode' },
  GHS02: { en: 'Flame', fr: 'Flamme', de: 'Flamme', it: 'Fiamma' },
  GHS03: { en: 'Flame over circle', fr: 'Flamme au-dessus d’un cercle', de: 'Flamme über einem Kreis', it: 'Fiamma su cerchio' },
  GHS04: { en: 'Gas cylinder', fr: 'Bouteille à gaz', de: 'Gasflasche', it: 'Bombola per gas' },
  GHS05: { en: 'Corrosion', fr: 'Corrosion', de: 'Ätzwirkung', it: 'Corrosione' },
  GHS06: { en: 'Skull and crossbones', fr: 'Tête de mort sur deux tibias', de: 'Totenkopf mit gekreuzten Knochen', it: 'Teschio e tibie incrociate' },
  GHS07: { en: 'Exclamation mark', fr: 'Point d’exclamation', de: 'Ausrufezeichen', it: 'Punto esclamativo' },
  GHS08: { en: 'Health hazard', fr: 'Danger pour la santé', de: 'Gesundheitsgefahr', it: 'Pericolo per la salute' },
  GHS09: { en: 'Environment', fr: 'Environnement', de: 'Umwelt', it: 'Ambiente' },
};

/** CLP signal words (Article 20) as printed on labels and in section 2. */
export const SIGNAL_WORDS: Record<'danger' | 'warning', Record<StatementLanguage, string>> = {
  danger: { en: 'Danger', fr: 'Danger', de: 'Gefahr', it: 'Pericolo' },
  warning: { en: 'Warning', fr: 'Attention', de: 'Achtung', it: 'Attenzione' },
};
