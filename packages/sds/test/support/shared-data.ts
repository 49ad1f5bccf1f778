import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (packages/sds/test/support -> four levels up). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The shared data folder: ../shared beside the repository (as in CI), or OPENFDS_SHARED_DIR when a working copy
 * lives elsewhere. Missing data is an error, never a reason to skip.
 */
export function sharedDir(): string {
  const dir = process.env.OPENFDS_SHARED_DIR ?? join(REPO_ROOT, '..', 'shared');
  if (!existsSync(join(dir, 'data'))) {
    throw new Error(`shared data not found at ${dir}: put the shared folder beside the repository (../shared) or set OPENFDS_SHARED_DIR`);
  }
  return dir;
}

export function corpusDir(): string {
  const dir = join(sharedDir(), 'data', 'sds-corpus');
  if (!existsSync(dir)) throw new Error(`SDS corpus missing: expected ${dir}`);
  return dir;
}
