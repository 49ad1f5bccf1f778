import { DOCUMENT_CODE, isValidEan, isValidUfi, normaliseUfi } from '@openfds/contract';

/** What a free search value looks like: an identifier is matched exactly, anything else as a product name. */
export type SearchValueKind =
  | { kind: 'iddc'; value: string }
  | { kind: 'ean'; value: string }
  | { kind: 'ufi'; value: string }
  | { kind: 'code_or_name'; value: string }
  | { kind: 'name'; value: string };

export function classifySearchValue(raw: string): SearchValueKind {
  const value = raw.trim();
  if (DOCUMENT_CODE.test(value)) return { kind: 'iddc', value };
  const digits = value.replace(/\s+/g, '');
  if (/^\d{8,14}$/.test(digits) && isValidEan(digits)) return { kind: 'ean', value: digits };
  if (isValidUfi(value)) return { kind: 'ufi', value: normaliseUfi(value)! };
  // A single word with a digit in it reads like a product code first (e.g. "AX-220"); a name otherwise.
  if (!/\s/.test(value) && /\d/.test(value)) return { kind: 'code_or_name', value };
  return { kind: 'name', value };
}

/** Shortest word matched as a prefix: "ac:*" would expand to thousands of words across 3 million names. */
export const MIN_PREFIX = 3;

/** tsquery text where every word matches as a word prefix, all words required: "acet:* & tech:*". */
export function prefixQuery(tokens: string[]): string {
  return tokens.map((t) => (t.length >= MIN_PREFIX ? `${t}:*` : t)).join(' & ');
}

/** tsquery text where each word is complete (used to rank whole words above prefixes). */
export function exactQuery(tokens: string[]): string {
  return tokens.join(' & ');
}

/** tsquery text with spelling alternatives per word: "(acetne:* | acetone) & tech:*". */
export function tolerantQuery(tokens: string[], alternatives: Map<string, string[]>): string {
  return tokens
    .map((t) => {
      const alts = alternatives.get(t) ?? [];
      const typed = t.length >= MIN_PREFIX ? `${t}:*` : t;
      return alts.length ? `(${[typed, ...alts].join(' | ')})` : typed;
    })
    .join(' & ');
}
