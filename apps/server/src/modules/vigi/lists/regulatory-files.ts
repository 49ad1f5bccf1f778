import fs from 'node:fs';
import path from 'node:path';
import type { VigiListCode } from '@openfds/contract';
import { REPO_ROOT } from '../../../config.ts';

/** The lists whose public files ship with the repository (apps/server/data/regulatory), and their file. */
export const SHIPPED_LIST_FILES: Partial<Record<VigiListCode, string>> = {
  candidate_list: 'svhc-candidate-list.csv',
  annex_xiv: 'reach-annex-xiv.csv',
  annex_xvii: 'reach-annex-xvii.csv',
  clp_annex_vi: 'clp-annex-vi-atp17-en.xlsx',
  cmr: 'clp-annex-vi-atp17-en.xlsx',
  iarc: 'iarc-monographs.tsv',
};

export const SHIPPED_DIR = path.join(REPO_ROOT, 'apps/server/data/regulatory');
/** The shared reference data next to the repository (present in CI). */
export const SHARED_DIR = path.resolve(REPO_ROOT, '../shared/data/regulatory');

/** Where a list's file is: the shared folder when present, else the repository's copy. */
export function regulatoryFile(list: VigiListCode): string | null {
  const name = SHIPPED_LIST_FILES[list];
  if (!name) return null;
  for (const dir of [SHARED_DIR, SHIPPED_DIR]) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return file;
  }
  return null;
}
