import type { Db } from '../../../db/database.ts';
import { importTableA, TableAFileError } from './table-a-store.ts';

/** The list code `npm run lists:import` takes for ADR Table A. */
export const ADR_TABLE_A_LIST = 'adr_table_a';

/** `npm run lists:import -- adr_table_a ADR25_csv.txt`: imports and says what happened; answers the exit code. */
export async function importAdrTableA(db: Db, data: Buffer, options: { fileName: string; edition: string | null }): Promise<number> {
  try {
    const result = await importTableA(db, data, options);
    if (result.unchanged) console.log(`${ADR_TABLE_A_LIST}: this file is the current version already (version ${result.versionId}), nothing changed`);
    else console.log(`${ADR_TABLE_A_LIST}: version ${result.versionId} (${result.edition}) is current, ${result.rowCount} rows, ${result.skipped} left out`);
    return 0;
  } catch (error) {
    if (!(error instanceof TableAFileError)) throw error;
    console.error(`${ADR_TABLE_A_LIST}: ${error.message}`);
    for (const e of error.errors.slice(0, 50)) console.error(`  line ${e.line}: ${e.message}`);
    return 1;
  }
}
