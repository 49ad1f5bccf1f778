import fs from 'node:fs';
import path from 'node:path';
import type { VigiListCode } from '@openfds/contract';
import { REPO_ROOT } from '../../../config.ts';

/**
 * The lists whose public files ship with the repository (apps/server/data/regulatory, each listed with its
 * source, version and licence in DATA-NOTICE.md), and their file. ECHA's exports are shipped unmodified; CLP
 * Annex VI is our CSV of the legal table (scripts/clp-annex-vi-csv.ts says why). Not shipped: the
 * recommendation CSV format's other sources and vlep_fr (the only French limits at hand are the outdated 2012
 * text, not to be shown as current).
 */
export const SHIPPED_LIST_FILES: Partial<Record<VigiListCode, string>> = {
  candidate_list: 'echa-candidate-list-2026-02-22.xlsx',
  annex_xiv: 'reach-annex-xiv.csv',
  annex_xvii: 'echa-restriction-list-2026-02-22.xlsx',
  authorisation_recommendations: 'echa-authorisation-process-2026-04.xlsx',
  clp_annex_vi: 'clp-annex-vi-atp23.csv',
  cmr: 'clp-annex-vi-atp23.csv',
  iarc: 'iarc-monographs.tsv',
};

/**
 * Files earlier releases shipped and loaded on start (partial 2025 snapshots, CLP ATP 17). A database whose
 * current version of a list came from one of them gets the newer shipped file on its next start.
 */
export const SUPERSEDED_SHIPPED_FILES = ['svhc-candidate-list.csv', 'reach-annex-xvii.csv', 'clp-annex-vi-atp17-en.xlsx'];

export const SHIPPED_DIR = path.join(REPO_ROOT, 'apps/server/data/regulatory');

/** The repository's file of a list, or null when none ships. */
export function regulatoryFile(list: VigiListCode): string | null {
  const name = SHIPPED_LIST_FILES[list];
  if (!name) return null;
  const file = path.join(SHIPPED_DIR, name);
  return fs.existsSync(file) ? file : null;
}
