import type { VigiDetailLevel, VigiOffer } from '@openfds/contract';
import type { Db } from '../../db/database.ts';

/** What a user (or a visitor, userId null) may see of the substance watch. */
export interface VigiEntitlement {
  /** Detail level of the free lists' hits: basic for everyone, full for SafeBox members. */
  freeDetail: VigiDetailLevel;
  /** Paid offers the user holds valid credits for (their lists are shown in full, the others are locked). */
  paidOffers: ReadonlySet<VigiOffer>;
  /** May download the PDF report (SafeBox members, and holders of any paid offer). */
  report: boolean;
}

/**
 * The one place the substance watch asks "what may this user see". The shop (issue "shop and credits") fills
 * it from orders and credits; until then the default answers from users.safebox with no credits.
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
      const user = await db.selectFrom('users').select(['safebox']).where('id', '=', userId).executeTakeFirst();
      if (!user?.safebox) return VISITOR;
      return { freeDetail: 'full', paidOffers: new Set(), report: true };
    },
  };
}
