import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { SyntheticSupplier } from './synthetic-catalogue.ts';

/**
 * SQL of the bulk loader of synthetic catalogues (load-synthetic-catalogue.ts), on the loader's own connection: the
 * suppliers, the COPY of the sheets, the indexes dropped and rebuilt around it, the search tables and the statistics.
 */

export interface IndexDefinition {
  indexname: string;
  indexdef: string;
}

/** How many generated suppliers (codes SUP...) the database holds already. */
export async function countGeneratedSuppliers(client: pg.ClientBase): Promise<number> {
  const existing = await client.query(`SELECT count(*)::int AS n FROM suppliers WHERE code LIKE 'SUP%'`);
  return existing.rows[0].n;
}

/** Stores one generated supplier (a member, no customer-code texts) and returns its id. */
export async function insertGeneratedSupplier(client: pg.ClientBase, s: SyntheticSupplier): Promise<number> {
  const row = await client.query(
    `INSERT INTO suppliers (code, name, slug, access_level, member, migrated, redirect_url, contact, country,
           customer_code_description, customer_code_help)
         VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8, '{}', '{}') RETURNING id`,
    [s.code, s.name, s.slug, s.accessLevel, s.migrated, s.redirectUrl, JSON.stringify(s.contact), s.country],
  );
  return row.rows[0].id as number;
}

export async function insertCustomerCode(client: pg.ClientBase, supplierId: number, code: string, customer: string): Promise<void> {
  await client.query(`INSERT INTO customer_codes (supplier_id, code, customer) VALUES ($1, $2, $3)`, [supplierId, code, customer]);
}

/** Foreign keys and triggers off for this connection (the loader assigns every id itself). */
export async function skipTriggers(client: pg.ClientBase): Promise<void> {
  await client.query(`SET session_replication_role = replica`);
}

/** Foreign keys and triggers back on for this connection. */
export async function restoreTriggers(client: pg.ClientBase): Promise<void> {
  await client.query(`SET session_replication_role = DEFAULT`);
}

/** The documents table's indexes but its primary key, with the migrations' own definitions. */
export async function documentIndexes(client: pg.ClientBase): Promise<IndexDefinition[]> {
  const defs = await client.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'documents' AND indexname <> 'documents_pkey'`);
  return defs.rows;
}

/** The one-word search table's indexes, with their definitions. */
export async function searchWordSheetIndexes(client: pg.ClientBase): Promise<IndexDefinition[]> {
  const defs = await client.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'search_word_sheets'`);
  return defs.rows;
}

/** Whether an index is a constraint's (dropped with the constraint rather than as an index). */
export async function isConstraint(client: pg.ClientBase, name: string): Promise<boolean> {
  const constraint = await client.query(`SELECT 1 FROM pg_constraint WHERE conname = $1`, [name]);
  return !!constraint.rowCount;
}

export async function dropDocumentsConstraint(client: pg.ClientBase, name: string): Promise<void> {
  await client.query(`ALTER TABLE documents DROP CONSTRAINT ${name}`);
}

export async function dropIndex(client: pg.ClientBase, name: string): Promise<void> {
  await client.query(`DROP INDEX ${name}`);
}

/** Builds an index from its definition (as pg_indexes gives it). */
export async function createIndex(client: pg.ClientBase, definition: string): Promise<void> {
  await client.query(definition);
}

/** The memory an index build may use on this connection. */
export async function raiseMaintenanceMemory(client: pg.ClientBase): Promise<void> {
  await client.query(`SET maintenance_work_mem = '512MB'`);
}

/** The unique constraint on document codes, over its rebuilt index. */
export async function restoreIddcConstraint(client: pg.ClientBase): Promise<void> {
  await client.query(`ALTER TABLE documents ADD CONSTRAINT documents_iddc_key UNIQUE USING INDEX documents_iddc_key`);
}

/** Reserves `count` consecutive values of a sequence and returns the first (bulk loads). */
export async function reserveSequence(client: pg.ClientBase, sequence: string, count: number): Promise<number> {
  const { rows } = await client.query(`SELECT setval($1::regclass, nextval($1::regclass) + $2 - 1) - $2 + 1 AS first`, [sequence, count]);
  return Number(rows[0].first);
}

/** A COPY stream into documents: write lines of tab-separated `columns`, then end it. */
export function copyIntoDocuments(client: pg.ClientBase, columns: readonly string[]) {
  return client.query(copyFrom(`COPY documents (${columns.join(', ')}) FROM STDIN`));
}

/** The words table for typo tolerance (the statement trigger does this for ordinary writes). */
export async function fillSearchWords(client: pg.ClientBase): Promise<void> {
  await client.query(
    `INSERT INTO search_words (word)
       SELECT DISTINCT w FROM (SELECT unnest(tsvector_to_array(name_tsv)) AS w FROM documents
         WHERE is_latest AND deleted_at IS NULL AND access <> 'secret') s
       WHERE length(w) BETWEEN 3 AND 60 ON CONFLICT DO NOTHING`,
  );
}

/** The one-word search rows of the sheets from `firstId` on, in one statement. */
export async function fillSearchWordSheets(client: pg.ClientBase, firstId: number): Promise<void> {
  await client.query(
    `INSERT INTO search_word_sheets (language, word, name_len, starts, access, supplier_id, document_id)
     SELECT d.language, x.word, length(d.name_fold), x.starts, d.access, d.supplier_id, d.id
     FROM documents d, f_name_words(d.name_tsv, d.name_fold) x
     WHERE d.id >= $1 AND d.is_latest AND d.deleted_at IS NULL AND d.access <> 'secret'`,
    [firstId],
  );
}

/**
 * VACUUM ANALYZE of the loaded tables: statistics for the planner, and the visibility map, so that counts and the
 * one-word search (search_word_sheets) can use index-only scans.
 */
export async function vacuumCatalogue(client: pg.ClientBase): Promise<void> {
  await client.query('VACUUM ANALYZE documents');
  await client.query('VACUUM ANALYZE suppliers');
  await client.query('ANALYZE search_words');
  await client.query('VACUUM ANALYZE search_word_sheets');
}
