import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (packages/sds/src/accuracy -> four levels up). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The shared data folder, for tests and benchmarks: OPENFDS_SHARED_DIR when set, else ../shared beside the
 * repository (CI, the main checkout), else ../../shared (a git worktree one level deeper, wt/<branch>).
 * Missing data is an error with a clear message, never a reason to skip.
 */
export function sharedDir(): string {
  const candidates = [process.env.OPENFDS_SHARED_DIR, join(REPO_ROOT, '..', 'shared'), join(REPO_ROOT, '..', '..', 'shared')].filter((c): c is string =>
    Boolean(c),
  );
  const found = candidates.find((c) => existsSync(join(c, 'data', 'sds-corpus')));
  if (!found) {
    throw new Error(
      `shared data not found (looked in ${candidates.join(', ')}): put the shared folder beside the repository (../shared) or set OPENFDS_SHARED_DIR`,
    );
  }
  return found;
}

/** ../shared/data/sds-corpus/en: the 206 real sheets. */
export function corpusEnDir(): string {
  return join(sharedDir(), 'data', 'sds-corpus', 'en');
}
