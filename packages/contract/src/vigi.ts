import { z } from 'zod';

/**
 * Vigi-Substances (substance watch): the regulatory lists, the offers they are sold in (product-spec §9),
 * and the reply shapes of GET /documents/{code}/vigi_substances, /users/{login}/mySDS/vigi_substances and
 * /vigi/lists. Shared by the server (validation, OpenAPI) and the web (types).
 */

/** Offers of product-spec §9, price per lot of 10 credits per year, excl. tax, in euros. */
export const VIGI_OFFERS = {
  reach_free: { price: 0, lists: 3 },
  recommendations: { price: 10, lists: 3 },
  clp_annex_vi: { price: 10, lists: 1 },
  cmr_iarc_vlep: { price: 15, lists: 3 },
} as const;
export type VigiOffer = keyof typeof VIGI_OFFERS;
export const VIGI_OFFER_CODES = Object.keys(VIGI_OFFERS) as VigiOffer[];

/**
 * The lists, in display order, with their offer. The "recommendations" offer names 3 lists; the only
 * official one we know the format of is ECHA's Annex XIV recommendation list, so it holds one list today.
 */
export const VIGI_LISTS = {
  candidate_list: { offer: 'reach_free' },
  annex_xiv: { offer: 'reach_free' },
  annex_xvii: { offer: 'reach_free' },
  authorisation_recommendations: { offer: 'recommendations' },
  clp_annex_vi: { offer: 'clp_annex_vi' },
  cmr: { offer: 'cmr_iarc_vlep' },
  iarc: { offer: 'cmr_iarc_vlep' },
  vlep_fr: { offer: 'cmr_iarc_vlep' },
} as const satisfies Record<string, { offer: VigiOffer }>;
export type VigiListCode = keyof typeof VIGI_LISTS;

/**
 * The language a list's entry texts (names, conditions) are published in: ECHA, the CLP annexes as ECHA tabulates
 * them and IARC publish in English only; the French limits are French. Pages in another language say so
 * (issue #23); the reasons of the REACH lists, a fixed vocabulary, are translated by the server.
 */
export const VIGI_LIST_ENTRY_LANGUAGE: Record<VigiListCode, 'en' | 'fr'> = {
  candidate_list: 'en',
  annex_xiv: 'en',
  annex_xvii: 'en',
  authorisation_recommendations: 'en',
  clp_annex_vi: 'en',
  cmr: 'en',
  iarc: 'en',
  vlep_fr: 'fr',
};
export const VIGI_LIST_CODES = Object.keys(VIGI_LISTS) as VigiListCode[];

export function isVigiListCode(value: unknown): value is VigiListCode {
  return typeof value === 'string' && value in VIGI_LISTS;
}

/**
 * How a component was tied to a list entry, strongest first (CAS, then EC, then index number, then group rules;
 * group_classification: member of a group defined by a harmonised CLP Annex VI classification, e.g. Annex XVII 28-30).
 */
export const VIGI_MATCH_KINDS = ['cas', 'ec', 'index', 'group_cas', 'group_ec', 'group_name', 'group_classification'] as const;
export type VigiMatchKind = (typeof VIGI_MATCH_KINDS)[number];

/**
 * Why a sheet cannot be evaluated (error 606 vigilance_error, data `reason`). `extraction_pending`: the sheet has not
 * been read yet (its reading is queued); the one-sheet call answers it as data, not as an error, and the watch
 * across a space lists it per sheet.
 */
export const VIGILANCE_REASONS = ['no_components', 'too_old', 'language', 'extraction_pending'] as const;
export type VigilanceReason = (typeof VIGILANCE_REASONS)[number];

/** Sheet languages the sheet reader handles (product-spec §9, Premium extraction languages). */
export const VIGI_READER_LANGUAGES = ['fr', 'de', 'en', 'es', 'it', 'nl', 'pt'] as const;

/** Detail level of hits: everyone sees the basic form of the free lists, SafeBox members and payers the full one. */
export const VIGI_DETAIL_LEVELS = ['basic', 'full'] as const;
export type VigiDetailLevel = (typeof VIGI_DETAIL_LEVELS)[number];

/**
 * not_loaded: no version imported yet; locked: the user's offer does not include it (for this sheet);
 * no_credits: the user holds the offer but its credits are spent, so this sheet is not processed.
 */
export const VIGI_LIST_STATUSES = ['ok', 'not_loaded', 'locked', 'no_credits'] as const;
export type VigiListStatus = (typeof VIGI_LIST_STATUSES)[number];

export const VigiListVersion = z.object({
  id: z.number(),
  label: z.string(),
  source: z.string(),
  publication_date: z.string().nullable(),
  imported_at: z.string(),
  checksum: z.string(),
  entry_count: z.number(),
  entered: z.number().nullable(),
  left: z.number().nullable(),
  changed: z.number().nullable(),
});
export type VigiListVersion = z.infer<typeof VigiListVersion>;

export const VigiHit = z.object({
  entry_id: z.number(),
  entry_number: z.string().nullable(),
  entry_name: z.string(),
  entry_cas: z.string().nullable(),
  entry_ec: z.string().nullable(),
  component_position: z.number(),
  component_name: z.string().nullable(),
  component_cas: z.string().nullable(),
  component_ec: z.string().nullable(),
  matched_by: z.enum(VIGI_MATCH_KINDS),
  /** Plain-words obligation in the request's language. */
  obligation: z.string(),
  /** Full detail only (null in the basic form). */
  reason: z.string().nullable(),
  classification: z.array(z.string()).nullable(),
  inclusion_date: z.string().nullable(),
  latest_application_date: z.string().nullable(),
  sunset_date: z.string().nullable(),
  conditions: z.string().nullable(),
});
export type VigiHit = z.infer<typeof VigiHit>;

/** One item per list in GET /documents/{code}/vigi_substances. */
export const VigiListHits = z.object({
  list: z.enum(VIGI_LIST_CODES as [VigiListCode, ...VigiListCode[]]),
  offer: z.enum(VIGI_OFFER_CODES as [VigiOffer, ...VigiOffer[]]),
  status: z.enum(VIGI_LIST_STATUSES),
  detail: z.enum(VIGI_DETAIL_LEVELS),
  version: VigiListVersion.nullable(),
  /** Language of the entries' names and conditions as the source publishes them (VIGI_LIST_ENTRY_LANGUAGE). */
  entry_language: z.enum(['en', 'fr']),
  hits: z.array(VigiHit),
});
export type VigiListHits = z.infer<typeof VigiListHits>;

/** One item per kept sheet in GET /users/{login}/mySDS/vigi_substances. */
export const VigiSheetWatch = z.object({
  document_code: z.string(),
  product_name: z.string(),
  supplier_name: z.string(),
  vigilance_error: z.enum(VIGILANCE_REASONS).nullable(),
  hits: z.array(
    z.object({
      list: z.string(),
      entry_name: z.string(),
      entry_number: z.string().nullable(),
      component_name: z.string().nullable(),
      component_cas: z.string().nullable(),
      matched_by: z.enum(VIGI_MATCH_KINDS),
      obligation: z.string(),
    }),
  ),
});
export type VigiSheetWatch = z.infer<typeof VigiSheetWatch>;

/** One item per list in GET /vigi/lists (the tool page). */
export const VigiListInfo = z.object({
  list: z.string(),
  offer: z.string(),
  price_per_lot: z.number(),
  loaded: z.boolean(),
  can_buy: z.boolean(),
  source_name: z.string(),
  source_url: z.string().nullable(),
  versions: z.array(VigiListVersion),
});
export type VigiListInfo = z.infer<typeof VigiListInfo>;
