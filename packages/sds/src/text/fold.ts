/**
 * Lower case without accents, for matching headings and labels in every language ("Sécurité" -> "securite").
 * Keeps the length of the text (one character for one character, ß -> s) so that a match in the folded text
 * points at the same offsets in the original.
 */
export function fold(text: string): string {
  // Fast path: plain ASCII (U+0000 to U+007F) only needs lower case.
  if (/^\p{ASCII}*$/u.test(text)) return text.toLowerCase();
  let out = '';
  for (let ch of text) {
    // Typographic apostrophes and dashes as their ASCII forms ("Mention d’avertissement").
    if (ch === '\u2019' || ch === '\u2018' || ch === '\u02bc') ch = "'";
    else if (ch === '\u2013' || ch === '\u2010' || ch === '\u2011') ch = '-';
    const base = ch.normalize('NFD')[0].toLowerCase();
    // Astral characters count two UTF-16 units: keep them as two placeholders.
    out += base.length === 1 ? base : ch.length === 2 ? '??' : '?';
    if (ch.length === 2 && base.length === 1) out += '?';
  }
  return out;
}
