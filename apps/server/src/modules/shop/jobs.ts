import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { createPaymentProvider } from '../../payments/index.ts';
import { INVOICE_JOB, handleInvoiceJob, type InvoiceJobData } from './invoicing.ts';
import { REFUND_JOB, handleRefundJob, type RefundJobData } from './payment-outcome.ts';

/** The shop's background work, queued in the transactions that need it (issue #29): invoice files and mails, refunds. */
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
  ];
}
