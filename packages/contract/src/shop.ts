import { z } from 'zod';
import { CART_DEFAULT_QUANTITY, LOT_CREDITS, LOT_VALIDITY_MONTHS } from './constants.ts';
import * as fields from './fields.ts';
import type { InterfaceLanguage } from './languages.ts';
import type { VigiOffer } from './vigi.ts';

/**
 * The shop (product-spec §3.5, §4 "Order flow" and "Cart steps", §5 "Order", §9; api-spec §3, §5, §7 "Shop"):
 * the catalogue, the prices and the VAT table as data, the pure cart rules (steps, minimum, clamp), proration
 * and VAT. Shared by the server (which decides) and the web (which shows the same computation).
 */

type Labels = Record<InterfaceLanguage, string>;

export interface ShopOffer {
  /** Stable numeric id (cart offer_ids). */
  id: number;
  /** Item code of the cart (DELETE /cart/{item_code}): letters, digits, hyphen. */
  reference: string;
  /** What the offer unlocks: an extraction level, or the Vigi-Substances offer code of its lists. */
  technical_reference: string;
  /** Price per lot of 10 credits per year, excl. tax, in euro cents. */
  price_cents: number;
  labels: Labels;
}

export interface ShopTool {
  id: number;
  tool_reference: string;
  /** Page under products/ (product-spec §2.2). */
  slug: string;
  /** available: sold now; coming_soon: announced only. */
  status: 'available' | 'coming_soon';
  labels: Labels;
  offers: ShopOffer[];
}

export const FDS_DATA_EXTRACT = 'FDS_DATA_EXTRACT';
export const VIGI_SUBSTANCES = 'VIGI_SUBSTANCES';

