import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SESSION_CODES_KEY } from '../src/catalogue/document-access.ts';
import { hashToken, SESSION_COOKIE } from '../src/plugins/session.ts';
import type { TestContext } from './context.ts';
import { makeSheet } from './factories.ts';

/**
 * Test data for the sheet reader: a sheet with given file bytes (or a missing or no file, written by the shared
 * factories of factories.ts), proven customer codes. Suppliers and guest sessions come from catalogue-fixtures.ts.
 */

function newIddc(): string {
  const digits = (n: number) => Array.from({ length: n }, () => crypto.randomInt(10)).join('');
  return `${digits(7)}-${digits(5)}-${digits(5)}-${digits(6)}`;
}

/** A sheet (English by default) with these file bytes stored, or a file key that names no file, or no file. */
export async function createSheet(
  t: TestContext,
  supplierId: number,
  values: { file?: Uint8Array; fileKey?: string; access?: 'public' | 'private' | 'secret'; language?: string; productName?: string } = {},
) {
  let fileKey = values.fileKey ?? null;
  if (values.file) {
    fileKey = `documents/test/${crypto.createHash('sha256').update(values.file).digest('hex')}.pdf`;
    await t.storage.put(fileKey, values.file, 'application/pdf');
  }
  const name = values.productName ?? 'Test product';
  return makeSheet(t.db, supplierId, {
    iddc: newIddc(),
    product_name: name,
    product_name_slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    language: values.language ?? 'en',
    access: values.access ?? 'public',
    revision_date: null,
    file_key: fileKey,
    file_size: values.file?.length ?? null,
  });
}

/** Records customer codes as proven in a visitor's session (what the customer-code check stores). */
export async function proveCustomerCodes(t: TestContext, cookie: Record<string, string>, codes: { supplierId: number; customerCodeId: number }[]) {
  await t.db
    .updateTable('sessions')
    .set({ data: JSON.stringify({ [SESSION_CODES_KEY]: codes }) })
    .where('token_hash', '=', hashToken(cookie[SESSION_COOKIE]))
    .execute();
}

/** A sheet of the real corpus (shared/data/sds-corpus/en, beside the repository; present in CI). */
export function corpusFile(relative: string): Uint8Array {
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  // The repository sits beside shared/ (CI, main); a git worktree one level deeper.
  const candidates = [path.join(repoRoot, '../shared/data/sds-corpus/en'), path.join(repoRoot, '../../shared/data/sds-corpus/en')];
  const dir = candidates.find((c) => fs.existsSync(c));
  if (!dir) throw new Error(`sds corpus not found beside the repository (${candidates.join(', ')})`);
  return new Uint8Array(fs.readFileSync(path.join(dir, relative)));
}
