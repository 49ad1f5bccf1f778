import { sql, type Transaction } from 'kysely';
import { LOT_CREDITS, offerById, offerByReference, SHOP_TOOLS, type OfferWithTool } from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import '../shop/tables.ts';

/**
 * Credits (product-spec §4 "Order flow", §9 token rule): a paid order line becomes a holding of lots x 10
 * credits valid until the common end date; one credit is spent per sheet and offer, for good, once. Spending
 * locks the holdings of the offer (SELECT ... FOR UPDATE), so parallel additions never spend more than exists.
 */

type Tx = Transaction<Database>;

/** Premium sheets get a human check of their extraction within this many days (product-spec §9). */
export const PREMIUM_CHECK_DAYS = 7;

export interface HeldOffer {
  offer_id: number;
  reference: string;
  technical_reference: string;
  tool_reference: string;
  packs: number;
  credits: number;
  used: number;
  left: number;
  start_date: string;
  end_date: string;
}

export interface Entitlements {
  /** users.safebox: free tools (SafeBox answers membership). */
  safebox: boolean;
  /** Offers held now (end date not passed), one entry per offer, holdings summed. */
  offers: HeldOffer[];
  /** Credits of every held offer (api-spec `tokens`), those spent (`used_tokens`) and those left. */
  tokens: number;
  usedTokens: number;
  creditsLeft: number;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** What a user may use: SafeBox membership and the offers held with their credits and end date. */
export async function entitlementsFor(db: Db | Tx, userId: number): Promise<Entitlements> {
  const user = await db.selectFrom('users').select(['safebox']).where('id', '=', userId).executeTakeFirst();
  const rows = await db
    .selectFrom('shop_holdings')
    .select([
      'offer_id',
      sql<number>`sum(packs)::int`.as('packs'),
      sql<number>`sum(credits)::int`.as('credits'),
      sql<number>`sum(used)::int`.as('used'),
      sql<string>`min(start_date)::text`.as('start_date'),
      sql<string>`max(end_date)::text`.as('end_date'),
    ])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('end_date', '>', today())
    .groupBy('offer_id')
    .orderBy('offer_id')
    .execute();
  const offers = rows.flatMap((r) => {
    const offer = offerById(r.offer_id);
    if (!offer) return [];
    return [{
      offer_id: r.offer_id, reference: offer.reference, technical_reference: offer.technical_reference, tool_reference: offer.tool.tool_reference,
      packs: r.packs, credits: r.credits, used: r.used, left: r.credits - r.used, start_date: r.start_date, end_date: r.end_date,
    }];
  });
  return {
    safebox: user?.safebox ?? false,
    offers,
    tokens: offers.reduce((n, o) => n + o.credits, 0),
    usedTokens: offers.reduce((n, o) => n + o.used, 0),
    creditsLeft: offers.reduce((n, o) => n + o.left, 0),
  };
}

/** The offer a reference names: its id, its reference (FDS-EXTRACT-STANDARD) or its technical reference (clp_annex_vi). */
export function resolveOffer(offerRef: string | number): OfferWithTool {
  const offer = typeof offerRef === 'number'
    ? offerById(offerRef)
    : offerByReference(offerRef) ?? findByTechnical(offerRef);
  if (!offer || offer.price_cents === 0) throw new AppError('cartOfferInvalid', { data: [{ name: 'offer_id', value: offerRef }] });
  return offer;
}

function findByTechnical(technical: string): OfferWithTool | undefined {
  const offer = SHOP_TOOLS.flatMap((t) => t.offers).find((o) => o.technical_reference === technical);
  return offer ? offerById(offer.id) : undefined;
}

/**
 * Spends `count` credits of an offer on one sheet, once: a sheet already paid for by this offer costs nothing.
 * Throws 607 (credits exhausted) when the holdings of the offer have fewer credits left, 582 for an unknown or
 * free offer, 605 for an unknown sheet.
 */
export async function consumeCredits(
  tx: Tx,
  input: { userId: number; offerRef: string | number; count?: number; documentCode: string },
): Promise<{ spent: number; left: number }> {
  const offer = resolveOffer(input.offerRef);
  const count = input.count ?? 1;
  const doc = await tx.selectFrom('documents').select(['id']).where('iddc', '=', input.documentCode).executeTakeFirst();
  if (!doc) throw new AppError('documentNotFound');
  const holdings = await lockHoldings(tx, input.userId, offer.id);
  const left = holdings.reduce((n, h) => n + h.credits - h.used, 0);
  const already = await tx
    .selectFrom('shop_credit_uses').select('holding_id')
    .where('user_id', '=', input.userId).where('offer_id', '=', offer.id).where('document_id', '=', doc.id)
    .executeTakeFirst();
  if (already) return { spent: 0, left };
  if (left < count) throw new AppError('creditsExhausted', { data: [{ name: 'offer_id', value: offer.id }, { name: 'credits_left', value: left }] });
  // Spend from the holding that ends first.
  const holding = holdings.find((h) => h.credits - h.used >= count)!;
  await tx.insertInto('shop_credit_uses').values({ user_id: input.userId, offer_id: offer.id, document_id: doc.id, holding_id: holding.id }).execute();
  await tx.updateTable('shop_holdings').set({ used: sql`used + ${count}` }).where('id', '=', holding.id).execute();
  if (offer.technical_reference === 'extract_premium') await queuePremiumChecks(tx, input.userId, [doc.id]);
  return { spent: count, left: left - count };
}

async function lockHoldings(tx: Tx, userId: number, offerId: number) {
  return tx
    .selectFrom('shop_holdings')
    .select(['id', 'credits', 'used', 'end_date'])
    .where('user_id', '=', userId).where('offer_id', '=', offerId)
    .where('revoked_at', 'is', null).where('end_date', '>', today())
    .orderBy('end_date').orderBy('id')
    .forUpdate()
    .execute();
}

async function queuePremiumChecks(tx: Tx, userId: number, documentIds: number[]) {
  if (documentIds.length === 0) return;
  await tx
    .insertInto('shop_premium_checks')
    .values(documentIds.map((document_id) => ({ document_id, user_id: userId, due_at: sql`now() + make_interval(days => ${PREMIUM_CHECK_DAYS})` })))
    .onConflict((oc) => oc.columns(['document_id', 'user_id']).doNothing())
    .execute();
}

/**
 * Applies credits left to the sheets of the user's space not yet paid for, oldest added first, offer by offer
 * (after payment: "the credits activate and apply to sheets already present"; later, each sheet added). Sheets
 * beyond the credits stay unprocessed. Returns the number of credits spent.
 */
export async function applyCreditsToSpace(tx: Tx, userId: number): Promise<number> {
  const offerIds = await tx
    .selectFrom('shop_holdings').select('offer_id').distinct()
    .where('user_id', '=', userId).where('revoked_at', 'is', null).where('end_date', '>', today())
    .whereRef('used', '<', 'credits')
    .execute();
  let spent = 0;
  for (const { offer_id } of offerIds) {
    const offer = offerById(offer_id);
    if (!offer) continue;
    for (const holding of await lockHoldings(tx, userId, offer_id)) {
      const left = holding.credits - holding.used;
      if (left <= 0) continue;
      const { rows } = await sql<{ document_id: number }>`
        INSERT INTO shop_credit_uses (user_id, offer_id, document_id, holding_id)
        SELECT ${userId}, ${offer_id}, u.document_id, ${holding.id}
        FROM user_documents u JOIN documents d ON d.id = u.document_id
        WHERE u.user_id = ${userId} AND d.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM shop_credit_uses c WHERE c.user_id = ${userId} AND c.offer_id = ${offer_id} AND c.document_id = u.document_id)
        ORDER BY u.added_at, u.document_id
        LIMIT ${left}
        ON CONFLICT DO NOTHING
        RETURNING document_id`.execute(tx);
      if (rows.length === 0) break;
      await tx.updateTable('shop_holdings').set({ used: sql`used + ${rows.length}` }).where('id', '=', holding.id).execute();
      if (offer.technical_reference === 'extract_premium') await queuePremiumChecks(tx, userId, rows.map((r) => r.document_id));
      spent += rows.length;
    }
  }
  return spent;
}

/** The sheets each offer has paid for (document id -> offer ids), for the tools that show per-sheet results. */
export async function coveredSheets(db: Db | Tx, userId: number, documentIds?: number[]): Promise<Map<number, Set<number>>> {
  let query = db
    .selectFrom('shop_credit_uses as c')
    .innerJoin('shop_holdings as h', 'h.id', 'c.holding_id')
    .select(['c.document_id', 'c.offer_id'])
    .where('c.user_id', '=', userId).where('h.revoked_at', 'is', null).where('h.end_date', '>', today());
  if (documentIds) {
    if (documentIds.length === 0) return new Map();
    query = query.where('c.document_id', 'in', documentIds);
  }
  const map = new Map<number, Set<number>>();
  for (const r of await query.execute()) (map.get(r.document_id) ?? map.set(r.document_id, new Set()).get(r.document_id)!).add(r.offer_id);
  return map;
}

/** Creates the holdings of a paid order's lines (called by the shop inside the payment transaction). */
export async function grantHoldings(
  tx: Tx,
  input: { userId: number; orderId: number; lines: { offer_id: number; quantity: number; et_cents: number; start_date: string; end_date: string }[] },
): Promise<void> {
  if (input.lines.length === 0) return;
  await tx
    .insertInto('shop_holdings')
    .values(input.lines.map((l) => ({
      user_id: input.userId, order_id: input.orderId, offer_id: l.offer_id, packs: l.quantity, credits: l.quantity * LOT_CREDITS,
      et_cents: l.et_cents, start_date: l.start_date, end_date: l.end_date,
    })))
    .onConflict((oc) => oc.columns(['order_id', 'offer_id']).doNothing())
    .execute();
}

/** Revokes the holdings of a cancelled order (its credits stop; sheets already processed stay processed). */
export async function revokeHoldings(tx: Tx, orderId: number): Promise<void> {
  await tx.updateTable('shop_holdings').set({ revoked_at: sql`now()` }).where('order_id', '=', orderId).where('revoked_at', 'is', null).execute();
}

/** The common end date of a user's offers (set by the first purchase), while it is in the future. */
export async function commonEndDate(db: Db | Tx, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('shop_holdings').select(sql<string | null>`max(end_date)::text`.as('end_date'))
    .where('user_id', '=', userId).where('revoked_at', 'is', null).where('end_date', '>', today())
    .executeTakeFirst();
  return row?.end_date ?? null;
}

/** Packs of the first offer the user holds (it sets the cart minimum), null without one. */
export async function firstOfferPacks(db: Db | Tx, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('shop_holdings').select('packs')
    .where('user_id', '=', userId).where('revoked_at', 'is', null).where('end_date', '>', today())
    .orderBy('id').limit(1)
    .executeTakeFirst();
  return row?.packs ?? null;
}

/** The Premium human check of a sheet for a user: awaiting (within 7 days), checked, or none. */
export async function premiumCheckOf(db: Db | Tx, userId: number, documentId: number): Promise<'awaiting' | 'checked' | null> {
  const row = await db.selectFrom('shop_premium_checks').select('status').where('user_id', '=', userId).where('document_id', '=', documentId).executeTakeFirst();
  return row?.status ?? null;
}
