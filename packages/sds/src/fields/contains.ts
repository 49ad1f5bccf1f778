import type { TextLine } from '../text/document-text.js';

/**
 * Section 2.2's components named on the label (CLP Art. 18(3), "Contains"), as printed and in order. Two shapes:
 *
 * - a heading and a list under it ("Hazardous components which must be listed on the label:" and bullets; "Hazard-
 *   determining components of labeling:"; "Gefahrbestimmende Komponenten zur Etikettierung:"; "Composants dangereux
 *   déterminants pour l'étiquetage :"; "Componenti pericolosi da indicare in etichetta:"), the names maybe on the
 *   heading's own line;
 * - a line "Contains: A, B" / "Contient : A ; B" / "Enthält: A" / "Contiene: A".
 *
 * Left out on purpose: hazard statement texts ("H280: Contains gas under pressure"), the EUH208 sentence ("Contains X.
 * May produce an allergic reaction": the sensitisers below the classification limit, Annex II 2.8, not the
 * components that give the classification) and prose ("Used engine oil may contain hazardous components ...").
 */

const LIST_HEADING =
  /^(?:hazardous components? which must be listed on the label|hazard[- ]determining components? (?:of|for) label(?:l)?ing|gefahrbestimmende komponenten? (?:zur|der) etikettierung|composants? dangereux (?:determinants? )?(?:pour|a mentionner sur) l'etiquet(?:age|te)|composants? determinants? pour l'etiquetage|componenti pericolosi (?:da indicare in etichetta|che determinano (?:il pericolo|l'etichettatura))|componenti (?:che determinano il pericolo|da indicare in etichetta))\s*:?\s*/;
const CONTAINS_LINE = /^(?:contains|contient|enthalt|contiene)\s*:\s*/;
/** The EUH208 sentence in the four languages: sensitisers, not the label's "Contains". */
const ALLERGY = /allergi/;
/** Where a list under its heading ends: another label element, a statement code, the next subsection. */
const LIST_END =
  /^(?:signal ?word|mention|signalwort|avvertenz|parol|hazard statement|mentions? de danger|gefahrenhinweis|indicazion|precautionary|conseils?|sicherheitshinweis|consigli|supplement|informations? (?:additionnelles|supplementaires)|erganzende|2\.3|2\.4|section|rubrique|abschnitt|sezione|(?:euh|[hp]) ?\d{3}|contains|contient|enthalt|contiene|hazard inducers|other hazard|autres dangers|sonstige gefahren|altri pericoli)/;
const BULLET = /^[•·▪◦*-]\s*/;
/** A CAS or EC number beside a name in the list's table cells. */
const IDENTIFIER = /\s*\b\d{2,7}-\d{2}-\d\b\s*|\s*\b\d{3}-\d{3}-\d\b\s*/g;

const MAX_NAMES = 10;

function clean(name: string): string {
  return name
    .replace(IDENTIFIER, ' ')
    .replace(/\t+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[.;,:]+$/, '')
    .trim();
}

/** "A, B; C" as names: semicolons first; commas only followed by a space (a chemical name keeps "2,4-" and "N,N-"). */
function splitInline(text: string): string[] {
  const parts = text.includes(';') ? text.split(';') : text.split(/,\s+/);
  return parts.map(clean).filter((n) => n.length > 1);
}

/** The list under a heading: bulleted items (a line without a bullet continues the one above) or one name a line. */
function listUnder(lines: TextLine[], from: number): string[] {
  const items: string[] = [];
  let bulleted = false;
  for (let i = from; i < lines.length && i < from + 3 * MAX_NAMES; i++) {
    const text = lines[i].text.trim();
    const folded = lines[i].folded.trim();
    if (!text || LIST_END.test(folded) || /:\s*$/.test(text)) break;
    if (BULLET.test(text)) {
      bulleted = true;
      items.push(text.replace(BULLET, ''));
    } else if (bulleted && items.length > 0) {
      // A wrapped name: "4-hydroxy-2,5-dimethyl-3(2H)-" / "furanone (= furonol)".
      const last = items.length - 1;
      items[last] = /-$/.test(clean(items[last])) ? `${clean(items[last])}${text}` : `${items[last]} ${text}`;
    } else items.push(text);
    if (items.length >= MAX_NAMES) break;
  }
  return items.map(clean).filter((n) => n.length > 1);
}

export function readContains(s2: TextLine[]): string[] {
  for (let i = 0; i < s2.length; i++) {
    const folded = s2[i].folded.trim();
    const heading = LIST_HEADING.exec(folded);
    if (heading) {
      const rest = s2[i].text.trim().slice(heading[0].length);
      const names = rest ? splitInline(rest) : listUnder(s2, i + 1);
      if (names.length > 0) return names.slice(0, MAX_NAMES);
      continue;
    }
    const inline = CONTAINS_LINE.exec(folded);
    if (inline && !ALLERGY.test([folded, s2[i + 1]?.folded ?? ''].join(' '))) {
      const names = splitInline(s2[i].text.trim().slice(inline[0].length));
      if (names.length > 0) return names.slice(0, MAX_NAMES);
    }
  }
  return [];
}
