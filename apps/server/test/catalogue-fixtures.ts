import type { TestContext } from './context.ts';
import { publishSheet, type SheetInput } from '../src/catalogue/sheet-publisher.ts';
import { refreshCatalogueStats } from '../src/catalogue/catalogue-stats.repository.ts';
import { fileKeyFor, sha256Hex } from '../src/catalogue/sheet-file.ts';
import { hashToken, newToken, SESSION_COOKIE } from '../src/plugins/session.ts';

/** Catalogue test data written through the real publisher (the same code path as the importer). */
export async function addSupplier(
  t: TestContext,
  values: { code: string; name: string; access_level?: 'public' | 'private' | 'mixed'; customerCodes?: string[]; migrated?: boolean; redirect_url?: string },
): Promise<number> {
  const { rows } = await t.pool.query(
    `INSERT INTO suppliers (code, name, slug, access_level, migrated, redirect_url) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [values.code, values.name, values.code.toLowerCase(), values.access_level ?? 'public', values.migrated ?? false, values.redirect_url ?? null],
  );
  const id = rows[0].id as number;
  for (const code of values.customerCodes ?? []) {
    await t.pool.query(`INSERT INTO customer_codes (supplier_id, code) VALUES ($1, $2)`, [id, code]);
  }
  return id;
}

/** A small but real PDF (valid header, some bytes to range over). */
export function pdfBytes(label: string): Buffer {
  const body = `%PDF-1.4\n% ${label}\n${'0123456789abcdef'.repeat(64)}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function addSheet(
  t: TestContext,
  supplierId: number,
  values: Partial<SheetInput> & { productName: string },
  fileLabel: string | null = values.productName,
) {
  let file: SheetInput['file'] = null;
  if (fileLabel) {
    const bytes = pdfBytes(fileLabel);
    const sha256 = sha256Hex(bytes);
    file = { key: fileKeyFor(sha256), size: bytes.length, pages: 1, sha256 };
    await t.storage.put(file.key, bytes);
  }
  const client = await t.pool.connect();
  try {
    await client.query('BEGIN');
    const outcome = await publishSheet(client, {
      supplierId,
      productKey: values.productKey ?? values.productCode ?? values.productName,
      productCode: null,
      revisionDate: '2024-01-01',
      revisionVersion: '1.0',
      language: 'fr',
      type: 'SDS',
      ufi: null,
      ean: [],
      brand: null,
      range: null,
      regulation: null,
      zone: null,
      country: null,
      cpro: null,
      family: null,
      access: 'public',
      publishedAt: t.clock.now(),
      ...values,
      file,
    } as SheetInput);
    await client.query('COMMIT');
    for (const job of outcome.jobs) await t.jobs.send(job.name, job.data);
    await refreshCatalogueStats(client, [supplierId]);
    return outcome;
  } finally {
    client.release();
  }
}

/** A session cookie for a visitor who gave the free-consult data (what PUT /session stores). */
export async function guestCookie(t: TestContext, email = 'guest@example.com'): Promise<Record<string, string>> {
  const token = newToken();
  await t.pool.query(`INSERT INTO sessions (token_hash, guest) VALUES ($1, $2)`, [
    hashToken(token),
    JSON.stringify({ first_name: 'Ana', last_name: 'Guest', company_name: 'Farm', email, qsds_consent: true }),
  ]);
  return { [SESSION_COOKIE]: token };
}

/** The cookie a response set (the session created for a visitor), to send it back on the next call. */
export function cookieFrom(res: { cookies: { name: string; value: string }[] }): Record<string, string> {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  return c ? { [SESSION_COOKIE]: c.value } : {};
}

export function dataValue(body: { collection: { data: { name: string; value: unknown }[] } }, name: string): unknown {
  return body.collection.data.find((d) => d.name === name)?.value;
}
