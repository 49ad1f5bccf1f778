import type pg from 'pg';
import type { SupplierSheet, SupplierSheetAccess, SupplierSheetFields } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { begin, commit, rollback } from '../../db/pg-transaction.ts';
import { refreshCatalogueStats } from '../../catalogue/catalogue-stats.repository.ts';
import { slugify } from '../../catalogue/fold-text.ts';
import { EXTRACT_JOB, jobKey, publishSheet, type PublishOutcome, type SheetInput } from '../../catalogue/sheet-publisher.ts';
import { adoptReading, afterAdoptedReading } from '../extraction/index.ts';
import { withdrawVersion } from '../../catalogue/supplier-sheets.repository.ts';
import * as repo from './publishing.repository.ts';

/**
 * Publishing for a supplier (issue #27): every write goes through the catalogue's publisher, the one code path of
 * `npm run import` (same revision and supersession rules: a new file or revision of a product in a language
 * supersedes the current one, an older revision is kept as history, the same file and revision update in place).
 * The supplier always comes from the caller (the route's `supplier`, or an integrator's key): never from input.
 * No HTTP here: the integrators' write API calls these functions too.
 */

/** Who publishes: the supplier (the caller's own) and, when known, the user acting for it. */
export interface PublishingSupplier {
  id: number;
}

export interface SheetFile {
  key: string;
  size: number;
  pages: number | null;
  sha256: string;
}

export interface PublishSupplierSheetInput {
  /** The confirmed catalogue fields (SupplierSheetFields of the contract, already parsed). */
  fields: SupplierSheetFields;
  /** The stored PDF (fileKeyFor(sha256)); null keeps the current version's file (a metadata change). */
  file: SheetFile | null;
  /** Code of one of the supplier's sheets this one replaces: its product key is kept (a new revision of it). */
  replaces?: string | null;
  /** The user acting (kept in the sheet's history), null for a key not tied to a user. */
  userId: number | null;
  /** The importer's product key column (documents.csv `product_key`); by default the product code, else the name. */
  productKey?: string;
  /** The draft's sheet whose reading of this same file the published sheet takes, instead of a second reading. */
  readingOf?: number;
}

export interface PublishedSheet {
  status: PublishOutcome['status'];
  iddc: string;
  documentId: number;
}

/** A sheet's access must stay within the supplier's level: a private supplier has no public sheet and vice versa. */
export function checkAccessWithinLevel(level: 'public' | 'private' | 'mixed', access: SupplierSheetAccess): void {
  if ((level === 'private' && access === 'public') || (level === 'public' && access === 'private')) {
    throw new AppError('accessBeyondLevel', { field: 'access', params: { level } });
  }
}

/** The importer's product key rule (import-rows.ts): the product code, else the name's slug. */
function productKeyOf(fields: SupplierSheetFields): string {
  return fields.product_code ?? slugify(fields.product_name);
}

function sheetInput(supplierId: number, productKey: string, fields: SupplierSheetFields, file: SheetFile | null): SheetInput {
  return {
    supplierId,
    productKey,
    productName: fields.product_name,
    productCode: fields.product_code,
    revisionDate: fields.revision_date,
    revisionVersion: fields.revision_version,
    language: fields.language,
    type: fields.type,
    ufi: fields.ufi,
    ean: fields.ean,
    brand: fields.brand,
    range: fields.range,
    regulation: fields.regulation,
    zone: fields.zone,
    country: fields.country,
    cpro: fields.cpro,
    family: fields.family,
    access: fields.access,
    file,
  };
}

/**
 * Runs the publisher in one transaction with the jobs it asks for (extraction, update mails, the spaces' move to the
 * new revision), the sheet's history event and the caller's own rows (`within`), then refreshes the supplier's figures.
 */
