/**
 * Text for pdfkit's standard fonts, which only know the WinAnsi code page (Latin-1 and 27 signs of Windows-1252):
 * a sign outside it would print as a wrong glyph. Shared by every PDF the server writes with them (the vigi and
 * extraction reports, the SafeBox contract, the invoices).
 */

/** The signs of Windows-1252 outside Latin-1 (0x80-0x9f), which the standard fonts have. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Greek letters common in chemical names, spelled out (α-pinene -> alpha-pinene). */
const GREEK: Record<string, string> = { α: 'alpha', β: 'beta', γ: 'gamma', δ: 'delta', ε: 'epsilon', ω: 'omega', μ: 'mu', λ: 'lambda' };

/** Signs outside WinAnsi with a plain spelling. */
const SPELLED: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '-', // figure dash
  '\u2212': '-', // minus sign
  '\u2032': "'", // prime
  '\u2192': '->', // rightwards arrow
  '\u202f': '\u00a0', // narrow no-break space
  '\u2009': ' ', // thin space
};

/** The no-break and thin spaces as plain spaces. */
const PLAIN_SPACES: Record<string, string> = { '\u00a0': ' ', '\u202f': ' ', '\u2009': ' ' };

export interface WinAnsiOptions {
  /**
   * No-break, narrow no-break and thin spaces written as plain spaces: text formatted by Intl (numbers, dates)
   * then reads and copies as typed (the extraction report, the SafeBox contract, the invoices). Without it the
   * no-break space is kept and the narrow one becomes a no-break space (the vigi report).
   */
  plainSpaces?: boolean;
  /** The en dash written '-' (the extraction report's values, "20–25 °C"); kept without it. */
  plainDashes?: boolean;
}

/**
 * The text in WinAnsi: composed (NFC) first, WinAnsi signs, tab and line ends kept, the signs of SPELLED and the
 * Greek letters of GREEK spelled out, anything else "?" (one per character).
 */
export function winAnsi(text: string, options: WinAnsiOptions = {}): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (options.plainSpaces && PLAIN_SPACES[ch] !== undefined) out += PLAIN_SPACES[ch];
    else if (options.plainDashes && ch === '\u2013') out += '-';
    else if (isWinAnsi(ch)) out += ch;
    else out += SPELLED[ch] ?? GREEK[ch.toLowerCase()] ?? '?';
  }
  return out;
}

function isWinAnsi(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch);
}
