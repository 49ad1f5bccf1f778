/**
 * Words a sheet prints instead of a value ("Non applicable", "No data available"...), in the languages sheets come
 * in. The sheet page shows them in the interface language (issue #16: "Non applicable" stood on the English,
 * German and Italian pages); any other text stays as the sheet wrote it.
 */
const PHRASES: Record<SheetWord, string[]> = {
  notApplicable: [
    'non applicable',
    'not applicable',
    'n/a',
    'nicht anwendbar',
    'entfällt',
    'non applicabile',
    'no aplicable',
    'niet van toepassing',
    'não aplicável',
    'sans objet',
  ],
  notAvailable: [
    'donnée non disponible',
    'données non disponibles',
    'pas de données disponibles',
    'non disponible',
    'no data available',
    'not available',
    'not determined',
    'keine daten verfügbar',
    'nicht verfügbar',
    'nicht bestimmt',
    'dati non disponibili',
    'non disponibile',
    'non determinato',
    'no hay datos disponibles',
    'geen gegevens beschikbaar',
    'não existem dados disponíveis',
    'non déterminé',
  ],
  notRegulated: ['non réglementé', 'not regulated', 'nicht geregelt', 'non regolamentato', 'no regulado', 'niet gereglementeerd', 'não regulamentado'],
};

export type SheetWord = 'notApplicable' | 'notAvailable' | 'notRegulated';

/** Which of these words the text is (case, accents of the sheet, spaces and a final full stop aside), or null. */
export function sheetWord(text: string | null | undefined): SheetWord | null {
  if (!text) return null;
  const plain = text
    .trim()
    .replace(/[.\s]+$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  for (const [word, phrases] of Object.entries(PHRASES) as [SheetWord, string[]][]) {
    if (phrases.includes(plain)) return word;
  }
  return null;
}
