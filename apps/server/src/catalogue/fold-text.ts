/**
 * Case- and accent-folding on the JavaScript side, matching SQL f_fold() (lower(unaccent())) closely enough for
 * building search terms: the tokens produced here are looked up in the GIN index built from f_fold(product_name).
 */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th', ı: 'i' };

export function foldText(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđþı]/g, (ch) => LIGATURES[ch] ?? ch);
}

/** The words of a search text, folded: letters and digits only, so they are safe inside a tsquery. */
export function searchTokens(value: string, max = 8): string[] {
  return foldText(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, max);
}

/** URL slug of a name: folded, words joined by hyphens. */
export function slugify(value: string): string {
  return searchTokens(value, 30).join('-').slice(0, 120) || 'sheet';
}
