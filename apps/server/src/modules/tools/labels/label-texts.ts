import { statementText, type InterfaceLanguage } from '@openfds/contract';

/** The characters the statements take on a label in a language (their official texts; the code when a text is unknown). */
export function labelTextLength(codes: string[], language: InterfaceLanguage): number {
  return codes.reduce((n, code) => n + (statementText(code, language) ?? code).length + 1, 0);
}
