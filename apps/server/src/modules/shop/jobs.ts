import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { createPaymentProvider } from '../../payments/index.ts';
import { INVOICE_JOB, handleInvoiceJob, type InvoiceJobData } from './invoicing.ts';
import { REFUND_JOB, handleRefundJob, type RefundJobData } from './payment-outcome.ts';
import { CANCEL_INTENTS_JOB, handleCancelIntentsJob, type CancelIntentsJobData } from './pending-order.ts';

/** The shop's background work, queued in the transactions that need it (issue #29): invoice files and mails, refunds, the
 * other intents of a paid order cancelled. */
export function shopJobDefinitions(ctx: Omit<AppContext, 'jobs'>): JobDefinition<any>[] {
  return [
    {
      name: INVOICE_JOB,
      queue: { retryLimit: 8, retryDelay: 60 },
      handle: (data: InvoiceJobData) => handleInvoiceJob(ctx, data),
    } satisfies JobDefinition<InvoiceJobData>,
    {
      name: REFUND_JOB,
      queue: { retryLimit: 8, retryDelay: 300 },
      handle: (data: RefundJobData) => handleRefundJob(createPaymentProvider(ctx.config), data),
    } satisfies JobDefinition<RefundJobData>,
    {
      name: CANCEL_INTENTS_JOB,
      queue: { retryLimit: 8, retryDelay: 300 },
      handle: (data: CancelIntentsJobData) => handleCancelIntentsJob({ db: ctx.db, provider: createPaymentProvider(ctx.config) }, data),
    } satisfies JobDefinition<CancelIntentsJobData>,
  ];
}
