import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Storage } from '../../storage/storage.ts';
import { refreshCatalogueStats } from '../catalogue-stats.repository.ts';
import { jobKey, publishSheet, type PublishOutcome } from '../sheet-publisher.ts';
import { fileKeyFor, sha256Hex } from '../sheet-file.ts';
import { effectiveAccess } from '../document-access.ts';
import { parseDocumentRow, parseSupplierRow, type DocumentRow, type RowError } from './import-rows.ts';
import { readCsv } from './read-csv.ts';

/**
 * `npm run import -- <folder>`: suppliers.csv, documents.csv and the PDFs they name (format in the README).
 * Idempotent by keys and file SHA-256: a second run changes nothing, a changed file becomes a new revision.
 * Bad rows are reported with their line and reason and the others still load; writes are grouped in one
 * transaction per batch, with the jobs (extraction, update mails) queued inside it; a re-run queues the jobs an
 * unchanged sheet still lacks (an import killed before issue #11's fix lost them).
 */
export interface ImportReport {
  suppliers: { created: number; updated: number; unchanged: number };
  documents: Record<PublishOutcome['status'], number>;
  errors: RowError[];
}

const BATCH = 200;
const MAX_FILE_BYTES = 50 * 1024 * 1024;

export async function importCatalogue(
  deps: { pool: pg.Pool; storage: Storage; jobs: Pick<JobQueue, 'send'> | null },
  folder: string,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<ImportReport> {
  const report: ImportReport = {
    suppliers: { created: 0, updated: 0, unchanged: 0 },
    documents: { created: 0, revised: 0, updated: 0, unchanged: 0 },
    errors: [],
  };
  const suppliersFile = path.join(folder, 'suppliers.csv');
  const documentsFile = path.join(folder, 'documents.csv');
  if (!fs.existsSync(documentsFile) && !fs.existsSync(suppliersFile)) {
    throw new Error(`neither suppliers.csv nor documents.csv in ${folder}`);
  }

  // Both files are read before the database is touched: a file that cannot be read stops the import cleanly.
  const supplierCsv = await readCsv(suppliersFile, 'suppliers.csv');
  const documentCsv = await readCsv(documentsFile, 'documents.csv');
  report.errors.push(...supplierCsv.errors, ...documentCsv.errors);

  // Suppliers first, in one transaction: they are few, and documents refer to them.
  const client = await deps.pool.connect();
  const touched = new Set<number>();
  try {
    await client.query('BEGIN');
    for (const { line: supplierLine, values: raw } of supplierCsv.records) {
      const parsed = parseSupplierRow(raw, { file: 'suppliers.csv', line: supplierLine });
      if ('reason' in parsed) {
        report.errors.push(parsed);
        continue;
      }
      const existing = await client.query(
        `SELECT id, name, access_level, country, contact, migrated, redirect_url, member, customer_code_description, customer_code_help FROM suppliers WHERE code = $1`,
        [parsed.code],
      );
      const old = existing.rows[0];
      const contact = JSON.stringify(parsed.contact);
      const description = JSON.stringify(parsed.customerCodeDescription);
      const help = JSON.stringify(parsed.customerCodeHelp);
      // jsonb comes back with its keys reordered: compare the texts key by key.
      const sameTexts = (a: Record<string, string>, b: Record<string, string>) =>
        Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
      if (!old) {
        const row = await client.query(
          `INSERT INTO suppliers (code, name, slug, access_level, country, contact, migrated, redirect_url, member,
             customer_code_description, customer_code_help)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
          [
            parsed.code,
            parsed.name,
            parsed.slug,
            parsed.accessLevel,
            parsed.country,
            contact,
            parsed.migrated,
            parsed.redirectUrl,
            parsed.member,
            description,
            help,
          ],
        );
        touched.add(row.rows[0].id);
        report.suppliers.created++;
      } else if (
        old.name !== parsed.name ||
        old.access_level !== parsed.accessLevel ||
        old.country !== parsed.country ||
        JSON.stringify(old.contact) !== contact ||
        old.migrated !== parsed.migrated ||
        old.redirect_url !== parsed.redirectUrl ||
        old.member !== parsed.member ||
        !sameTexts(old.customer_code_description, parsed.customerCodeDescription) ||
        !sameTexts(old.customer_code_help, parsed.customerCodeHelp)
      ) {
        await client.query(
          `UPDATE suppliers SET name = $2, access_level = $3, country = $4, contact = $5, migrated = $6, redirect_url = $7,
             member = $8, customer_code_description = $9, customer_code_help = $10, updated_at = now() WHERE id = $1`,
          [old.id, parsed.name, parsed.accessLevel, parsed.country, contact, parsed.migrated, parsed.redirectUrl, parsed.member, description, help],
        );
        // A supplier turning private closes its public sheets; turning public opens its private ones (secret
        // ones stay secret; a mixed supplier keeps each sheet's setting). Sheets not in this import included.
        if (old.access_level !== parsed.accessLevel && parsed.accessLevel !== 'mixed') {
          const [from, to] = parsed.accessLevel === 'private' ? ['public', 'private'] : ['private', 'public'];
          const changed = await client.query(
            `UPDATE documents SET access = $3, last_update = now() WHERE supplier_id = $1 AND access = $2 AND deleted_at IS NULL`,
            [old.id, from, to],
          );
          if (changed.rowCount) touched.add(old.id);
        }
        report.suppliers.updated++;
      } else report.suppliers.unchanged++;
      const id = old?.id ?? (await client.query(`SELECT id FROM suppliers WHERE code = $1`, [parsed.code])).rows[0].id;
      for (const code of parsed.customerCodes) {
        await client.query(`INSERT INTO customer_codes (supplier_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, code]);
      }
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    client.release();
    throw error;
  }

  const documentRows = documentCsv.records;
  try {
    const suppliers = new Map<string, { id: number; level: 'public' | 'private' | 'mixed' }>(
      (await client.query(`SELECT id, code, access_level FROM suppliers`)).rows.map((r) => [r.code, { id: r.id, level: r.access_level }]),
    );
    for (let start = 0; start < documentRows.length; start += BATCH) {
      const batch: { row: DocumentRow; line: number; file: { key: string; size: number; pages: number | null; sha256: string; bytes: Buffer } | null }[] = [];
      // Validation and file reading happen outside the transaction.
      for (const { line, values: raw } of documentRows.slice(start, start + BATCH)) {
        const parsed = parseDocumentRow(raw, { file: 'documents.csv', line });
        if ('reason' in parsed) {
          report.errors.push(parsed);
          continue;
        }
        if (!suppliers.has(parsed.supplierCode)) {
          report.errors.push({ file: 'documents.csv', line, reason: `unknown supplier_code "${parsed.supplierCode}"` });
          continue;
        }
        let file = null;
        if (parsed.file) {
          const full = path.resolve(folder, parsed.file);
          if (!full.startsWith(path.resolve(folder) + path.sep) || !fs.existsSync(full)) {
            report.errors.push({ file: 'documents.csv', line, reason: `file not found: ${parsed.file}` });
            continue;
          }
          const stat = await fsp.stat(full);
          if (stat.size > MAX_FILE_BYTES) {
            report.errors.push({ file: 'documents.csv', line, reason: `file larger than 50 MB: ${parsed.file}` });
            continue;
          }
          const bytes = await fsp.readFile(full);
          if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
            report.errors.push({ file: 'documents.csv', line, reason: `not a PDF file: ${parsed.file}` });
            continue;
          }
          const sha256 = sha256Hex(bytes);
          const pages = (bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length || null;
          file = { key: fileKeyFor(sha256), size: bytes.length, pages, sha256, bytes };
        }
        batch.push({ row: parsed, line, file });
      }
      await client.query('BEGIN');
      try {
        for (const item of batch) {
          const supplier = suppliers.get(item.row.supplierCode)!;
          // Content-addressed: an unchanged file is never written twice; a stored copy that is missing, short or
          // changed (size, then SHA-256) is written again.
          if (item.file && !(await storedCopyIntact(deps.storage, item.file))) {
            await deps.storage.put(item.file.key, item.file.bytes, 'application/pdf');
          }
          await client.query('SAVEPOINT sheet');
          try {
            const outcome = await publishSheet(client, {
              ...item.row,
              supplierId: supplier.id,
              access: effectiveAccess(supplier.level, item.row.access),
              file: item.file ? { key: item.file.key, size: item.file.size, pages: item.file.pages, sha256: item.file.sha256 } : null,
            });
            // The jobs go into the same transaction as the sheet (pg-boss sends through this connection): a kill
            // after the commit can no longer leave a sheet that is never read or a revision never mailed.
            if (deps.jobs) for (const job of outcome.jobs) await deps.jobs.send(job.name, job.data, { singletonKey: jobKey(job), connection: client });
            await client.query('RELEASE SAVEPOINT sheet');
            report.documents[outcome.status]++;
            if (outcome.status !== 'unchanged') touched.add(supplier.id);
          } catch (error) {
            await client.query('ROLLBACK TO SAVEPOINT sheet');
            report.errors.push({ file: 'documents.csv', line: item.line, reason: (error as Error).message });
          }
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      onProgress(Math.min(start + BATCH, documentRows.length), documentRows.length);
    }
    if (touched.size > 0) await refreshCatalogueStats(client, [...touched]);
  } finally {
    client.release();
  }
  // Errors in file order (suppliers.csv, then documents.csv), by line.
  const fileOrder = (e: RowError) => (e.file === 'suppliers.csv' ? 0 : 1);
  report.errors.sort((a, b) => fileOrder(a) - fileOrder(b) || a.line - b.line);
  return report;
}

/** Whether the stored file under a key is the one expected: same size, then same SHA-256. */
async function storedCopyIntact(storage: Storage, file: { key: string; size: number; sha256: string }): Promise<boolean> {
  const size = await storage.size(file.key).catch(() => null);
  if (size !== file.size) return false;
  try {
    return sha256Hex(await storage.get(file.key)) === file.sha256;
  } catch {
    return false;
  }
}