/** product-spec §9 price table (per lot of 10 credits per year, excl. tax). Amounts in cents. */
export const SHOP_TOOLS: readonly ShopTool[] = [
  {
    id: 1,
    tool_reference: FDS_DATA_EXTRACT,
    slug: 'fds-extract',
    status: 'available',
    labels: { fr: 'FDS-Extract', en: 'FDS-Extract', de: 'FDS-Extract', it: 'FDS-Extract' },
    offers: [
      {
        id: 11,
        reference: 'FDS-EXTRACT-BASIC',
        technical_reference: 'extract_basic',
        price_cents: 0,
        labels: { fr: 'Basique', en: 'Basic', de: 'Basis', it: 'Base' },
      },
      {
        id: 12,
        reference: 'FDS-EXTRACT-STANDARD',
        technical_reference: 'extract_standard',
        price_cents: 2000,
        labels: { fr: 'Standard (extraction)', en: 'Standard (extraction)', de: 'Standard (Extraktion)', it: 'Standard (estrazione)' },
      },
      {
        id: 13,
        reference: 'FDS-EXTRACT-PREMIUM',
        technical_reference: 'extract_premium',
        price_cents: 8000,
        labels: {
          fr: 'Premium (extraction et contrôle)',
          en: 'Premium (extraction and check)',
          de: 'Premium (Extraktion und Prüfung)',
          it: 'Premium (estrazione e controllo)',
        },
      },
    ],
  },
  {
    id: 2,
    tool_reference: VIGI_SUBSTANCES,
    slug: 'vigi-substances',
    status: 'available',
    labels: { fr: 'Vigi-Substances', en: 'Vigi-Substances', de: 'Vigi-Substances', it: 'Vigi-Substances' },
    offers: [
      {
        id: 21,
        reference: 'VIGI-REACH-FREE',
        technical_reference: 'reach_free',
        price_cents: 0,
        labels: {
          fr: 'Listes REACH gratuites (3 listes)',
          en: 'Free REACH lists (3 lists)',
          de: 'Kostenlose REACH-Listen (3 Listen)',
          it: 'Elenchi REACH gratuiti (3 elenchi)',
        },
      },
      {
        id: 22,
        reference: 'VIGI-RECOMMENDATIONS',
        technical_reference: 'recommendations',
        price_cents: 1000,
        labels: {
          fr: "Listes de recommandations d'autorisation (3 listes)",
          en: 'Authorisation recommendation lists (3 lists)',
          de: 'Empfehlungslisten für die Zulassung (3 Listen)',
          it: 'Elenchi delle raccomandazioni di autorizzazione (3 elenchi)',
        },
      },
      {
        id: 23,
        reference: 'VIGI-CLP-ANNEX-VI',
        technical_reference: 'clp_annex_vi',
        price_cents: 1000,
        labels: { fr: 'CLP annexe VI (1 liste)', en: 'CLP Annex VI (1 list)', de: 'CLP Anhang VI (1 Liste)', it: 'CLP allegato VI (1 elenco)' },
      },
      {
        id: 24,
        reference: 'VIGI-CMR-IARC-VLEP',
        technical_reference: 'cmr_iarc_vlep',
        price_cents: 1500,
        labels: {
          fr: "CMR, CIRC et valeurs limites d'exposition françaises (3 listes)",
          en: 'CMR, IARC and French exposure limits (3 lists)',
          de: 'CMR, IARC und französische Arbeitsplatzgrenzwerte (3 Listen)',
          it: 'CMR, IARC e limiti di esposizione francesi (3 elenchi)',
        },
      },
    ],
  },
  {
    id: 3,
    tool_reference: 'fdsRetriever',
    slug: 'fds-retriever',
    status: 'coming_soon',
    offers: [],
    labels: { fr: 'FDS-Retriever', en: 'SDS-Retriever', de: 'SDB-Retriever', it: 'SDS-Retriever' },
  },
  {
    id: 4,
    tool_reference: 'quickIcpe',
    slug: 'quick-icpe',
    status: 'available',
    labels: { fr: 'Quick-ICPE', en: 'Quick-ICPE', de: 'Quick-ICPE', it: 'Quick-ICPE' },
    // One credit = the report (PDF or xlsx) of one establishment; see TOOL_CREDIT_UNITS (tools.ts).
    offers: [
      {
        id: 41,
        reference: 'QUICK-ICPE-SAFEBOX',
        technical_reference: 'icpe_free',
        price_cents: 0,
        labels: {
          fr: '2 rapports d’établissement par mois (SafeBox)',
          en: '2 establishment reports a month (SafeBox)',
          de: '2 Standortberichte pro Monat (SafeBox)',
          it: '2 rapporti di stabilimento al mese (SafeBox)',
        },
      },
      {
        id: 42,
        reference: 'QUICK-ICPE-REPORTS',
        technical_reference: 'icpe_reports',
        price_cents: 3000,
        labels: {
          fr: 'Rapports ICPE (1 établissement par crédit)',
          en: 'ICPE reports (1 establishment per credit)',
          de: 'ICPE-Berichte (1 Standort pro Guthaben)',
          it: 'Rapporti ICPE (1 stabilimento per credito)',
        },
      },
    ],
  },
  {
    id: 5,
    tool_reference: 'quickAdr',
    slug: 'quick-adr',
    status: 'available',
    labels: { fr: 'Quick-ADR', en: 'Quick-ADR', de: 'Quick-ADR', it: 'Quick-ADR' },
    // One credit = one saved load (its 1.1.3.6 computation and transport document lines, kept in my-FDS).
    offers: [
      {
        id: 51,
        reference: 'QUICK-ADR-SAFEBOX',
        technical_reference: 'adr_free',
        price_cents: 0,
        labels: {
          fr: '10 chargements enregistrés par mois (SafeBox)',
          en: '10 saved loads a month (SafeBox)',
          de: '10 gespeicherte Ladungen pro Monat (SafeBox)',
          it: '10 carichi salvati al mese (SafeBox)',
        },
      },
      {
        id: 52,
        reference: 'QUICK-ADR-LOADS',
        technical_reference: 'adr_loads',
        price_cents: 1000,
        labels: {
          fr: 'Chargements ADR (1 chargement enregistré par crédit)',
          en: 'ADR loads (1 saved load per credit)',
          de: 'ADR-Ladungen (1 gespeicherte Ladung pro Guthaben)',
          it: 'Carichi ADR (1 carico salvato per credito)',
        },
      },
    ],
  },
  {
    id: 6,
    tool_reference: 'fdsLabels',
    slug: 'fds-labels',
    status: 'available',
    labels: { fr: 'FDS-Labels', en: 'SDS-Labels', de: 'SDB-Labels', it: 'SDS-Labels' },
    // One credit = one PDF label sheet (any preset, any number of copies on the sheet).
    offers: [
      {
        id: 61,
        reference: 'FDS-LABELS-SAFEBOX',
        technical_reference: 'labels_free',
        price_cents: 0,
        labels: {
          fr: '10 planches d’étiquettes par mois (SafeBox)',
          en: '10 label sheets a month (SafeBox)',
          de: '10 Etikettenbögen pro Monat (SafeBox)',
          it: '10 fogli di etichette al mese (SafeBox)',
        },
      },
      {
        id: 62,
        reference: 'FDS-LABELS-SHEETS',
        technical_reference: 'label_sheets',
        price_cents: 1000,
        labels: {
          fr: 'Planches d’étiquettes (1 PDF par crédit)',
          en: 'Label sheets (1 PDF per credit)',
          de: 'Etikettenbögen (1 PDF pro Guthaben)',
          it: 'Fogli di etichette (1 PDF per credito)',
        },
      },
    ],
  },
];

