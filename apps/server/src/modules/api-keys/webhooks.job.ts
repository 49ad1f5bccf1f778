import crypto from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER } from '@openfds/contract';
import { SHEET_WEBHOOKS_JOB } from '../../catalogue/sheet-jobs.ts';
import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { webhookKeysOf } from './api-keys.repository.ts';
import { publishedSheet } from './webhooks.repository.ts';

export { SHEET_WEBHOOKS_JOB };

/** Retried by pg-boss with a growing delay (1 min, 2, 4...) when a receiver fails or cannot be reached. */
export const SHEET_WEBHOOKS_QUEUE = { policy: 'stately' as const, expireInSeconds: 300, retryLimit: 8, retryDelay: 60 };
const TIMEOUT_MS = 10_000;

/** The HMAC-SHA256 of a body with a webhook's secret, as sent in the signature header. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * POSTs a publication to every webhook of the supplier's keys (issue #27): 'sheet.published', and 'sheet.superseded'
 * for the sheet it replaced. Each body is signed (WEBHOOK_SIGNATURE_HEADER) and carries a stable `id`, so a receiver
 * can drop a repeat: a failed POST fails the job after the others were tried, and the retry posts them all again.
 */
export function sheetWebhooksJob(ctx: Omit<AppContext, 'jobs'>): JobDefinition<{ documentId: number }> {
  return {
    name: SHEET_WEBHOOKS_JOB,
    queue: SHEET_WEBHOOKS_QUEUE,
    async handle({ documentId }) {
      const sheet = await publishedSheet(ctx.db, documentId);
      if (!sheet) return;
      const keys = await webhookKeysOf(ctx.db, sheet.supplier_id);
      const at = ctx.clock.now().toISOString();
      const sheetData = {
        document_code: sheet.iddc,
        supplier_code: sheet.supplier_code,
        product_name: sheet.product_name,
        product_code: sheet.product_code,
        language: sheet.language,
        ean: sheet.ean,
        revision_date: sheet.revision_date,
        sha256: sheet.file_sha256,
        url: `${ctx.config.publicUrl}/api/v1/documents/${sheet.iddc}`,
      };
      const events = [
        { id: `${sheet.iddc}:published`, type: 'sheet.published', created_at: at, data: { ...sheetData, supersedes: sheet.superseded_iddc } },
        ...(sheet.superseded_iddc
          ? [
              {
                id: `${sheet.superseded_iddc}:superseded`,
                type: 'sheet.superseded',
                created_at: at,
                data: { document_code: sheet.superseded_iddc, superseded_by: sheet.iddc },
              },
            ]
          : []),
      ];
      let failure: Error | null = null;
      for (const key of keys) {
        for (const event of events) {
          const body = JSON.stringify(event);
          try {
            const res = await fetch(key.webhook_url!, {
              method: 'POST',
              headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(key.webhook_secret!, body) },
              body,
              signal: AbortSignal.timeout(TIMEOUT_MS),
              redirect: 'manual',
            });
            if (!res.ok) failure ??= new Error(`webhook of key ${key.id} answered ${res.status}`);
          } catch (error) {
            failure ??= new Error(`webhook of key ${key.id} unreachable`, { cause: error });
          }
        }
      }
      if (failure) throw failure;
    },
  };
}
