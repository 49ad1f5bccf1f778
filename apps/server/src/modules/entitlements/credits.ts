import { LOT_CREDITS, offerById, offerByReference, SHOP_TOOLS, toolCodeOf, type MyFdsOrderRef, type OfferWithTool } from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import * as repo from './credits.repository.ts';
import type { Tx } from './credits.repository.ts';

/**
 * Credits (product-spec §4 "Order flow", §9 token rule): a paid order line becomes a holding of lots x 10
 * credits valid until the common end date; one credit is spent per sheet and offer, for good, once. Spending
 * locks the holdings of the offer (SELECT ... FOR UPDATE), so parallel additions never spend more than exists.
 */

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
  const rows = await repo.heldOffers(db, userId, today());
  const offers = rows.flatMap((r) => {
    const offer = offerById(r.offer_id);
    if (!offer) return [];
    return [
      {
        offer_id: r.offer_id,
        reference: offer.reference,
        technical_reference: offer.technical_reference,
        tool_reference: offer.tool.tool_reference,
        packs: r.packs,
        credits: r.credits,
        used: r.used,
        left: r.credits - r.used,
        start_date: r.start_date,
        end_date: r.end_date,
      },
    ];
  });
  return {
    safebox: await repo.userSafebox(db, userId),
    offers,
    tokens: offers.reduce((n, o) => n + o.credits, 0),
    usedTokens: offers.reduce((n, o) => n + o.used, 0),
    creditsLeft: offers.reduce((n, o) => n + o.left, 0),
  };
}

/** The offer a reference names: its id, its reference (FDS-EXTRACT-STANDARD) or its technical reference (clp_annex_vi). */
export function resolveOffer(offerRef: string | number): OfferWithTool {
  const offer = typeof offerRef === 'number' ? offerById(offerRef) : (offerByReference(offerRef) ?? findByTechnical(offerRef));
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
  // A regulatory tool's credit pays a report, a load or a label sheet (chargeToolUse), not a sheet of the space.
  if (toolCodeOf(offer)) throw new AppError('cartOfferInvalid', { data: [{ name: 'offer_id', value: input.offerRef }] });
  const count = input.count ?? 1;
  const documentId = await repo.documentIdByCode(tx, input.documentCode);
  if (documentId === null) throw new AppError('documentNotFound');
  await repo.lockUserCredits(tx, input.userId);
  const holdings = await repo.lockHoldings(tx, input.userId, offer.id, today());
  const left = holdings.reduce((n, h) => n + h.credits - h.used, 0);
  if (await repo.creditUseExists(tx, input.userId, offer.id, documentId)) return { spent: 0, left };
  if (left < count)
    throw new AppError('creditsExhausted', {
      data: [
        { name: 'offer_id', value: offer.id },
        { name: 'credits_left', value: left },
      ],
    });
  // Spend from the holding that ends first.
  const holding = holdings.find((h) => h.credits - h.used >= count)!;
  await repo.recordCreditUse(tx, { userId: input.userId, offerId: offer.id, documentId, holdingId: holding.id, count });
  if (offer.technical_reference === 'extract_premium') await repo.queuePremiumChecks(tx, input.userId, [documentId], PREMIUM_CHECK_DAYS);
  return { spent: count, left: left - count };
}

/**
 * Applies credits left to the sheets of the user's space not yet paid for, oldest added first, offer by offer
 * (after payment: "the credits activate and apply to sheets already present"; later, each sheet added). Sheets
 * beyond the credits stay unprocessed. Returns the number of credits spent.
 */
export async function applyCreditsToSpace(tx: Tx, userId: number): Promise<{ spent: number; documentIds: number[] }> {
  await repo.lockUserCredits(tx, userId);
  let spent = 0;
  // The sheets the credits went to (once each, whatever the number of offers): their reading is asked for at once.
  const processed = new Set<number>();
  for (const offerId of await repo.offersWithCreditsLeft(tx, userId, today())) {
    const offer = offerById(offerId);
    // The regulatory tools' credits buy reports, loads and label sheets (tool-credits.ts), never a sheet of the space.
    if (!offer || toolCodeOf(offer)) continue;
    for (const holding of await repo.lockHoldings(tx, userId, offerId, today())) {
      const left = holding.credits - holding.used;
      if (left <= 0) continue;
      const covered = await repo.coverSpaceSheets(tx, userId, offerId, holding.id, left);
      if (covered.length === 0) break;
      if (offer.technical_reference === 'extract_premium') await repo.queuePremiumChecks(tx, userId, covered, PREMIUM_CHECK_DAYS);
      spent += covered.length;
      for (const id of covered) processed.add(id);
    }
  }
  return { spent, documentIds: [...processed] };
}

