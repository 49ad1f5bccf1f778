import type { AppContext } from '../../../context.ts';
import type { JobDefinition } from '../../../jobs/queue.ts';
import { renderCreditNotePdf } from '../../shop/index.ts';

/** Renders a refund's credit note PDF after the refund's transaction committed (queued on its connection). */
export const CREDIT_NOTE_PDF_JOB = 'back-office.credit-note-pdf';

export interface CreditNotePdfJobData {
  invoiceId: number;
}

export function creditNotePdfJob(ctx: Pick<AppContext, 'db' | 'config' | 'mailer' | 'storage'>): JobDefinition<CreditNotePdfJobData> {
  return {
    name: CREDIT_NOTE_PDF_JOB,
    queue: { retryLimit: 5, retryDelay: 30 },
    async handle(data) {
      await renderCreditNotePdf(ctx, data.invoiceId);
    },
  };
}
