/**
 * Shop benchmark.
 *   node --import tsx bench/shop/shop-bench.ts
 * Env: BENCH_ORDERS (default 200) full purchases through the service path the API runs (cart update with the
 * minimum rules, payment creation with the test provider, confirmation: holdings, credits applied to 5 sheets of
 * the space, gap-free invoice number and invoice PDF); BENCH_SPENDS (default 2000) credit spends, 8 at a time
 * against the same holdings (the row lock serialises them), then a check that no credit was overspent.
 * Database: DATABASE_URL, else an embedded PostgreSQL in VAR_DIR (default /tmp/shop-bench-var) on EMBEDDED_PG_PORT
 * (default 54311), recreated at each run. Prints median and p95 (ms) and the machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_CARD_SUCCESS } from '@openfds/contract';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb, createPool } from '../../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { TestPaymentProvider } from '../../apps/server/src/payments/index.ts';
import { consumeCredits } from '../../apps/server/src/modules/entitlements/index.ts';
import { saveBilling } from '../../apps/server/src/modules/shop/billing.ts';
import { updateCart } from '../../apps/server/src/modules/shop/cart.ts';
import { createPayment } from '../../apps/server/src/modules/shop/checkout.ts';
import type { ShopDeps } from '../../apps/server/src/modules/shop/deps.ts';
import { handlePaymentEvent } from '../../apps/server/src/modules/shop/payment-outcome.ts';
import { LocalStorage } from '../../apps/server/src/storage/local-storage.ts';
import type {} from '../../apps/server/src/modules/shop/tables.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const SPENDS = Number(process.env.BENCH_SPENDS ?? 2_000);
const PARALLEL = 8;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
function report(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(`${name}: n=${samples.length} median ${quantile(sorted, 0.5).toFixed(2)} ms, p95 ${quantile(sorted, 0.95).toFixed(2)} ms`);
}

async function main() {
  console.log(
    `machine: ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length} (nproc ${os.availableParallelism()}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`,
  );
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const varDir = process.env.VAR_DIR ?? '/tmp/shop-bench-var';
    fs.rmSync(varDir, { recursive: true, force: true });
    const embedded = await startEmbeddedPostgres({ dataDir: path.join(varDir, 'pg'), port: Number(process.env.EMBEDDED_PG_PORT ?? 54311) });
    url = embedded.url;
    stop = () => embedded.stop();
  }
  const pool = createPool(url, PARALLEL + 2);
  pool.on('error', () => {});
  const db = createDb(pool);
  try {
    await migrate(pool);
    const config = loadConfig({});
    const provider = new TestPaymentProvider();
    // The invoice PDF and mail are jobs since issue #29 (not measured here: the purchase no longer waits for them).
    const storage = new LocalStorage(path.join(os.tmpdir(), 'shop-bench-files'));
    const deps: ShopDeps = { db, config, mailer: { send: async () => {} }, storage, jobs: { send: async () => null }, provider };
    const supplier = await db
      .insertInto('suppliers')
      .values({ code: 'BENCH', name: 'Bench', slug: 'bench', customer_code_description: '{}', customer_code_help: '{}', contact: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const docs = await db
      .insertInto('documents')
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          iddc: `${String(3000000 + i)}-00003-00003-${String(i).padStart(6, '0')}`,
          supplier_id: supplier.id,
          product_key: `b${i}`,
          product_name: `Bench ${i}`,
          product_name_slug: `bench-${i}`,
          language: 'fr',
        })),
      )
      .returning(['id', 'iddc'])
      .execute();

    const purchase: number[] = [];
    for (let n = 0; n < ORDERS; n++) {
      const user = await db
        .insertInto('users')
        .values({ login: `bench${n}@example.com`, email: `bench${n}@example.com`, status: 'active', profile: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('user_documents')
        .values(docs.slice(0, 5).map((d) => ({ user_id: user.id, document_id: d.id })))
        .execute();
      await saveBilling(deps, user.id, {
        company_name: 'Bench SA',
        first_name: null,
        last_name: null,
        address1: '1 rue X',
        address2: null,
        address3: null,
        zipcode: '75001',
        city: 'Paris',
        country_code: 'FR',
        siret: null,
        eu_vat_number: null,
        terms_of_sale: true,
        personal_data: true,
      });
      const owner = { userId: user.id, sessionId: null, sessionCart: null };
      const started = performance.now();
      await updateCart(deps, owner, { offer_ids: [12, 13], quantity: 2, step: 2 }, 'fr');
      await createPayment(deps, owner, `bench${n}@example.com`, 'fr');
      const order = await db
        .selectFrom('shop_orders')
        .select('payment_intent_id')
        .where('user_id', '=', user.id)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      await handlePaymentEvent(deps, provider.confirm(order.payment_intent_id!, TEST_CARD_SUCCESS));
      purchase.push(performance.now() - started);
    }
    report('purchase (cart, payment, confirmation with credits applied and invoice number; its PDF is a job)', purchase);

    // Credit spends: one buyer with 20 x 10 credits of FDS-Extract standard, 8 spends at a time.
    const buyer = await db.selectFrom('users').select('id').where('login', '=', 'bench0@example.com').executeTakeFirstOrThrow();
    await db
      .updateTable('shop_holdings')
      .set({ credits: SPENDS + 1_000, used: 0 })
      .where('user_id', '=', buyer.id)
      .where('offer_id', '=', 12)
      .execute();
    await db.deleteFrom('shop_credit_uses').where('user_id', '=', buyer.id).execute();
    const extra = await db
      .insertInto('documents')
      .values(
        Array.from({ length: SPENDS }, (_, i) => ({
          iddc: `${String(4000000 + i)}-00004-00004-${String(i).padStart(6, '0')}`,
          supplier_id: supplier.id,
          product_key: `s${i}`,
          product_name: `Spend ${i}`,
          product_name_slug: `spend-${i}`,
          language: 'fr',
        })),
      )
      .returning('iddc')
      .execute();
    const spends: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < extra.length) {
        const code = extra[next++].iddc;
        const started = performance.now();
        await db.transaction().execute((tx) => consumeCredits(tx, { userId: buyer.id, offerRef: 12, documentCode: code }));
        spends.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    report(`credit spend (${PARALLEL} concurrent, same holdings)`, spends);
    const holding = await db.selectFrom('shop_holdings').select(['used']).where('user_id', '=', buyer.id).where('offer_id', '=', 12).executeTakeFirstOrThrow();
    const uses = await db
      .selectFrom('shop_credit_uses')
      .select(db.fn.countAll<number>().as('n'))
      .where('user_id', '=', buyer.id)
      .where('offer_id', '=', 12)
      .executeTakeFirstOrThrow();
    console.log(`consistency: holding used ${holding.used}, ledger rows ${uses.n} (expected ${SPENDS})`);
    if (holding.used !== SPENDS || Number(uses.n) !== SPENDS) process.exitCode = 1;
  } finally {
    await db.destroy();
    await stop();
  }
}

void main();
