import { isValidCas, isValidEc, isValidReachNumber, normaliseCas, normaliseEc, normaliseIndexNumber } from '@openfds/contract';
import type { Component, Composition, Concentration, ReadingWarning } from '../types.js';
import type { TextLine } from '../text/document-text.js';
import { fold } from '../text/fold.js';
import { hCodes } from './statement-codes.js';

const CAS = /(?<![\d-])\d{2,7}\s?[-\u2010-\u2013]\s?\d{2}\s?[-\u2010-\u2013]\s?\d(?![\d-])/g;
const EC = /(?<![\d-])[2-9]\d{2}-\d{3}-\d(?![\d-])/g;
const INDEX = /(?<![\d-])\d{3}-\d{3}-\d{2}-\d(?![\d-])/g;
const REACH = /(?<![\d-])\d{2}-\d{10}-\d{2}(?:-(?:\d{4}|[xX*]{4}))?(?![\d-])/g;
const NUM = String.raw`\d+(?:[.,]\d+)?`;
const CMP = String.raw`(?:[<>\u2264\u2265]=?|=)`;
/** "10 - 20 %", ">= 10 - < 20", "< 1 %", "90 - 100 %", "0.1 % - 1 %", "50". */
const CONC = new RegExp(
  String.raw`(${CMP}\s*)?(${NUM})\s*(%|ppm)?\s*(?:(?:-|\u2013|to|bis|a|à|tot)\s*(${CMP}\s*)?(${NUM})\s*)?(%\s*(?:w\/w|\(w\/w\)|by weight|wt)?|ppm|wt\s?%)?`,
  'g',
);
/** A row of a component table without CAS: a name, a percentage, maybe H codes. */
const ROW_WITHOUT_CAS = /^\p{Lu}[\p{L}\d ,()'/-]{2,}\t.*\d\s*%/u;

function num(s: string | undefined): number | null {
  return s === undefined ? null : Number(s.replace(',', '.'));
}

/** Parses a concentration in the text left once identifiers and codes are removed. */
export function parseConcentration(text: string, percentTable: boolean): Concentration | null {
  let best: Concentration | null = null;
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
    // Prefer a match with a unit or a range over a bare number.
    if (!best || (m[6] && !best.unit) || (b !== null && best.min === best.max)) best = c;
    if (m[6] || m[3]) break;
  }
  return best;
}

