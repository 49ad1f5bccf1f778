import { describe, expect, it } from 'vitest';
import { sheetWord } from './sheet-words.ts';

describe('sheetWord', () => {
  it('knows the words sheets print instead of a value, in their languages', () => {
    expect(sheetWord('Non applicable')).toBe('notApplicable');
    expect(sheetWord('Non applicable.')).toBe('notApplicable');
    expect(sheetWord(' nicht  anwendbar ')).toBe('notApplicable');
    expect(sheetWord('Donnée non disponible')).toBe('notAvailable');
    expect(sheetWord('Dati non disponibili')).toBe('notAvailable');
    expect(sheetWord('Non réglementé')).toBe('notRegulated');
  });

  it('leaves any other text alone', () => {
    expect(sheetWord('Liquide visqueux')).toBe(null);
    expect(sheetWord('> 100 °C')).toBe(null);
    expect(sheetWord(null)).toBe(null);
  });
});