export interface OfferWithTool extends ShopOffer {
  tool: ShopTool;
}

const OFFERS = new Map<number, OfferWithTool>(SHOP_TOOLS.flatMap((t) => t.offers.map((o) => [o.id, { ...o, tool: t }] as const)));

export function offerById(id: number): OfferWithTool | undefined {
  return OFFERS.get(id);
}
export function offerByReference(reference: string): OfferWithTool | undefined {
  return [...OFFERS.values()].find((o) => o.reference === reference.toUpperCase());
}
/** The Vigi-Substances offer code an offer unlocks, if it is one. */
export function vigiOfferOf(offer: ShopOffer & { tool: ShopTool }): VigiOffer | null {
  return offer.tool.tool_reference === VIGI_SUBSTANCES ? (offer.technical_reference as VigiOffer) : null;
}
/** Free offers (price 0) come with SafeBox membership; they are not sold in the cart. */
export function isSellable(offer: ShopOffer): boolean {
  return offer.price_cents > 0;
}

// ------------------------------------------------------------------ cart rules (product-spec §4, §5)

export const CART_STEPS = [0, 1, 2, 3, 4] as const;
export type CartStep = (typeof CART_STEPS)[number];
export type StepMove = '+' | '-' | number;

/** A step moves by +, - or an absolute number, always within 0..4. */
export function moveStep(current: number, move: StepMove): CartStep {
  const next = move === '+' ? current + 1 : move === '-' ? current - 1 : move;
  return Math.max(0, Math.min(4, Math.trunc(next))) as CartStep;
}

/**
 * The cart's minimum lot quantity. Default 1. The first offer's packs (the lots of the first offer the user
 * holds) set it while the data-extract offer is in the cart; removing the data-extract offer resets it to 1. With
 * tokens (the credits of the subscription, api-spec `tokens`) above 0 the minimum is the larger of tokens/10 (rounded up: lots are indivisible) and that.
 */
export function cartMinimum(input: { offerIds: readonly number[]; firstOfferPacks: number | null; tokens: number }): number {
  const hasDataExtract = input.offerIds.some((id) => offerById(id)?.tool.tool_reference === FDS_DATA_EXTRACT);
  const requested = hasDataExtract && input.firstOfferPacks ? Math.max(CART_DEFAULT_QUANTITY, input.firstOfferPacks) : CART_DEFAULT_QUANTITY;
  return input.tokens > 0 ? Math.max(Math.ceil(input.tokens / LOT_CREDITS), requested) : requested;
}

/**
 * Why the minimum is what it is (issue #23: "a raised minimum says why"): the default of one lot, the lots of the
 * first offer already held (every subscription shares one lot quantity), or the credits already held (tokens/10).
 */
export type MinimumReason = 'default' | 'first_offer_packs' | 'tokens';
export function minimumReason(input: { offerIds: readonly number[]; firstOfferPacks: number | null; tokens: number }): MinimumReason {
  const minimum = cartMinimum(input);
  if (minimum <= CART_DEFAULT_QUANTITY) return 'default';
  return input.tokens > 0 && Math.ceil(input.tokens / LOT_CREDITS) === minimum ? 'tokens' : 'first_offer_packs';
}

/** Quantity below the minimum becomes the minimum (lots are whole numbers). */
export function clampQuantity(quantity: number, minimum: number): number {
  return Math.max(minimum, Math.trunc(quantity) || CART_DEFAULT_QUANTITY);
}

// ------------------------------------------------------------------ proration (product-spec §4, §9)

