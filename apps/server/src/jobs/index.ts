import type { AppContext } from '../context.ts';
import { extractJob } from '../modules/extraction/extraction.job.ts';
import type { JobDefinition } from './queue.ts';
import { vigiJobDefinitions } from '../modules/vigi/vigi.jobs.ts';
import { safeboxJobDefinitions } from '../modules/safebox/index.ts';
import { updateMailsJob } from '../modules/consultations/update-mails.job.ts';

/** Every background job of the platform. Each feature adds its definitions here. */
export function jobDefinitions(ctx: Omit<AppContext, 'jobs'>): JobDefinition<any>[] {
  return [updateMailsJob(ctx), extractJob(ctx), ...vigiJobDefinitions(ctx), ...safeboxJobDefinitions(ctx)];
}
