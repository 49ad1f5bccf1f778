import fs from 'node:fs';
import path from 'node:path';
import type { VigiListCode } from '@openfds/contract';
import type { Seeder } from '../../../seed/index.ts';
import { ANNEX_II_REFRESH_JOB } from '../../../catalogue/sheet-jobs.ts';
import { importListFile } from './list-import.service.ts';
import { currentVersionFile } from './lists.repository.ts';
import { rematchList } from '../matching/matching.repository.ts';
import { regulatoryFile, SHIPPED_LIST_FILES, SUPERSEDED_SHIPPED_FILES } from './regulatory-files.ts';

/**
 * Loads every list whose file ships and that has no version yet, or whose current version came from a file an
 * earlier release shipped (idempotent: a list an admin loaded is left alone). Seconds, not minutes: 19 s for the
 * seven lists on a fresh database on the shared two-core machine at a load average of 24 (CLP Annex VI ships as a
 * CSV, which reads faster than its workbook; it is read twice, for clp_annex_vi and cmr).
 */
export const vigiListsSeeder: Seeder = {
  name: 'vigi-lists',
  async run(ctx, log) {
    for (const list of Object.keys(SHIPPED_LIST_FILES) as VigiListCode[]) {
      const current = await currentVersionFile(ctx.db, list);
      if (current && !SUPERSEDED_SHIPPED_FILES.includes(current.file_name ?? '')) continue;
      const file = regulatoryFile(list);
      if (!file) {
        log(`${list}: no file available, left ${current ? 'as it is' : 'not loaded'}`);
        continue;
      }
      const result = await importListFile(ctx.db, list, fs.readFileSync(file), { fileName: path.basename(file) });
      const matches = await rematchList(ctx.db, list);
      // Readings stored before the list was loaded (a file added later) get their Annex II list findings too.
      if (list === 'candidate_list' && !result.unchanged)
        await ctx.jobs.send(ANNEX_II_REFRESH_JOB, { versionId: result.versionId }, { singletonKey: ANNEX_II_REFRESH_JOB });
      log(`${list}: ${result.entryCount} entries loaded from ${path.basename(file)}, ${matches} matches`);
    }
  },
};
