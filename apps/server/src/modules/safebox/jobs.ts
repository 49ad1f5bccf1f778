import { languageOrFrench } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { renderMail } from '../../mail/render-mail.ts';
import { digestMail } from './contract-texts.ts';
import { depositForMembers } from './deposits.ts';
import * as repo from './repository.ts';
import { contractMailJob } from './contract-mail.ts';
import { dailyRound } from './service.ts';

export const SAFEBOX_DEPOSIT_JOB = 'safebox.deposit';
export const SAFEBOX_DAILY_JOB = 'safebox.daily';

/**
 * SafeBox background work (pg-boss schedules): the deposit sweep every 10 minutes, and once a day (06:00 UTC)
 * the reminders, the lapse of requests past their deadline and the deposit digest mails.
 */
export function safeboxJobDefinitions(ctx: Omit<AppContext, 'jobs'> & { jobs?: AppContext['jobs'] }): JobDefinition<any>[] {
  return [
    {
      name: SAFEBOX_DEPOSIT_JOB,
      schedule: '*/10 * * * *',
      handle: async () => {
        // The deposits' readings are queued: the queue is in the context once started (main.ts sets it after).
        if (!ctx.jobs) throw new Error('the SafeBox deposits need the job queue');
        await depositForMembers({ db: ctx.db, jobs: ctx.jobs });
      },
    },
    {
      name: SAFEBOX_DAILY_JOB,
      schedule: '0 6 * * *',
      handle: async () => {
        // The round queues reminder mails: the queue is in the context once started (main.ts sets it after).
        if (!ctx.jobs) throw new Error('the SafeBox daily round needs the job queue');
        await dailyRound({ ...ctx, jobs: ctx.jobs }, ctx.clock.now());
        await sendDigests(ctx);
      },
    },
    contractMailJob(ctx),
  ];
}

/** One mail per member listing the sheets deposited since the last digest; each deposit is mailed once. */
export async function sendDigests(ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>): Promise<number> {
  let sent = 0;
  for (const userId of await repo.usersWithUnmailedDeposits(ctx.db)) {
    await ctx.db.transaction().execute(async (trx) => {
      const user = await repo.findUser(trx, userId);
      const rows = await repo.unmailedDeposits(trx, userId);
      if (!user || rows.length === 0) return;
      await repo.markDepositsMailed(trx, userId, new Date());
      const language = languageOrFrench(user.language);
      const first = user.profile?.first_name;
      const mail = renderMail(digestMail, language, {
        first_name: typeof first === 'string' ? first : '',
        count: rows.length,
        list: rows.map((r) => `${r.product_name} (${r.supplier_name}, ${r.iddc})`).join(' • '),
        url: `${ctx.config.publicUrl}/${language}/my-fds`,
        support: ctx.config.supportEmail,
      });
      await ctx.mailer.send({ to: user.email, ...mail });
      sent++;
    });
  }
  return sent;
}