const DAY_MS = 86_400_000;

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}
export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return isoDate(d);
}
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export interface Period {
  start_date: string;
  end_date: string;
  /** Days paid / days of the full 12-month period ending on end_date (1 for a first purchase). */
  days: number;
  period_days: number;
}

/**
 * The period an offer bought today covers: the first purchase sets the end date (12 months); every later offer
 * ends on the same date (the common end date, while it is in the future) and pays for the days left.
 */
export function periodFor(today: string, commonEndDate: string | null): Period {
  if (commonEndDate && commonEndDate > today) {
    const periodDays = daysBetween(addMonths(commonEndDate, -LOT_VALIDITY_MONTHS), commonEndDate);
    return { start_date: today, end_date: commonEndDate, days: Math.min(daysBetween(today, commonEndDate), periodDays), period_days: periodDays };
  }
  const end = addMonths(today, LOT_VALIDITY_MONTHS);
  const days = daysBetween(today, end);
  return { start_date: today, end_date: end, days, period_days: days };
}

/** Price excl. tax of `lots` lots of an offer over a period, in cents, rounded to the cent. */
export function proratedCents(priceCents: number, lots: number, period: Period): number {
  return Math.round((priceCents * lots * period.days) / period.period_days);
}

// ------------------------------------------------------------------ VAT (seller established in France)

export const SELLER_COUNTRY = 'FR';
/** Standard VAT rates of the EU member states in percent (rates in force in 2026; update here when they change). */
export const EU_VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};
/** VAT number prefixes differ from the ISO code for Greece. */
const VAT_PREFIX: Readonly<Record<string, string>> = { GR: 'EL' };
/** Formats of intra-EU VAT numbers (after the prefix), per member state. */
const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GR: /^\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d{7}[A-W][A-I]?$|^\d[A-Z+*]\d{5}[A-W]$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

export function isEuCountry(country: string): boolean {
  return country in EU_VAT_RATES;
}

/** Whether an EU VAT number has the format of the given member state (spaces, dots and dashes ignored). */
export function isValidVatNumber(country: string, vatNumber: string): boolean {
  const value = vatNumber.replace(/[\s.-]/g, '').toUpperCase();
  const prefix = VAT_PREFIX[country] ?? country;
  const format = VAT_FORMATS[country];
  return !!format && value.startsWith(prefix) && format.test(value.slice(prefix.length));
}

export type VatMode = 'domestic' | 'eu_consumer' | 'reverse_charge' | 'outside_eu';
export interface VatDecision {
  mode: VatMode;
  rate: number;
  country: string;
  /** Why the VAT is applied although the customer gave an EU VAT number (absent otherwise). */
  reason?: VatReason;
}

/** The outcome of a VAT number's check with VIES (issue #22 item 10). */
export const VAT_CHECK_OUTCOMES = ['valid', 'invalid', 'unavailable'] as const;
export type VatCheckOutcome = (typeof VAT_CHECK_OUTCOMES)[number];

/**
 * Why an EU business's VAT number did not give the reverse charge: never checked (yet), VIES could not be asked
 * (the member state's service down, no network), or VIES does not know the number.
 */
export const VAT_REASONS = ['vat_number_unchecked', 'vies_unavailable', 'vat_number_invalid'] as const;
export type VatReason = (typeof VAT_REASONS)[number];

/**
 * French rate for French customers; for consumers elsewhere in the EU, their country's rate (electronically
 * supplied services); reverse charge (0, mentioned on the invoice) for an EU business whose VAT number has the
 * country's format AND was confirmed by VIES (`check`, issue #22 item 10: a well-formed number alone is not
 * proof); none outside the EU. A number without a valid check pays the customer's country's rate, with the reason.
 * Without a billing country yet, the French rate is shown.
 */
export function vatFor(billing: { country_code: string | null; eu_vat_number: string | null } | null, check: VatCheckOutcome | null = null): VatDecision {
  const country = billing?.country_code ?? SELLER_COUNTRY;
  if (country === SELLER_COUNTRY) return { mode: 'domestic', rate: EU_VAT_RATES[SELLER_COUNTRY], country };
  if (!isEuCountry(country)) return { mode: 'outside_eu', rate: 0, country };
  if (billing?.eu_vat_number && isValidVatNumber(country, billing.eu_vat_number)) {
    if (check === 'valid') return { mode: 'reverse_charge', rate: 0, country };
    const reason: VatReason = check === 'invalid' ? 'vat_number_invalid' : check === 'unavailable' ? 'vies_unavailable' : 'vat_number_unchecked';
    return { mode: 'eu_consumer', rate: EU_VAT_RATES[country], country, reason };
  }
  return { mode: 'eu_consumer', rate: EU_VAT_RATES[country], country };
}

