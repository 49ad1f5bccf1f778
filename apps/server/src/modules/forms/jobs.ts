import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { FORMS_MAIL_JOB, mailRequest, type FormsMailJobData } from './service.ts';

/** The forms' background work: mailing each stored request (retried by pg-boss when the SMTP server fails). */
export function formsJobDefinitions(ctx: Omit<AppContext, 'jobs'>): JobDefinition<FormsMailJobData>[] {
  return [
    {
      name: FORMS_MAIL_JOB,
      queue: { retryLimit: 5, retryDelay: 60 },
      handle: async (data) => void (await mailRequest(ctx, data.requestId)),
    },
  ];
}
