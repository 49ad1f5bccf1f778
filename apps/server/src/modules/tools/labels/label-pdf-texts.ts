import type { InterfaceLanguage } from '@openfds/contract';

/** The fixed words of a workplace label, in the four interface languages. */
export const LABEL_TEXTS: Record<InterfaceLanguage, { contains: string; proposed: string; nominal: string; emergency: string; ufi: string; scan: string }> = {
  fr: { contains: 'Contient', proposed: 'proposé', nominal: 'Contenance', emergency: 'Urgence', ufi: 'UFI', scan: 'FDS à jour' },
  en: { contains: 'Contains', proposed: 'proposed', nominal: 'Nominal quantity', emergency: 'Emergency', ufi: 'UFI', scan: 'Latest SDS' },
  de: { contains: 'Enthält', proposed: 'vorgeschlagen', nominal: 'Nennmenge', emergency: 'Notruf', ufi: 'UFI', scan: 'Aktuelles SDB' },
  it: { contains: 'Contiene', proposed: 'proposto', nominal: 'Quantità nominale', emergency: 'Emergenza', ufi: 'UFI', scan: 'SDS aggiornata' },
};
