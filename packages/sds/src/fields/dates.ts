import { fold } from '../text/fold.js';

/** Month names (folded) in en, fr, de, it, es, nl, pt, full and abbreviated. */
const MONTHS: [RegExp, number][] = [
  [/^(jan|janv|janvier|januar|gennaio|gen|enero|ene|januari|janeiro)/, 1],
  [/^(feb|fev|fevr|fevrier|februar|febbraio|febrero|februari|fevereiro)/, 2],
  [/^(mar|mars|marz|maerz|marzo|maart|marco)/, 3],
  [/^(apr|avr|avril|april|aprile|abril|abr)/, 4],
  [/^(may|mai|maggio|mag|mayo|mei|maio)/, 5],
  [/^(jun|juin|juni|giugno|giu|junio|junho)/, 6],
  [/^(jul|juil|juillet|juli|luglio|lug|julio|julho)/, 7],
  [/^(aug|aout|august|agosto|ago|augustus)/, 8],
  [/^(sep|sept|septembre|september|settembre|set|septiembre|setembro)/, 9],
  [/^(oct|octobre|oktober|okt|ottobre|ott|octubre|outubro|out)/, 10],
  [/^(nov|novembre|november|noviembre|novembro)/, 11],
  [/^(dec|decembre|dezember|dez|dicembre|dic|diciembre|december|dezembro)/, 12],
];

function month(word: string): number | null {
  const w = fold(word).replace(/\.$/, '');
  for (const [re, n] of MONTHS) if (re.test(w)) return n;
  return null;
}

function iso(y: number, m: number, d: number): string | null {
  if (y < 100) y += y < 70 ? 2000 : 1900;
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1970 || y > 2100) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * First date in a text, as ISO. Numeric day/month order: a part above 12 decides; otherwise month first for
 * US sheets (monthFirst) and day first elsewhere.
 */
export function parseDate(text: string, monthFirst: boolean): string | null {
  // Every form is tried and the date that comes first in the text wins ("12 de marzo de 2023 ... impresión: 18/09/2023").
  const found: { at: number; date: string | null }[] = [];
  // The same separator twice and no spaces: "2014.<tab>1/14" is not a date.
  let m = /(?<!\d)(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?!\d)/.exec(text);
  if (m) found.push({ at: m.index, date: iso(+m[1], +m[3], +m[4]) });
  m = /(?<!\d)(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/.exec(text);
  if (m) {
    const a = +m[1];
    const b = +m[3];
    const y = +m[4];
    const date = a > 12 ? iso(y, b, a) : b > 12 ? iso(y, a, b) : monthFirst ? iso(y, a, b) : iso(y, b, a);
    found.push({ at: m.index, date });
  }
  // "29 July 2024", "29 de julio de 2024", "29. Juli 2024", "1er janvier 2024".
  m = /(?<!\d)(\d{1,2})(?:st|nd|rd|th|er|º)?[\s.\-/]+(?:(?:de|of)\s+)?(\p{L}{3,}\.?)[\s.\-/,]+(?:(?:de|del)\s+)?(\d{4}|\d{2})(?!\d)/u.exec(text);
  if (m && month(m[2])) found.push({ at: m.index, date: iso(+m[3], month(m[2])!, +m[1]) });
  // "July 29, 2024".
  m = /(\p{L}{3,}\.?)[\s.\-/]+(\d{1,2})(?:st|nd|rd|th)?,?[\s.\-/]+(\d{4})/u.exec(text);
  if (m && month(m[1])) found.push({ at: m.index, date: iso(+m[3], month(m[1])!, +m[2]) });
  const valid = found.filter((f) => f.date !== null).sort((x, y) => x.at - y.at);
  return valid[0]?.date ?? null;
}
