import { SUPPLIER_INVITATION_TTL_DAYS, type InterfaceLanguage, type SupplierMember, type SupplierRole } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError } from '../../errors/app-error.ts';
import { jobConnectionOf } from '../../catalogue/sheet-readings.repository.ts';
import { hashToken } from '../../plugins/session.ts';
import type { SessionUser } from '../../plugins/session.ts';
import * as repo from './members.repository.ts';
import { SUPPLIER_INVITATION_MAIL_JOB, unusableTokenHash } from './invitation-mail.ts';

/**
 * The supplier's staff (issue #27 "Supplier accounts"): a user belongs to at most one supplier; an administrator
 * of the platform (back office, permission supplierMembers.invite) or the organisation's own admin invites by
 * e-mail; the invited person accepts from the mailed link once logged in with that address (an account is created
 * first when there is none).
 */

export async function listMembers(ctx: AppContext, supplierId: number): Promise<SupplierMember[]> {
  const rows = await repo.membersOf(ctx.db, supplierId);
  return rows.map((r) => ({
    login: r.login,
    name: [r.first_name, r.last_name].filter(Boolean).join(' '),
    role: r.role,
    since: new Date(r.created_at).toISOString(),
  }));
}

export async function listPendingInvitations(ctx: AppContext, supplierId: number) {
  const rows = await repo.pendingInvitations(ctx.db, supplierId, ctx.clock.now());
  return rows.map((r) => ({ email: r.email, role: r.role, sent_at: new Date(r.created_at).toISOString(), expires_at: new Date(r.expires_at).toISOString() }));
}

/** Invites an e-mail address into the supplier; the mail (with its link) is sent by a job queued with the row. */
export async function invite(
  ctx: AppContext,
  supplierId: number,
  invitedBy: number,
  values: { email: string; role: SupplierRole },
  language: InterfaceLanguage,
): Promise<{ email: string; role: SupplierRole; expires_at: string }> {
  const expiresAt = new Date(ctx.clock.now().getTime() + SUPPLIER_INVITATION_TTL_DAYS * 86_400_000);
  await ctx.db.transaction().execute(async (trx) => {
    const id = await repo.insertInvitation(trx, {
      supplierId,
      email: values.email,
      role: values.role,
      tokenHash: unusableTokenHash(),
      language,
      invitedBy,
      expiresAt,
    });
    await ctx.jobs.send(SUPPLIER_INVITATION_MAIL_JOB, { invitationId: id }, { connection: jobConnectionOf(trx) });
  });
  return { email: values.email, role: values.role, expires_at: expiresAt.toISOString() };
}

/** A staff invitation names the supplier by its code (604 for an unknown one). */
export async function inviteToSupplierCode(
  ctx: AppContext,
  supplierCode: string,
  staff: SessionUser,
  values: { email: string; role: SupplierRole },
  language: InterfaceLanguage,
) {
  const supplierId = await repo.supplierIdByCode(ctx.db, supplierCode);
  if (!supplierId) throw new AppError('unknownSupplier', { field: 'supplier_code' });
  return invite(ctx, supplierId, staff.id, values, language);
}

function usable(invitation: repo.InvitationRow | undefined, now: Date): repo.InvitationRow {
  if (!invitation || invitation.accepted_at || invitation.expires_at <= now) throw new AppError('invitationInvalid');
  return invitation;
}

/** What the invitation page shows before the person accepts (the link's token is the only key). */
export async function describeInvitation(ctx: AppContext, token: string) {
  const invitation = usable(await repo.invitationByTokenHash(ctx.db, hashToken(token)), ctx.clock.now());
  return {
    supplier_name: invitation.supplier_name,
    email: invitation.email,
    role: invitation.role,
    account_exists: await repo.accountExistsFor(ctx.db, invitation.email),
  };
}

/** The logged-in user named by the invitation joins the supplier (765 when they already belong to another one). */
export async function acceptInvitation(ctx: AppContext, user: SessionUser, token: string): Promise<{ supplier_name: string; role: SupplierRole }> {
  return ctx.db.transaction().execute(async (trx) => {
    const invitation = usable(await repo.invitationByTokenHash(trx, hashToken(token), true), ctx.clock.now());
    if (invitation.email.toLowerCase() !== user.email.toLowerCase() && invitation.email.toLowerCase() !== user.login) {
      throw new AppError('invitationOtherEmail', { params: { email: invitation.email } });
    }
    const current = await repo.membershipOf(trx, user.id);
    if (current && current.supplier_id !== invitation.supplier_id) throw new AppError('alreadySupplierMember');
    if (!current) {
      try {
        await repo.insertMember(trx, { userId: user.id, supplierId: invitation.supplier_id, role: invitation.role, invitedBy: null });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('alreadySupplierMember', { cause: error });
        throw error;
      }
    }
    await repo.markInvitationAccepted(trx, invitation.id, user.id, ctx.clock.now());
    return { supplier_name: invitation.supplier_name, role: current?.role ?? invitation.role };
  });
}

/** An admin of the supplier removes a member of the same supplier (never themselves: 603). */
export async function removeMember(ctx: AppContext, supplierId: number, me: SessionUser, login: string): Promise<void> {
  const userId = await repo.userIdByLogin(ctx.db, login);
  if (userId === me.id) throw new AppError('forbidden');
  if (!userId || !(await repo.deleteMember(ctx.db, supplierId, userId))) throw new AppError('notFound');
}

/** Adds a member directly (demo data, tests of other modules): the one place a supplier_members row is written. */
export async function addMember(ctx: Pick<AppContext, 'db'>, values: { userId: number; supplierId: number; role: SupplierRole; invitedBy?: number | null }) {
  await repo.insertMember(ctx.db, { ...values, invitedBy: values.invitedBy ?? null });
}
