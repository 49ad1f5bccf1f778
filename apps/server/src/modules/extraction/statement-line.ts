import { statementText, type InterfaceLanguage } from '@openfds/contract';

/**
 * "H302+H312 Harmful if swallowed or in contact with skin": a statement code with its CLP text in `language`.
 * A combination without its own text is described by the texts of its parts; a code without any text (a code the
 * regulation does not define, as printed on the sheet) is shown alone.
 */
export function statementLine(code: string, language: InterfaceLanguage): string {
  return `${code} ${statementWording(code, language) ?? ''}`.trim();
}

export function statementWording(code: string, language: InterfaceLanguage): string | null {
  const whole = statementText(code, language);
  if (whole) return whole;
  const parts = code.split('+');
  if (parts.length < 2) return null;
  const texts = parts.map((part) => statementText(part, language));
  return texts.every(Boolean) ? texts.join(' ') : null;
}
