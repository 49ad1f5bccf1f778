import { H_STATEMENTS } from '@openfds/contract';
import { fold } from '../text/fold.js';

/**
 * H codes from their wording, for sheets that print hazard statements as text only (many US sheets:
 * "Causes severe skin burns and eye damage" = H314). Uses the CLP/GHS texts in en, fr, de and it from the
 * contract. Longer texts are matched first and blanked out, so "Highly flammable liquid and vapour" does not
 * also count as "Flammable liquid and vapour".
 */
// US sheets write "vapor" and "oxidizer" where the CLP text says "vapour" and "oxidiser".
const simplify = (s: string) =>
  fold(s)
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bvapour/g, 'vapor')
    .replace(/\boxidis/g, 'oxidiz')
    .trim();

const ALL_TEXTS: [string, string][] = Object.entries(H_STATEMENTS)
  .filter(([code]) => !code.includes('+'))
  .flatMap(([code, t]) => Object.values(t).map((text): [string, string] => [` ${simplify(text)} `, code]))
  .sort((a, b) => b[0].length - a[0].length);
/** Long texts are found anywhere in the block. */
const TEXTS = ALL_TEXTS.filter(([text]) => text.length >= 20);
/** Very short texts ("Flammable aerosol.", "Toxic if swallowed.") would match inside ordinary sentences: they count only as a whole statement. */
const SHORT = new Map(ALL_TEXTS.filter(([text]) => text.length < 20).map(([text, code]) => [text.trim(), code]));

export function hCodesFromText(text: string): string[] {
  let hay = ` ${simplify(text)} `;
  const found = new Set<string>();
  for (const [needle, code] of TEXTS) {
    if (!hay.includes(needle)) continue;
    found.add(code);
    hay = hay.split(needle).join(' | ');
  }
  // A statement is a sentence, a line or a table cell ("Hazard statements <tab> : Flammable aerosol.").
  for (const part of text.split(/[.\n\t:;]+/)) {
    const code = SHORT.get(simplify(part));
    if (code) found.add(code);
  }
  return [...found];
}
