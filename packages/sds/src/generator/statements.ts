import { statementText, type StatementLanguage } from '@openfds/contract';
import { STATEMENTS_ES_NL_PT } from './i18n/statements-es-nl-pt.ts';
import type { GeneratorLanguage } from './types.ts';

const EXTRA_COLUMN = { es: 0, nl: 1, pt: 2 } as const;

/**
 * The text of an H/EUH/P code in a generator language: fr/en/de/it from the contract's official tables, es/nl/pt
 * from the generator's own table; combinations missing from a table are joined from their parts.
 */
export function statementFor(code: string, language: GeneratorLanguage): string | null {
  if (language === 'es' || language === 'nl' || language === 'pt') {
    const column = EXTRA_COLUMN[language];
    const row = STATEMENTS_ES_NL_PT[code];
    if (row) return row[column];
    const parts = code.split('+').map((p) => STATEMENTS_ES_NL_PT[p]?.[column]);
    return parts.length > 1 && parts.every(Boolean) ? parts.join(' ') : null;
  }
  return statementText(code, language as StatementLanguage);
}

const ALL_LANGUAGES: GeneratorLanguage[] = ['fr', 'en', 'de', 'it', 'es', 'nl', 'pt'];
const printable = new Map<string, boolean>();

/** True when the code has a text in all seven languages: the generator only prints such codes. */
export function isPrintable(code: string): boolean {
  let ok = printable.get(code);
  if (ok === undefined) {
    ok = ALL_LANGUAGES.every((l) => !!statementFor(code, l));
    printable.set(code, ok);
  }
  return ok;
}
