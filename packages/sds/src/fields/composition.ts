import { isValidCas, isValidEc, isValidReachNumber, normaliseCas, normaliseEc, normaliseIndexNumber } from '@openfds/contract';
import type { Component, Composition, Concentration, ReadingWarning } from '../types.js';
import type { TextLine } from '../text/document-text.js';
import { fold } from '../text/fold.js';
import { hCodes } from './statement-codes.js';
import {
  CAS,
  EC,
  INDEX,
  NOT_NAME,
  REACH,
  cleanName,
  hasLabelColon,
  continueName,
  hasOtherIdentifier,
  nameInFirstCell,
  nameInRow,
  nameUnderHeader,
  startsWithIdentifierLabel,
} from './component-name.js';

const NUM = String.raw`\d+(?:[.,]\d+)?`;
const CMP = String.raw`(?:[<>\u2264\u2265]=?|=)`;
/** "10 - 20 %", ">= 10 - < 20", "< 1 %", "90 - 100 %", "0.1 % - 1 %", "50". */
const CONC = new RegExp(
  String.raw`(${CMP}\s*)?(${NUM})\s*(%|ppm)?\s*(?:(?:-|\u2013|to|bis|a|à|tot)\s*(${CMP}\s*)?(${NUM})\s*)?(%\s*(?:w\/w|\(w\/w\)|by weight|wt)?|ppm|wt\s?%)?`,
  'g',
);
/** A row of a component table without CAS: a name, a percentage, maybe H codes. */
const ROW_WITHOUT_CAS = /^\p{Lu}[\p{L}\d ,()'/-]{2,}\t.*\d\s*%/u;
/** The header row of a component table: a name column and a CAS column. */
const TABLE_HEADER = /^(?=.*\t)(?=.*\b(?:components?|chemical name|ingredients?|ingredient name|substance|name)\b)(?=.*\bCAS\b)/i;
/** A concentration cell without unit ("55,85", ">= 1 - < 2.5"). */
const BARE_CONCENTRATION = /^\s*(?:[<>≤≥]=?\s*)?\d+(?:[.,]\d+)?(?:\s*[-–]\s*(?:[<>≤≥]=?\s*)?\d+(?:[.,]\d+)?)?\s*%?\s*$/;

function num(s: string | undefined): number | null {
  return s === undefined ? null : Number(s.replace(',', '.'));
}

/** Parses a concentration in the text left once identifiers and codes are removed. */
export function parseConcentration(text: string, percentTable: boolean): Concentration | null {
  let best: Concentration | null = null;
  let bestStrength = -1;
  for (const m of text.matchAll(CONC)) {
    const unit = (m[6] ?? m[3] ?? (percentTable ? '%' : null))?.trim() ?? null;
    if (!unit && !m[1]) continue;
    const a = num(m[2]);
    const b = num(m[5]);
    if (a === null || a > 100 || (b !== null && b > 100)) continue;
    const lower = m[1]?.trim();
    let min: number | null = a;
    let max: number | null = b ?? a;
    if (b === null && lower) {
      if (lower.startsWith('<') || lower.startsWith('\u2264')) min = null;
      else if (lower.startsWith('>') || lower.startsWith('\u2265')) max = null;
    }
    const c: Concentration = { min, max, unit: unit?.replace(/\s+/g, ' ') ?? null, raw: m[0].trim() };
    // A printed unit beats a range or comparator, which beats a bare number (a category digit left in a
    // "STOT SE 1" cell, say): the unit of a bare number only comes from the table's header.
    const strength = m[6] || m[3] ? 2 : b !== null || m[1] ? 1 : 0;
    if (!best || strength > bestStrength) {
      best = c;
      bestStrength = strength;
    }
    if (strength === 2) break;
  }
  return best;
}

function firstValid<T>(
  found: string[],
  check: (s: string) => boolean,
  norm: (s: string) => T | null,
  field: string,
  what: string,
  warnings: ReadingWarning[],
): T | null {
  let value: T | null = null;
  for (const raw of found) {
    if (check(raw)) {
      value ??= norm(raw);
    } else {
      warnings.push({ field, value: raw, reason: `${what} check digit fails` });
    }
  }
  return value;
}

export function readComposition(s3: TextLine[], productName: string | null, warnings: ReadingWarning[]): Composition {
  const folded = fold(s3.map((l) => l.text).join('\n'));
  let kind: Composition['kind'] = null;
  const mixWord = /mixture|melange|gemisch|miscela|mezcla|mengsel|mistura/;
  const subWord = /substance|stoff|sostanza|sustancia|\bstof\b|substancia/;
  const na = /not applicable|non applicable|nicht anwendbar|non applicabile|no aplicable|niet van toepassing|nao aplicavel|no data available/;
  const declared = /(substance\/mixture|substance or mixture)\s*[:\t ]\s*(substance|mixture)/.exec(folded);
  if (declared) kind = declared[2] as 'substance' | 'mixture';
  else {
    const subHeading = new RegExp(`3\\.1\\.?\\s*(?:${subWord.source})[^\\n]*(\\n[^\\n]*)?`).exec(folded);
    const mixHeading = new RegExp(`3\\.2\\.?\\s*(?:${mixWord.source})[^\\n]*(\\n[^\\n]*)?`).exec(folded);
    if (subHeading && !na.test(subHeading[0])) kind = 'substance';
    if (mixHeading && !na.test(mixHeading[0])) kind = 'mixture';
    if (!kind && mixWord.test(folded)) kind = 'mixture';
    else if (!kind && subWord.test(folded)) kind = 'substance';
  }
  const percentTable = /%|percent|pourcentage|gew/.test(folded);

  // Anchor lines: one per component (the line with its CAS number, or a "name <tab> %" row).
  const anchors: number[] = [];
  // A non-global copy: test() on a global regex moves its lastIndex, which matchAll() would then inherit.
  const hasCas = new RegExp(CAS.source);
  s3.forEach((l, i) => {
    if (hasCas.test(l.text) || (ROW_WITHOUT_CAS.test(l.text) && i > 0)) anchors.push(i);
  });
  // Inside a table with a name and a CAS column, a row without CAS number whose cells give a name and a bare
  // concentration is a component too ("JUICES, FRUITS OR VEGETABLES <tab> 55,85 <tab> SRA0001 <tab> -"), as long
  // as CAS rows follow it: after the last one the table has ended.
  const header = s3.findIndex((l) => TABLE_HEADER.test(l.text));
  const lastCasRow = anchors.length ? anchors[anchors.length - 1] : -1;
  if (header >= 0) {
    for (let i = header + 1; i < lastCasRow; i++) {
      if (anchors.includes(i) || !/\t/.test(s3[i].text)) continue;
      // A line in lower case under a component row continues that row ("diene <tab> 50/53 <tab> 60-61"), and so
      // does a line under a name cell cut open ("reaction mass of 5-chloro- <tab> 55965-84-9 ..." / "2- methyl-2H-
      // isothiazol-3- <tab> Acute Tox. 2, H310 <tab> 0.0015": the second line carries the end of a wrapped range).
      if (/^\p{Ll}/u.test(s3[i].text) && anchors.includes(i - 1)) continue;
      if (i > 0 && /[-(,]$/.test(s3[i - 1].text.split('\t')[0].trim())) continue;
      const cells = s3[i].text.split('\t');
      if (nameInFirstCell(s3[i].text) && cells.slice(1).some((c) => BARE_CONCENTRATION.test(c))) anchors.push(i);
    }
    anchors.sort((a, b) => a - b);
  }
  const components: Component[] = [];
  const details: boolean[] = [];
  const detailsFrom = anchors.length ? s3.findIndex((l, i) => i > anchors[0] && DETAILS_HEADING.test(l.text.trim())) : -1;
  const starts = anchors.map((a, k) => {
    const row = rowAbove(s3, a, k > 0 ? anchors[k - 1] : -1);
    if (row) return row;
    const inLine = nameInRow(s3[a].text);
    if (inLine) return { anchor: a, first: a, name: inLine };
    // A name cell cut before its first letters ("4-(2-" / "methylacryloyloxy)phenyl..."): kept, completed below.
    const firstCell = s3[a].text.split('\t')[0].trim();
    if (/[-(]$/.test(firstCell) && !new RegExp(CAS.source).test(firstCell) && !/[:：]/.test(firstCell)) return { anchor: a, first: a, name: firstCell };
    // The name sits on the line above when the CAS line only holds identifiers ("CAS-No. : 67-64-1"); that
    // line may hold other identifiers of the same row ("propane-1,2-diol <tab> EC : 200-338-0" / "CAS : 57-55-6").
    const prev = s3[a - 1];
    const prevName = prev && !anchors.includes(a - 1) ? nameInFirstCell(prev.text) : null;
    const plainLine = prev && !hasLabelColon(prev.text) && !/\d{2,}-\d{2}-\d/.test(prev.text) && !/^\d+(\.\d+)*\s/.test(prev.text);
    const identifierRow = prev && startsWithIdentifierLabel(s3[a].text) && hasOtherIdentifier(prev.text);
    if (prevName && (plainLine || identifierRow)) {
      // The name itself may wrap over lines above the identifiers ("...anthraquinone-2-" / "sulfonate",
      // "...and linear" / "alkylesters"): a line continues the one above when that one ends open (hyphen,
      // bracket, comma, semicolon) or when it starts in lower case.
      let first = a - 1;
      let name = prevName;
      while (plainLine && first - 1 >= 0 && a - first < 4) {
        const above = s3[first - 1].text.trim();
        const open = /[-([,;]$/.test(above);
        if (anchors.includes(first - 1) || !(open || /^[\p{Ll})\]]/u.test(name)) || /[：\t]/.test(above) || hasLabelColon(above) || /\bH\d{3}\b/.test(above))
          break;
        const upper = cleanName(above);
        if (!upper || NOT_NAME.test(upper) || /^\d+(\.\d+)*\s/.test(above)) break;
        const glue = /[^\s][-(]$/.test(above) || /^[)\]]/.test(name) ? '' : ' ';
        name = `${above}${glue}${name}`;
        first--;
      }
      return { anchor: a, first, name: cleanName(name) };
    }
    return { anchor: a, first: a, name: null };
  });
  starts.forEach((s, k) => {
    const next = k + 1 < starts.length ? starts[k + 1].first : s3.length;
    let end = Math.min(next, s.anchor + 6);
    let name = s.name;
    // A long name wraps inside its table cell: the first cells of the next rows continue it.
    if (name && s.first === s.anchor) name = continueName(name, s3[s.anchor].text.split('\t')[0], s3, s.anchor + 1, Math.min(end, s.anchor + 4));
    if (!name) {
      const under = nameUnderHeader(s3, s.anchor + 1, Math.min(next, s.anchor + 8));
      if (under) {
        name = continueName(under.name, s3[under.line].text.split('\t')[0], s3, under.line + 1, under.line + 4);
        // The rest of its row (classification, concentration) follows the name.
        end = Math.max(end, Math.min(next, under.line + 5));
      }
    }
    // The block starts at the component's first line: a name line above the CAS may hold its EC and H codes.
    const block = s3.slice(s.first, end).map((l) => l.text);
    const cut = block.findIndex((t, i) => i > 0 && /^(?:\*|for the full text|the exact|notes?\b|remarks?)/i.test(t));
    const text = (cut > 0 ? block.slice(0, cut) : block).join('\n');
    const field = `composition.components[${components.length}]`;
    const cas = firstValid(
      [...text.matchAll(CAS)].map((m) => m[0].replace(/\s/g, '')),
      isValidCas,
      normaliseCas,
      `${field}.cas`,
      'CAS',
      warnings,
    );
    const indexNumbers = [...text.matchAll(INDEX)].map((m) => m[0]);
    const ecText = text.replace(INDEX, ' ').replace(REACH, ' ');
    const ec = firstValid(
      [...ecText.matchAll(EC)].map((m) => m[0]),
      isValidEc,
      normaliseEc,
      `${field}.ec`,
      'EC',
      warnings,
    );
    let reachNumber: string | null = null;
    for (const m of text.matchAll(REACH)) {
      const r = m[0].replace(/-(?:[xX*]{4})$/, '');
      if (isValidReachNumber(r)) reachNumber ??= r;
      else warnings.push({ field: `${field}.reachNumber`, value: m[0], reason: 'REACH registration number format fails' });
    }
    const rest = withoutName(text, name)
      .replace(REACH, ' ')
      .replace(INDEX, ' ')
      .replace(CAS, ' ')
      .replace(EC, ' ')
      .replace(/H\d{3}\w*|EUH\d{3}|\b[A-Z][a-z]+\.?\s[A-Z][a-z]+\.?\s*:?\s*\d[A-C]?\b|Category\s*\d[A-C]?|\bM[- ]?factor[^\n\t]*|\(\s*\d+\s*\)/g, ' ')
      // Classification categories the rule above misses ("STOT SE 1", "Carc. 2", "Cat. 3") and old R/S phrases
      // ("R10-38-43", "S(2)-24-37"): their digits are not concentrations.
      .replace(/\b(?:STOT\s?(?:SE|RE)|Carc|Muta|Repr|Lact|Cat|Expl)\.?\s*\d[A-F]?\b|\b[RS]\(?\d{1,2}\)?(?:\s?[-/]\s?\(?\d{1,2}\)?)*-?(?![\d%])/g, ' ');
    const concentration = parseConcentration(rest, percentTable);
    if (!name && kind === 'substance') name = productName;
    details.push(detailsFrom >= 0 && s.anchor > detailsFrom);
    const mFactor = mFactors(text);
    const { scl, ate } = limitsAndEstimates(text);
    components.push({
      ...(mFactor ? { mFactor } : {}),
      ...(scl.length ? { specificConcentrationLimits: scl } : {}),
      ...(ate.length ? { acuteToxicityEstimates: ate } : {}),
      name,
      cas,
      ec,
      indexNumber: indexNumbers.length ? normaliseIndexNumber(indexNumbers[0]) : null,
      reachNumber,
      concentration,
      hStatements: hCodes(text),
    });
  });
  return { kind, components: onePerCas(mergeDetailRows(components, details)) };
}

/** An identifier label starting a cell: "REACH #: ...", "EC: ...", "EG-nummer: ...", "Index: ...", "CAS-nummer: ...". */
const IDENT_CELL = /^(?:REACH\s*(?:#|nr\.?|no\.?|reg[\w.]*)|EC|EG|CE|EINECS|Index|CAS)[\w .#°-]{0,12}:/i;
const CONC_CELL = /^(?:[<>\u2264\u2265]=?\s*)?\d+(?:[.,]\d+)?\s*(?:[-\u2013]\s*(?:[<>\u2264\u2265]=?\s*)?\d+(?:[.,]\d+)?)?\s*%?$/;

/**
 * A component row whose identifiers stand one per line under its first line, the CAS number last ("destillaten
 * (aardolie), met waterstof <tab> REACH #: 01-... <tab> >=75 - <=90 <tab> ..." / "behandelde zware paraffinehoudende
 * <tab> EC: 265-157-1" / "CAS-nummer: 64742-54-7"): the row starts on the line above the CAS line that carries the
 * concentration, every line between holding an identifier cell; the name is the first cells of those lines.
 */
function rowAbove(s3: TextLine[], a: number, previousAnchor: number): { anchor: number; first: number; name: string | null } | null {
  const names: string[] = [];
  const own = s3[a].text.split('\t')[0].trim();
  if (own && !IDENT_CELL.test(own) && !new RegExp(CAS.source).test(own)) names.push(own);
  for (let k = 1; k <= 4 && a - k > previousAnchor; k++) {
    const cells = s3[a - k].text.split('\t').map((c) => c.trim());
    if (IDENT_CELL.test(cells[0]) || !cells.slice(1).some((c) => IDENT_CELL.test(c))) return null;
    names.unshift(cells[0]);
    if (cells.slice(1).some((c) => CONC_CELL.test(c))) {
      const name = names.reduce((acc, part) => (!acc ? part : /[-(]$/.test(acc) ? `${acc}${part}` : `${acc} ${part}`), '');
      return { anchor: a, first: a - k, name: cleanName(name) || null };
    }
  }
  return null;
}

/**
 * Rows after a "Further information" / M-factor / SCL heading repeat a component already listed to give its
 * M-factor, specific concentration limits or acute toxicity estimates: they are merged into that component.
 */
const DETAILS_HEADING =
  /^(?:further information|additional information|informations? compl[eé]mentaires?|weitere (?:angaben|informationen|hinweise)|ulteriori informazioni|informaci[oó]n adicional|aanvullende informatie|informa[cç][oõ]es adicionais|m-?fa[ck]tor|specific concentration limits?|spezifische konzentrationsgrenzen?|limites de concentration sp[eé]cifiques?)\b/i;

function mergeDetailRows(components: Component[], details: boolean[]): Component[] {
  const out: Component[] = [];
  components.forEach((c, k) => {
    const earlier = details[k] && c.cas ? out.find((o) => o.cas === c.cas) : undefined;
    if (!earlier) {
      out.push(c);
      return;
    }
    if (c.mFactor) earlier.mFactor = { acute: earlier.mFactor?.acute ?? c.mFactor.acute, chronic: earlier.mFactor?.chronic ?? c.mFactor.chronic };
    for (const key of ['specificConcentrationLimits', 'acuteToxicityEstimates'] as const) {
      const v = [...new Set([...(earlier[key] ?? []), ...(c[key] ?? [])])];
      if (v.length) earlier[key] = v;
    }
  });
  return out;
}

/** "M-Factor: 100 (acute), 10 (chronic)", "M-Factor: 1,000 (acute)", "Acute M = 10", "Aquatic Chronic 1, H410 (M=1)". */
export function mFactors(text: string): { acute: number | null; chronic: number | null } | null {
  const n = (s: string) => Number(s.replace(/[,.\s](?=\d{3}\b)/g, ''));
  const kind = (s: string | undefined) => (s && /chron/i.test(s) ? 'chronic' : s && /acu|aig|akut/i.test(s) ? 'acute' : null);
  let acute: number | null = null;
  let chronic: number | null = null;
  const set = (k: string | null, v: number) => {
    if (!Number.isFinite(v) || v <= 0) return;
    if (k === 'chronic') chronic ??= v;
    else if (k === 'acute') acute ??= v;
    else {
      acute ??= v;
    }
  };
  for (const m of text.matchAll(
    /M[- ]?fa[ck]t(?:or|eur|ore)\s*(?:\((acute|chronic|aigu|chronique|akut|chronisch)\))?\s*[:=]?\s*((?:\d{1,3}(?:[,.\s]\d{3})+|\d+))\s*(?:\((acute|chronic|aigu|chronique|akut|chronisch|acuto|cronico)\))?(?:\s*[,;]\s*((?:\d{1,3}(?:[,.\s]\d{3})+|\d+))\s*\((acute|chronic|aigu|chronique|akut|chronisch|acuto|cronico)\))?/gi,
  )) {
    set(kind(m[1] ?? m[3]), n(m[2]));
    if (m[4]) set(kind(m[5]), n(m[4]));
  }
  for (const m of text.matchAll(/\b(acute|chronic|aigu|chronique|akut|chronisch)\s*M\s*=\s*(\d[\d,.]*)/gi)) set(kind(m[1]), n(m[2]));
  for (const m of text.matchAll(/Aquatic\s+(Acute|Chronic)\s*\d[^()\n]{0,20}\(\s*M\s*=\s*(\d[\d,.]*)\s*\)/gi)) set(kind(m[1]), n(m[2]));
  return acute === null && chronic === null ? null : { acute, chronic };
}

/** Specific concentration limits and acute toxicity estimates printed in a component's block. */
export function limitsAndEstimates(text: string): { scl: string[]; ate: string[] } {
  const scl = [...text.matchAll(/(?:\bSCL|\bLCS|specific concentration limits?|spezifische konzentrationsgrenzen?)\s*:?\s*([^\n\t]*\d[^\n\t]*)/gi)].map((m) =>
    m[1].trim(),
  );
  const ate = [...text.matchAll(/\b(?:ATE|ETA|acute toxicity estimate|sch[aä]tzwert akuter toxizit[aä]t)\b\s*([^\n\t]*\d[^\n\t]*)/gi)].map(
    (m) => `${m[0].trim()}`,
  );
  return { scl, ate };
}

/** The text of a component's block without its name, whose digits ("3,3'-...", "C20-58") are no concentration. */
function withoutName(text: string, name: string | null): string {
  if (!name) return text;
  return text
    .split('\n')
    .map((line) =>
      line
        .split('\t')
        .map((cell) => (cell.trim().length > 2 && name.includes(cell.trim()) ? ' ' : cell))
        .join('\t'),
    )
    .join('\n')
    .split(name)
    .join(' ');
}

/**
 * Each substance once: a CAS number seen again in the section (a row that prints its CAS on each of its lines,
 * a formula line listing the CAS numbers before the table, a second table of exposure limits) is one component,
 * the first entry with a name, completed with what the others add (H codes, EC...). Entries under the same CAS
 * with another name stay.
 */
function onePerCas(components: Component[]): Component[] {
  const key = (c: Component) => c.name?.toLowerCase().replace(/\s+/g, ' ');
  const out: Component[] = [];
  for (const c of components) {
    const same = c.cas ? components.filter((o) => o.cas === c.cas) : [c];
    const keep = same.find((o) => o.name) ?? same[0];
    if (keep === c) {
      out.push(c);
      continue;
    }
    if (c.name && key(c) !== key(keep)) {
      out.push(c);
      continue;
    }
    keep.ec ??= c.ec;
    keep.indexNumber ??= c.indexNumber;
    keep.reachNumber ??= c.reachNumber;
    keep.concentration ??= c.concentration;
    keep.hStatements = [...new Set([...keep.hStatements, ...c.hStatements])];
  }
  return out;
}
