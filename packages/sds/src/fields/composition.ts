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
  const v = s.replace(/\t/g, ' ').replace(NAME_NOISE, '').replace(/[\s:;,#*-]+$/, '').replace(/^[\s:;,#*•-]+/, '').trim();
  if (v.length < 2 || !/\p{L}{2}/u.test(v)) return null;
  if (/^(?:cas|ec|einecs|index|component|name|chemical name|substance|hazardous components)\b/i.test(v)) return null;
  return v;
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
    // The name sits on the line above when the CAS line only holds identifiers ("CAS-No. : 67-64-1").
    const before = s3[a].text.slice(0, s3[a].text.search(CAS) >= 0 ? s3[a].text.search(CAS) : s3[a].text.length);
    if (cleanName(before)) return { anchor: a, first: a, name: cleanName(before) };
    const prev = s3[a - 1];
    if (prev && !anchors.includes(a - 1) && !/[:]\s*\S|\d{2,}-\d{2}-\d/.test(prev.text) && cleanName(prev.text) && !/^\d+(\.\d+)*\s/.test(prev.text)) {
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
