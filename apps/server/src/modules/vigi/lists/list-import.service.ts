import crypto from 'node:crypto';
import { isValidCas, isValidEc, LIST_PREVIEW_MAX, type ListChange, type VigiListCode } from '@openfds/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Db } from '../../../db/database.ts';
import { IMPORTERS } from './importers/index.ts';
import type { ParsedEntry, ParsedList } from './importers/parsed-list.ts';
import {
  currentVersionMeta,
  insertEntries,
  insertMatchKeys,
  insertVersion,
  lockList,
  recordChanges,
  setCurrentVersion,
  versionChanges,
} from './lists.repository.ts';

export interface ImportResult {
  list: VigiListCode;
  versionId: number;
  /** True when the file is the list's current version already: nothing was stored. */
  unchanged: boolean;
  entryCount: number;
  entered: number | null;
  left: number | null;
  changed: number | null;
  warnings: string[];
  /** The file's SHA-256 (the preview's, to be given back when applying it). */
  checksum?: string;
  /** With `dryRun`: the entries that would enter, leave or change (at most LIST_PREVIEW_MAX). */
  preview?: ListChange[];
}

/** Thrown to roll a preview's transaction back with its answer. */
class PreviewDone extends Error {
  constructor(readonly result: ImportResult) {
    super('list import preview');
  }
}

export interface ImportOptions {
  /**
   * Preview (issue #26): the version is stored, compared and read back in a transaction that is then rolled back,
   * so the answer says what would enter, leave and change (`preview`) and nothing is kept.
   */
  dryRun?: boolean;
  /** Called in the import's transaction once the version is stored (the back office's audit row). */
  onStored?: (trx: Transaction<Database>, result: ImportResult) => Promise<void>;
  fileName?: string | null;
  source?: string | null;
  label?: string | null;
  publicationDate?: string | null;
  importedBy?: number | null;
}

/** Parses a file with its list's importer, then stores it as a new version (see storeListVersion). */
export async function importListFile(db: Db, list: VigiListCode, data: Buffer, options: ImportOptions = {}): Promise<ImportResult> {
  const parsed = await IMPORTERS[list].parse(data);
  const checksum = checksumOf(data);
  return { ...(await storeListVersion(db, list, parsed, checksum, options)), checksum };
}

export function checksumOf(data: Buffer): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

/**
 * Stores a parsed list as a new version in one transaction: the entries, the identifiers and name rules they
 * are matched by, and what entered, left and changed since the current version, which stays stored. The new
 * version becomes the list's current one. Importing the current file again changes nothing.
 */
export async function storeListVersion(db: Db, list: VigiListCode, parsed: ParsedList, checksum: string, options: ImportOptions = {}): Promise<ImportResult> {
  if (options.dryRun) {
    return storeListVersion(db, list, parsed, checksum, { ...options, dryRun: false, onStored: previewThenRollBack }).catch((error: unknown) => {
      if (error instanceof PreviewDone) return error.result;
      throw error;
    });
  }
  return db.transaction().execute(async (trx) => {
    // One import per list at a time: the lock is released with the transaction.
    await lockList(trx, list);
    const meta = await currentVersionMeta(trx, list);
    if (meta.current_version_id && meta.checksum === checksum) {
      if (options.onStored === previewThenRollBack) {
        return {
          list,
          versionId: meta.current_version_id,
          unchanged: true,
          entryCount: meta.entry_count ?? 0,
          entered: 0,
          left: 0,
          changed: 0,
          warnings: parsed.warnings,
          preview: [],
        };
      }
      return {
        list,
        versionId: meta.current_version_id,
        unchanged: true,
        entryCount: meta.entry_count ?? 0,
        entered: 0,
        left: 0,
        changed: 0,
        warnings: parsed.warnings,
      };
    }
    const versionId = await insertVersion(trx, {
      list_code: list,
      // Named by its publication (an act such as "ATP 23 (Regulation (EU) 2025/1222)", else its date), never by
      // the file it came in: file names are the exporter's ("restriction-list-export.xlsx"), not the list's.
      label: options.label ?? parsed.label ?? options.publicationDate ?? parsed.publicationDate ?? new Date().toISOString().slice(0, 10),
      source: options.source ?? meta.source_name,
      publication_date: options.publicationDate ?? parsed.publicationDate,
      checksum,
      file_name: options.fileName ?? null,
      entry_count: parsed.entries.length,
      previous_version_id: meta.current_version_id,
      imported_by: options.importedBy ?? null,
    });
    await insertEntries(
      trx,
      versionId,
      parsed.entries.map((e) => entryRow(e)),
    );
    await insertMatchKeys(trx, versionId);

    let entered: number | null = null;
    let left: number | null = null;
    let changed: number | null = null;
    if (meta.current_version_id) {
      ({ entered, left, changed } = await recordChanges(trx, versionId, meta.current_version_id));
    }
    await setCurrentVersion(trx, list, versionId);
    const result = { list, versionId, unchanged: false, entryCount: parsed.entries.length, entered, left, changed, warnings: parsed.warnings };
    await options.onStored?.(trx, result);
    return result;
  });
}

/** A preview's end: reads what entered, left and changed, then rolls the whole import back with that answer. */
async function previewThenRollBack(trx: Transaction<Database>, result: ImportResult): Promise<void> {
  const preview = await versionChanges(trx, result.versionId, LIST_PREVIEW_MAX);
  // A first version has no previous one to compare with: everything enters.
  const entered = result.entered ?? result.entryCount;
  throw new PreviewDone({ ...result, versionId: 0, entered, left: result.left ?? 0, changed: result.changed ?? 0, preview });
}

function entryRow(e: ParsedEntry) {
  const details = { ...e.details, other_cas: e.otherCas.length ? e.otherCas : undefined, other_ec: e.otherEc.length ? e.otherEc : undefined };
  const content = {
    name: e.name,
    cas: e.cas,
    ec: e.ec,
    index_number: e.indexNumber,
    entry_number: e.entryNumber,
    reason: e.reason,
    classification: e.classification,
    inclusion_date: e.inclusionDate,
    latest_application_date: e.latestApplicationDate,
    sunset_date: e.sunsetDate,
    conditions: e.conditions,
    group_rule: e.groupRule,
    details,
  };
  return {
    entry_key: e.entryKey,
    ...content,
    cas_valid: e.cas ? isValidCas(e.cas) : null,
    ec_valid: e.ec ? isValidEc(e.ec) : null,
    content_hash: crypto.createHash('sha256').update(JSON.stringify(content)).digest('hex'),
  };
}
