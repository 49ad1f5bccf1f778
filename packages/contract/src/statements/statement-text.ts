import { EUH_STATEMENTS } from './euh-statements.ts';
import { H_STATEMENTS } from './h-statements.ts';
import { composeStatement, P_STATEMENTS } from './p-statements.ts';
import type { StatementLanguage, StatementTexts } from './statement-types.ts';

/** Shapes of the codes as printed (see shared/data/README.md): suffixes such as H350i or H360Fd, "+" combinations. */
export const H_CODE = /^H[2-4]\d{2}[A-Za-z]{0,2}$/;
export const EUH_CODE = /^EUH\d{3}A?$/;
export const P_CODE = /^P[1-5]\d{2}$/;

const ALL: Record<string, StatementTexts> = { ...H_STATEMENTS, ...EUH_STATEMENTS, ...P_STATEMENTS };

/** "h 225", "P305 + P351+P338" -> canonical codes (upper-case prefix, suffix letters kept as written). */
export function normaliseStatementCode(raw: string): string {
  return raw
    .replace(/\s+/g, '')
    .split('+')
    .map((part) => part.replace(/^(euh|h|p)/i, (p) => p.toUpperCase()))
    .join('+');
}

/**
 * The official text of an H, EUH or P statement in one of the four interface languages. A combination that is not
 * in the tables (e.g. "P302+P352+P312") is composed from its parts. Null when a code is unknown.
 */
export function statementText(code: string, language: StatementLanguage): string | null {
  const canonical = normaliseStatementCode(code);
  const texts = ALL[canonical] ?? composeStatement(canonical, ALL);
  return texts ? texts[language] : null;
}
