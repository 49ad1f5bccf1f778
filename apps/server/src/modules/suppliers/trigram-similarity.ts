/**
 * pg_trgm's similarity() in JavaScript, for matching the ~900 supplier names in memory: the words of a text
 * (runs of letters and digits, lower-cased), each padded with two spaces before and one after, cut into
 * three-character pieces; similarity = shared pieces / all distinct pieces of both texts. The `%` operator of
 * pg_trgm accepts a pair at or above its threshold (pg_trgm.similarity_threshold, 0.3 by default).
 */
export const TRIGRAM_THRESHOLD = 0.3;

export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    const chars = [...padded];
    for (let i = 0; i + 3 <= chars.length; i++) out.add(chars[i] + chars[i + 1] + chars[i + 2]);
  }
  return out;
}

export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const t of small) if (large.has(t)) shared += 1;
  return shared / (a.size + b.size - shared);
}
