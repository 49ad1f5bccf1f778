/**
 * H, EUH and P codes in free text. Suffixes only where CLP has them (H350i, H360FD, H361fd...), so that a code
 * glued to its text ("H225Highly flammable") is not misread; combinations joined with "+" and no spaces.
 * The H inside EUH is never read as an H code (look-behind on letters).
 */
const H_ONE = String.raw`H(?:3[56][0-2](?:(?:FD|Fd|Df|fd|F|D|f|d|i)(?![a-z]))?|[2-4]\d{2})`;
const H_RE = new RegExp(String.raw`(?<![A-Za-z0-9])${H_ONE}(?:\s*\+\s*${H_ONE})*(?![0-9])`, 'g');
const EUH_RE = /(?<![A-Za-z0-9])EUH\s?(?:0[0-9]{2}|[1-4][0-9]{2})(?![0-9])/g;
const P_ONE = String.raw`P[1-5]\d{2}`;
const P_RE = new RegExp(String.raw`(?<![A-Za-z0-9])${P_ONE}(?:\s*\+\s*${P_ONE})*(?![0-9])`, 'g');

function collect(text: string, re: RegExp): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(re)) out.add(m[0].replace(/\s+/g, ''));
  return [...out];
}

export function hCodes(text: string): string[] {
  return collect(text, H_RE);
}
export function euhCodes(text: string): string[] {
  return collect(text, EUH_RE);
}
export function pCodes(text: string): string[] {
  return collect(text, P_RE);
}

export function sortCodes(codes: Iterable<string>): string[] {
  return [...new Set(codes)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}
