import type { Transport } from '../types.js';
import type { TextLine } from '../text/document-text.js';
import { fold } from '../text/fold.js';
import { labelValue } from './label-value.js';
import { subsectionValue } from './transport-subsections.js';

export const UN_LABEL =
  /un ?#|un\/na (?:number|no\.?)|un[- ]?(?:number|no\.?|nr\.?|nummer)|un\/id (?:number|no\.?)|identification number|numero (?:onu|un|de l'onu)|un-nummer|numero onu|vn-nummer|numero onu|n° onu|no onu/;
const SHIPPING =
  /(?:un )?proper shipping name|shipping name|designation officielle de transport(?: de l'onu)?|ordnungsgemasse (?:un-)?versandbezeichnung|nome di spedizione(?: dell'onu)?|designacion oficial (?:de transporte )?(?:de las naciones unidas)?|juiste ladingnaam|officiele vervoersnaam|designacao oficial de transporte/;
const CLASS =
  /transport hazard class(?:\(es\))?|hazard class|class(?:\(es\))?|classe(?:\(s\))? de danger pour le(?: transport)?|classe|klasse|transportgefahrenklassen|classi di pericolo connesso al trasporto|clase(?:\(s\))? de peligro para el transporte|clase|gevarenklasse|classe de perigo/;
const PACKING = /packing group|packaging group|groupe d'emballage|verpackungsgruppe|gruppo d'imballaggio|grupo de embalaje|verpakkingsgroep|grupo de embalagem/;
const ENV =
  /environmental hazards?|marine pollutant|dangers pour l'environnement|umweltgefahren|pericoli per l'ambiente|peligros para el medio ambiente|milieugevaren|perigos para o ambiente/;
const NOT_REGULATED =
  /not regulated|not dangerous|not classified as dangerous|non soumis|non dangereux|pas une marchandise dangereuse|kein gefahrgut|nicht als gefahrgut|non regolamentato|merce non pericolosa|no regulado|mercancia no peligrosa|niet gereglementeerd|geen gevaarlijke stof|nao regulamentado|mercadoria nao perigosa/;

/**
 * The transport fields of section 14. `before`: the lines just above the section's heading on its page, where a
 * table extracted column by column can leave its label column (see unNumberOfSplitTable).
 */
export function readTransport(s14: TextLine[], before: TextLine[] = []): Transport {
  const text = s14.map((l) => l.text).join('\n');
  let unNumber: string | null = null;
  const labelled = labelValue(s14, UN_LABEL);
  // "UN1180", "UN#: 1180", "UN-No. 1180", and the North American numbers of US sheets ("NA 1993", "NA1993").
  const m = (labelled && /(?:UN|ONU|VN|NA)?\s*-?\s*(\d{4})\b/.exec(labelled.value)) || /\b(?:UN|ONU|VN|UN-No\.?|NA)\s*#?\s*:?\s*-?\s*(\d{4})\b/.exec(text);
  if (m) unNumber = m[1];
  unNumber ??= unNumberPerMode(s14);
  unNumber ??= unNumberOfSplitTable(s14, before);
  // The numbered subsection first (it holds the whole wrapped value), then the label.
  const shippingHit = labelValue(s14, SHIPPING);
  const shipping = subsectionValue(s14, 2) ?? (shippingHit ? shippingHit.value + shippingContinuation(s14, shippingHit.line) : null);
  const classOf = (v: string | null | undefined) => (v ? (/^\s*(\d(?:\.\d)?)(?![\d])/.exec(v)?.[1] ?? null) : null);
  const transportClass = classOf(labelValue(s14, CLASS)?.value) ?? classOf(subsectionValue(s14, 3));
  const group = (v: string | null | undefined) => (v ? /^(?:PG\s*)?(III|II|I)\b/.exec(v.trim()) : null);
  const pgm = group(labelValue(s14, PACKING)?.value) ?? group(subsectionValue(s14, 4)) ?? /\bPG\s*(III|II|I)\b/.exec(text);
  const hazardous = (v: string | null | undefined): boolean | null => {
    const f = v ? fold(v) : '';
    if (/^(yes|oui|ja|si|sim|environmentally hazardous|marine pollutant)\b/.test(f)) return true;
    if (/^(no|non|nein|nee|nao|not)\b/.test(f)) return false;
    return null;
  };
  let environmentalHazard = hazardous(labelValue(s14, ENV)?.value) ?? hazardous(subsectionValue(s14, 5));
  if (!unNumber && NOT_REGULATED.test(fold(text))) environmentalHazard ??= false;
  return {
    unNumber,
    shippingName: unNumber && shipping && !/^(not|no|non|n\/a)\b/i.test(shipping) ? shipping.replace(/^UN\s?\d{4}[,\s]*/, '') : null,
    transportClass: unNumber ? transportClass : null,
    packingGroup: unNumber && pgm ? (pgm[1] as 'I' | 'II' | 'III') : null,
    environmentalHazard,
  };
}

