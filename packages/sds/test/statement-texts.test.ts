import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EUH_STATEMENTS, H_STATEMENTS, INTERFACE_LANGUAGES, P_STATEMENTS, statementText } from '@openfds/contract';

/**
 * Every statement code the reader can put in a reading must have its CLP text in the four interface languages:
 * the sheet page, the xlsx and the PDF report print the code with that text.
 */
const substances = JSON.parse(fs.readFileSync(new URL('../data/clp-substances.json', import.meta.url), 'utf8')) as {
  h: string[];
  euh: string[];
  classes: [string, string | null, string | null][];
}[];

function expectTexts(code: string) {
  for (const language of INTERFACE_LANGUAGES) {
    const text = statementText(code, language);
    expect(text?.trim(), `${code} in ${language}`).toBeTruthy();
  }
}

describe('statement texts', () => {
  it('has every code of the statement tables in fr, en, de and it', () => {
    const codes = [...Object.keys(H_STATEMENTS), ...Object.keys(EUH_STATEMENTS), ...Object.keys(P_STATEMENTS)];
    expect(codes.length).toBeGreaterThan(200);
    for (const code of codes) expectTexts(code);
  });

  it('has every H and EUH code of the harmonised classifications (CLP Annex VI), suffixes included', () => {
    const codes = new Set<string>();
    for (const s of substances) {
      for (const code of [...s.h, ...s.euh]) codes.add(code);
      for (const [, , code] of s.classes) if (code) codes.add(code);
    }
    expect(codes.size).toBeGreaterThan(50);
    for (const code of codes) expectTexts(code);
  });

  it('has every code printed on the hand-labelled real sheets (test/fixtures/real), section 2 and components', () => {
    const dir = new URL('./fixtures/real/', import.meta.url);
    const codes = new Set<string>();
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const label = JSON.parse(fs.readFileSync(new URL(file, dir), 'utf8'));
      const hazards = label.hazards ?? {};
      for (const code of [...(hazards.hStatements ?? []), ...(hazards.euhStatements ?? []), ...(hazards.pStatements ?? [])]) codes.add(code);
      for (const component of label.components ?? []) for (const code of component.hStatements ?? []) codes.add(code);
    }
    expect(codes.size).toBeGreaterThan(50);
    const missing = [...codes].filter((code) => INTERFACE_LANGUAGES.some((language) => !statementText(code, language)?.trim()));
    expect(missing).toEqual([]);
  });

  it('composes combinations printed on sheets from their parts', () => {
    for (const code of ['H302+H312', 'H302+H312+H332', 'P305+P351+P338', 'P302+P352', 'P301+P330+P331', 'P304+P341', 'P309+P311']) expectTexts(code);
  });
});
