/**
 * The one entitlement service: what a user may use (SafeBox membership, offers held with credits left and end
 * date) and the spending of credits. Every tool asks here; the shop grants holdings on confirmed payments.
 */
export {
  applyCreditsToSheets,
  applyCreditsToSpace,
  carryCreditsToRevision,
  commonEndDate,
  consumeCredits,
  coveredSheets,
  entitlementsFor,
  extractionLevels,
  firstOfferPacks,
  grantHoldings,
  paidByOffer,
  orderedSheetIds,
  premiumCheckOf,
  resolveOffer,
  revokeHoldings,
  sheetOrders,
  PREMIUM_CHECK_DAYS,
} from './credits.ts';
export type { Entitlements, ExtractionLevel, HeldOffer, SheetsApplied } from './credits.ts';
export { adjustCredits, type CreditsAdjusted } from './credit-adjustments.ts';
export { completePremiumChecks } from './premium-checks.ts';
export { chargeToolUse, toolBalances, type ToolCharge } from './tool-credits.ts';
