import { describe, expect, it } from 'vitest';
import { languageOrFrench } from './languages.ts';

describe('languageOrFrench', () => {
  it('keeps an interface language and falls back to French for anything else', () => {
    expect(['fr', 'en', 'de', 'it'].map(languageOrFrench)).toEqual(['fr', 'en', 'de', 'it']);
    expect([undefined, '', 'es', 'en-GB', 42].map(languageOrFrench)).toEqual(['fr', 'fr', 'fr', 'fr', 'fr']);
  });
});
