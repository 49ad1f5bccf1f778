import { eanCheckDigit, ufiWithCheck } from '@openfds/contract';
import { slugify } from '../fold-text.ts';
import { Random } from './prng.ts';
import {
  BRAND_TAILS,
  BRAND_WORDS,
  COUNTRY_WEIGHTS,
  DOCUMENT_TYPE_WEIGHTS,
  DOCUMENT_TYPES,
  EXTRA_LANGUAGES,
  FAMILIES,
  NAME_LANGUAGES,
  PRODUCT_TYPES,
  QUALIFIERS,
  REGULATION_WEIGHTS,
  REGULATIONS,
  ROOT_TAILS,
  ROOTS,
  SUPPLIER_COUNTRIES,
  ZONE_WEIGHTS,
  ZONES,
  type NameLanguage,
} from './vocabulary.ts';

/**
 * A realistic synthetic catalogue: supplier sizes follow a skewed (Zipf-like) law — a few suppliers with about
 * 100,000 sheets, most with a few hundred; products in their supplier's language plus translations; older
 * revisions superseded by newer ones; public, private and mixed suppliers; valid EAN-13 and UFI check digits.
 * Deterministic for a given seed, so the demo data is a slice of the same generator.
 */
export interface SyntheticSupplier {
  index: number;
  code: string;
  name: string;
  slug: string;
  country: string;
  language: NameLanguage;
  accessLevel: 'public' | 'private' | 'mixed';
  migrated: boolean;
  redirectUrl: string | null;
  sheets: number;
  customerCodes: string[];
  contact: { email: string; phone: string; address: string };
}

export interface SyntheticSheet {
  supplierIndex: number;
  productKey: string;
  productName: string;
  productCode: string;
  revisionDate: string;
  revisionVersion: string;
  language: string;
  type: string;
  ufi: string | null;
  ean: string[];
  brand: string;
  range: string;
  regulation: string;
  zone: string;
  country: string;
  cpro: string | null;
  family: string;
  access: 'public' | 'private' | 'secret';
  /** Index of the first sheet of its product in the stream (language group), and whether it is the latest. */
  groupOffset: number;
  isLatest: boolean;
  /** Offset (in the stream) of the sheet that supersedes this one. */
  supersededByOffset: number | null;
}

function weighted<T>(rng: Random, items: readonly T[], weights: readonly number[]): T {
  let r = rng.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < items.length; i++) {
    r -= weights[i];
    if (r <= 0) return items[i];
  }
  return items[items.length - 1];
}

/** Sheets per supplier: weights (rank + 14)^-1.4, rescaled to the total (3M/900: top ~100,000, median ~800). */
export function supplierSizes(suppliers: number, sheets: number): number[] {
  const w = Array.from({ length: suppliers }, (_, i) => Math.pow(i + 15, -1.4));
  const sum = w.reduce((a, b) => a + b, 0);
  const sizes = w.map((x) => Math.max(1, Math.floor((x / sum) * sheets)));
  let rest = sheets - sizes.reduce((a, b) => a + b, 0);
  for (let i = sizes.length - 1; rest > 0; i = (i - 1 + sizes.length) % sizes.length, rest--) sizes[i]++;
  return sizes;
}