function firstValid<T>(found: string[], check: (s: string) => boolean, norm: (s: string) => T | null, field: string, what: string, warnings: ReadingWarning[]): T | null {
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

const NAME_NOISE = /\b(?:cas[- ]?(?:no|nr|number|#)?\.?|ec[- ]?(?:no|nr|number)\.?|einecs|index[- ]?(?:no|nr)\.?|reach)\s*[:#]?\s*$/i;

function cleanName(s: string): string | null {
  const v = s
    .replace(/\t/g, ' ')
    .replace(NAME_NOISE, '')
    // "3-Hexen-1-ol (Z)- Eye Irritation - Cat. 2 [H319]": the classification glued after the name.
    .replace(/\s+(?:\p{Lu}\p{L}+\s?){1,3}(?:\([^)]*\)\s*)?-\s*Cat\.?\s*\d.*$/u, '')
    .replace(/[\s:;,#*]+$/, '')
    .replace(/^[\s:;,#*•\u00b7-]+/, '')
    .trim();
  if (v.length < 2 || !/\p{L}{2}/u.test(v)) return null;
  if (/^(?:cas|ec|einecs|index|components?|name|chemical name|substance|hazardous components|dangerous components|ingredients?|concentration|weight|classification)\b/i.test(v)) return null;
  return v;
}

/** Not a name: a concentration, an identifier, a code list or a classification cell. */
const NOT_NAME = /^[<>≤≥=~\d\s.,%-]+$|^(?:[<>≤≥]=?\s*)?\d+(?:[.,]\d+)?\s*(?:-|–|to)?\s*(?:[<>≤≥]=?\s*)?\d*(?:[.,]\d+)?\s*%|^(?:H\d{3}|EUH\d{3}|R\d{2}|Xi|Xn|Xn;|N|F|T|C)\b|\b(?:Flam|Acute|Skin|Eye|Aquatic|STOT|Asp|Carc|Muta|Repr|Resp|Met)\.?\s(?:Liq|Tox|Irrit|Corr|Dam|Acute|Chronic|SE|RE|Sens)\b/i;

/** The component name in a table row: the first text cell before the CAS cell, else the first one after it. */
function nameInRow(text: string): string | null {
  const cells = text.split('\t');
  const casCell = cells.findIndex((c) => new RegExp(CAS.source).test(c));
  const clean = (c: string) => {
    const v = cleanName(c.replace(new RegExp(CAS.source, 'g'), ' ').replace(new RegExp(EC.source, 'g'), ' ').replace(/\s+/g, ' '));
    return v && !NOT_NAME.test(v) ? v : null;
  };
  const head = casCell >= 0 ? cells[casCell].slice(0, cells[casCell].search(new RegExp(CAS.source))) : '';
  const before = [...cells.slice(0, Math.max(0, casCell)), head].map(clean).find(Boolean);
  if (before) return before;
  // The CAS cell leads the row: a name after it ("65997-17-3 <tab> >= 50 % <tab> Glass, oxide").
  if (casCell === 0 && !head.trim()) return cells.slice(1).map(clean).find(Boolean) ?? null;
  return null;
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
  const components: Component[] = [];
  const starts = anchors.map((a) => {
    const inLine = nameInRow(s3[a].text);
    if (inLine) return { anchor: a, first: a, name: inLine };
    // A name cell cut before its first letters ("4-(2-" / "methylacryloyloxy)phenyl..."): kept, completed below.
    const firstCell = s3[a].text.split('\t')[0].trim();
    if (/[-(]$/.test(firstCell) && !new RegExp(CAS.source).test(firstCell) && !/[:：]/.test(firstCell)) return { anchor: a, first: a, name: firstCell };
    // The name sits on the line above when the CAS line only holds identifiers ("CAS-No. : 67-64-1").
    const prev = s3[a - 1];
    if (prev && !anchors.includes(a - 1) && !/[:]\s*\S|\d{2,}-\d{2}-\d/.test(prev.text) && cleanName(prev.text) && !/^\d+(\.\d+)*\s/.test(prev.text)) {
      // The name itself may wrap over two lines above the identifiers ("...anthraquinone-2-" / "sulfonate").
      const above = s3[a - 2];
      if (above && !anchors.includes(a - 2) && /[-(,]$/.test(above.text.trim()) && !/[:：\t]/.test(above.text) && cleanName(above.text)) {
        const joined = /[-(]$/.test(above.text.trim()) ? `${above.text.trim()}${prev.text.trim()}` : `${above.text.trim()} ${prev.text.trim()}`;
        return { anchor: a, first: a - 2, name: cleanName(joined) };
      }
      return { anchor: a, first: a - 1, name: cleanName(prev.text) };
    }
    return { anchor: a, first: a, name: null };
  });
  starts.forEach((s, k) => {
    const end = Math.min(k + 1 < starts.length ? starts[k + 1].first : s3.length, s.anchor + 6);
    const block = s3.slice(s.anchor, end).map((l) => l.text);
    // Stop the block at a blank-ish sentence line (notes under the table).
    const cut = block.findIndex((t, i) => i > 0 && /^(?:\*|for the full text|the exact|notes?\b|remarks?)/i.test(t));
    const text = (cut > 0 ? block.slice(0, cut) : block).join('\n');
    const field = `composition.components[${components.length}]`;
    const cas = firstValid([...text.matchAll(CAS)].map((m) => m[0].replace(/\s/g, '')), isValidCas, normaliseCas, `${field}.cas`, 'CAS', warnings);
    const indexNumbers = [...text.matchAll(INDEX)].map((m) => m[0]);
    const ecText = text.replace(INDEX, ' ').replace(REACH, ' ');
    const ec = firstValid([...ecText.matchAll(EC)].map((m) => m[0]), isValidEc, normaliseEc, `${field}.ec`, 'EC', warnings);
    let reachNumber: string | null = null;
    for (const m of text.matchAll(REACH)) {
      const r = m[0].replace(/-(?:[xX*]{4})$/, '');
      if (isValidReachNumber(r)) reachNumber ??= r;
      else warnings.push({ field: `${field}.reachNumber`, value: m[0], reason: 'REACH registration number format fails' });
    }
    const rest = text.replace(REACH, ' ').replace(INDEX, ' ').replace(CAS, ' ').replace(EC, ' ')
      .replace(/H\d{3}\w*|EUH\d{3}|\b[A-Z][a-z]+\.?\s[A-Z][a-z]+\.?\s*:?\s*\d[A-C]?\b|Category\s*\d[A-C]?|\bM[- ]?factor[^\n\t]*|\(\s*\d+\s*\)/g, ' ');
    const concentration = parseConcentration(rest, percentTable);
    let name = s.name;
    // A long name wraps inside its table cell: the first cells of the next rows continue it.
    if (name && s.first === s.anchor) {
      for (let j = s.anchor + 1; j < Math.min(end, s.anchor + 4); j++) {
        const cell = s3[j].text.split('\t')[0].trim();
        if (!cell || /[:：]/.test(cell) || /\d{2,}-\d{2,}-\d/.test(cell) || /^(?:H\d{3}|EUH|R\d|[<>≤≥]|\d)/.test(cell) || NOT_NAME.test(cell)) break;
        if (!/^[\p{Ll}(\d]/u.test(cell) && !/[-(,]$/.test(name)) break;
        name += /[-(]$/.test(name) ? cell : ` ${cell}`;
      }
    }
    if (!name && kind === 'substance') name = productName;
    components.push({
      name,
      cas,
      ec,
      indexNumber: indexNumbers.length ? normaliseIndexNumber(indexNumbers[0]) : null,
      reachNumber,
      concentration,
      hStatements: hCodes(text),
    });
  });
  return { kind, components };
}
