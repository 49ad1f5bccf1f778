/** Interface languages, French first (product-spec §1). */
export const INTERFACE_LANGUAGES = ['fr', 'en', 'de', 'it'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: InterfaceLanguage = 'fr';

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/** A stored language (an account's, a request's) as an interface language: itself when supported, else French. */
export function languageOrFrench(value: unknown): InterfaceLanguage {
  return isInterfaceLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * Picks the interface language from an Accept-Language header: the first supported tag wins,
 * French when none is supported (api-spec §7: French by default).
 */
export function languageFromHeader(header: string | undefined | null): InterfaceLanguage {
  if (!header) return DEFAULT_LANGUAGE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: (tag ?? '').toLowerCase().slice(0, 2), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) if (isInterfaceLanguage(tag)) return tag;
  return DEFAULT_LANGUAGE;
}

/**
 * Sheet languages: the ~45 language codes a sheet can be written in (product-spec §1).
 * ISO 639-1 codes, EU languages first, then the other languages suppliers publish in.
 */
export const SHEET_LANGUAGES = [
  'fr',
  'en',
  'de',
  'it',
  'es',
  'nl',
  'pt',
  'da',
  'sv',
  'fi',
  'el',
  'pl',
  'cs',
  'sk',
  'sl',
  'hu',
  'ro',
  'bg',
  'hr',
  'et',
  'lv',
  'lt',
  'ga',
  'mt',
  'no',
  'is',
  'tr',
  'ru',
  'uk',
  'sr',
  'bs',
  'mk',
  'sq',
  'ca',
  'eu',
  'gl',
  'lb',
  'ar',
  'he',
  'zh',
  'ja',
  'ko',
  'th',
  'vi',
  'id',
  'ms',
] as const;
export type SheetLanguage = (typeof SHEET_LANGUAGES)[number];

/** Search fallback locales (product-spec §9): German falls back to English then French; others French then English. */
/** GET /documents?language=all: sheets of every language, without the fallback chain (issue #16). */
export const ALL_LANGUAGES = 'all';

export function fallbackLanguages(language: string): string[] {
  const chain = language === 'de' ? ['de', 'en', 'fr'] : [language, 'fr', 'en'];
  return [...new Set(chain)];
}