const SUBSECTION = /^\s*\d{1,2}\.\d/;

/** A UN or North-American number label standing alone on its line, its value elsewhere ("NA Number", "UN No."). */
const BARE_NUMBER_LABEL = /^(?:un|na|un\/na|dot)[ -]?(?:number|no\.?|nr\.?|#)\s*:?$/;
const BARE_NUMBER = /^(?:UN|NA)?\s*-?\s*(\d{4})$/;

/**
 * A transport table whose text layer gives its label column and its value column apart (real US sheets, e.g.
 * "DOT BULK PACKAGING / NA Number / Proper shipping name / Hazard Classification" as one block, then the
 * heading "14. TRANSPORT INFORMATION", then "1993 / Combustible liquid, n.o.s. / 3 / III"): when a bare
 * UN/NA-number label stands alone on its line in the section or just above its heading on the same page, the first
 * line of the section's first lines that is only a four-digit number is its value. Both must be there: a bare
 * number without its label (a year, a page count) is not taken.
 */
function unNumberOfSplitTable(s14: TextLine[], before: TextLine[]): string | null {
  const page = s14[0]?.page;
  const near = before.filter((l) => l.page === page).slice(-40);
  const hasLabel = [...near, ...s14].some((l) => BARE_NUMBER_LABEL.test(l.folded.replace(/\t/g, ' ').trim()));
  if (!hasLabel) return null;
  for (const l of s14.slice(1, 10)) {
    const m = BARE_NUMBER.exec(l.text.replace(/\t/g, ' ').trim());
    if (m) return m[1];
  }
  return null;
}
const UN_HEADING = new RegExp(`^[\\s\\d.]*(?:${UN_LABEL.source})\\s*[:.]?\\s*$`);
/** "ADR <tab> : <tab> 1197", "IMDG: UN 1197", "Land transport (DOT)  UN1993": a mode label, then the number. */
const MODE_VALUE = /^[\p{L}\s()/.-]{2,40}?\s*[:\t]\s*(?::\s*)?(?:UN|ONU|VN|NA)?\s*-?\s*(\d{4})\b/u;

/**
 * A bare "14.1 UN number" heading whose value stands one line per transport mode below it
 * ("ADR : 1197" / "RID : 1197" / "IMDG : 1197"), up to the next subsection.
 */
function unNumberPerMode(lines: TextLine[]): string | null {
  const at = lines.findIndex((l) => UN_HEADING.test(l.folded.replace(/\t/g, ' ')));
  if (at < 0) return null;
  for (let i = at + 1; i < Math.min(lines.length, at + 7); i++) {
    if (SUBSECTION.test(lines[i].text)) break;
    const m = MODE_VALUE.exec(lines[i].text);
    if (m) return m[1];
  }
  return null;
}
const NEXT_LABEL = new RegExp(`^(?:${[UN_LABEL, CLASS, PACKING, ENV].map((r) => r.source).join('|')})`);

/**
 * The rest of a shipping name that wraps in the value column ("MATIÈRE DANGEREUSE DU POINT DE VUE DE" /
 * "de l'ONU <tab> L'ENVIRONNEMENT, LIQUIDE, N.S.A. (..." / "butylglycol acetate, ...)"): a following line's value cell,
 * or a whole line while a parenthesis is open or the name ends with a comma, until the next subsection or label.
 */
function shippingContinuation(lines: TextLine[], from: number): string {
  let value = lines[from].text.split('\t').pop() ?? '';
  let added = '';
  for (let i = from + 1; i < Math.min(lines.length, from + 4); i++) {
    const line = lines[i];
    if (SUBSECTION.test(line.text) || NEXT_LABEL.test(line.folded.trim())) break;
    const cells = line.text.split('\t');
    const open = (value.match(/\(/g) ?? []).length > (value.match(/\)/g) ?? []).length || /[,;(-]\s*$|\b(?:DE|DU|OF|VON|DI|DEL)\s*$/i.test(value);
    const part = cells.length > 1 ? cells[cells.length - 1].trim() : open ? line.text.trim() : '';
    if (!part) break;
    value += ` ${part}`;
    added += ` ${part}`;
  }
  return added.replace(/\s+/g, ' ');
}
