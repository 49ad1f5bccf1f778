import type pg from 'pg';
import type { ApiSheetPublish } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { refreshCatalogueStats } from '../../catalogue/catalogue-stats.repository.ts';
import { effectiveAccess } from '../../catalogue/document-access.ts';
import { fileKeyFor, sha256Hex } from '../../catalogue/sheet-file.ts';
import { jobKey, publishSheet, type SheetInput } from '../../catalogue/sheet-publisher.ts';
import { begin, commit, rollback } from '../../db/pg-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { accessLevelOf } from './supplier-api.repository.ts';

/**
 * A supplier's writes through the API (issue #27): publishing a sheet and setting a sheet's access. The supplier
 * branch's publishing service is not on main yet, so both go through the catalogue's publisher directly, as
 * `npm run import` does: the same revision and supersession rules, the access kept within the supplier's level, the
 * jobs (reading, update mails, sends, webhooks) queued on the transaction's connection.
 */
async function inTransaction<T>(ctx: Pick<AppContext, 'pool' | 'jobs' | 'clock'>, supplierId: number, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await ctx.pool.connect();
  try {
    await begin(client);
    try {
      const result = await work(client);
      await commit(client);
      await refreshCatalogueStats(client, [supplierId]);
      return result;
    } catch (error) {
      await rollback(client);
      throw error;
    }
  } finally {
    client.release();
  }
}

async function publish(ctx: Pick<AppContext, 'jobs' | 'clock'>, client: pg.PoolClient, input: SheetInput) {
  const outcome = await publishSheet(client, { ...input, publishedAt: ctx.clock.now() });
  for (const job of outcome.jobs) await ctx.jobs.send(job.name, job.data, { singletonKey: jobKey(job), connection: client });
  return { status: outcome.status, document_code: outcome.iddc };
}

export async function publishFromApi(ctx: Pick<AppContext, 'pool' | 'jobs' | 'storage' | 'clock'>, supplierId: number, body: ApiSheetPublish) {
  const bytes = Buffer.from(body.file_base64, 'base64');
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new AppError('validation', { field: 'file_base64', messageKey: 'wrong_pattern' });
  const sha256 = sha256Hex(bytes);
  const key = fileKeyFor(sha256);
  // Content-addressed and written before the rows: a rollback leaves at most an unreferenced copy for housekeeping.
  await ctx.storage.put(key, bytes, 'application/pdf');
  const pages = (bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length || null;
  return inTransaction(ctx, supplierId, async (client) =>
    publish(ctx, client, {
      supplierId,
      productKey: body.product_code,
      productName: body.product_name,
      productCode: body.product_code,
      revisionDate: body.revision_date,
      revisionVersion: body.revision_version,
      language: body.language,
      type: body.type,
      ufi: body.ufi,
      ean: body.ean,
      brand: null,
      range: null,
      regulation: null,
      zone: null,
      country: null,
      cpro: null,
      family: null,
      access: effectiveAccess(await accessLevelOf(client, supplierId), body.access),
      file: { key, size: bytes.length, pages, sha256 },
    }),
  );
}
