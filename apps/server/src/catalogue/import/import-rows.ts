import { INTERFACE_LANGUAGES, isValidEan, isValidUfi, normaliseUfi, SHEET_LANGUAGES, type InterfaceLanguage, type ZipImportIssue } from '@openfds/contract';
import { slugify } from '../fold-text.ts';
import type { SheetMetadata } from '../sheet-publisher.ts';

/** Row checks of the importer: each bad row gives its file, line and reason; good rows become typed values. */
export interface RowError {
  file: string;
  line: number;
  reason: string;
  /** The same in words a screen translates (the supplier's zip import shows it in the user's language). */
  issue?: { key: ZipImportIssue; params: Record<string, string | number> };
}

export interface SupplierRow {
  code: string;
  name: string;
  slug: string;
  accessLevel: 'public' | 'private' | 'mixed';
  country: string | null;
  contact: { email?: string; phone?: string };
  customerCodes: string[];
  migrated: boolean;
  redirectUrl: string | null;
  /** Member of the platform (default yes): a non-member is found by name but has no staged search (613). */
  member: boolean;
  /** Texts of the customer-code stage per interface language (columns customer_code_description_fr, ..._help_de...). */
  customerCodeDescription: Partial<Record<InterfaceLanguage, string>>;
  customerCodeHelp: Partial<Record<InterfaceLanguage, string>>;
}

/** A documents.csv row: the sheet's metadata, its supplier's code and the PDF path. */
export interface DocumentRow extends SheetMetadata {
  supplierCode: string;
  file: string | null;
}

const opt = (v: string | undefined) => (v && v.trim() ? v.trim() : null);
const list = (v: string | undefined) =>
  v
    ? v
        .split(/[;|]/)
        .map((x) => x.trim())
        .filter(Boolean)
    : [];

/** Yes/no columns of suppliers.csv (member, migrated), lower-cased. */
const YES = ['1', 'true', 'yes'];
const NO = ['0', 'false', 'no'];

export function parseSupplierRow(raw: Record<string, string>, at: { file: string; line: number }): SupplierRow | RowError {
  const fail = (reason: string): RowError => ({ ...at, reason });
  const code = opt(raw.code);
  const name = opt(raw.name);
  if (!code || !/^[A-Za-z0-9_-]{1,40}$/.test(code)) return fail('code is required (letters, digits, - and _, max 40)');
  if (!name || name.length > 200) return fail('name is required (max 200 characters)');
  const level = opt(raw.access_level) ?? 'public';
  if (!['public', 'private', 'mixed'].includes(level)) return fail(`access_level must be public, private or mixed, not "${level}"`);
  const country = opt(raw.country)?.toUpperCase() ?? null;
  if (country && !/^[A-Z]{2}$/.test(country)) return fail('country must be a two-letter code');
  const codes = list(raw.customer_codes);
  const badCode = codes.find((c) => c.length > 240 || /[\s'"`üýÜÝ]/.test(c));
  if (badCode) return fail(`invalid customer code "${badCode}"`);
  const redirectUrl = opt(raw.redirect_url);
  if (redirectUrl && !/^https?:\/\//.test(redirectUrl)) return fail('redirect_url must be an http(s) URL');
  const member = (opt(raw.member) ?? 'true').toLowerCase();
  if (![...YES, ...NO].includes(member)) return fail(`member must be true or false, not "${raw.member}"`);
  const perLanguage = (prefix: string) => {
    const texts: Partial<Record<InterfaceLanguage, string>> = {};
    for (const lang of INTERFACE_LANGUAGES) {
      const value = opt(raw[`${prefix}_${lang}`]);
      if (value) texts[lang] = value;
    }
    return texts;
  };
  const customerCodeDescription = perLanguage('customer_code_description');
  const customerCodeHelp = perLanguage('customer_code_help');
  const tooLong = [...Object.values(customerCodeDescription), ...Object.values(customerCodeHelp)].some((v) => v.length > 1000);
  if (tooLong) return fail('customer_code_description_* and customer_code_help_* are limited to 1000 characters');
  return {
    code,
    name,
    slug: `${slugify(name)}-${code.toLowerCase()}`,
    accessLevel: level as SupplierRow['accessLevel'],
    country,
    contact: { ...(opt(raw.contact_email) ? { email: opt(raw.contact_email)! } : {}), ...(opt(raw.contact_phone) ? { phone: opt(raw.contact_phone)! } : {}) },
    customerCodes: codes,
    migrated: YES.includes((raw.migrated ?? '').toLowerCase()),
    redirectUrl,
    member: YES.includes(member),
    customerCodeDescription,
    customerCodeHelp,
  };
}

/** A documents.csv row's error always says its issue (the supplier's zip import words it in the user's language). */
export type DocumentRowError = RowError & Required<Pick<RowError, 'issue'>>;

export function parseDocumentRow(raw: Record<string, string>, at: { file: string; line: number }): DocumentRow | DocumentRowError {
  const fail = (reason: string, key: ZipImportIssue, params: Record<string, string | number> = {}): DocumentRowError => ({
    ...at,
    reason,
    issue: { key, params },
  });
  const supplierCode = opt(raw.supplier_code);
  if (!supplierCode) return fail('supplier_code is required', 'supplierCode');
  const productName = opt(raw.product_name);
  if (!productName || productName.length > 300) return fail('product_name is required (max 300 characters)', 'productName', { max: 300 });
  const language = (opt(raw.language) ?? '').toLowerCase();
  if (!(SHEET_LANGUAGES as readonly string[]).includes(language))
    return fail(`unknown language "${raw.language ?? ''}"`, 'language', { value: raw.language ?? '' });
  const revisionDate = opt(raw.revision_date);
  if (
    revisionDate &&
    (!/^\d{4}-\d{2}-\d{2}$/.test(revisionDate) ||
      Number.isNaN(Date.parse(`${revisionDate}T00:00:00Z`)) ||
      new Date(`${revisionDate}T00:00:00Z`).toISOString().slice(0, 10) !== revisionDate)
  ) {
    return fail(`revision_date must be a date YYYY-MM-DD, not "${revisionDate}"`, 'revisionDate', { value: revisionDate });
  }
  const ufiRaw = opt(raw.ufi);
  if (ufiRaw && !isValidUfi(ufiRaw)) return fail(`invalid UFI "${ufiRaw}" (check character)`, 'ufi', { value: ufiRaw });
  const ean = list(raw.ean).map((e) => e.replace(/\s+/g, ''));
  const badEan = ean.find((e) => !isValidEan(e));
  if (badEan) return fail(`invalid EAN "${badEan}" (check digit)`, 'ean', { value: badEan });
  const access = opt(raw.access) ?? 'public';
  if (!['public', 'private', 'secret'].includes(access)) return fail(`access must be public, private or secret, not "${access}"`, 'access', { value: access });
  const productCode = opt(raw.product_code);
  return {
    supplierCode,
    productKey: opt(raw.product_key) ?? productCode ?? slugify(productName),
    productName,
    productCode,
    revisionDate,
    revisionVersion: opt(raw.revision_version),
    language,
    type: opt(raw.type) ?? 'SDS',
    ufi: ufiRaw ? normaliseUfi(ufiRaw) : null,
    ean,
    brand: opt(raw.brand),
    range: opt(raw.range),
    regulation: opt(raw.regulation),
    zone: opt(raw.zone),
    country: opt(raw.country)?.toUpperCase() ?? null,
    cpro: opt(raw.cpro),
    family: opt(raw.family),
    access: access as DocumentRow['access'],
    file: opt(raw.file),
  };
}