async function runPublisher(
  ctx: AppContext,
  supplierId: number,
  input: SheetInput,
  event: { action: 'published' | 'access'; userId: number | null; readingOf?: number },
  within?: (client: pg.ClientBase, outcome: PublishOutcome) => Promise<void>,
): Promise<PublishedSheet> {
  const client = await ctx.pool.connect();
  try {
    await begin(client);
    let outcome: PublishOutcome;
    let adopted = false;
    try {
      outcome = await publishSheet(client, { ...input, publishedAt: ctx.clock.now() });
      // A draft already read: the new sheet (same file) takes that reading and is not queued to be read again.
      const reading = outcome.jobs.find((job) => job.name === EXTRACT_JOB && job.data.documentId === outcome.documentId);
      if (reading && event.readingOf && (await adoptReading(client, event.readingOf, outcome.documentId))) {
        adopted = true;
        outcome = { ...outcome, jobs: outcome.jobs.filter((job) => job !== reading) };
      }
      for (const job of outcome.jobs) await ctx.jobs.send(job.name, job.data, { singletonKey: jobKey(job), connection: client });
      if (outcome.status !== 'unchanged') {
        const detail = { status: outcome.status, access: input.access, revision_date: input.revisionDate, revision_version: input.revisionVersion };
        await repo.insertSheetEvent(client, { supplierId, documentId: outcome.documentId, action: event.action, detail, userId: event.userId });
      }
      if (within) await within(client, outcome);
      await commit(client);
    } catch (error) {
      await rollback(client);
      throw error;
    }
    if (outcome.status !== 'unchanged') await refreshCatalogueStats(client, [supplierId]);
    if (adopted) await afterAdoptedReading(ctx.db, outcome.documentId);
    return { status: outcome.status, iddc: outcome.iddc, documentId: outcome.documentId };
  } finally {
    client.release();
  }
}

/**
 * Publishes one sheet of `supplier` (a new sheet, a new revision that supersedes the current one, or a metadata
 * update), with its access checked against the supplier's level. `within` runs inside the same transaction (a draft
 * closed with its publication).
 */
export async function publishSupplierSheet(
  ctx: AppContext,
  supplier: PublishingSupplier,
  input: PublishSupplierSheetInput,
  within?: (client: pg.ClientBase, outcome: PublishOutcome) => Promise<void>,
): Promise<PublishedSheet> {
  checkAccessWithinLevel(await repo.supplierLevel(ctx.db, supplier.id), input.fields.access);
  let productKey = input.productKey ?? productKeyOf(input.fields);
  if (input.replaces) {
    const replaced = await repo.ownLatestSheet(ctx.db, supplier.id, input.replaces);
    if (!replaced) throw new AppError('documentNotFound', { field: 'replaces' });
    productKey = replaced.product_key;
  }
  // A metadata change keeps the file of the sheet it names: a sheet published without a file and without one to
  // replace would have no PDF at all.
  if (!input.file && !input.replaces && !input.productKey) throw new AppError('uploadFileRequired', { field: 'file' });
  const event = { action: 'published' as const, userId: input.userId, readingOf: input.readingOf };
  return runPublisher(ctx, supplier.id, sheetInput(supplier.id, productKey, input.fields, input.file), event, within);
}

/** Sets one sheet's access (public, private, secret) within the supplier's level, through the publisher (in place). */
export async function setSheetAccess(
  ctx: AppContext,
  supplier: PublishingSupplier,
  iddc: string,
  access: SupplierSheetAccess,
  userId: number | null,
): Promise<PublishedSheet> {
  const sheet = await repo.ownLatestSheet(ctx.db, supplier.id, iddc);
  if (!sheet) throw new AppError('documentNotFound');
  checkAccessWithinLevel(await repo.supplierLevel(ctx.db, supplier.id), access);
  const fields: SupplierSheetFields = { ...sheet, type: sheet.type, access };
  return runPublisher(ctx, supplier.id, sheetInput(supplier.id, sheet.product_key, fields, null), { action: 'access', userId });
}

/**
 * Withdraws one of the supplier's sheets from the catalogue: never a hard delete (the sheet, its file and its older
 * versions are kept, with the history of who withdrew it; archiving 10 years minimum).
 */
export async function withdrawSheet(ctx: AppContext, supplier: PublishingSupplier, iddc: string, userId: number | null): Promise<{ iddc: string }> {
  const sheet = await repo.ownLatestSheet(ctx.db, supplier.id, iddc);
  if (!sheet) throw new AppError('documentNotFound');
  const client = await ctx.pool.connect();
  try {
    await begin(client);
    try {
      if (!(await withdrawVersion(client, sheet.id))) throw new AppError('documentNotFound');
      await repo.insertSheetEvent(client, { supplierId: supplier.id, documentId: sheet.id, action: 'withdrawn', detail: { iddc: sheet.iddc }, userId });
      await commit(client);
    } catch (error) {
      await rollback(client);
      throw error;
    }
    await refreshCatalogueStats(client, [supplier.id]);
    return { iddc: sheet.iddc };
  } finally {
    client.release();
  }
}

/** The supplier's current sheets, one page. */
export async function listSheets(ctx: AppContext, supplierId: number, query: { q?: string; limit: number; offset: number }) {
  const rows = await repo.ownSheets(ctx.db, supplierId, query);
  const items: SupplierSheet[] = rows.map(({ total: _total, last_update, ...r }) => ({ ...r, last_update: new Date(last_update).toISOString() }));
  return { items, total: rows[0]?.total ?? 0 };
}
