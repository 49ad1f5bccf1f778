import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AnnexIIFlagItem, FieldEvidenceItem, INTERFACE_LANGUAGES } from '@openfds/contract';
import { ANNEX_II_FLAG_TEXTS } from '@openfds/contract/annex-ii-texts';

const dir = path.resolve(import.meta.dirname, '../../i18n/locales');
const load = (language: string) => JSON.parse(fs.readFileSync(path.join(dir, language, 'annex.json'), 'utf8')).annex;

/** Issue #15: every Annex II flag and evidence method the API can answer has its words in the four languages. */
describe("the 'annex' namespace", () => {
  it('names every Annex II flag, with its explanation from the reader, and every evidence method', () => {
    for (const language of INTERFACE_LANGUAGES) {
      const texts = load(language);
      for (const code of AnnexIIFlagItem.shape.code.options) {
        expect(texts.flag[code], `${language} flag ${code}`).toBeTruthy();
        expect(ANNEX_II_FLAG_TEXTS[code][language], `${language} explanation ${code}`).toBeTruthy();
      }
      for (const method of FieldEvidenceItem.shape.method.options) expect(texts.method[method], `${language} ${method}`).toBeTruthy();
      for (const reason of ['unreadable', 'badPdf', 'other']) expect(texts.notExtracted[reason], `${language} ${reason}`).toBeTruthy();
    }
  });

  it('says in every language that an unreadable file is a scanned image', () => {
    const words: Record<string, RegExp> = { fr: /scann/, en: /scann/, de: /eingescannt/, it: /scansionat/ };
    for (const language of INTERFACE_LANGUAGES) expect(load(language).notExtracted.unreadable).toMatch(words[language]);
  });
});
