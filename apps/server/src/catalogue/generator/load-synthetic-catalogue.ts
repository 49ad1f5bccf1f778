import type pg from 'pg';
import { begin, commit, rollback } from '../../db/pg-transaction.ts';
import { refreshCatalogueStats } from '../catalogue-stats.repository.ts';
import { randomIddc } from '../document-code.ts';
import {
  copyIntoDocuments,
  countGeneratedSuppliers,
  createIndex,
  documentIndexes,
  dropDocumentsConstraint,
  dropIndex,
  fillSearchWords,
  fillSearchWordSheets,
  insertCustomerCode,
  insertGeneratedSupplier,
  isConstraint,
  raiseMaintenanceMemory,
  reserveSequence,
  restoreIddcConstraint,
  restoreTriggers,
  searchWordSheetIndexes,
  skipTriggers,
  vacuumCatalogue,
} from './bulk-load.repository.ts';
import { slugify } from '../fold-text.ts';
import { generateSheets, generateSuppliers, type SyntheticSheet } from './synthetic-catalogue.ts';

export interface LoadOptions {
  suppliers: number;
  sheets: number;
  seed: number;
  /** Revision dates relative to this day (the demo catalogue); the big catalogue keeps its fixed 2014-2025 range. */
  revisedUntil?: Date;
  log?: (msg: string) => void;
  /** Called with the number of sheets written so far. */
  onProgress?: (written: number) => void;
}

/** From this size on, the search indexes are dropped during COPY and built afterwards (much faster in bulk). */
const BULK_THRESHOLD = 100_000;

const COLUMNS = [
  'id',
  'iddc',
  'supplier_id',
  'product_key',
  'product_name',
  'product_name_slug',
  'product_code',
  'revision_date',
  'revision_version',
  'language',
  'type',
  'ufi',
  'ean',
  'brand',
  'range',
  'regulation',
  'zone',
  'country',
  'cpro',
  'family',
  'access',
  'language_group_id',
  'is_latest',
  'superseded_by',
  'last_update',
  'created_at',
];

function esc(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  return value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

function copyLine(sheet: SyntheticSheet, ids: { id: number; code: number; firstId: number; supplierId: number }): string {
  const updated = `${sheet.revisionDate} 08:00:00+00`;
  return (
    [
      ids.id,
      randomIddc(),
      ids.supplierId,
      esc(sheet.productKey),
      esc(sheet.productName),
      esc(slugify(sheet.productName)),
      esc(sheet.productCode),
      sheet.revisionDate,
      esc(sheet.revisionVersion),
      sheet.language,
      esc(sheet.type),
      esc(sheet.ufi),
      `{${sheet.ean.join(',')}}`,
      esc(sheet.brand),
      esc(sheet.range),
      esc(sheet.regulation),
      esc(sheet.zone),
      esc(sheet.country),
      esc(sheet.cpro),
      esc(sheet.family),
      sheet.access,
      ids.firstId + sheet.groupOffset,
      sheet.isLatest ? 't' : 'f',
      sheet.supersededByOffset === null ? '\\N' : ids.firstId + sheet.supersededByOffset,
      updated,
      updated,
    ].join('\t') + '\n'
  );
}

/**
 * Loads a synthetic catalogue (synthetic-catalogue.ts) with COPY: suppliers and their customer codes, then every
 * sheet in one COPY stream. Large loads drop the documents indexes first and rebuild them after (the migration's
 * own definitions are read back from pg_indexes, so nothing is written twice), then refresh the per-supplier
 * figures and VACUUM ANALYZE so that counts can use index-only scans.
 */
export async function loadSyntheticCatalogue(pool: pg.Pool, options: LoadOptions): Promise<{ suppliers: number; sheets: number }> {
  const log = options.log ?? (() => {});
  const suppliers = generateSuppliers(options.suppliers, options.sheets, options.seed);
  const client = await pool.connect();
  try {
    if ((await countGeneratedSuppliers(client)) > 0)
      throw new Error('the generated catalogue is already loaded in this database (use a fresh VAR_DIR or database)');

    await begin(client);
    const supplierIds: number[] = [];
    for (const s of suppliers) {
      const id = await insertGeneratedSupplier(client, s);
      supplierIds.push(id);
      for (const code of s.customerCodes) await insertCustomerCode(client, id, code, `Customer ${code}`);
    }
    await commit(client);
    log(`${suppliers.length} suppliers`);

    const bulk = options.sheets >= BULK_THRESHOLD;
    let indexDefs: string[] = [];
    if (bulk) {
      // Foreign keys and triggers are checked by construction here (ids are assigned by this loader).
      await skipTriggers(client);
      const defs = await documentIndexes(client);
      indexDefs = defs.map((r) => r.indexdef);
      for (const r of defs) {
        if (await isConstraint(client, r.indexname)) await dropDocumentsConstraint(client, r.indexname);
        else await dropIndex(client, r.indexname);
      }
      log(`dropped ${indexDefs.length} indexes for the bulk load`);
    }

    const firstId = await reserveSequence(client, 'documents_id_seq', options.sheets);
    const firstCode = await reserveSequence(client, 'document_code_seq', options.sheets);
    const stream = copyIntoDocuments(client, COLUMNS);
    const finished = new Promise<void>((resolve, reject) => {
      stream.on('finish', () => resolve());
      stream.on('error', reject);
    });
    let offset = 0;
    let buffer = '';
    for (const s of suppliers) {
      const supplierId = supplierIds[s.index];
      for (const sheet of generateSheets(s, options.seed, offset, { revisedUntil: options.revisedUntil })) {
        buffer += copyLine(sheet, { id: firstId + offset, code: firstCode + offset, firstId, supplierId });
        offset++;
        if (buffer.length > 512 * 1024) {
          if (!stream.write(buffer)) await new Promise((r) => stream.once('drain', r));
          buffer = '';
          options.onProgress?.(offset);
        }
      }
    }
    if (buffer) stream.write(buffer);
    stream.end();
    await finished;
    options.onProgress?.(offset);
    log(`${offset} sheets copied`);

    if (bulk) {
      await raiseMaintenanceMemory(client);
      for (const def of indexDefs) {
        const started = Date.now();
        await createIndex(client, def);
        log(`${def.replace(/^CREATE (UNIQUE )?INDEX (\S+).*/s, '$2')} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      await restoreIddcConstraint(client).catch(() => {});
      await restoreTriggers(client);
    }
    // The words table for typo tolerance (the statement trigger does this for ordinary writes).
    await fillSearchWords(client);
    if (bulk) await fillWordSheets(client, firstId, log);
    await refreshCatalogueStats(client);
    // VACUUM sets the visibility map: the one-word search reads search_word_sheets by index-only scans.
    await vacuumCatalogue(client);
    return { suppliers: suppliers.length, sheets: offset };
  } catch (error) {
    await rollback(client).catch(() => {});
    throw error;
  } finally {
    await restoreTriggers(client).catch(() => {});
    client.release();
  }
}

/**
 * The one-word search table of the sheets just copied (migrations 0111, 0112): its statement trigger does not fire in
 * the bulk load (session_replication_role = replica), so it is filled in one statement with its indexes dropped
 * and built afterwards, like the documents indexes.
 */
async function fillWordSheets(client: pg.PoolClient, firstId: number, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const defs = await searchWordSheetIndexes(client);
  for (const r of defs) await dropIndex(client, r.indexname);
  await fillSearchWordSheets(client, firstId);
  for (const r of defs) await createIndex(client, r.indexdef);
  log(`search_word_sheets filled and indexed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
