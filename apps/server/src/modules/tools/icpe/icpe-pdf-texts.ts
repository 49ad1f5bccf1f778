import type { InterfaceLanguage } from '@openfds/contract';

/** The Quick-ICPE PDF report's own texts (the column headings are the workbook's: icpe-report-texts.ts), in the four languages. */
export interface IcpePdfTexts {
  title: string;
  establishment: string;
  generated: string;
  rubriques: string;
  products: string;
  area: string;
  quantity: string;
  hazards: string;
  density: string;
  states: Record<'solid' | 'liquid' | 'gas', string>;
  from: Record<'inventory' | 'section_2' | 'section_9' | 'assumed' | 'pending', string>;
  direct: string;
  cumulation: string;
  byRule: Record<'direct' | 'cumulation', string>;
  lower: string;
  upper: string;
  none: string;
  notConfirmed: string;
  licence: string;
  version: string;
  disclaimer: string;
}

export const ICPE_PDF_TEXTS: Record<InterfaceLanguage, IcpePdfTexts> = {
  fr: {
    title: 'Quick-ICPE : rapport d’établissement',
    establishment: 'Établissement',
    generated: 'Établi le',
    rubriques: 'Rubriques 4xxx et régimes',
    products: 'Produits et origine de chaque donnée',
    area: 'Zone',
    quantity: 'Quantité maximale',
    hazards: 'Dangers',
    density: 'Densité',
    states: { solid: 'solide', liquid: 'liquide', gas: 'gaz' },
    from: { inventory: 'inventaire', section_2: 'FDS section 2', section_9: 'FDS section 9', assumed: 'hypothèse', pending: 'fiche en cours de lecture' },
    direct: 'Règle directe (R511-11 I)',
    cumulation: 'Règle de cumul (R511-11 II)',
    byRule: { direct: 'par la règle directe', cumulation: 'par la règle de cumul' },
    lower: 'seuils bas',
    upper: 'seuils hauts',
    none: 'aucune',
    notConfirmed: 'Non confirmé : transcrit du texte de 2015, pas encore vérifié contre le texte en vigueur.',
    licence: 'Licence',
    version: 'Version',
    disclaimer: 'Aide au classement : le préfet et l’exploitant restent seuls juges du classement de l’installation.',
  },
  en: {
    title: 'Quick-ICPE: establishment report',
    establishment: 'Establishment',
    generated: 'Made on',
    rubriques: 'Rubriques 4xxx and régimes',
    products: 'Products and where each figure came from',
    area: 'Area',
    quantity: 'Maximum quantity',
    hazards: 'Hazards',
    density: 'Density',
    states: { solid: 'solid', liquid: 'liquid', gas: 'gas' },
    from: { inventory: 'inventory', section_2: 'SDS section 2', section_9: 'SDS section 9', assumed: 'assumed', pending: 'sheet being read' },
    direct: 'Direct rule (R511-11 I)',
    cumulation: 'Cumulation rule (R511-11 II)',
    byRule: { direct: 'by the direct rule', cumulation: 'by the cumulation rule' },
    lower: 'lower thresholds',
    upper: 'upper thresholds',
    none: 'none',
    notConfirmed: 'Not confirmed: transcribed from the 2015 text, not yet checked against the text in force.',
    licence: 'Licence',
    version: 'Version',
    disclaimer: 'A classification aid: the prefect and the operator alone decide how the installation is classified.',
  },
  de: {
    title: 'Quick-ICPE: Standortbericht',
    establishment: 'Standort',
    generated: 'Erstellt am',
    rubriques: 'Rubriken 4xxx und Regime',
    products: 'Produkte und Herkunft jeder Angabe',
    area: 'Lagerbereich',
    quantity: 'Höchstmenge',
    hazards: 'Gefahren',
    density: 'Dichte',
    states: { solid: 'fest', liquid: 'flüssig', gas: 'gasförmig' },
    from: { inventory: 'Inventar', section_2: 'SDB Abschnitt 2', section_9: 'SDB Abschnitt 9', assumed: 'Annahme', pending: 'Datenblatt wird gelesen' },
    direct: 'Direkte Regel (R511-11 I)',
    cumulation: 'Summenregel (R511-11 II)',
    byRule: { direct: 'nach der direkten Regel', cumulation: 'nach der Summenregel' },
    lower: 'untere Schwellen',
    upper: 'obere Schwellen',
    none: 'keine',
    notConfirmed: 'Nicht bestätigt: aus dem Text von 2015 übertragen, noch nicht mit dem geltenden Text abgeglichen.',
    licence: 'Lizenz',
    version: 'Version',
    disclaimer: 'Eine Einstufungshilfe: Über die Einstufung der Anlage entscheiden allein der Präfekt und der Betreiber.',
  },
  it: {
    title: 'Quick-ICPE: rapporto di stabilimento',
    establishment: 'Stabilimento',
    generated: 'Redatto il',
    rubriques: 'Rubriche 4xxx e regimi',
    products: 'Prodotti e origine di ogni dato',
    area: 'Zona',
    quantity: 'Quantità massima',
    hazards: 'Pericoli',
    density: 'Densità',
    states: { solid: 'solido', liquid: 'liquido', gas: 'gas' },
    from: { inventory: 'inventario', section_2: 'SDS sezione 2', section_9: 'SDS sezione 9', assumed: 'ipotesi', pending: 'scheda in lettura' },
    direct: 'Regola diretta (R511-11 I)',
    cumulation: 'Regola di cumulo (R511-11 II)',
    byRule: { direct: 'con la regola diretta', cumulation: 'con la regola di cumulo' },
    lower: 'soglie inferiori',
    upper: 'soglie superiori',
    none: 'nessuna',
    notConfirmed: 'Non confermato: trascritto dal testo del 2015, non ancora verificato rispetto al testo in vigore.',
    licence: 'Licenza',
    version: 'Versione',
    disclaimer: 'Un aiuto alla classificazione: solo il prefetto e il gestore decidono la classificazione dell’impianto.',
  },
};
