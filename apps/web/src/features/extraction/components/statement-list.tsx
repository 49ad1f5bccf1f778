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
            <strong>{code}</strong> {statementText(code, language) ?? ''}
          </li>
        ))}
      </ul>
    </>
  );
}
