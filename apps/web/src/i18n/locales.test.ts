import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@openfds/contract';

/**
 * Every namespace file exists in fr, en, de and it, with the same keys, and no text is empty: a key present in
 * one language and missing in another fails here.
 */
const localesDir = path.join(import.meta.dirname, 'locales');

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (Array.isArray(value)) value.forEach((v, i) => flatten(v, `${prefix}[${i}]`).forEach((x, k) => out.set(k, x)));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k).forEach((x, key) => out.set(key, x));
  } else out.set(prefix, value);
  return out;
}

const namespaces = [...new Set(INTERFACE_LANGUAGES.flatMap((l) => (fs.existsSync(path.join(localesDir, l)) ? fs.readdirSync(path.join(localesDir, l)) : [])))]
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('locale files', () => {
  it('exist for every interface language', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const language of INTERFACE_LANGUAGES) {
      const missing = namespaces.filter((ns) => !fs.existsSync(path.join(localesDir, language, ns)));
      expect(missing, `namespace files missing in ${language}`).toEqual([]);
    }
  });

  for (const ns of namespaces) {
    it(`${ns} has the same keys in every language, none empty`, () => {
      const keys = new Map<string, Map<string, unknown>>();
      for (const language of INTERFACE_LANGUAGES) {
        const file = path.join(localesDir, language, ns);
        if (fs.existsSync(file)) keys.set(language, flatten(JSON.parse(fs.readFileSync(file, 'utf8'))));
      }
      const all = new Set([...keys.values()].flatMap((m) => [...m.keys()]));
      for (const [language, map] of keys) {
        const missing = [...all].filter((k) => !map.has(k));
        expect(missing, `${language}/${ns} lacks keys present in another language`).toEqual([]);
        const empty = [...map].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
        expect(empty, `${language}/${ns} has empty or non-text values`).toEqual([]);
      }
    });
  }
});
