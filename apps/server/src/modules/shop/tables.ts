import type { ColumnType, Generated } from 'kysely';

/** Kysely types of migrations/0470_shop.sql (the shop and the credits). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T = unknown> = ColumnType<T, string | T | undefined, string | T>;

export interface ShopCartsTable {
  user_id: number;
  offer_ids: number[];
  quantity: number;
  step: number;
  updated_at: Timestamp;
}

export interface ShopBillingTable {
  user_id: number;
  company_name: string;
  first_name: string | null;
  last_name: string | null;
  address1: string;
  address2: string | null;
  address3: string | null;
  zipcode: string;
  city: string;
  country_code: string;
  siret: string | null;
  eu_vat_number: string | null;
  /** migrations/0642: the latest VIES check of eu_vat_number. */
  vat_check_id: Generated<number | null>;
  terms_of_sale_at: Timestamp;
  personal_data_at: Timestamp;
  updated_at: Timestamp;
}

export interface ShopOrdersTable {
  id: Generated<number>;
  user_id: number;
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
  quantity: number;
  lines: Json<unknown[]>;
  total_et_cents: number;
  total_vat_cents: number;
  total_it_cents: number;
  vat_rate: ColumnType<string, number | string, number | string>;
  vat_mode: string;
  billing: Json<Record<string, unknown>>;
  provider: string;
  payment_intent_id: string | null;
  /** migrations/0640: the intent whose success paid the order. */
  paid_intent_id: Generated<string | null>;
  client_secret: string | null;
  failure: string | null;
  created_at: Timestamp;
  paid_at: Timestamp | null;
  cancelled_at: Timestamp | null;
}

export interface ShopPaymentEventsTable {
  event_id: string;
  order_id: number | null;
  type: string;
  received_at: Timestamp;
}

export interface ShopHoldingsTable {
  id: Generated<number>;
  user_id: number;
  order_id: number;
  offer_id: number;
  packs: number;
  credits: number;
  used: Generated<number>;
  et_cents: number;
  start_date: string;
  end_date: string;
  revoked_at: Timestamp | null;
}

export interface ShopCreditUsesTable {
  user_id: number;
  offer_id: number;
  document_id: number;
  holding_id: number;
  used_at: Timestamp;
}

export interface ShopInvoiceCountersTable {
  series: string;
  last: number;
}

export interface ShopInvoicesTable {
  id: Generated<number>;
  number: string;
  kind: 'invoice' | 'credit_note';
  order_id: number;
  user_id: number;
  refers_to: number | null;
  total_et_cents: number;
  total_vat_cents: number;
  total_it_cents: number;
  /** The PDF of a row issued before issue #29; null since (the file is in storage: pdf_key, pdf_sha256). */
  pdf: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  issued_at: Timestamp;
  /** migrations/0780: where the rendered PDF is stored, and its SHA-256 (hex); null until rendered. */
  pdf_key: Generated<string | null>;
  pdf_sha256: Generated<string | null>;
}

export interface ShopPremiumChecksTable {
  document_id: number;
  user_id: number;
  status: Generated<'awaiting' | 'checked'>;
  due_at: Timestamp;
  created_at: Timestamp;
  checked_at: Timestamp | null;
}

/** migrations/0640_shop_order_intents.sql: every payment intent an order had (resume replaces the current one). */
export interface ShopOrderIntentsTable {
  intent_id: string;
  order_id: number;
  created_at: Timestamp;
  replaced_at: Timestamp | null;
  refunded_at: Timestamp | null;
}

/** migrations/0642_shop_vat_checks.sql: every VIES check of a billing VAT number. */
export interface ShopVatChecksTable {
  id: Generated<number>;
  user_id: number;
  vat_number: string;
  registry: string;
  outcome: 'valid' | 'invalid' | 'unavailable';
  request_identifier: string | null;
  name: string | null;
  address: string | null;
  detail: string | null;
  checked_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface Database {
    shop_carts: ShopCartsTable;
    shop_billing: ShopBillingTable;
    shop_orders: ShopOrdersTable;
    shop_payment_events: ShopPaymentEventsTable;
    shop_holdings: ShopHoldingsTable;
    shop_credit_uses: ShopCreditUsesTable;
    shop_invoice_counters: ShopInvoiceCountersTable;
    shop_invoices: ShopInvoicesTable;
    shop_premium_checks: ShopPremiumChecksTable;
    shop_order_intents: ShopOrderIntentsTable;
    shop_vat_checks: ShopVatChecksTable;
  }
}