export interface SheetsApplied {
  /** Credits spent (one per sheet and offer). */
  spent: number;
  /** Per held paid offer whose credits ran out: the sheets it could not process (the user is told, offered more). */
  unprocessed: { offer_id: number; document_ids: number[] }[];
}

/**
 * Sheets just put into a user's space get the paid tools the user holds credits for, inside the caller's (the
 * deposit's) transaction: for every held paid offer, one credit per sheet, for good, once (product-spec §4 "Order
 * flow": "adding a sheet consumes one credit for good"). A sheet an offer already paid for costs nothing again
 * (the ledger's key (user, offer, sheet) makes a replay or a parallel deposit spend nothing twice); the holdings
 * are locked, so parallel deposits never spend more credits than exist. Sheets beyond an offer's credits are not
 * processed by it and are returned, offer by offer.
 */
export async function applyCreditsToSheets(tx: Tx, userId: number, documentIds: number[]): Promise<SheetsApplied> {
  const result: SheetsApplied = { spent: 0, unprocessed: [] };
  if (documentIds.length === 0) return result;
  await repo.lockUserCredits(tx, userId);
  for (const offerId of await repo.heldOfferIds(tx, userId, today())) {
    const offer = offerById(offerId);
    if (!offer || offer.price_cents === 0 || toolCodeOf(offer)) continue;
    const holdings = await repo.lockHoldings(tx, userId, offerId, today());
    const paid = await repo.paidSheets(tx, userId, offerId, documentIds);
    let todo = documentIds.filter((id) => !paid.has(id));
    for (const holding of holdings) {
      const left = holding.credits - holding.used;
      if (todo.length === 0 || left <= 0) continue;
      const covered = await repo.coverSpaceSheets(tx, userId, offerId, holding.id, left, todo);
      if (offer.technical_reference === 'extract_premium') await repo.queuePremiumChecks(tx, userId, covered, PREMIUM_CHECK_DAYS);
      result.spent += covered.length;
      const done = new Set(covered);
      todo = todo.filter((id) => !done.has(id));
    }
    if (todo.length > 0) result.unprocessed.push({ offer_id: offerId, document_ids: todo });
  }
  return result;
}

/**
 * A new revision replaced a sheet in a user's space: what the credits paid for the old version carries over to
 * the new one, nothing spent again ("one credit per sheet", and the space always holds the latest version). A
 * Premium sheet gets the human check of its new revision queued.
 */
export async function carryCreditsToRevision(tx: Tx, userId: number, fromDocumentId: number, toDocumentId: number): Promise<void> {
  const offers = await repo.carryCreditUses(tx, userId, fromDocumentId, toDocumentId);
  if (offers.some((id) => offerById(id)?.technical_reference === 'extract_premium')) {
    await repo.queuePremiumChecks(tx, userId, [toDocumentId], PREMIUM_CHECK_DAYS);
  }
}

/** The sheets each offer has paid for (document id -> offer ids), for the tools that show per-sheet results. */
export async function coveredSheets(db: Db | Tx, userId: number, documentIds?: number[]): Promise<Map<number, Set<number>>> {
  const map = new Map<number, Set<number>>();
  if (documentIds && documentIds.length === 0) return map;
  for (const r of await repo.coveredPairs(db, userId, today(), documentIds))
    (map.get(r.document_id) ?? map.set(r.document_id, new Set()).get(r.document_id)!).add(r.offer_id);
  return map;
}

