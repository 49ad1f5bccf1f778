import type { HazardClass, Hazards } from '../types.js';
import type { TextLine } from '../text/document-text.js';
import { euhCodes, hCodes, pCodes, sortCodes } from './statement-codes.js';
import { hCodesFromText } from './statement-texts.js';
import { readContains } from './contains.js';

const DANGER = /^(danger|gefahr|pericolo|peligro|gevaar|perigo)$/;
const WARNING = /^(warning|attention|achtung|attenzione|atencion|advertencia|waarschuwing|atencao|aviso|avvertenza)$/;
const SIGNAL_LABEL =
  /signal ?words?|mentions? d'avertissement|signalwort|signalworter|avvertenz[ae]|parola segnaletica|parole segnaletiche|palabras? de advertencia|palabras? de senal|signaalwoord|palavra-sinal|palavra sinal/;

/** CLP hazard class abbreviations (Annex VI, table 3 codes) followed by a category. */
const CLP_CLASS =
  /\b(Unst\. Expl\.|Expl\.|Flam\. Gas|Flam\. Aerosol|Aerosol|Ox\. Gas|Press\. Gas|Flam\. Liq\.|Flam\. Sol\.|Self-react\.|Pyr\. Liq\.|Pyr\. Sol\.|Self-heat\.|Water-react\.|Ox\. Liq\.|Ox\. Sol\.|Org\. Perox\.|Met\. Corr\.|Acute Tox\.|Skin Corr\.|Skin Irrit\.|Eye Dam\.|Eye Irrit\.|Resp\. Sens\.|Skin Sens\.|Muta\.|Carc\.|Repr\.|Lact\.|STOT SE|STOT RE|Asp\. Tox\.|Aquatic Acute|Aquatic Chronic|Ozone|Desens\. Expl\.)\s*(?:,\s*)?(?:Cat(?:egory|\.)?\s*)?(\d[A-C]?|[A-C]\b)?[^;\n]{0,30}?(H(?:3[56][0-2](?:FD|Fd|Df|fd|F|D|f|d|i)?|[2-4]\d{2}))?/g;
