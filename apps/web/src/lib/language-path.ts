import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES, isInterfaceLanguage, type InterfaceLanguage } from '@openfds/contract';

/**
 * Language prefix rules of product-spec §2.1: /fr, /en, /de, /it; a missing prefix is filled from the current
 * language; the default comes from localStorage, else the browser language, else French.
 */
export function splitLanguage(pathname: string): { language: InterfaceLanguage | null; rest: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isInterfaceLanguage(match[1])) return { language: match[1], rest: match[2] || '/' };
  return { language: null, rest: pathname || '/' };
}

/** The same page in another language (keeps the rest of the path). */
export function withLanguage(pathname: string, language: InterfaceLanguage): string {
  const { rest } = splitLanguage(pathname);
  return ensureTrailingSlash(`/${language}${rest === '/' ? '/' : rest}`);
}

/** Every path ends with a slash (product-spec §2.1). */
export function ensureTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** A path inside the app for the given language: localPath('fr', 'search') = /fr/search/. */
export function localPath(language: string, path = ''): string {
  const clean = path.replace(/^\/+/, '');
  const [pathPart, suffix = ''] = splitSuffix(clean);
  return `/${language}/${pathPart ? ensureTrailingSlash(pathPart) : ''}${suffix}`;
}

function splitSuffix(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index < 0 ? [path, ''] : [path.slice(0, index), path.slice(index)];
}

/** Any path containing /connect opens the login popup on load (product-spec §2.1). */
export function wantsLoginPopup(pathname: string): boolean {
  return /\/connect(\/|$)/.test(pathname);
}

/** First interface language among the browser's preferences (navigator.languages), else French. */
export function browserLanguage(languages: readonly string[]): InterfaceLanguage {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isInterfaceLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export function initialLanguage(stored: string | null, languages: readonly string[]): InterfaceLanguage {
  return isInterfaceLanguage(stored) ? stored : browserLanguage(languages);
}

export { INTERFACE_LANGUAGES };
