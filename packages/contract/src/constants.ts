/** Business constants of product-spec §9 and api-spec §9: one place, used by server and web. */
export const ALERT_POLL_MS = 60_000;
export const SPLASH_HIDE_MS = 15_000;
export const MENU_TIMEOUT_MS = 100;
export const HASH_SCROLL_OFFSET_PX = 40;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const SEARCH_PAGE_SIZE = 15;
export const SEARCH_PAGE_SIZE_MAX = 100;
export const MY_FDS_MIN_FETCH = 500;
export const MIGRATION_CHECK_TIMEOUT_MS = 5_000;
/** Supplier migration counts as finished after this instant. */
export const MIGRATION_END = '2025-01-11T00:00:00Z';
export const STATS_COUNT_UP_MS = 2_000;
export const NEWS_MAX_DATES = 6;
export const CART_DEFAULT_QUANTITY = 1;
export const LOT_CREDITS = 10;
export const LOT_VALIDITY_MONTHS = 12;
export const HISTORY_WINDOW_MONTHS = 24;
export const UPDATE_MAIL_STOP_MONTHS = 12;
export const UPDATED_SHEET_SEND_MONTHS = 12;
export const ADR_EDITION = 2021;
export const COPYRIGHT_YEAR = 2025;
/** Registration, password and e-mail change tokens expire after 48 hours (issue #2). */
export const TOKEN_TTL_HOURS = 48;
/** Default idle session expiry, configurable on the server. */
export const SESSION_IDLE_MINUTES = 120;

export const ANALYTICS_EVENTS = ['Search', 'Login', 'UploadFDS', 'Consult-FDS', 'Telechargement-FDS', 'CTA-FDS', 'CTA-Contact'] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** Profile types (product-spec §3.1). */
export const PROFILE_TYPES = ['mySDS', 'admin', 'assistant', 'public', 'private', 'guest'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/** Titles (product-spec §9): MISTER = M., MISS = Mme. */
export const TITLES = ['M.', 'Mme'] as const;

export const SUPPLIER_ACCESS_LEVELS = ['public', 'private', 'mixed'] as const;
export type SupplierAccessLevel = (typeof SUPPLIER_ACCESS_LEVELS)[number];
export const DOCUMENT_ACCESS = ['public', 'private', 'secret'] as const;
export type DocumentAccess = (typeof DOCUMENT_ACCESS)[number];

export const SEARCH_STAGE_TYPES = ['search_supplier', 'search_customer_code', 'select_supplier_list', 'search_product_form'] as const;
export type SearchStageType = (typeof SEARCH_STAGE_TYPES)[number];

/** Extraction status of a sheet (product-spec §4). */
export const EXTRACTION_STATUSES = ['not_concerned', 'in_progress', 'not_extracted', 'not_available'] as const;
export type ExtractionStatus = (typeof EXTRACTION_STATUSES)[number];

/** Sheet conformity flags (product-spec §4). */
export const CONFORMITY_FLAGS = [
  'unreadable',
  'badPdf',
  'wrongLanguage',
  'notEuropeanFormat',
  'missingPage',
  'noSupplier',
  'noProductName',
  'severalSheets',
] as const;
export type ConformityFlag = (typeof CONFORMITY_FLAGS)[number];

/** Tools (product-spec §3.5). */
export const TOOLS = {
  FDS_DATA_EXTRACT: 'fds-extract',
  VIGI_SUBSTANCES: 'vigi-substances',
} as const;
export const COMING_SOON_TOOLS = ['fdsRetriever', 'quickIcpe', 'quickAdr', 'fdsLabels'] as const;
/** A staff session (admin, assistant) expires after this idle time, sooner than a user's (issue #26). */
export const STAFF_SESSION_IDLE_MINUTES = 30;
