import type { DESK_SAFEBOX_STATES, SafeboxAdminItem, SafeboxStatus } from '@openfds/contract';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { recordStaffAction } from '../../audit/index.ts';
import { listSafeboxContracts, recordSafeboxPaperReceipt, resendSafeboxContract } from '../../safebox/index.ts';
import type { Staff } from '../staff.ts';
import * as repo from './safebox-desk.repository.ts';
import { withinTransaction } from './within-transaction.ts';

/**
 * SafeBox contracts on the desk (issue #26): SafeBox's own use cases (listed, paper copy recorded, resent), run inside
 * the desk's transaction with the audit row. The screen's states are SafeBox's statuses: pending = waiting for the
 * signed copy, received = signed, lapsed = deadline passed.
 */
export type SafeboxDeskContext = Pick<AppContext, 'db' | 'config' | 'storage' | 'mailer' | 'clock' | 'jobs'>;

const STATUS_OF = { pending: 'waiting', received: 'signed', lapsed: 'lapsed' } as const;

export async function listContracts(
  ctx: SafeboxDeskContext,
  state: (typeof DESK_SAFEBOX_STATES)[number] | undefined,
  limit: number,
): Promise<SafeboxAdminItem[]> {
  return listSafeboxContracts(ctx, state ? STATUS_OF[state] : undefined, limit);
}

async function contractOr404(db: repo.Executor, identifier: string) {
  const contract = await repo.contractState(db, identifier);
  if (!contract) throw new AppError('safeboxContractUnknown', { field: 'contract_identifier' });
  return contract;
}

/** Records the receipt of the signed paper copy: the member becomes active (users.safebox), audited. */
export async function recordReceipt(ctx: SafeboxDeskContext, staff: Staff, identifier: string): Promise<SafeboxStatus> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await contractOr404(trx, identifier);
    const status = await recordSafeboxPaperReceipt({ ...ctx, db: withinTransaction(trx) }, staff.id, identifier, ctx.clock.now());
    const after = await contractOr404(trx, identifier);
    await recordStaffAction(trx, {
      staff,
      at: ctx.clock.now(),
      action: 'safebox.receipt',
      targetType: 'safebox_contract',
      targetId: identifier,
      before: { status: before.status, member: before.safebox, login: before.login },
      after: { status: after.status, member: after.safebox, receipt: after.receipt },
    });
    return status;
  });
}

/** Mails the waiting contract again (SafeBox's resend limits apply), audited. */
export async function resend(ctx: SafeboxDeskContext, staff: Staff, identifier: string): Promise<SafeboxStatus> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await contractOr404(trx, identifier);
    if (before.status !== 'waiting') throw new AppError('safeboxContractUnknown', { field: 'contract_identifier' });
    const status = await resendSafeboxContract({ ...ctx, db: withinTransaction(trx) }, before.user_id, ctx.clock.now());
    const after = await contractOr404(trx, identifier);
    await recordStaffAction(trx, {
      staff,
      at: ctx.clock.now(),
      action: 'safebox.resend',
      targetType: 'safebox_contract',
      targetId: identifier,
      before: { sent_count: before.sent_count },
      after: { sent_count: after.sent_count },
    });
    return status;
  });
}
