/** Languages the platform shows statement texts in (the interface languages). */
export type StatementLanguage = 'en' | 'fr' | 'de' | 'it';
export const STATEMENT_LANGUAGES: readonly StatementLanguage[] = ['en', 'fr', 'de', 'it'];

export type StatementTexts = Record<StatementLanguage, string>;

/** Rows are written as [en, fr, de, it] to keep the tables readable; this turns them into keyed objects. */
export function byLanguage(rows: Record<string, [string, string, string, string]>): Record<string, StatementTexts> {
  const out: Record<string, StatementTexts> = {};
  for (const [code, [en, fr, de, it]] of Object.entries(rows)) out[code] = { en, fr, de, it };
  return out;
}
