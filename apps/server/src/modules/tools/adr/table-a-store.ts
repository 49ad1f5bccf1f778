import crypto from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import { parseBamTableA } from './bam-table-a.ts';
import { TABLE_A_META, TABLE_A_SAMPLE, type TableARow } from './table-a-sample.ts';
import * as repo from './table-a.repository.ts';

/** What every Quick-ADR answer says of the table it used (`table`). */
export interface TableAMeta {
  code: string;
  edition: string;
  /** True when the answer rests on the shipped sample, not an imported table. */
  sample: boolean;
  source: string;
  licence: string;
  imported: string;
  /** The attribution dl-de/by-2-0 asks for, when a BAM import is current. */
  attribution: string | null;
}

export const BAM_SOURCE = 'Bundesanstalt für Materialforschung und -prüfung (BAM), Datenbank GEFAHRGUT';
export const BAM_LICENCE = 'Datenlizenz Deutschland – Namensnennung – Version 2.0 (dl-de/by-2-0), https://www.govdata.de/dl-de/by-2-0';

export const SAMPLE_META: TableAMeta = { ...TABLE_A_META, attribution: null };

/** The table Quick-ADR computes on: the current imported version, or the shipped sample when none was imported. */
export interface CurrentTableA {
  rows: TableARow[];
  meta: TableAMeta;
}

// The rows of the current version, kept in memory per database and version id: a request reads one id, not ~3,000 rows.
const cache = new WeakMap<Db, { versionId: number; table: CurrentTableA }>();

export async function currentTableA(db: Db): Promise<CurrentTableA> {
  const version = await repo.currentVersion(db);
  if (!version) return { rows: TABLE_A_SAMPLE, meta: SAMPLE_META };
  const cached = cache.get(db);
  if (cached?.versionId === version.id) return cached.table;
  const table = { rows: await repo.rowsOf(db, version.id), meta: metaOf(version) };
  cache.set(db, { versionId: version.id, table });
  return table;
}

function metaOf(version: repo.TableAVersion): TableAMeta {
  const date = version.imported_at.toISOString().slice(0, 10);
  return {
    code: TABLE_A_META.code,
    edition: version.edition,
    sample: false,
    source: version.source,
    licence: version.licence,
    imported: date,
    // dl-de/by-2-0: name the provider, the licence and the data set, and say that the data were changed (the
    // columns Quick-ADR does not use are left out, names and specifications joined).
    attribution:
      `${BAM_SOURCE}, ${version.edition} (${version.file_name ?? 'CSV export'}, imported ${date}); ` +
      'licence dl-de/by-2-0; columns selected and joined by OpenFDS',
  };
}

export class TableAFileError extends Error {
  constructor(readonly errors: { line: number; message: string }[]) {
    super(`ADR Table A file refused: ${errors.length} line(s) in error, nothing stored`);
  }
}

export interface TableAImportResult {
  versionId: number;
  /** True when this file is the current version already: nothing changed. */
  unchanged: boolean;
  rowCount: number;
  skipped: number;
  edition: string;
}

/** "ADR25_csv.txt" -> "ADR 2025": the export's file name says its edition. */
export function editionOf(fileName: string | null): string | null {
  const m = fileName?.match(/ADR[ _-]?(\d{2})(?!\d)/i);
  return m ? `ADR 20${m[1]}` : null;
}

/**
 * Imports a BAM ADR export as a new version of Table A and makes it current, in one transaction: a file with a line
 * in error stores nothing (every such line is listed); the current file again changes nothing; a file imported
 * before becomes current again.
 */
export async function importTableA(db: Db, data: Buffer, options: { fileName?: string | null; edition?: string | null } = {}): Promise<TableAImportResult> {
  const parsed = parseBamTableA(data);
  if (parsed.errors.length > 0) throw new TableAFileError(parsed.errors);
  if (parsed.rows.length === 0) throw new TableAFileError([{ line: 1, message: 'no rows' }]);
  const checksum = crypto.createHash('sha256').update(data).digest('hex');
  const fileName = options.fileName ?? null;
  const edition = options.edition ?? editionOf(fileName) ?? 'ADR';
  return db.transaction().execute(async (trx) => {
    await repo.lockTable(trx);
    const known = await repo.versionByChecksum(trx, checksum);
    const current = await repo.currentVersion(trx);
    if (known && current?.id === known.id) {
      return { versionId: known.id, unchanged: true, rowCount: known.row_count, skipped: parsed.skipped, edition: known.edition };
    }
    const versionId =
      known?.id ?? (await repo.insertVersion(trx, { edition, source: BAM_SOURCE, licence: BAM_LICENCE, checksum, file_name: fileName, rows: parsed.rows }));
    await repo.makeCurrent(trx, versionId);
    return { versionId, unchanged: false, rowCount: parsed.rows.length, skipped: parsed.skipped, edition: known?.edition ?? edition };
  });
}
