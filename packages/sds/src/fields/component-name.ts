import type { TextLine } from '../text/document-text.js';

/**
 * Where a component's name sits in a section 3 table, and what is not a name. Kept apart from the identifier and
 * concentration parsing of composition.ts: the layouts of real sheets vary most in this part.
 */

export const CAS = /(?<![\d-])\d{2,7}\s?[-\u2010-\u2013]\s?\d{2}\s?[-\u2010-\u2013]\s?\d(?![\d-])/g;
export const EC = /(?<![\d-])[2-9]\d{2}-\d{3}-\d(?![\d-])/g;
export const INDEX = /(?<![\d-])\d{3}-\d{3}-\d{2}-\d(?![\d-])/g;
export const REACH = /(?<![\d-])\d{2}-\d{10}-\d{2}(?:-(?:\d{4}|[xX*]{4}))?(?![\d-])/g;
const hasCas = new RegExp(CAS.source);
const countCas = (text: string) => [...text.matchAll(CAS)].length;

const NAME_NOISE = /\b(?:cas[- ]?(?:no|nr|number|#)?\.?|ec[- ]?(?:no|nr|number)\.?|einecs|index[- ]?(?:no|nr)\.?|reach)\s*[:#]?\s*$/i;

export function cleanName(s: string): string | null {
  const v = s
    .replace(/\t/g, ' ')
    .replace(NAME_NOISE, '')
    // "3-Hexen-1-ol (Z)- Eye Irritation - Cat. 2 [H319]": the classification glued after the name.
    .replace(/\s+(?:\p{Lu}\p{L}+\s?){1,3}(?:\([^)]*\)\s*)?-\s*Cat\.?\s*\d.*$/u, '')
    // A concentration or hazard codes in brackets after the name ("copolymer (>99%)", "N-Butyl acetate (EUH066)").
    .replace(/\s*\((?:[<>≤≥]=?\s*)?\d+(?:[.,]\d+)?\s*%\)\s*$|\s*\((?:EUH|H)\d{3}[^)]*\)\s*$/, '')
    .replace(/[\s:;,#*]+$/, '')
    .replace(/^[\s:;,#*•\u00b7-]+/, '')
    .trim();
  // A remark in brackets on its own ("(IUPAC)", "(Contd. from Page 1)") is no name.
  if (v.length < 2 || !/\p{L}{2}/u.test(v) || /^\([^()]*\)$/.test(v)) return null;
  if (
    /^(?:cas|ec|einecs|index|components?|name|chemical name|substance|hazardous components|dangerous components|ingredients?|concentration|weight|classification)\b/i.test(
      v,
    )
  )
    return null;
  // A numbered sub-heading ("3.1.2 Chemical formula <tab> H2O (7732-18-5), ..."), not a component.
  if (/^\d+(?:\.\d+)+\.?\s/.test(v)) return null;
  return v;
}

/**
 * Not a name: a concentration, an identifier, a code list, a classification cell, or the placeholder a sheet
 * prints in the CAS column ("Various", "Proprietary", "Trade secret").
 * Old EU symbols (Xn, N, F, T, C) count only as a whole cell of symbols ("Xi, N; R36-50"): "N-BUTYL ACETATE",
 * "N,N,N-trimethylanilinium" and "c]-1,2,4-dithiazole" are names or parts of one.
 */
export const NOT_NAME =
  /^[<>≤≥=~\d\s.,%-]+$|^(?:[<>≤≥]=?\s*)?\d+(?:[.,]\d+)?\s*(?:-|–|to)?\s*(?:[<>≤≥]=?\s*)?\d*(?:[.,]\d+)?\s*%|^(?:H\d{3}|EUH\d{3}|R\d{2})|^(?:Xi|Xn|N|F\+?|T\+?|C|O|E)(?:\s*[,;]\s*(?:Xi|Xn|N|F\+?|T\+?|C|O|E))*(?:[\s,;]+R\d.*)?$|\b(?:Flam|Acute|Skin|Eye|Aquatic|STOT|Asp|Carc|Muta|Repr|Resp|Met)\.?\s(?:Liq|Tox|Irrit|Corr|Dam|Acute|Chronic|SE|RE|Sens)\b|^(?:various|proprietary|trade secret|confidential|withheld|not available|n\/?a)$/i;

const nameOf = (cell: string): string | null => {
  const v = cleanName(cell.replace(new RegExp(CAS.source, 'g'), ' ').replace(new RegExp(EC.source, 'g'), ' ').replace(/\s+/g, ' '));
  return v && !NOT_NAME.test(v) ? v : null;
};

/** A concentration cell that the text layer glued to the name cell after it (">= 99.0 - <= 100.0% methyl chloroformate", "... 1-methylimidazole"). */
const LEADING_CONCENTRATION = /^\s*(?:[<>≤≥]=?\s*)?\d+(?:[.,]\d+)?\s*(?:(?:-|–|to)\s*(?:[<>≤≥]=?\s*)?\d+(?:[.,]\d+)?\s*)?%\s+(?=[\p{L}\d(])/u;

/**
 * The component name in a table row: the first text cell before the CAS cell, else the text after the CAS in
 * its own cell ("64-17-5 Ethyl alcohol"), else (CAS leading the row) the first name cell after it; a row
 * without CAS gives its first name cell.
 */
export function nameInRow(text: string): string | null {
  const cells = text.split('\t');
  const casCell = cells.findIndex((c) => hasCas.test(c));
  if (casCell < 0) return cells.map(nameOf).find(Boolean) ?? null;
  const at = cells[casCell].search(hasCas);
  const head = cells[casCell].slice(0, at);
  const before = [...cells.slice(0, casCell), head].map(nameOf).find(Boolean);
  if (before) return before;
  // Not in a list of CAS numbers ("H2O (7732-18-5), C6-H8-O7 (77-92-9), ..."): that is no component row.
  const tail = countCas(cells[casCell]) === 1 ? nameOf(cells[casCell].slice(at).replace(hasCas, ' ')) : null;
  if (tail) return tail;
  if (casCell === 0 && !head.trim())
    return (
      cells
        .slice(1)
        .map((c) => nameOf(c.replace(LEADING_CONCENTRATION, '')))
        .find(Boolean) ?? null
    );
  return null;
}

/** A "label: value" colon, not one inside brackets ("copper(II) carbonate--copper(II) hydroxide (1:1)"). */
export const hasLabelColon = (text: string) => /[:：]/.test(text.replace(/\([^()]*\)|\[[^\]]*\]/g, ''));

/** The first cell of a line when it can be a name: no "label : value", no CAS. */
export function nameInFirstCell(text: string): string | null {
  const first = text.split('\t')[0];
  if (hasLabelColon(first) || hasCas.test(first)) return null;
  return nameOf(first);
}

/** "CAS : 57-55-6", "CAS-No. 130-95-0", "N° CAS : 0000928-96-1": a line that holds only identifiers. */
export function startsWithIdentifierLabel(text: string): boolean {
  const head = text.slice(0, Math.max(0, text.search(hasCas)));
  return /^[\s·•*]*(?:n°\s*)?cas\b[^\t\p{L}]*(?:n[or]\.?|number|#)?[\s.:#\t]*$/iu.test(head);
}

/** A line that holds an EC, index or REACH number (and so belongs to a component row). */
export const hasOtherIdentifier = (text: string) => new RegExp(`${EC.source}|${INDEX.source}|${REACH.source}`).test(text);

/** The header of a component table whose rows start with the name ("Component <tab> Classification <tab> Concentration"). */
const NAME_HEADER = /^(?:hazardous\s+)?(?:components?|chemical name|substance name|ingredients?|ingredient name)\s*(?:\t|$)/i;

/**
 * The name printed under a "Component" header after the identifiers (Sigma-Aldrich substances: "CAS-No. :
 * 72-57-1" ... "Component <tab> Classification <tab> Concentration" / "Tetrasodium ..."), searched in
 * lines [from, to).
 */
export function nameUnderHeader(lines: TextLine[], from: number, to: number): { line: number; name: string } | null {
  for (let j = from; j < to - 1; j++) {
    if (!NAME_HEADER.test(lines[j].text.trim())) continue;
    // "Hazardous components" may stand above the header row itself: the next header is tried then.
    const name = nameInFirstCell(lines[j + 1].text);
    if (name) return { line: j + 1, name };
  }
  return null;
}

/**
 * A long name wraps inside its table cell: the first cells of the next rows [from, to) continue it, when they
 * start in lower case or with a closing bracket, or the name so far ends with a hyphen, an opening bracket, a
 * comma or a semicolon.
 */
export function continueName(name: string, rawFirstCell: string, lines: TextLine[], from: number, to: number): string {
  let out = name;
  // The name cell may run into the CAS cell on the same line ("N-[4-cyano-3-trifluoromethylp 90357-53-2").
  let raw = rawFirstCell.split(hasCas)[0].trim();
  for (let j = from; j < to; j++) {
    const cell = lines[j].text.split('\t')[0].trim();
    // The name so far ends where a name goes on: a hyphen, an opening bracket, a comma or a semicolon.
    const open = /[-([,;]$/.test(raw) || /[-([]$/.test(out);
    if (!cell || hasLabelColon(cell) || /\d{2,}-\d{2,}-\d/.test(cell) || /^(?:H\d{3}|EUH|R\d|[<>≤≥])/.test(cell) || NOT_NAME.test(cell)) break;
    if (/^\d/.test(cell) && !/[-([]$/.test(raw)) break;
    // A name in capitals goes on in capitals on a line of its own ("JUICES, FRUITS OR VEGETABLES" / "WITHOUT ADDITIVES").
    const capitals = !/\p{Ll}/u.test(out) && !/\p{Ll}/u.test(cell) && !lines[j].text.includes('\t');
    if (!/^[\p{Ll}()\][\d]/u.test(cell) && !open && !capitals) break;
    // "baseoil -" / "unspecified": a dash between words, not a hyphen inside one.
    const glue =
      /[^\s][-([]$/.test(raw) || /[^\s][-([]$/.test(out) || /^[)\]]/.test(cell) ? '' : /[,;]$/.test(raw) && !/[,;]$/.test(out) ? `${raw.slice(-1)} ` : ' ';
    out = `${out}${glue}${cell}`;
    raw = cell;
  }
  // What the continuation brought may end in a bracketed code ("N-Butyl acetate" / "(EUH066)").
  return cleanName(out) ?? out;
}
