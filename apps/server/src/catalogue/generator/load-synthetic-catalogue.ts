import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { refreshCatalogueStats } from '../catalogue-stats.repository.ts';
import { iddcFromNumber, reserveSequence } from '../document-code.ts';
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
      iddcFromNumber(ids.code),
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
    const existing = await client.query(`SELECT count(*)::int AS n FROM suppliers WHERE code LIKE 'SUP%'`);
    if (existing.rows[0].n > 0) throw new Error('the generated catalogue is already loaded in this database (use a fresh VAR_DIR or database)');

    await client.query('BEGIN');
    const supplierIds: number[] = [];
    for (const s of suppliers) {
      const row = await client.query(
        `INSERT INTO suppliers (code, name, slug, access_level, member, migrated, redirect_url, contact, country,
           customer_code_description, customer_code_help)
         VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8, '{}', '{}') RETURNING id`,
        [s.code, s.name, s.slug, s.accessLevel, s.migrated, s.redirectUrl, JSON.stringify(s.contact), s.country],
      );
      const id = row.rows[0].id as number;
      supplierIds.push(id);
      for (const code of s.customerCodes) {
        await client.query(`INSERT INTO customer_codes (supplier_id, code, customer) VALUES ($1, $2, $3)`, [id, code, `Customer ${code}`]);
      }
    }
    await client.query('COMMIT');
    log(`${suppliers.length} suppliers`);

    const bulk = options.sheets >= BULK_THRESHOLD;
    let indexDefs: string[] = [];
    if (bulk) {
      // Foreign keys and triggers are checked by construction here (ids are assigned by this loader).
      await client.query(`SET session_replication_role = replica`);
      const defs = await client.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'documents' AND indexname <> 'documents_pkey'`);
      indexDefs = defs.rows.map((r) => r.indexdef as string);
      for (const r of defs.rows) {
        const constraint = await client.query(`SELECT 1 FROM pg_constraint WHERE conname = $1`, [r.indexname]);
        if (constraint.rowCount) await client.query(`ALTER TABLE documents DROP CONSTRAINT ${r.indexname}`);
        else await client.query(`DROP INDEX ${r.indexname}`);
      }
      log(`dropped ${indexDefs.length} indexes for the bulk load`);
    }

    const firstId = await reserveSequence(client, 'documents_id_seq', options.sheets);
    const firstCode = await reserveSequence(client, 'document_code_seq', options.sheets);
    const stream = client.query(copyFrom(`COPY documents (${COLUMNS.join(', ')}) FROM STDIN`));
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
      await client.query(`SET maintenance_work_mem = '512MB'`);
      for (const def of indexDefs) {
        const started = Date.now();
        await client.query(def);
        log(`${def.replace(/^CREATE (UNIQUE )?INDEX (\S+).*/s, '$2')} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      await client.query(`ALTER TABLE documents ADD CONSTRAINT documents_iddc_key UNIQUE USING INDEX documents_iddc_key`).catch(() => {});
      await client.query(`SET session_replication_role = DEFAULT`);
    }
    // The words table for typo tolerance (the statement trigger does this for ordinary writes).
    await client.query(
      `INSERT INTO search_words (word)
       SELECT DISTINCT w FROM (SELECT unnest(tsvector_to_array(name_tsv)) AS w FROM documents
         WHERE is_latest AND deleted_at IS NULL AND access <> 'secret') s
       WHERE length(w) BETWEEN 3 AND 60 ON CONFLICT DO NOTHING`,
    );
    if (bulk) await fillWordSheets(client, firstId, log);
    await refreshCatalogueStats(client);
    await client.query('VACUUM ANALYZE documents');
    await client.query('VACUUM ANALYZE suppliers');
    await client.query('ANALYZE search_words');
    // VACUUM sets the visibility map: the one-word search reads this table by index-only scans.
    await client.query('VACUUM ANALYZE search_word_sheets');
    return { suppliers: suppliers.length, sheets: offset };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.query(`SET session_replication_role = DEFAULT`).catch(() => {});
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
  const defs = await client.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'search_word_sheets'`);
  for (const r of defs.rows) await client.query(`DROP INDEX ${r.indexname}`);
  await client.query(
    `INSERT INTO search_word_sheets (language, word, name_len, starts, access, supplier_id, document_id)
     SELECT d.language, x.word, length(d.name_fold), x.starts, d.access, d.supplier_id, d.id
     FROM documents d, f_name_words(d.name_tsv, d.name_fold) x
     WHERE d.id >= $1 AND d.is_latest AND d.deleted_at IS NULL AND d.access <> 'secret'`,
    [firstId],
  );
  for (const r of defs.rows) await client.query(r.indexdef);
  log(`search_word_sheets filled and indexed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
