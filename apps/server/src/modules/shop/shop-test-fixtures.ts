import { hashToken, newToken } from '../../plugins/session.ts';
import type { Db } from '../../db/database.ts';

/** Test data of the shop tests: a supplier, sheets with components, users with a session cookie, kept sheets. */
let counter = 0;
function next(): number {
  counter += 1;
  return counter;
}

export async function makeSupplier(db: Db) {
  const n = next();
  return db
    .insertInto('suppliers')
    .values({ code: `SHOP${n}`, name: `Shop supplier ${n}`, slug: `shop-supplier-${n}`, access_level: 'public', customer_code_description: '{}', customer_code_help: '{}', contact: '{}' })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
}

export async function makeSheet(db: Db, supplierId: number, components: { name: string; index_number?: string; cas?: string }[] = []) {
  const n = next();
  const iddc = `${String(2000000 + n).slice(-7)}-00002-00002-${String(n).padStart(6, '0')}`;
  const doc = await db
    .insertInto('documents')
    .values({
      iddc, supplier_id: supplierId, product_key: `shop-p${n}`, product_name: `Shop product ${n}`, product_name_slug: `shop-product-${n}`,
      language: 'fr', access: 'public', revision_date: new Date().toISOString().slice(0, 10),
    })
    .returning(['id', 'iddc'])
    .executeTakeFirstOrThrow();
  if (components.length) {
    await db
      .insertInto('document_components')
      .values(components.map((c, i) => ({
        document_id: doc.id, position: i + 1, name: c.name, cas: c.cas ?? null, ec: null, index_number: c.index_number ?? null, cas_valid: c.cas ? true : null, ec_valid: null,
      })))
      .execute();
  }
  return doc;
}

export async function makeUser(db: Db, values: { admin?: boolean; language?: string } = {}) {
  const n = next();
  const login = `buyer${n}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const user = await db
    .insertInto('users')
    .values({
      login, email: login, status: 'active', language: values.language ?? 'fr', profile: JSON.stringify({ first_name: 'Ada' }),
      profile_types: values.admin ? ['mySDS', 'admin'] : ['mySDS'],
    })
    .returning(['id', 'login'])
    .executeTakeFirstOrThrow();
  const token = newToken();
  await db.insertInto('sessions').values({ token_hash: hashToken(token), user_id: user.id, data: '{}' }).execute();
  return { ...user, cookie: `openfds_session=${token}` };
}

export async function keep(db: Db, userId: number, documentId: number) {
  await db.insertInto('user_documents').values({ user_id: userId, document_id: documentId }).execute();
}