/** Creates the holdings of a paid order's lines (called by the shop inside the payment transaction). */
export async function grantHoldings(
  tx: Tx,
  input: { userId: number; orderId: number; lines: { offer_id: number; quantity: number; et_cents: number; start_date: string; end_date: string }[] },
): Promise<void> {
  await repo.insertHoldings(
    tx,
    input.lines.map((l) => ({
      user_id: input.userId,
      order_id: input.orderId,
      offer_id: l.offer_id,
      packs: l.quantity,
      credits: l.quantity * LOT_CREDITS,
      et_cents: l.et_cents,
      start_date: l.start_date,
      end_date: l.end_date,
    })),
  );
}

/** Revokes the holdings of a cancelled order (its credits stop; sheets already processed stay processed). */
export async function revokeHoldings(tx: Tx, orderId: number): Promise<void> {
  await repo.revokeOrderHoldings(tx, orderId);
}

/** The common end date of a user's offers (set by the first purchase), while it is in the future. */
export async function commonEndDate(db: Db | Tx, userId: number): Promise<string | null> {
  return repo.latestEndDate(db, userId, today());
}

/** Packs of the first offer the user holds (it sets the cart minimum), null without one. */
export async function firstOfferPacks(db: Db | Tx, userId: number): Promise<number | null> {
  return repo.firstHoldingPacks(db, userId, today());
}

/** Amount paid excl. tax per offer (holdings not revoked), in cents. */
export async function paidByOffer(db: Db | Tx, userId: number): Promise<Map<number, number>> {
  return repo.paidCentsByOffer(db, userId);
}

/** The Premium human check of a sheet for a user: awaiting (within 7 days), checked, or none. */
export async function premiumCheckOf(db: Db | Tx, userId: number, documentId: number): Promise<'awaiting' | 'checked' | null> {
  return repo.premiumCheckStatus(db, userId, documentId);
}

/** The sheets (document ids) a paid order's credits were spent on: the My-FDS "orders" tab. */
export async function orderedSheetIds(db: Db | Tx, userId: number): Promise<number[]> {
  return repo.orderedDocumentIds(db, userId);
}

/**
 * The orders tied to some sheets of a user (document id -> orders, latest paid first): an order is tied to a sheet
 * when one of its offers spent a credit on it. A cancelled order stays listed (its sheets stay processed).
 */
export async function sheetOrders(db: Db | Tx, userId: number, documentIds: number[]): Promise<Map<number, MyFdsOrderRef[]>> {
  const map = new Map<number, MyFdsOrderRef[]>();
  for (const r of await repo.sheetOrderRows(db, userId, documentIds)) {
    const list = map.get(r.document_id) ?? [];
    list.push({
      order_id: r.order_id,
      reference: r.invoice_number,
      status: r.status,
      ordered_at: new Date(r.created_at).toISOString(),
      paid_at: r.paid_at ? new Date(r.paid_at).toISOString() : null,
      applied_at: new Date(r.applied_at).toISOString(),
      offers: r.offer_ids.flatMap((id) => offerById(id)?.reference ?? []),
    });
    map.set(r.document_id, list);
  }
  return map;
}

/** How much of a sheet's extracted data a user gets (FDS-Extract): full data (standard/premium) or the basic part. */
export type ExtractionLevel = 'premium' | 'standard' | 'basic' | null;

/**
 * FDS-Extract level of some sheets for a user (product-spec §1, §9; issue #14 "what a credit buys"): 'standard' or
 * 'premium' where a credit of that offer was spent on the sheet (holding alive): the full extracted data and its
 * downloads; otherwise 'basic' for a SafeBox member (basic extraction is a free tool: hazard statements, CAS, EC and
 * REACH identifiers); null for anyone else.
 */
export async function extractionLevels(db: Db | Tx, userId: number, documentIds: number[]): Promise<Map<number, ExtractionLevel>> {
  const covered = await coveredSheets(db, userId, documentIds);
  const safebox = await repo.userSafebox(db, userId);
  const levels = new Map<number, ExtractionLevel>();
  for (const id of documentIds) {
    const refs = [...(covered.get(id) ?? [])].map((o) => offerById(o)?.technical_reference);
    levels.set(id, refs.includes('extract_premium') ? 'premium' : refs.includes('extract_standard') ? 'standard' : safebox ? 'basic' : null);
  }
  return levels;
}
