import { isValidCas, isValidEc } from '@openfds/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';
import { hashToken, newToken } from '../src/plugins/session.ts';
import { consumeCredits, grantHoldings, revokeHoldings } from '../src/modules/entitlements/index.ts';

/**
 * THE test factories written straight into the tables (one shared set for every module's tests): suppliers, sheets
 * with their components and file, users with a session cookie, kept sheets. Catalogue data that must go through
 * the real publisher (as the importer writes it) comes from catalogue-fixtures.ts instead.
 */
let counter = 0;
function next(): number {
  counter += 1;
  return counter;
}

export async function makeSupplier(db: Db, values: { access_level?: 'public' | 'private' | 'mixed' } = {}) {
  const n = next();
  return db
    .insertInto('suppliers')
    .values({
      code: `SUP${n}`,
      name: `Supplier ${n}`,
      slug: `supplier-${n}`,
      access_level: values.access_level ?? 'public',
      customer_code_description: '{}',
      customer_code_help: '{}',
      contact: '{}',
    })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
}

export interface ComponentInput {
  name?: string;
  cas?: string | null;
  ec?: string | null;
  index_number?: string | null;
}

export interface SheetValues {
  language?: string;
  /** Today when not given; null for none. */
  revision_date?: string | null;
  access?: 'public' | 'private' | 'secret';
  components?: ComponentInput[];
  product_name?: string;
  product_name_slug?: string;
  iddc?: string;
  file_key?: string | null;
  file_size?: number | null;
}

export async function makeSheet(db: Db, supplierId: number, values: SheetValues = {}) {
  const n = next();
  const iddc = values.iddc ?? `${String(1000000 + n).slice(-7)}-00001-00001-${String(n).padStart(6, '0')}`;
  const doc = await db
    .insertInto('documents')
    .values({
      iddc,
      supplier_id: supplierId,
      product_key: `p${n}`,
      product_name: values.product_name ?? `Product ${n}`,
      product_name_slug: values.product_name_slug ?? `product-${n}`,
      language: values.language ?? 'fr',
      access: values.access ?? 'public',
      revision_date: values.revision_date === undefined ? new Date().toISOString().slice(0, 10) : values.revision_date,
      file_key: values.file_key ?? null,
      file_size: values.file_size ?? null,
      last_update: new Date(),
    })
    .returning(['id', 'iddc'])
    .executeTakeFirstOrThrow();
  const components = values.components ?? [];
  if (components.length) {
    await db
      .insertInto('document_components')
      .values(
        components.map((c, i) => ({
          document_id: doc.id,
          position: i + 1,
          name: c.name ?? null,
          cas: c.cas ?? null,
          ec: c.ec ?? null,
          index_number: c.index_number ?? null,
          cas_valid: c.cas ? isValidCas(c.cas) : null,
          ec_valid: c.ec ? isValidEc(c.ec) : null,
        })),
      )
      .execute();
  }
  return doc;
}

/** An active account with a live session; `cookie` is the Cookie header value that sends it. */
export async function makeUser(db: Db, values: { safebox?: boolean; admin?: boolean; language?: string } = {}) {
  const n = next();
  const login = `user${n}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const user = await db
    .insertInto('users')
    .values({
      login,
      email: login,
      status: 'active',
      safebox: values.safebox ?? false,
      language: values.language ?? 'fr',
      profile: JSON.stringify({ first_name: 'Ada' }),
      profile_types: values.admin ? ['mySDS', 'admin'] : ['mySDS'],
    })
    .returning(['id', 'login'])
    .executeTakeFirstOrThrow();
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: user.id, data: '{}' })
    .execute();
  return { ...user, cookie: `openfds_session=${token}` };
}

/** A sheet kept in a user's space. */
export async function keep(db: Db, userId: number, documentId: number) {
  await db.insertInto('user_documents').values({ user_id: userId, document_id: documentId }).execute();
}

/**
 * A paid order of one offer (`quantity` lots) for a user and its holdings from today for a year, granted in one
 * transaction as the shop grants them on payment; `then` runs in that transaction (e.g. spending credits).
 */
export async function grantPaidOffer(
  db: Db,
  userId: number,
  line: { offerId: number; quantity: number; etCents: number },
  then?: (tx: Transaction<Database>) => Promise<void>,
): Promise<number> {
  const order = await db
    .insertInto('shop_orders')
    .values({
      user_id: userId,
      status: 'paid',
      quantity: 1,
      lines: '[]',
      total_et_cents: line.etCents,
      total_vat_cents: line.etCents / 5,
      total_it_cents: (line.etCents * 6) / 5,
      vat_rate: 20,
      vat_mode: 'domestic',
      billing: '{}',
      provider: 'test',
      paid_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await db.transaction().execute(async (tx) => {
    await grantHoldings(tx, {
      userId,
      orderId: order.id,
      lines: [{ offer_id: line.offerId, quantity: line.quantity, et_cents: line.etCents, start_date: day(0), end_date: day(365) }],
    });
    await then?.(tx);
  });
  return order.id;
}

/**
 * FDS-Extract standard for a user on some sheets (by code): a paid order, a holding of as many credits, one credit
 * spent on each sheet (through the entitlement service, as the shop does).
 */
export async function grantExtractStandard(db: Db, userId: number, documentCodes: string[]) {
  return grantExtractOffer(db, userId, documentCodes, 'extract_standard');
}

/** FDS-Extract Premium (extraction and control) for a user on some sheets, as grantExtractStandard does standard. */
export async function grantExtractPremium(db: Db, userId: number, documentCodes: string[]) {
  return grantExtractOffer(db, userId, documentCodes, 'extract_premium');
}

async function grantExtractOffer(db: Db, userId: number, documentCodes: string[], offer: 'extract_standard' | 'extract_premium') {
  const offerId = offer === 'extract_premium' ? 13 : 12;
  const orderId = await grantPaidOffer(db, userId, { offerId, quantity: Math.max(1, documentCodes.length), etCents: 2000 }, async (tx) => {
    for (const code of documentCodes) await consumeCredits(tx, { userId, offerRef: offer, documentCode: code });
  });
  /** Takes the entitlement back (the order's holdings revoked, as on a cancelled order). */
  return { orderId, revoke: () => db.transaction().execute((tx) => revokeHoldings(tx, orderId)) };
}
