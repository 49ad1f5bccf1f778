import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hashToken, newToken } from '../src/plugins/session.ts';
import type { TestContext } from './context.ts';

/** Test data for sheet features: a supplier, a sheet with (or without) a stored file, a visitor's session. */

let counter = 0;

export async function createSupplier(t: TestContext, values: { accessLevel?: 'public' | 'private' | 'mixed' } = {}) {
  counter++;
  const code = `sup${Date.now().toString(36)}${counter}`;
  return t.db
    .insertInto('suppliers')
    .values({
      code,
      name: `Supplier ${counter}`,
      slug: code,
      access_level: values.accessLevel ?? 'public',
      customer_code_description: '{}',
      customer_code_help: '{}',
      contact: '{}',
    })
    .returning(['id', 'code', 'name'])
    .executeTakeFirstOrThrow();
}

function newIddc(): string {
  const digits = (n: number) => Array.from({ length: n }, () => crypto.randomInt(10)).join('');
  return `${digits(7)}-${digits(5)}-${digits(5)}-${digits(6)}`;
}

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
  return t.db
    .insertInto('documents')
    .values({
      iddc: newIddc(),
      supplier_id: supplierId,
      product_key: crypto.randomUUID(),
      product_name: name,
      product_name_slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      language: values.language ?? 'en',
      access: values.access ?? 'public',
      file_key: fileKey,
      file_size: values.file?.length ?? null,
      last_update: new Date(),
    })
    .returning(['id', 'iddc'])
    .executeTakeFirstOrThrow();
}

/** A session cookie for a visitor who gave the free-consult data, optionally with proven customer codes. */
export async function visitorCookie(t: TestContext, customerCodes: { supplierId: number; customerCodeId: number }[] = []) {
  const token = newToken();
  await t.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      guest: JSON.stringify({ name: 'Test Visitor', company: 'ACME', email: 'visitor@example.com' }),
      data: JSON.stringify({ customerCodes }),
    })
    .execute();
  return `openfds_session=${token}`;
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
