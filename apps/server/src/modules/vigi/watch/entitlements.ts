import { offerById, vigiOfferOf, type VigiDetailLevel, type VigiOffer } from '@openfds/contract';
import type { Db } from '../../../db/database.ts';
import { coveredSheets, entitlementsFor } from '../../entitlements/index.ts';
import { isSafeboxMember } from '../matching/matching.repository.ts';

/** What a user (or a visitor, userId null) may see of the substance watch. */
export interface VigiEntitlement {
  /** Detail level of the free lists' hits: basic for everyone, full for SafeBox members. */
  freeDetail: VigiDetailLevel;
  /** Paid offers the user holds valid credits for (their lists are shown in full, the others are locked). */
  paidOffers: ReadonlySet<VigiOffer>;
  /** May download the PDF report (SafeBox members, and holders of any paid offer). */
  report: boolean;
  /**
   * Per sheet (document id), the paid offers whose credit was spent on it. When given, a paid list is shown on a
   * sheet only if the sheet is in this map with the offer (one credit per sheet per tool, product-spec §9).
   */
  sheetOffers?: ReadonlyMap<number, ReadonlySet<VigiOffer>>;
  /** Paid offers held whose credits are all spent: a sheet they did not pay for answers no_credits. */
  exhaustedOffers?: ReadonlySet<VigiOffer>;
}

/**
 * The one place the substance watch asks "what may this user see". shopEntitlements answers from SafeBox
 * membership and the credits of the entitlement service (modules/entitlements); safeboxEntitlements is the
 * answer without credits.
 *
 * Decision (product-spec §1: SafeBox "unlocks the free tools"; basic substance watch is a free tool):
 * everyone, visitors included, sees the basic form of the free lists (candidate list, Annexes XIV and XVII):
 * which component is on which list and entry, and the obligation in plain words. SafeBox members also get
 * the full detail (reason, dates, classification, conditions) and the PDF report. Paid lists need credits.
 */
export interface VigiEntitlements {
  forUser(userId: number | null): Promise<VigiEntitlement>;
}

const VISITOR: VigiEntitlement = { freeDetail: 'basic', paidOffers: new Set(), report: false };

export function safeboxEntitlements(db: Db): VigiEntitlements {
  return {
    async forUser(userId) {
      if (userId === null) return VISITOR;
      if (!(await isSafeboxMember(db, userId))) return VISITOR;
      return { freeDetail: 'full', paidOffers: new Set(), report: true };
    },
  };
}

/**
 * SafeBox membership plus paid offers. Asking never spends: credits are spent when a sheet enters the space (the
 * deposit's transaction) and, after a payment, on the sheets already there; a sheet no credit paid for stays locked.
 */
export function shopEntitlements(db: Db): VigiEntitlements {
  return {
    async forUser(userId) {
      if (userId === null) return VISITOR;
      const held = await entitlementsFor(db, userId);
      const paidOffers = new Set<VigiOffer>();
      const exhaustedOffers = new Set<VigiOffer>();
      for (const o of held.offers) {
        const offer = offerById(o.offer_id);
        const vigi = offer ? vigiOfferOf(offer) : null;
        if (vigi) paidOffers.add(vigi);
        if (vigi && o.left <= 0) exhaustedOffers.add(vigi);
      }
      const sheetOffers = new Map<number, Set<VigiOffer>>();
      if (paidOffers.size > 0) {
        for (const [documentId, offerIds] of await coveredSheets(db, userId)) {
          const set = new Set<VigiOffer>();
          for (const id of offerIds) {
            const offer = offerById(id);
            const vigi = offer ? vigiOfferOf(offer) : null;
            if (vigi) set.add(vigi);
          }
          if (set.size > 0) sheetOffers.set(documentId, set);
        }
      }
      return {
        freeDetail: held.safebox || paidOffers.size > 0 ? 'full' : 'basic',
        paidOffers,
        report: held.safebox || paidOffers.size > 0,
        sheetOffers,
        exhaustedOffers,
      };
    },
  };
}