/** Long class names followed by "Category N" (GHS / OSHA style and the translated words). */
const NAMED_CLASS = /^([\p{L}][\p{L}\s,/()\-']{3,80}?)\s*[-:\t,]?\s*(?:category|categorie|kategorie|categoria|categorie|cat\.)\s*(\d[A-C]?|[A-C])\b/iu;

const PICTOGRAM_NAMES: [RegExp, string][] = [
  [/exploding bomb|bombe explosant|explodierende bombe|bomba che esplode|bomba explotando|ontploffende bom|bomba a explodir/, 'GHS01'],
  [
    /flame over circle|flamme au-dessus d'un cercle|flamme uber einem kreis|fiamma sopra un cerchio|llama sobre circulo|vlam boven een cirkel|chama sobre circulo/,
    'GHS03',
  ],
  [/\bflame\b|\bflamme\b|\bfiamma\b|\bllama\b|\bvlam\b|\bchama\b/, 'GHS02'],
  [/gas cylinder|bouteille a gaz|gasflasche|bombola|botella de gas|gasfles|garrafa de gas/, 'GHS04'],
  [/corrosion|korrosion|corrosione|corrosie|corrosao/, 'GHS05'],
  [/skull and crossbones|tete de mort|totenkopf|teschio|calavera|doodshoofd|caveira/, 'GHS06'],
  [/exclamation mark|point d'exclamation|ausrufezeichen|punto esclamativo|signo de exclamacion|uitroepteken|ponto de exclamacao/, 'GHS07'],
  [/health hazard|danger pour la sante|gesundheitsgefahr|pericolo per la salute|peligro para la salud|gezondheidsgevaar|perigo para a saude/, 'GHS08'],
  [/environment|environnement|umwelt|ambiente|milieu/, 'GHS09'],
];

function signalWord(lines: TextLine[]): 'danger' | 'warning' | null {
  for (let i = 0; i < lines.length; i++) {
    const f = lines[i].folded.trim();
    const label = SIGNAL_LABEL.exec(f);
    if (label) {
      const rest = f.slice(label.index + label[0].length).replace(/^[\s:\-\t()a-z]*?:?\s*/, '');
      const words = [rest, lines[i + 1]?.folded ?? ''].join(' ').split(/[\s:\t,.;()]+/);
      for (const w of words.slice(0, 6)) {
        if (DANGER.test(w)) return 'danger';
        if (WARNING.test(w)) return 'warning';
        if (/^(none|aucun|aucune|keine|kein|nessuna|ninguna|ninguno|geen|nenhuma|not|no|non|n\/a)$/.test(w)) return null;
      }
    }
  }
  // A signal word alone in a line or table cell (label layouts without the label text, or a label wrapped
  // over two lines: "Mention <tab> Danger" / "d'avertissement").
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    // "Tactile warning of" / "danger": the end of a wrapped label, not a signal word.
    if (i > 0 && /\b(?:of|de|d'|du|des|von|der|di|del|della|van|do|da)\s*$/.test(lines[i - 1].folded.split('\t')[0])) continue;
    for (const cell of l.folded.split('\t')) {
      const f = cell.trim().replace(/[.!:]$/, '');
      if (DANGER.test(f)) return 'danger';
      if (WARNING.test(f) && (f !== 'attention' || l.folded.startsWith('mention'))) return 'warning';
    }
  }
  return null;
}

function classes(lines: TextLine[]): HazardClass[] {
  const out: HazardClass[] = [];
  const seen = new Set<string>();
  const add = (c: HazardClass) => {
    const key = `${c.hazardClass}|${c.category}|${c.hStatement}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(c);
    }
  };
  for (const l of lines) {
    for (const m of l.text.matchAll(CLP_CLASS)) add({ hazardClass: m[1], category: m[2] ?? null, hStatement: m[3] ?? null });
    const n = NAMED_CLASS.exec(l.text.replace(/\t/g, ' '));
    if (n && !/^(not|non|nicht|no|niet|nao)\b/i.test(n[1])) {
      const h = hCodes(l.text)[0] ?? null;
      add({ hazardClass: n[1].trim().replace(/[\s,:(-]+$/, ''), category: n[2], hStatement: h });
    }
  }
  return out;
}

function pictogramsFromText(lines: TextLine[]): string[] {
  const found = new Set<string>();
  const text = lines.map((l) => l.text).join('\n');
  for (const m of text.matchAll(/GHS\s?0([1-9])/g)) found.add(`GHS0${m[1]}`);
  // Named pictograms only on a line that says it lists pictograms or symbols.
  lines.forEach((l, i) => {
    const f = l.folded;
    if (!/pictogram|symbol|piktogramm|pittogramm|pictograma|pictogramme|simbolo/.test(f)) return;
    // "flame over circle" is tested (and removed) before "flame".
    let zone = [f, lines[i + 1]?.folded ?? ''].join(' ');
    for (const [re, code] of PICTOGRAM_NAMES) {
      if (re.test(zone)) {
        found.add(code);
        zone = zone.replace(re, '');
      }
    }
  });
  return [...found].sort();
}

export const H_HEADING =
  /hazard statements?|mentions? de danger|gefahrenhinweise|indicazioni di pericolo|indicaciones de peligro|gevarenaanduidingen|advertencias de perigo|advertencias de perigo/;
const P_HEADING =
  /precautionary|conseils de prudence|sicherheitshinweise|consigli di prudenza|consejos de prudencia|voorzorgsmaatregelen|recomendacoes de prudencia|other hazards/;

/** The text under the "Hazard statements" heading (up to the precautionary statements), or "". */
function hazardStatementBlock(s2: TextLine[]): string {
  const from = s2.findIndex((l) => H_HEADING.test(l.folded));
  if (from < 0) return '';
  const rest = s2.slice(from);
  const to = rest.findIndex((l, i) => i > 0 && P_HEADING.test(l.folded));
  return (to > 0 ? rest.slice(0, to) : rest.slice(0, 20)).map((l) => l.text).join('\n');
}

/** Drops single codes that a printed combination already holds ("H302 + H332" and "H302" -> "H302+H332"). */
function withoutCombinedSingles(codes: string[], labelBlock: string): string[] {
  const inCombos = new Set(codes.filter((c) => c.includes('+')).flatMap((c) => c.split('+')));
  // CLP labelling: H410 may cover H400 (classified under 2.1, left off the label): H400 counts only when the
  // hazard statements of the label print it.
  if (codes.includes('H410') && labelBlock && !/\bH400\b/.test(labelBlock)) inCombos.add('H400');
  return codes.filter((c) => c.includes('+') || !inCombos.has(c));
}

/**
 * The section's text with code combinations that wrap in their code column joined again: "P305 + P351 <tab> IF IN
 * EYES: ..." / "+ P338 <tab> present and easy to do." reads as "P305 + P351 + P338 ...". A line whose first cell
 * starts with "+ P"/"+ H" continues the code cell of the line above.
 */
export function joinWrappedCodes(lines: TextLine[]): string {
  const out: string[] = [];
  for (const l of lines) {
    const m = /^\s*(\+\s*(?:EUH|[HP])\s?\d{3}[A-Za-z]{0,2}(?:\s*\+\s*(?:EUH|[HP])\s?\d{3}[A-Za-z]{0,2})*)\s*(?:\t(.*))?$/.exec(l.text);
    const prev = out.length - 1;
    if (m && prev >= 0 && /^(?:EUH|[HP])\s?\d{3}[A-Za-z]{0,2}(?:\s*\+\s*(?:EUH|[HP])\s?\d{3}[A-Za-z]{0,2})*\s*(?:\t|$)/.test(out[prev])) {
      const [code, ...rest] = out[prev].split('\t');
      out[prev] = [`${code.trim()} ${m[1]}`, ...rest].join('\t');
      if (m[2]) out.push(m[2]);
      continue;
    }
    out.push(l.text);
  }
  return out.join('\n');
}

export function readHazards(s2: TextLine[]): Hazards {
  const text = joinWrappedCodes(s2);
  const block = hazardStatementBlock(s2);
  const printed = withoutCombinedSingles(hCodes(text), block);
  return {
    classes: classes(s2),
    // Codes as printed; only a section without any code is read from the statement texts.
    hStatements: sortCodes(printed.length ? printed : hCodesFromText(block)),
    euhStatements: sortCodes(euhCodes(text)),
    pStatements: sortCodes(pCodes(text)),
    pictograms: pictogramsFromText(s2),
    signalWord: signalWord(s2),
    contains: readContains(s2),
  };
}
