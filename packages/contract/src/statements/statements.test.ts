import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EUH_CODE,
  EUH_STATEMENTS,
  GHS_PICTOGRAMS,
  H_CODE,
  H_STATEMENTS,
  P_CODE,
  P_COMBINATIONS,
  P_STATEMENTS,
  PICTOGRAM_NAMES,
  STATEMENT_LANGUAGES,
  statementText,
  type StatementTexts,
} from './index.ts';

const combination = (shape: RegExp) => (code: string) => code.split('+').every((part) => shape.test(part));

function expectComplete(table: Record<string, StatementTexts>) {
  for (const [code, texts] of Object.entries(table))
    for (const lang of STATEMENT_LANGUAGES) {
      expect(texts[lang], `${code} ${lang}`).toBeTypeOf('string');
      expect(texts[lang].trim(), `${code} ${lang}`).not.toBe('');
      expect(texts[lang], `${code} ${lang} has no stray spaces`).toBe(texts[lang].trim());
    }
}

describe('statement tables', () => {
  it('give every H, EUH and P code a non-empty text in fr, en, de and it', () => {
    expectComplete(H_STATEMENTS);
    expectComplete(EUH_STATEMENTS);
    expectComplete(P_STATEMENTS);
  });

  it('hold only codes of the official shapes', () => {
    expect(Object.keys(H_STATEMENTS).filter((c) => !combination(H_CODE)(c))).toEqual([]);
    expect(Object.keys(EUH_STATEMENTS).filter((c) => !EUH_CODE.test(c))).toEqual([]);
    expect(Object.keys(P_STATEMENTS).filter((c) => !combination(P_CODE)(c))).toEqual([]);
  });

  it('are translated, not copied: the four languages differ for nearly every statement', () => {
    const all = { ...H_STATEMENTS, ...EUH_STATEMENTS, ...P_STATEMENTS };
    const untranslated = Object.entries(all).filter(([, t]) => new Set([t.en, t.fr, t.de, t.it]).size < 3);
    // Short codes such as "Corrosion"-like texts may coincide in two languages, never in three.
    expect(untranslated.map(([c]) => c)).toEqual([]);
  });

  it('cover the suffixed, combined and 2023 codes the platform must read', () => {
    for (const code of [
      'H350i',
      'H360F',
      'H360D',
      'H360FD',
      'H360Fd',
      'H360Df',
      'H361f',
      'H361d',
      'H361fd',
      'H362',
      'H300+H310',
      'H300+H310+H330',
      'H302+H312+H332',
      'H420',
    ])
      expect(H_STATEMENTS[code], code).toBeDefined();
    for (const code of [
      'EUH014',
      'EUH029',
      'EUH031',
      'EUH032',
      'EUH066',
      'EUH070',
      'EUH071',
      'EUH201',
      'EUH201A',
      'EUH202',
      'EUH203',
      'EUH204',
      'EUH205',
      'EUH206',
      'EUH207',
      'EUH208',
      'EUH209',
      'EUH209A',
      'EUH210',
      'EUH211',
      'EUH380',
      'EUH381',
      'EUH430',
      'EUH431',
      'EUH440',
      'EUH441',
      'EUH450',
      'EUH451',
      'EUH401',
    ])
      expect(EUH_STATEMENTS[code], code).toBeDefined();
    for (const code of ['P101', 'P210', 'P280', 'P301+P310', 'P305+P351+P338', 'P303+P361+P353', 'P403+P233', 'P501', 'P503'])
      expect(P_STATEMENTS[code], code).toBeDefined();
    for (const code of P_COMBINATIONS) expect(P_STATEMENTS[code], code).toBeDefined();
  });

  it('has a text for every H and EUH code of the CLP Annex VI substances the generator uses', () => {
    const substances = JSON.parse(readFileSync(new URL('../../../sds/data/clp-substances.json', import.meta.url), 'utf8')) as { h: string[]; euh: string[] }[];
    expect(substances.length).toBeGreaterThan(1000);
    const codes = new Set(substances.flatMap((s) => [...s.h, ...s.euh]));
    const missing = [...codes].filter((c) => STATEMENT_LANGUAGES.some((l) => !statementText(c, l)));
    expect(missing).toEqual([]);
  });

  it('names the nine pictograms in the four languages', () => {
    for (const p of GHS_PICTOGRAMS) for (const l of STATEMENT_LANGUAGES) expect(PICTOGRAM_NAMES[p][l].length).toBeGreaterThan(3);
    expect(PICTOGRAM_NAMES.GHS06.fr).toBe('Tête de mort sur deux tibias');
  });
});

describe('statementText', () => {
  it('returns the official wording', () => {
    expect(statementText('H225', 'fr')).toBe('Liquide et vapeurs très inflammables.');
    expect(statementText('H225', 'de')).toBe('Flüssigkeit und Dampf leicht entzündbar.');
    expect(statementText('H300+H310+H330', 'en')).toBe('Fatal if swallowed, in contact with skin or if inhaled.');
    expect(statementText('P405', 'it')).toBe('Conservare sotto chiave.');
  });

  it('normalises the code as printed (case, spaces around +)', () => {
    expect(statementText('h 225', 'en')).toBe(statementText('H225', 'en'));
    expect(statementText('P305 + P351 +P338', 'en')).toBe(statementText('P305+P351+P338', 'en'));
  });

  it('composes a combination that is not in the tables from its parts', () => {
    expect(statementText('P302+P352+P312', 'en')).toBe(`${statementText('P302', 'en')} ${statementText('P352', 'en')} ${statementText('P312', 'en')}`);
    expect(statementText('H304+H340', 'fr')).toBe(`${statementText('H304', 'fr')} ${statementText('H340', 'fr')}`);
  });

  it('returns null for unknown codes and for combinations with an unknown part', () => {
    expect(statementText('H999', 'en')).toBeNull();
    expect(statementText('P301+P999', 'fr')).toBeNull();
    expect(statementText('', 'de')).toBeNull();
  });
});
