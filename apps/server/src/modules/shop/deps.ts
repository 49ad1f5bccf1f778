import { isInterfaceLanguage, type CartLine, type InterfaceLanguage } from '@openfds/contract';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentProvider } from '../../payments/index.ts';
import type { Storage } from '../../storage/index.ts';
import type { VatRegistry } from './vat-registry.ts';

/** What the shop's services work with: built once by the routes (or the job handlers, a seeder, a test). */
export interface ShopDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  provider: PaymentProvider;
  /** Where invoice PDFs are kept (their SHA-256 in shop_invoices). */
  storage: Storage;
  /** Jobs queued in a payment's transaction: invoice rendering and mail, refunds, the sheets to read. */
  jobs: JobQueue;
  /** VIES (issue #22 item 10); null: no VAT number can be confirmed, so the VAT always applies. */
  vatRegistry?: VatRegistry | null;
  /** Demo data: the paid order's invoice is issued and stored but not mailed. */
  noCustomerMail?: boolean;
  /** The time prices are decided by (the app's clock, which tests move); the system's when not given. */
  clock?: Clock;
  /** A warning for the log, with the failure behind it. */
  log?: (message: string, error?: unknown) => void;
}

/** Who holds the cart: a logged-in user (table shop_carts) or a visitor (the session's data). */
export interface CartOwner {
  userId: number | null;
  sessionId: number | null;
  /** The session's `cart` data entry, if any. */
  sessionCart: unknown;
}

/** A cart line as stored in an order, with its amount in cents (never sent: replies drop it). */
export interface PricedLine extends CartLine {
  et_cents: number;
}

/** The line as the contract sends it. */
export function publicLine({ et_cents: _, ...line }: PricedLine): CartLine {
  return line;
}

/** A stored language, or French (the site's first language) when it is not one of the interface's. */
export function languageOrFrench(value: unknown): InterfaceLanguage {
  return isInterfaceLanguage(value) ? value : 'fr';
}
