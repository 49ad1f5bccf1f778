import { statementText, type InterfaceLanguage } from '@openfds/contract';

/** Hazard (H or EUH) statements with their CLP wording in the interface language. */
export function StatementList({ title, codes, language }: { title: string; codes: string[]; language: InterfaceLanguage }) {
  if (codes.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="extraction-statements">
        {codes.map((code) => (
          <li key={code}>
            <strong>{code}</strong> {wording(code, language)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A combination without its own text reads as the texts of its parts. */
function wording(code: string, language: InterfaceLanguage): string {
  const whole = statementText(code, language);
  if (whole) return whole;
  const parts = code.split('+').map((part) => statementText(part, language));
  return parts.length > 1 && parts.every(Boolean) ? parts.join(' ') : '';
}
