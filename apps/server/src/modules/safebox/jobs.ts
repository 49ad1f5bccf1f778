import { isInterfaceLanguage } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { renderMail } from '../../mail/render-mail.ts';
import { digestMail } from './contract-texts.ts';
import { depositForMembers } from './deposits.ts';
import { dailyRound, type SafeboxContext } from './service.ts';

export const SAFEBOX_DEPOSIT_JOB = 'safebox.deposit';
export const SAFEBOX_DAILY_JOB = 'safebox.daily';

/**
 * SafeBox background work (pg-boss schedules): the deposit sweep every 10 minutes, and once a day (06:00 UTC)
 * the reminders, the lapse of requests past their deadline and the deposit digest mails.
 */
export function safeboxJobDefinitions(ctx: Omit<AppContext, 'jobs'>): JobDefinition<object>[] {
  return [
    { name: SAFEBOX_DEPOSIT_JOB, schedule: '*/10 * * * *', handle: async () => void (await depositForMembers(ctx.db)) },
    {
      name: SAFEBOX_DAILY_JOB,
      schedule: '0 6 * * *',
      handle: async () => {
        await dailyRound(ctx);
        await sendDigests(ctx);
      },
    },
  ];
}

/** One mail per member listing the sheets deposited since the last digest; each deposit is mailed once. */
export async function sendDigests(ctx: SafeboxContext): Promise<number> {
  const users = await ctx.db.selectFrom('safebox_deposits').select('user_id').distinct().where('mailed_at', 'is', null).execute();
  let sent = 0;
  for (const { user_id } of users) {
    await ctx.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').selectAll().where('id', '=', user_id).executeTakeFirst();
      const rows = await trx
        .selectFrom('safebox_deposits as d')
        .innerJoin('documents as doc', 'doc.id', 'd.document_id')
        .innerJoin('suppliers as s', 's.id', 'doc.supplier_id')
        .select(['d.document_id', 'doc.product_name', 's.name as supplier_name', 'doc.iddc'])
        .where('d.user_id', '=', user_id)
        .where('d.mailed_at', 'is', null)
        .orderBy('d.deposited_at')
        .forUpdate()
        .execute();
      if (!user || rows.length === 0) return;
      await trx.updateTable('safebox_deposits').set({ mailed_at: new Date() }).where('user_id', '=', user_id).where('mailed_at', 'is', null).execute();
      const language = isInterfaceLanguage(user.language) ? user.language : 'fr';
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