/** Whether a billing identity's VAT number needs VIES's word (an EU business outside the seller's country). */
export function vatNumberNeedsCheck(billing: { country_code: string; eu_vat_number: string | null }): boolean {
  return !!billing.eu_vat_number && billing.country_code !== SELLER_COUNTRY && isValidVatNumber(billing.country_code, billing.eu_vat_number);
}

/** How VIES spells a billing country (EL for Greece) and the number without that prefix. */
export function viesParts(country: string, vatNumber: string): { memberState: string; number: string } {
  const value = vatNumber.replace(/[\s.-]/g, '').toUpperCase();
  const memberState = VAT_PREFIX[country] ?? country;
  return { memberState, number: value.startsWith(memberState) ? value.slice(memberState.length) : value };
}

export function vatCents(amountCents: number, rate: number): number {
  return Math.round((amountCents * rate) / 100);
}

// ------------------------------------------------------------------ payloads and replies

/** GET /tools: one offer of a tool, in the asked language (`price` per lot per year excl. tax, euros). */
export const CatalogueOffer = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  technical_reference: z.string(),
  reference: z.string(),
  free: z.boolean(),
  /** Sold now (a Vigi-Substances offer needs its lists loaded). */
  available: z.boolean(),
  credits_per_lot: z.number(),
});
export type CatalogueOffer = z.infer<typeof CatalogueOffer>;

/** GET /tools: a tool of the shop with its offers. */
export const CatalogueTool = z.object({
  id: z.number(),
  tool_reference: z.string(),
  slug: z.string(),
  status: z.enum(['available', 'coming_soon']),
  label: z.string(),
  offers: z.array(CatalogueOffer),
});
export type CatalogueTool = z.infer<typeof CatalogueTool>;

/** PUT /cart. */
export const CartUpdate = z.object({
  offer_ids: z
    .array(z.number({ error: 'bad_number' }).int('bad_number').positive('bad_number'))
    .max(20, 'too_long')
    .optional(),
  /** Lots, one quantity for every product; indivisible (a whole number). */
  quantity: z.number({ error: 'bad_number' }).int('bad_number').min(1, 'bad_number').max(10_000, 'bad_number').optional(),
  /** A step move: '+', '-' or an absolute step 0..4. */
  step: z.union([z.literal('+'), z.literal('-'), z.number().int('bad_number').min(0, 'bad_number').max(4, 'bad_number')]).optional(),
  item_code: fields.itemCode.optional(),
  level: z.string().max(100, 'too_long').optional(),
});
export type CartUpdate = z.infer<typeof CartUpdate>;

export const CartLine = z.object({
  offer_id: z.number(),
  item_code: z.string(),
  tool_code: z.string(),
  tool_label: z.string(),
  option: z.string(),
  quantity: z.number(),
  sheets: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  days: z.number(),
  period_days: z.number(),
  /** Annual price of one lot excl. tax, euros. */
  unit_price: z.number(),
  /** Annual total excl. and incl. tax for the quantity (before proration), euros. */
  annual_et_price: z.number(),
  annual_it_price: z.number(),
  /** What is paid now (prorated), excl. and incl. tax, euros. */
  et_price: z.number(),
  it_price: z.number(),
});
export type CartLine = z.infer<typeof CartLine>;

export const CartState = z.object({
  offers: z.array(CartLine),
  quantity: z.number(),
  minimum_quantity: z.number(),
  /** Why the minimum is above one lot (MinimumReason), so that the cart can say it. */
  minimum_reason: z.enum(['default', 'first_offer_packs', 'tokens']),
  step: z.number(),
  command: z.number().nullable(),
  waiting_offers: z.array(z.number()),
  client_secret: z.string().nullable(),
  total_et: z.number(),
  total_vat: z.number(),
  total_it: z.number(),
  vat_rate: z.number(),
  vat_mode: z.string(),
  /** Issue #22 item 10: why the VAT is applied to a customer who gave an EU VAT number (VatReason), else null. */
  vat_reason: z.string().nullable(),
  login_needed: z.boolean(),
});
export type CartState = z.infer<typeof CartState>;

