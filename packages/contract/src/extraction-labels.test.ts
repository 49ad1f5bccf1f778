import { describe, expect, it } from 'vitest';
import { EXTRACTION_FIELD_LABELS } from './extraction-labels.ts';
import { INTERFACE_LANGUAGES } from './languages.ts';

describe("EXTRACTION_FIELD_LABELS (the one source of the extracted fields' labels)", () => {
  it('names every field, and every state, in each interface language', () => {
    const reference = Object.keys(EXTRACTION_FIELD_LABELS.fr).sort();
    for (const language of INTERFACE_LANGUAGES) {
      const labels = EXTRACTION_FIELD_LABELS[language];
      expect(Object.keys(labels).sort(), language).toEqual(reference);
      for (const [field, text] of Object.entries(labels)) {
        const texts: string[] = typeof text === 'string' ? [text] : Object.values(text);
        for (const t of texts) expect(t.trim().length > 0, `${language} ${field}`).toBe(true);
      }
      expect(Object.keys(labels.states).sort()).toEqual(['gas', 'liquid', 'solid']);
    }
  });
});
