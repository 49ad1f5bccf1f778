import { SupplierSheetFields } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { renderDemoSheetPdf } from '../../catalogue/demo-sheet-pdf.ts';
import { renderGeneratedSheet } from '../../catalogue/generated-sheet-pdf.ts';
import { fileKeyFor, sha256Hex } from '../../catalogue/sheet-file.ts';
import { publishSupplierSheet, type PublishedSheet } from '../supplier-space/index.ts';
import { supplierName } from './deliveries.repository.ts';
import * as demo from './demo.repository.ts';

/** The next version of a sheet: its major number plus one ('3.2' gives '4.0'), '2.0' when it has none. */
export function nextVersion(version: string | null): string {
  const major = /^\d+/.exec(version ?? '');
  return major ? `${Number(major[0]) + 1}.0` : '2.0';
}

/**
 * A new revision of one of the demo supplier's delivered products, published as its staff would publish one
 * (supplier-space's publishSupplierSheet: the catalogue's publisher, the sheet's history event, and the jobs it
 * queues on the transaction, the send to the product's customers among them). Its file is a sheet PDF rendered like
 * the demo catalogue's, dated today, stored content-addressed before the rows as the supplier's upload is.
 * Null when the product has no current public sheet.
 */
export async function publishDemoRevision(ctx: AppContext, publisher: { supplierId: number; userId: number }, product: string): Promise<PublishedSheet | null> {
  const old = await demo.currentPublicSheet(ctx.db, publisher.supplierId, product);
  if (!old) return null;
  const today = ctx.clock.now().toISOString().slice(0, 10);
  // Never dated before the current revision: the publisher keeps an older revision as history, and sends nothing.
  const revisionDate = old.revision_date && old.revision_date > today ? old.revision_date : today;
  const fields = SupplierSheetFields.parse({ ...old, revision_date: revisionDate, revision_version: nextVersion(old.revision_version) });
  const input = {
    iddc: `${old.iddc}-demo-revision`,
    productName: fields.product_name,
    productCode: fields.product_code,
    supplierName: await supplierName(ctx.db, publisher.supplierId),
    language: fields.language,
    revisionDate: fields.revision_date,
    revisionVersion: fields.revision_version,
    ufi: fields.ufi,
  };
  const rendered = (await renderGeneratedSheet(input)) ?? (await renderDemoSheetPdf(input));
  const sha256 = sha256Hex(rendered.bytes);
  const key = fileKeyFor(sha256);
  await ctx.storage.put(key, rendered.bytes, 'application/pdf');
  return publishSupplierSheet(
    ctx,
    { id: publisher.supplierId },
    { fields, file: { key, size: rendered.bytes.length, pages: rendered.pages, sha256 }, replaces: old.iddc, userId: publisher.userId },
  );
}