/** POST /users/{login}/billing: the billing identity and the two consents (product-spec §5 Order). */
export const BillingRequest = z.object({
  company_name: z.string({ error: 'bad_register_company' }).trim().min(1, 'bad_register_company').max(100, 'bad_register_company'),
  first_name: fields.optionalText(100),
  last_name: fields.optionalText(100),
  address1: z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(100, 'too_long'),
  address2: fields.addressLine,
  address3: fields.addressLine,
  zipcode: z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(10, 'too_long'),
  city: z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(100, 'too_long'),
  country_code: fields.countryCode,
  siret: fields.optionalSiret,
  eu_vat_number: z
    .string()
    .trim()
    .max(20, 'too_long')
    .nullish()
    .transform((v) => v?.replace(/[\s.-]/g, '').toUpperCase() || null),
  terms_of_sale: z.literal(true, { error: 'must_accept_terms' }),
  personal_data: z.literal(true, { error: 'must_accept_terms' }),
});
export type BillingRequest = z.infer<typeof BillingRequest>;

export const Billing = z.object({
  company_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  zipcode: z.string(),
  city: z.string(),
  country_code: z.string(),
  siret: z.string().nullable(),
  eu_vat_number: z.string().nullable(),
  terms_of_sale_at: z.string(),
  personal_data_at: z.string(),
  vat_mode: z.string(),
  vat_rate: z.number(),
  /** Why the VAT is applied although a VAT number was given (VatReason), else null. */
  vat_reason: z.string().nullable(),
  /** The latest VIES check of the VAT number (issue #22 item 10), null when none was needed. */
  vat_check: z
    .object({ outcome: z.enum(VAT_CHECK_OUTCOMES), checked_at: z.string(), request_identifier: z.string().nullable(), registry: z.string() })
    .nullable(),
});
export type Billing = z.infer<typeof Billing>;

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const Order = z.object({
  id: z.number(),
  status: z.enum(ORDER_STATUSES),
  quantity: z.number(),
  offers: z.array(CartLine),
  total_et: z.number(),
  total_vat: z.number(),
  total_it: z.number(),
  vat_rate: z.number(),
  vat_mode: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  failure: z.string().nullable(),
  invoice_number: z.string().nullable(),
  client_secret: z.string().nullable(),
  provider: z.string(),
});
export type Order = z.infer<typeof Order>;

export const Invoice = z.object({
  id: z.number(),
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  order_id: z.number(),
  issued_at: z.string(),
  total_et: z.number(),
  total_vat: z.number(),
  total_it: z.number(),
  href: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;

/** api-spec §3 subscription offer. */
export const SubscriptionOffer = z.object({
  packs: z.number(),
  pending: z.boolean(),
  offer_code: z.string(),
  offer_id: z.number(),
  tool_id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  et_price: z.number(),
  offer_label: z.string(),
  tool_label: z.string(),
  individual_price: z.number(),
  state: z.enum(['active', 'expired', 'pending']),
  credits: z.number(),
  used_credits: z.number(),
});
export type SubscriptionOffer = z.infer<typeof SubscriptionOffer>;

/** GET /users/{login}/subscription (api-spec §3): credits held and used, the offers held and those of the pending order. */
export const Subscription = z.object({
  /** Credits of every offer held (10 per lot), and those spent. */
  tokens: z.number(),
  used_tokens: z.number(),
  total_results: z.number(),
  offers: z.array(SubscriptionOffer),
  /** users.safebox: the free tools SafeBox membership gives. */
  safebox: z.boolean(),
  /** An order waits for payment (its offers are listed with `pending: true`). */
  pending: z.boolean(),
});
export type Subscription = z.infer<typeof Subscription>;

/** Test provider cards (the usual test numbers): success and decline. */
export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINE = '4000000000000002';

export const TestPaymentConfirm = z.object({
  client_secret: z.string().min(1, 'params_required').max(300, 'too_long'),
  card_number: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'wrong_pattern')),
});

/** Cents to euros for replies. */
export function euros(cents: number): number {
  return Math.round(cents) / 100;
}

export function offerLabel(offer: OfferWithTool, language: InterfaceLanguage): { tool: string; option: string } {
  return { tool: offer.tool.labels[language], option: offer.labels[language] };
}
