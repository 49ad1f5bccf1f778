import { H_STATEMENTS } from '@openfds/contract';
import { fold } from '../text/fold.js';

/**
 * H codes from their wording, for sheets that print hazard statements as text only (many US sheets:
 * "Causes severe skin burns and eye damage" = H314). Uses the CLP/GHS texts in en, fr, de and it from the
 * contract. Longer texts are matched first and blanked out, so "Highly flammable liquid and vapour" does not
 * also count as "Flammable liquid and vapour".
 */
const simplify = (s: string) => fold(s).replace(/[^a-z0-9]+/g, ' ').trim();

const TEXTS: [string, string][] = Object.entries(H_STATEMENTS)
  .filter(([code]) => !code.includes('+'))
  .flatMap(([code, t]) => Object.values(t).map((text): [string, string] => [` ${simplify(text)} `, code]))
  // Very short texts ("Explosive.") would match ordinary sentences.
  .filter(([text]) => text.length >= 20)
  .sort((a, b) => b[0].length - a[0].length);

export function hCodesFromText(text: string): string[] {
  let hay = ` ${simplify(text)} `;
  const found = new Set<string>();
  for (const [needle, code] of TEXTS) {
    if (!hay.includes(needle)) continue;
    found.add(code);
    hay = hay.split(needle).join(' | ');
  }
  return [...found];
}
