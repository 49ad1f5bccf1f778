/**
 * Chemical and platform identifiers: normalisation and check digits.
 * Rules from shared/data/README.md (checked facts). Used by the sheet reader, the substance watch and the forms.
 */

const CAS_SHAPE = /^(\d{2,7})-(\d{2})-(\d)$/;

/** Normalises a CAS number: strips spaces, unifies dashes, drops leading zeros. Returns null when it cannot be a CAS. */
export function normaliseCas(raw: string): string | null {
  const compact = raw.replace(/[\u2010-\u2015\u2212]/g, '-').replace(/\s+/g, '');
  const m = /^0*(\d{1,7})-(\d{2})-(\d)$/.exec(compact);
  if (!m) return null;
  const first = m[1];
  if (first.length < 2) return null;
  return `${first}-${m[2]}-${m[3]}`;
}

/** True when a CAS number has its shape and its check digit right (7732-18-5 valid, 7732-18-4 not). */
export function isValidCas(raw: string): boolean {
  const cas = normaliseCas(raw);
  if (!cas) return false;
  const m = CAS_SHAPE.exec(cas);
  if (!m) return false;
  const digits = (m[1] + m[2]).split('').reverse();
  const sum = digits.reduce((acc, d, i) => acc + Number(d) * (i + 1), 0);
  return sum % 10 === Number(m[3]);
}

/** Normalises an EC number to NNN-NNN-N; null when it cannot be one. */
export function normaliseEc(raw: string): string | null {
  const compact = raw.replace(/[\u2010-\u2015\u2212]/g, '-').replace(/\s+/g, '');
  const m = /^(\d{3})-?(\d{3})-?(\d)$/.exec(compact);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** True when an EC number has its shape and check digit right (200-236-6, 231-791-2 valid). */
export function isValidEc(raw: string): boolean {
  const ec = normaliseEc(raw);
  if (!ec) return false;
  const digits = ec.replace(/-/g, '').split('').map(Number);
  const sum = digits.slice(0, 6).reduce((acc, d, i) => acc + d * (i + 1), 0);
  return sum % 11 === digits[6];
}

/** Normalises a CLP Annex VI index number to NNN-NNN-NN-C; null when it cannot be one. The check character
 * may be X (e.g. 001-003-00-X, sodium hydride, in ECHA's table 3). */
export function normaliseIndexNumber(raw: string): string | null {
  const compact = raw.replace(/[\u2010-\u2015\u2212]/g, '-').replace(/\s+/g, '');
  const m = /^(\d{3})-(\d{3})-(\d{2})-([\dXx])$/.exec(compact);
  return m ? `${m[1]}-${m[2]}-${m[3]}-${m[4].toUpperCase()}` : null;
}

/** REACH registration number: NN-NNNNNNNNNN-NN with an optional -NNNN registrant group. */
export const REACH_NUMBER = /^\d{2}-\d{10}-\d{2}(-\d{4})?$/;
export function isValidReachNumber(raw: string): boolean {
  return REACH_NUMBER.test(raw.replace(/\s+/g, '').replace(/[\u2010-\u2015\u2212]/g, '-'));
}

const UFI_ALPHABET = '0123456789ACDEFGHJKMNPQRSTUVWXY';

/** Normalises a UFI to XXXX-XXXX-XXXX-XXXX (upper case); null when its characters or length are off. */
export function normaliseUfi(raw: string): string | null {
  const compact = raw
    .toUpperCase()
    .replace(/^UFI\s*:?\s*/, '')
    .replace(/[\s\-\u2010-\u2015]/g, '');
  if (compact.length !== 16) return null;
  for (const ch of compact) if (!UFI_ALPHABET.includes(ch)) return null;
  return compact.match(/.{4}/g)!.join('-');
}

/** UFI checksum: value of the 1st char + sum(i x value of char i, i = 2..16) divisible by 31. */
export function isValidUfi(raw: string): boolean {
  const ufi = normaliseUfi(raw);
  if (!ufi) return false;
  const chars = ufi.replace(/-/g, '').split('');
  let sum = UFI_ALPHABET.indexOf(chars[0]);
  for (let i = 1; i < 16; i++) sum += (i + 1) * UFI_ALPHABET.indexOf(chars[i]);
  return sum % 31 === 0;
}

/** Computes the first character of a UFI from the 15 others so that the checksum holds (for generated data). */
export function ufiWithCheck(last15: string): string {
  const chars = last15.toUpperCase().split('');
  let partial = 0;
  for (let i = 0; i < 15; i++) partial += (i + 2) * UFI_ALPHABET.indexOf(chars[i]);
  const first = (31 - (partial % 31)) % 31;
  return normaliseUfi(UFI_ALPHABET[first] + last15)!;
}

/** EAN-13 / EAN-8 / GTIN check digit. */
export function isValidEan(raw: string): boolean {
  const digits = raw.replace(/\s+/g, '');
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits)) return false;
  return eanCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

export function eanCheckDigit(body: string): number {
  const ds = body.split('').reverse().map(Number);
  const sum = ds.reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** Document code (iddc): digit groups 7-5-5-6. */
export const DOCUMENT_CODE = /^\d{7}-\d{5}-\d{5}-\d{6}$/;
/** SafeBox contract identifier: digit groups 5-5-5-6. */
export const SAFEBOX_CONTRACT_ID = /^\d{5}-\d{5}-\d{5}-\d{6}$/;
