import type { AppContext } from '../context.ts';
import { annexIIRefreshJob, extractJob } from '../modules/extraction/index.ts';
import type { JobDefinition } from './queue.ts';
import { vigiJobDefinitions } from '../modules/vigi/index.ts';
import { updateMailsJob } from '../modules/consultations/index.ts';
import { myFdsJobDefinitions } from '../modules/my-fds/index.ts';
import { safeboxJobDefinitions } from '../modules/safebox/index.ts';
import { formsJobDefinitions } from '../modules/forms/index.ts';
import { shopJobDefinitions } from '../modules/shop/index.ts';
import { supplierSpaceJobDefinitions } from '../modules/supplier-space/index.ts';
import { supplierSendsJob } from '../modules/supplier-deliveries/index.ts';
import { deskJobDefinitions } from '../modules/desk/index.ts';
import { sheetWebhooksJob } from '../modules/api-keys/index.ts';
import { creditNotePdfJob } from '../modules/admin-catalogue/index.ts';

/** Every background job of the platform. Each feature adds its definitions here. */
export function jobDefinitions(ctx: Omit<AppContext, 'jobs'>): JobDefinition<any>[] {
  return [
    updateMailsJob(ctx),
    extractJob(ctx),
    extractJob(ctx, 'user'),
    annexIIRefreshJob(ctx),
    ...vigiJobDefinitions(ctx),
    ...myFdsJobDefinitions(ctx),
    ...safeboxJobDefinitions(ctx),
    ...formsJobDefinitions(ctx),
    ...shopJobDefinitions(ctx),
    ...supplierSpaceJobDefinitions(ctx),
    supplierSendsJob(ctx),
    ...deskJobDefinitions(ctx),
    sheetWebhooksJob(ctx),
    creditNotePdfJob(ctx),
  ];
}
