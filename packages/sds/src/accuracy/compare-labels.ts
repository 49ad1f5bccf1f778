import type { SdsReading } from '../types.js';
import type { SheetLabel } from './sheet-label.js';

/**
 * Scores readings against ground-truth labels, field by field.
 * - Single-value fields (product name, supplier, date, version, format, signal word, UN number...): a reading
 *   is a true positive when it equals the label (names compared case- and space-insensitively), a false
 *   positive when it gives another value, a false negative when it gives nothing while the label has a value;
 *   both null counts as correct for `exact`.
 * - List fields (H/EUH/P codes, pictograms, component CAS/EC/names): micro-averaged over the items.
 * Fields listed in a label's `unsure` are left out; sheets labelled unreadable are only scored on that flag.
 */
export interface FieldScore {
  tp: number;
  fp: number;
  fn: number;
  /** Files where the field was exactly right (single-value fields) or the whole list matched (list fields). */
  exact: number;
  files: number;
  misses: string[];
}

export type Scores = Record<string, FieldScore>;

// Trademark signs are left out: text layers and labellers disagree on them (a ® drawn from a symbol font).
const norm = (s: string | null) => (s === null ? null : s.toLowerCase().replace(/[®™©]/g, '').replace(/\s+/g, ' ').trim());
const normName = (s: string | null) =>
  s === null
    ? null
    : s
        .toLowerCase()
        .replace(/[\s,.;:]+/g, ' ')
        .trim();

function score(scores: Scores, field: string): FieldScore {
  scores[field] ??= { tp: 0, fp: 0, fn: 0, exact: 0, files: 0, misses: [] };
  return scores[field];
}

function single(scores: Scores, field: string, file: string, expected: string | null, got: string | null): void {
  const s = score(scores, field);
  s.files++;
  if (expected === got) {
    s.exact++;
    if (expected !== null) s.tp++;
    return;
  }
  if (got !== null) s.fp++;
  if (expected !== null) s.fn++;
  if (s.misses.length < 400) s.misses.push(`${file}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)}`);
}

function list(scores: Scores, field: string, file: string, expected: string[], got: string[]): void {
  const s = score(scores, field);
  s.files++;
  const e = new Set(expected);
  const g = new Set(got);
  let ok = true;
  for (const x of g)
    if (e.has(x)) s.tp++;
    else {
      s.fp++;
      ok = false;
    }
  for (const x of e)
    if (!g.has(x)) {
      s.fn++;
      ok = false;
    }
  if (ok) s.exact++;
  else if (s.misses.length < 400) {
    const missing = [...e].filter((x) => !g.has(x));
    const extra = [...g].filter((x) => !e.has(x));
    s.misses.push(`${file}: missing ${JSON.stringify(missing)} extra ${JSON.stringify(extra)}`);
  }
}

export function compareReading(scores: Scores, label: SheetLabel, reading: SdsReading): void {
  const unsure = new Set(label.unsure ?? []);
  const file = label.file;
  const unreadable = reading.conformity.some((c) => c.flag === 'unreadable');
  single(scores, 'unreadable', file, String(label.unreadable), String(unreadable));
  if (label.unreadable) return;
  const id = label.identification;
  const rid = reading.identification;
  const s = (field: string, path: string, expected: string | null, got: string | null) => {
    if (!unsure.has(path)) single(scores, field, file, expected, got);
  };
  s('format', 'format', label.format, reading.format);
  s('productName', 'identification.productName', norm(id.productName), norm(rid.productName));
  s('supplierName', 'identification.supplierName', norm(id.supplierName), norm(rid.supplierName));
  s('revisionDate', 'identification.revisionDate', id.revisionDate, rid.revisionDate);
  s('productCode', 'identification.productCode', norm(id.productCode), norm(rid.productCode));
  s('ufi', 'identification.ufi', id.ufi, rid.ufi);
  s('version', 'identification.version', id.version, rid.version);
  s('signalWord', 'hazards.signalWord', label.hazards.signalWord, reading.hazards.signalWord);
  s('unNumber', 'transport.unNumber', label.transport.unNumber, reading.transport.unNumber);
  // The other section 14 fields, where the label gives them (generated sheets).
  const t = label.transport;
  if (t.shippingName !== undefined) s('shippingName', 'transport.shippingName', norm(t.shippingName), norm(reading.transport.shippingName));
  if (t.transportClass !== undefined) s('transportClass', 'transport.transportClass', t.transportClass, reading.transport.transportClass);
  if (t.packingGroup !== undefined) s('packingGroup', 'transport.packingGroup', t.packingGroup, reading.transport.packingGroup);
  const l = (field: string, path: string, expected: string[], got: string[]) => {
    if (!unsure.has(path)) list(scores, field, file, expected, got);
  };
  l('hStatements', 'hazards.hStatements', label.hazards.hStatements, reading.hazards.hStatements);
  l('euhStatements', 'hazards.euhStatements', label.hazards.euhStatements, reading.hazards.euhStatements);
  l('pStatements', 'hazards.pStatements', label.hazards.pStatements, reading.hazards.pStatements);
  l('pictograms', 'hazards.pictograms', label.hazards.pictograms, reading.hazards.pictograms);
  if (unsure.has('components')) return;
  const keep = (key: 'cas' | 'ec' | 'name') =>
    label.components.flatMap((c, i) => (c[key] !== null && !unsure.has(`components[${i}].${key}`) ? [key === 'name' ? normName(c[key])! : c[key]!] : []));
  // Items the label is unsure of are removed from the reading too, so that they count neither way.
  const unsureValues = (key: 'cas' | 'ec' | 'name') =>
    new Set(label.components.flatMap((c, i) => (unsure.has(`components[${i}].${key}`) && c[key] ? [key === 'name' ? normName(c[key])! : c[key]!] : [])));
  const got = (key: 'cas' | 'ec' | 'name') =>
    reading.composition.components.flatMap((c) => (c[key] ? [key === 'name' ? normName(c[key])! : c[key]!] : [])).filter((v) => !unsureValues(key).has(v));
  list(scores, 'componentCas', file, keep('cas'), got('cas'));
  list(scores, 'componentEc', file, keep('ec'), got('ec'));
  list(scores, 'componentName', file, keep('name'), got('name'));
}

export interface FieldFigures {
  field: string;
  precision: number | null;
  recall: number | null;
  f1: number | null;
  exact: number;
  files: number;
}

export function figures(scores: Scores): FieldFigures[] {
  return Object.entries(scores).map(([field, s]) => {
    const precision = s.tp + s.fp ? s.tp / (s.tp + s.fp) : null;
    const recall = s.tp + s.fn ? s.tp / (s.tp + s.fn) : null;
    const f1 = precision !== null && recall !== null && precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : null;
    return { field, precision, recall, f1, exact: s.files ? s.exact / s.files : 0, files: s.files };
  });
}
