import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXTRACTION_STATES, INTERFACE_LANGUAGES } from '@openfds/contract';

const dir = path.resolve(import.meta.dirname, '../../i18n/locales');
const load = (language: string) => JSON.parse(fs.readFileSync(path.join(dir, language, 'extraction.json'), 'utf8'));

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe("the 'extraction' namespace", () => {
  it('has the same non-empty keys in fr, en, de and it', () => {
    const reference = keys(load('fr')).sort();
    for (const language of INTERFACE_LANGUAGES) {
      const content = load(language);
      expect(keys(content).sort(), language).toEqual(reference);
      for (const key of reference) {
        const text = key.split('.').reduce((node: any, part) => node[part], content);
        expect(typeof text === 'string' && text.trim().length > 0, `${language} ${key}`).toBe(true);
      }
    }
  });

  it('names every extraction state', () => {
    const fr = load('fr').extraction;
    for (const state of EXTRACTION_STATES) expect(fr.status[state], state).toBeTruthy();
  });
});
