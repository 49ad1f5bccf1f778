import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { begin, commit, releaseSavepoint, rollback, rollbackToSavepoint, savepoint } from '../../db/pg-transaction.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Storage } from '../../storage/storage.ts';
import { refreshCatalogueStats } from '../catalogue-stats.repository.ts';
import { jobKey, publishSheet, type PublishOutcome } from '../sheet-publisher.ts';
import { fileKeyFor, sha256Hex } from '../sheet-file.ts';
import { effectiveAccess } from '../document-access.ts';
import { parseDocumentRow, parseSupplierRow, type DocumentRow, type RowError } from './import-rows.ts';
import { readCsv } from './read-csv.ts';
import {
  addCustomerCode,
  insertSupplier,
  storedSupplierByCode,
  supplierAccessLevels,
  supplierIdByCode,
  switchSheetsAccess,
  updateSupplier,
} from './supplier-import.repository.ts';

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
    await begin(client);
    for (const { line: supplierLine, values: raw } of supplierCsv.records) {
      const parsed = parseSupplierRow(raw, { file: 'suppliers.csv', line: supplierLine });
      if ('reason' in parsed) {
        report.errors.push(parsed);
        continue;
      }
      const old = await storedSupplierByCode(client, parsed.code);
      const contact = JSON.stringify(parsed.contact);
      const json = { contact, description: JSON.stringify(parsed.customerCodeDescription), help: JSON.stringify(parsed.customerCodeHelp) };
      // jsonb comes back with its keys reordered: compare the texts key by key.
      const sameTexts = (a: Record<string, string>, b: Record<string, string>) =>
        Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
      if (!old) {
        touched.add(await insertSupplier(client, parsed, json));
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
        await updateSupplier(client, old.id, parsed, json);
        // A supplier turning private closes its public sheets; turning public opens its private ones (secret
        // ones stay secret; a mixed supplier keeps each sheet's setting). Sheets not in this import included.
        if (old.access_level !== parsed.accessLevel && parsed.accessLevel !== 'mixed') {
          const [from, to] = parsed.accessLevel === 'private' ? ['public', 'private'] : ['private', 'public'];
          if (await switchSheetsAccess(client, old.id, from, to)) touched.add(old.id);
        }
        report.suppliers.updated++;
      } else report.suppliers.unchanged++;
      const id = old?.id ?? (await supplierIdByCode(client, parsed.code));
      for (const code of parsed.customerCodes) await addCustomerCode(client, id, code);
    }
    await commit(client);
  } catch (error) {
    await rollback(client);
    client.release();
    throw error;
  }

  const documentRows = documentCsv.records;
  try {
    const suppliers = new Map<string, { id: number; level: 'public' | 'private' | 'mixed' }>(
      (await supplierAccessLevels(client)).map((r) => [r.code, { id: r.id, level: r.access_level }]),
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
      await begin(client);
      try {
        for (const item of batch) {
          const supplier = suppliers.get(item.row.supplierCode)!;
          // Content-addressed: an unchanged file is never written twice; a stored copy that is missing, short or
          // changed (size, then SHA-256) is written again.
          if (item.file && !(await storedCopyIntact(deps.storage, item.file))) {
            await deps.storage.put(item.file.key, item.file.bytes, 'application/pdf');
          }
          await savepoint(client, 'sheet');
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
            await releaseSavepoint(client, 'sheet');
            report.documents[outcome.status]++;
            if (outcome.status !== 'unchanged') touched.add(supplier.id);
          } catch (error) {
            await rollbackToSavepoint(client, 'sheet');
            report.errors.push({ file: 'documents.csv', line: item.line, reason: (error as Error).message });
          }
        }
        await commit(client);
      } catch (error) {
        await rollback(client);
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
