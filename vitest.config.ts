import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Files that take minutes, started first so that the many short files fill the other worker meanwhile (a fresh CI
 * checkout has no duration cache, and the default order is by file size, which started the 3-minute scale-out probe
 * late and left the run waiting on it at the end).
 */
const LONG_FILES = ['apps/server/test/scale-out.test.ts', 'apps/server/test/fuzz.test.ts', 'apps/server/src/modules/session/session.test.ts'];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = LONG_FILES.findIndex((name) => spec.moduleId.endsWith(name));
      return at === -1 ? LONG_FILES.length : at;
    };
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map((x) => x.spec);
  }
}

// Unit and API tests of every package. Browser tests have their own config (e2e/vitest.config.ts).
// Every project runs in one pool of two workers (the machines have two cores): the packages' unit tests fill the
// gaps left by the API tests' waits instead of running before them.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web', 'tools'],
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
  },
});