export function generateSuppliers(count: number, sheets: number, seed: number): SyntheticSupplier[] {
  const rng = new Random(seed);
  const sizes = supplierSizes(count, sheets);
  const names = new Set<string>();
  const suppliers: SyntheticSupplier[] = [];
  for (let i = 0; i < count; i++) {
    const c = weighted(rng, SUPPLIER_COUNTRIES, COUNTRY_WEIGHTS);
    let name = '';
    for (let attempt = 0; !name || names.has(name); attempt++) {
      const style = rng.int(0, 2);
      const brand = rng.pick(ROOTS) + rng.pick(ROOT_TAILS);
      name =
        style === 0
          ? `${brand} ${rng.pick(c.forms)}`
          : style === 1
            ? `${rng.pick(c.prefixes)} ${rng.pick(c.families)}`
            : `${brand} ${rng.pick(c.prefixes)} ${rng.pick(c.forms)}`;
      if (attempt > 5) name = `${name} ${attempt}`;
    }
    names.add(name);
    const code = `SUP${String(i + 1).padStart(4, '0')}`;
    const level = weighted(rng, ['public', 'private', 'mixed'] as const, [0.74, 0.1, 0.16]);
    const migrated = i > 10 && rng.chance(0.02);
    const slug = slugify(name);
    suppliers.push({
      index: i,
      code,
      name,
      slug: `${slug}-${i + 1}`,
      country: c.country,
      language: c.language,
      accessLevel: level,
      migrated,
      redirectUrl: migrated ? `https://sds.example.com/${slug}` : null,
      sheets: sizes[i],
      customerCodes: level === 'public' ? [] : [1, 2, 3].map((k) => `${code}-CLIENT-${k}`),
      contact: { email: `fds@${slug.replace(/-/g, '')}.example`, phone: `+${rng.digits(2)} ${rng.digits(9)}`, address: `${rng.int(1, 200)} ${c.prefixes[0]}` },
    });
  }
  return suppliers;
}

function productName(lang: string, typeIndex: number, qualifierIndex: number, brand: string, series: string): string {
  const li = (NAME_LANGUAGES as readonly string[]).indexOf(lang);
  const col = li >= 0 ? li : 1; // other languages carry the English name, as suppliers often do
  const type = PRODUCT_TYPES[typeIndex][col];
  const qualifier = QUALIFIERS[qualifierIndex][col];
  // English, German and Dutch put the qualifier first; Romance languages after the noun.
  const words = ['en', 'de', 'nl'].includes(NAME_LANGUAGES[col]) ? [qualifier ? qualifier[0].toUpperCase() + qualifier.slice(1) : '', type] : [type, qualifier];
  return [brand, ...words.filter(Boolean), series].join(' ');
}

