import { describe, expect, it } from 'vitest';
import { ensureTrailingSlash, initialLanguage, localPath, splitLanguage, withLanguage } from './language-path.ts';

describe('language prefix rules', () => {
  it('splits a known prefix and leaves other first segments alone', () => {
    expect(splitLanguage('/de/search/')).toEqual({ language: 'de', rest: '/search/' });
    expect(splitLanguage('/it')).toEqual({ language: 'it', rest: '/' });
    expect(splitLanguage('/es/search/')).toEqual({ language: null, rest: '/es/search/' });
    expect(splitLanguage('/fds/123/')).toEqual({ language: null, rest: '/fds/123/' });
  });

  it('switches the language and keeps the page', () => {
    expect(withLanguage('/fr/account/profil/', 'en')).toBe('/en/account/profil/');
    expect(withLanguage('/account/profil', 'de')).toBe('/de/account/profil/');
    expect(withLanguage('/', 'it')).toBe('/it/');
  });

  it('adds trailing slashes and builds local paths', () => {
    expect(ensureTrailingSlash('/fr/cgu')).toBe('/fr/cgu/');
    expect(localPath('fr', 'contact-us')).toBe('/fr/contact-us/');
    expect(localPath('en', '/events#x')).toBe('/en/events/#x');
    expect(localPath('de')).toBe('/de/');
  });

  it('takes the stored language first, then the browser language, then French', () => {
    expect(initialLanguage('it', ['de-DE'])).toBe('it');
    expect(initialLanguage(null, ['es-ES', 'de-CH'])).toBe('de');
    expect(initialLanguage('xx', ['es'])).toBe('fr');
  });
});
