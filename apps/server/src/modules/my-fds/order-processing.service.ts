import { isInterfaceLanguage, readingStateOf, type OrderProcessing } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { renderMail } from '../../mail/render-mail.ts';
import { orderProcessedMail } from './order-processing-mail.ts';
import * as repo from './order-processing.repository.ts';
import type { SpaceOwner } from './service.ts';

/**
 * A paid order's processing (issue #23): which sheets its credits went to and how far their reading is, for the
 * payment confirmation page, my-FDS and SafeBox; and the mail once they are all processed.
 */

/** How many sheets a reply lists; the counts cover every sheet of the order. */
const LISTED = 500;
/** Orders paid longer ago than this are no longer watched for their processed mail. */
const MAIL_WINDOW_DAYS = 7;
export const ORDER_PROCESSED_JOB = 'myfds.order-processed';

export async function orderProcessing(ctx: Pick<AppContext, 'db'>, owner: SpaceOwner, orderId: number): Promise<OrderProcessing> {
  const order = await repo.paidOrderOf(ctx.db, owner.userId, orderId);
  if (!order) throw new AppError('notFound');
  const sheets = (await repo.orderSheets(ctx.db, owner.userId, orderId)).map((s) => {
    const { state, problem } = readingStateOf(s.status, s.started, s.error);
    return { document_code: s.iddc, product_name: s.product_name, supplier_name: s.supplier_name, reading_state: state, reading_problem: problem };
  });
  const count = (pred: (s: (typeof sheets)[number]) => boolean) => sheets.filter(pred).length;
  const waiting = count((s) => s.reading_state === 'queued' || s.reading_state === 'being_read' || s.reading_state === 'not_read');
  return {
    order_id: order.id,
    reference: order.reference,
    paid_at: order.paid_at ? new Date(order.paid_at).toISOString() : null,
    safebox_opened: order.safebox_opened,
    sheet_count: sheets.length,
    read: count((s) => s.reading_state === 'read'),
    waiting,
    not_read: sheets.length - waiting - count((s) => s.reading_state === 'read'),
    done: waiting === 0,
    mailed_at: order.mailed_at ? new Date(order.mailed_at).toISOString() : null,
    sheets: sheets.slice(0, LISTED),
  };
}

/**
 * Sends the processed mail of every recently paid order whose sheets are all processed, once per order: the row is
 * claimed (committed) first, then the mail goes; a failed send is logged, not retried for ever.
 */
export async function mailProcessedOrders(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - MAIL_WINDOW_DAYS * 24 * 3600 * 1000);
  let sent = 0;
  for (const order of await repo.ordersProcessedUnmailed(ctx.db, since)) {
    if (!(await repo.claimProcessedMail(ctx.db, order.id, order.user_id))) continue;
    const user = await repo.mailRecipient(ctx.db, order.user_id);
    if (!user) continue;
    const language = isInterfaceLanguage(user.language) ? user.language : 'fr';
    const state = await orderProcessing(ctx, { userId: order.user_id, login: user.email, language, safebox: false }, order.id);
    const mail = renderMail(orderProcessedMail, language, {
      first_name: user.first_name ?? '',
      reference: state.reference ?? `#${order.id}`,
      read: state.read,
      count: state.sheet_count,
      failed: state.not_read,
      url: `${ctx.config.publicUrl}/${language}/my-fds?tab=orders`,
    });
    await ctx.mailer.send({ to: user.email, ...mail });
    sent += 1;
  }
  return sent;
}

/** Every minute: cheap (only recent unmailed orders are looked at), and the mail follows the last reading closely. */
export function orderProcessedJob(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>): JobDefinition<unknown> {
  return {
    name: ORDER_PROCESSED_JOB,
    schedule: '* * * * *',
    async handle() {
      await mailProcessedOrders(ctx);
    },
  };
}
