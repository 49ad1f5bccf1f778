import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderInLanguage as render } from '../../../test/render-in-language.ts';
import { ReadingStatus } from './reading-status.tsx';

describe('a sheet reading in words (issue #23)', () => {
  it('says "not read yet", "queued", "being read", and why a sheet could not be read, in every language', async () => {
    const texts = {
      en: ['Not read yet', 'Queued for reading', 'Being read', 'Could not be read (the PDF is damaged)'],
      fr: ['Pas encore lue', 'En attente de lecture', 'En cours de lecture', 'N’a pas pu être lue (le PDF est endommagé)'],
      de: ['Noch nicht gelesen', 'Zum Lesen eingereiht', 'Wird gelesen', 'Konnte nicht gelesen werden (die PDF-Datei ist beschädigt)'],
      it: ['Non ancora letta', 'In coda per la lettura', 'In lettura', 'Non è stato possibile leggerla (il PDF è danneggiato)'],
    } as const;
    const items = [
      { reading_state: 'not_read', reading_problem: null },
      { reading_state: 'queued', reading_problem: null },
      { reading_state: 'being_read', reading_problem: null },
      { reading_state: 'could_not_read', reading_problem: 'bad_pdf' },
    ] as const;
    for (const [language, expected] of Object.entries(texts) as [keyof typeof texts, readonly string[]][]) {
      for (const [i, item] of items.entries()) {
        const html = await render(language, createElement(ReadingStatus, { item }));
        expect(html, language).toContain(expected[i]);
        expect(html).not.toMatch(/not_extracted|reading\./);
      }
    }
  });
});
