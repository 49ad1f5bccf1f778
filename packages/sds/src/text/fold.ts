/** The folded form of each non-ASCII character met so far (a sheet uses a few dozen; bounded all the same). */
const folded = new Map<string, string>();
const MAX_CACHED = 20_000;

function foldChar(ch: string): string {
  // Typographic apostrophes and dashes as their ASCII forms ("Mention d’avertissement").
  if (ch === '\u2019' || ch === '\u2018' || ch === '\u02bc') ch = "'";
  else if (ch === '\u2013' || ch === '\u2010' || ch === '\u2011') ch = '-';
  const base = ch.normalize('NFD')[0].toLowerCase();
  // Astral characters count two UTF-16 units: keep them as two placeholders.
  if (base.length !== 1) return ch.length === 2 ? '??' : '?';
  return ch.length === 2 ? `${base}?` : base;
}

/**
 * Lower case without accents, for matching headings and labels in every language ("Sécurité" -> "securite").
 * Keeps the length of the text (one character for one character, ß -> s) so that a match in the folded text
 * points at the same offsets in the original.
 */
export function fold(text: string): string {
  // Fast path: plain ASCII (U+0000 to U+007F) only needs lower case.
  if (/^\p{ASCII}*$/u.test(text)) return text.toLowerCase();
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 0x80) {
      out += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : ch;
      continue;
    }
    let f = folded.get(ch);
    if (f === undefined) {
      f = foldChar(ch);
      if (folded.size < MAX_CACHED) folded.set(ch, f);
    }
    out += f;
  }
  return out;
}
