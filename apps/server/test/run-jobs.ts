import { jobDefinitions } from '../src/jobs/index.ts';
import type { TestContext } from './context.ts';

/**
 * Runs the jobs a test's calls queued (recorded in `t.sentJobs`) with the platform's real handlers, in order, until
 * none of `names` is left: what pg-boss does after the commit, without waiting for its polling. Jobs of other
 * names stay queued.
 */
export async function runQueuedJobs(t: TestContext, names: string[]): Promise<number> {
  const definitions = new Map(jobDefinitions(t).map((d) => [d.name, d]));
  let ran = 0;
  for (let i = 0; i < t.sentJobs.length; i++) {
    const job = t.sentJobs[i];
    if (!names.includes(job.name)) continue;
    const definition = definitions.get(job.name);
    if (!definition) throw new Error(`no handler for job ${job.name}`);
    t.sentJobs.splice(i, 1);
    i--;
    await definition.handle(job.data);
    ran++;
  }
  return ran;
}
