import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { mailPremiumChecked, PREMIUM_CHECKED_JOB, type PremiumCheckedJobData } from './premium/premium.service.ts';
import { DESK_REPLY_JOB, mailReply, type DeskReplyJobData } from './requests/requests.service.ts';

/** The desk's mails, sent after the transaction that queued them (retried by pg-boss when the SMTP server fails). */
export function deskJobDefinitions(ctx: Omit<AppContext, 'jobs'>): JobDefinition<any>[] {
  const reply: JobDefinition<DeskReplyJobData> = {
    name: DESK_REPLY_JOB,
    queue: { retryLimit: 5, retryDelay: 60 },
    handle: async (data) => void (await mailReply(ctx, data.replyId)),
  };
  const premium: JobDefinition<PremiumCheckedJobData> = {
    name: PREMIUM_CHECKED_JOB,
    queue: { retryLimit: 5, retryDelay: 60 },
    handle: async (data) => void (await mailPremiumChecked(ctx, data)),
  };
  return [reply, premium];
}
