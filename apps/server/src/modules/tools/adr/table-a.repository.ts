import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import type { TableARow } from './table-a-sample.ts';

type Executor = Db | Transaction<Database>;

export interface TableAVersion {
  id: number;
  edition: string;
  source: string;
  licence: string;
  checksum: string;
  file_name: string | null;
  row_count: number;
  imported_at: Date;
}

const VERSION_COLUMNS = ['id', 'edition', 'source', 'licence', 'checksum', 'file_name', 'row_count', 'imported_at'] as const;

export async function currentVersion(db: Executor): Promise<TableAVersion | null> {
  const row = await db.selectFrom('tool_adr_table_versions').select(VERSION_COLUMNS).where('is_current', '=', true).executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : null;
}

export async function versionByChecksum(db: Executor, checksum: string): Promise<TableAVersion | null> {
  const row = await db.selectFrom('tool_adr_table_versions').select(VERSION_COLUMNS).where('checksum', '=', checksum).executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : null;
}

export async function rowsOf(db: Executor, versionId: number): Promise<TableARow[]> {
  const rows = await db.selectFrom('tool_adr_table_rows').select('row').where('version_id', '=', versionId).orderBy('position').execute();
  return rows.map((r) => r.row as TableARow);
}

/** One import at a time (the lock ends with the transaction). */
export async function lockTable(trx: Transaction<Database>): Promise<void> {
  await trx.selectFrom('tool_adr_table_versions').select('id').forUpdate().execute();
}

export async function insertVersion(
  trx: Transaction<Database>,
  version: { edition: string; source: string; licence: string; checksum: string; file_name: string | null; rows: TableARow[] },
): Promise<number> {
  const { id } = await trx
    .insertInto('tool_adr_table_versions')
    .values({
      edition: version.edition,
      source: version.source,
      licence: version.licence,
      checksum: version.checksum,
      file_name: version.file_name,
      row_count: version.rows.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const versionId = Number(id);
  // In chunks: a full table is ~3,000 rows, far under PostgreSQL's parameter limit per chunk of 1,000.
  for (let i = 0; i < version.rows.length; i += 1000) {
    const chunk = version.rows.slice(i, i + 1000);
    await trx
      .insertInto('tool_adr_table_rows')
      .values(chunk.map((row, j) => ({ version_id: versionId, position: i + j, un: row.un, row: JSON.stringify(row) })))
      .execute();
  }
  return versionId;
}

export async function makeCurrent(trx: Transaction<Database>, versionId: number): Promise<void> {
  await trx.updateTable('tool_adr_table_versions').set({ is_current: false }).where('is_current', '=', true).execute();
  await trx.updateTable('tool_adr_table_versions').set({ is_current: true }).where('id', '=', versionId).execute();
}