function isoDate(rng: Random, fromYear: number, toYear: number): string {
  const y = rng.int(fromYear, toYear);
  const m = rng.int(1, 12);
  const d = rng.int(1, 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Days back from the seeding day: recent revisions within ~4 1/2 years, older ones 5 1/2 to ~8 years back. */
const RECENT_DAYS = 1640;
const OLD_FROM_DAYS = 2000;
const OLD_SPAN_DAYS = 900;

/**
 * A revision date relative to `until` (the demo seeding day), for the demo catalogue: real catalogues are mostly
 * revised within 3 to 5 years, so 11 in 12 dates fall within the last ~4 1/2 years and 1 in 12 is older than the
 * substance watch's default age limit (5 years, VIGI_MAX_SHEET_AGE_YEARS), which keeps its vigilance error
 * visible. It takes the same three draws as isoDate, so the rest of the catalogue is the same as without it.
 */
function recentDate(rng: Random, until: Date): string {
  const year = rng.int(0, 11);
  const dayOfYear = (rng.int(1, 12) - 1) * 28 + (rng.int(1, 28) - 1); // 0..335
  const share = dayOfYear / 336;
  const daysBack = year === 0 ? OLD_FROM_DAYS + Math.round(share * OLD_SPAN_DAYS) : Math.round(((year - 1 + share) / 11) * RECENT_DAYS);
  return new Date(until.getTime() - daysBack * 86_400_000).toISOString().slice(0, 10);
}

export interface SheetOptions {
  /** Revision dates relative to this day (demo data), instead of the fixed 2014-2025 range of the big catalogue. */
  revisedUntil?: Date;
}

/**
 * The sheets of one supplier, in stream order: all versions and languages of a product together, older
 * versions first. `offset` is the position of the supplier's first sheet in the whole stream.
 */
export function* generateSheets(supplier: SyntheticSupplier, seed: number, offset: number, options: SheetOptions = {}): Generator<SyntheticSheet> {
  const { revisedUntil } = options;
  const rng = new Random(seed * 7919 + supplier.index * 104729 + 1);
  const brands = Array.from({ length: rng.int(2, 8) }, () => `${rng.pick(BRAND_WORDS)}${rng.pick(BRAND_TAILS)}`.toUpperCase());
  const ranges = ['Pro', 'Eco', 'Expert', 'Classic', 'Industrie', 'Garden', 'Auto', 'Marine'].slice(0, rng.int(2, 8));
  const prefix = supplier.code.slice(-3);
  let produced = 0;
  let product = 0;
  while (produced < supplier.sheets) {
    product++;
    const typeIndex = rng.int(0, PRODUCT_TYPES.length - 1);
    const qualifierIndex = rng.int(0, QUALIFIERS.length - 1);
    const brand = rng.pick(brands);
    const series = rng.chance(0.6) ? String(rng.int(1, 99) * 10) : `${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1, 9)}`;
    const productCode = `${prefix}-${String(product).padStart(6, '0')}`;
    const mixture = rng.chance(0.7);
    const ufi = mixture && rng.chance(0.8) ? ufiWithCheck(Array.from({ length: 15 }, () => '0123456789ACDEFGHJKMNPQRSTUVWXY'[rng.int(0, 30)]).join('')) : null;
    const eanCount = rng.chance(0.55) ? rng.int(1, 3) : 0;
    const ean = Array.from({ length: eanCount }, () => {
      const body = `3${rng.digits(11)}`;
      return body + eanCheckDigit(body);
    });
    const languages = [supplier.language as string];
    for (const [lang, p] of EXTRA_LANGUAGES) if (lang !== supplier.language && rng.chance(p)) languages.push(lang);
    const revisions = rng.chance(0.03) ? 3 : rng.chance(0.12) ? 2 : 1;
    const access: SyntheticSheet['access'] =
      supplier.accessLevel === 'private'
        ? rng.chance(0.02)
          ? 'secret'
          : 'private'
        : supplier.accessLevel === 'mixed'
          ? weighted(rng, ['public', 'private', 'secret'] as const, [0.68, 0.27, 0.05])
          : rng.chance(0.01)
            ? 'secret'
            : 'public';
    const shared = {
      supplierIndex: supplier.index,
      productKey: productCode,
      productCode,
      type: weighted(rng, DOCUMENT_TYPES, DOCUMENT_TYPE_WEIGHTS),
      ufi,
      ean,
      brand,
      range: rng.pick(ranges),
      regulation: weighted(rng, REGULATIONS, REGULATION_WEIGHTS),
      zone: weighted(rng, ZONES, ZONE_WEIGHTS),
      country: rng.chance(0.85) ? supplier.country : rng.pick(SUPPLIER_COUNTRIES).country,
      cpro: rng.chance(0.25) ? `CP${rng.digits(7)}` : null,
      family: rng.pick(FAMILIES),
      access,
    };
    const groupOffset = offset + produced;
    const dates = Array.from({ length: revisions }, () => (revisedUntil ? recentDate(rng, revisedUntil) : isoDate(rng, 2014, 2025))).sort();
    for (const language of languages) {
      for (let r = 0; r < revisions; r++) {
        if (produced >= supplier.sheets) return;
        const isLatest = r === revisions - 1;
        yield {
          ...shared,
          productName: productName(language, typeIndex, qualifierIndex, brand, series),
          revisionDate: dates[r],
          revisionVersion: `${r + 1}.${rng.int(0, 9)}`,
          language,
          groupOffset,
          isLatest,
          // The next sheet in the stream is the newer revision of the same product and language.
          supersededByOffset: isLatest ? null : offset + produced + 1,
        };
        produced++;
      }
    }
  }
}
