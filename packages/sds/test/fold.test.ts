import { describe, expect, it } from 'vitest';
import { fold } from '../src/text/fold.js';

/** fold() as first written, one character at a time: the memoised fold must give the same text for every character. */
function reference(text: string): string {
  let out = '';
  for (let ch of text) {
    if (ch === '\u2019' || ch === '\u2018' || ch === '\u02bc') ch = "'";
    else if (ch === '\u2013' || ch === '\u2010' || ch === '\u2011') ch = '-';
    const base = ch.normalize('NFD')[0].toLowerCase();
    out += base.length === 1 ? base : ch.length === 2 ? '??' : '?';
    if (ch.length === 2 && base.length === 1) out += '?';
  }
  return out;
}

describe('fold', () => {
  it('folds every character as the one-character-at-a-time definition does, keeping the length', () => {
    const misses: string[] = [];
    for (let code = 0; code < 0x30000; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const text = `Ab${String.fromCodePoint(code)}É`;
      const folded = fold(text);
      if (folded !== reference(text) || folded.length !== text.length) misses.push(code.toString(16));
    }
    expect(misses).toEqual([]);
    // Twice: the second call answers from the memo.
    expect(fold('Mention d’avertissement – ÉTIQUETÉ ß 😀')).toBe(reference('Mention d’avertissement – ÉTIQUETÉ ß 😀'));
    expect(fold('Mention d’avertissement – ÉTIQUETÉ ß 😀')).toBe("mention d'avertissement - etiquete ß \ud83d?");
  });

  it('keeps lone surrogates and plain ASCII as they are, in lower case', () => {
    expect(fold('A\ud800B')).toBe(reference('A\ud800B'));
    expect(fold('SECTION 1: Identification')).toBe('section 1: identification');
  });
});
