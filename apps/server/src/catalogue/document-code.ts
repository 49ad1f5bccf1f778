import crypto from 'node:crypto';
import type pg from 'pg';

/**
 * Document codes (iddc, digit groups 7-5-5-6) drawn from the sequence document_code_seq: the sequence number
 * fills the first two groups (so codes never collide), the last two are digits mixed from it, so that codes
 * do not read as a counter.
 */
export function iddcFromNumber(n: number): string {
  const low = n % 10_000_000;
  const high = Math.floor(n / 10_000_000) % 100_000;
  let h = (n * 2654435761) >>> 0;
  const mix = () => {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    h = (h ^ (h >>> 12)) >>> 0;
    return h;
  };
  const g3 = String(mix() % 100_000).padStart(5, '0');
  const g4 = String(mix() % 1_000_000).padStart(6, '0');
  return `${String(low).padStart(7, '0')}-${String(high).padStart(5, '0')}-${g3}-${g4}`;
}

/**
 * True for a code numbered from the former sequence (iddcFromNumber: its first two groups give the number, the last
 * two follow from it), which anyone who knows the scheme can compute; a random code matches with odds of 1e-11.
 */
export function isSequenceIddc(iddc: string): boolean {
  const match = /^(\d{7})-(\d{5})-\d{5}-\d{6}$/.exec(iddc);
  if (!match) return false;
  const n = Number(match[2]) * 10_000_000 + Number(match[1]);
  return iddcFromNumber(n) === iddc;
}

/**
 * A new sheet's code: 23 random digits in the 7-5-5-6 shape (issue #11: codes computed from the sequence and a
 * public constant let anyone list the catalogue without searching). 10^23 codes: with millions of sheets a clash
 * has odds below 1e-10, and the unique index would refuse it rather than mix two sheets. Uploads, the demo space
 * and the bulk generator of demo and benchmark catalogues use it too (issue #22); iddcFromNumber stays for tests
 * that prove codes are not computable.
 */
export function randomIddc(): string {
  // 96 random bits reduced to 23 digits (bias below 1e-5): one call per code, fast enough for the bulk loader's
  // millions of sheets (issue #22: uploads and the demo catalogue were numbered from the sequence).
  const digits = (BigInt(`0x${crypto.randomBytes(12).toString('hex')}`) % 10n ** 23n).toString().padStart(23, '0');
  return `${digits.slice(0, 7)}-${digits.slice(7, 12)}-${digits.slice(12, 17)}-${digits.slice(17)}`;
}

export async function nextIddc(_client?: pg.ClientBase | pg.Pool): Promise<string> {
  return randomIddc();
}
