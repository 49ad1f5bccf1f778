import { isUniqueViolation } from '../../db/pg-errors.ts';
import crypto from 'node:crypto';
import {
  SAFEBOX_CC_LINKS_PER_DAY,
  SAFEBOX_DEPOSITS_WINDOW_DAYS,
  SAFEBOX_RESEND_INTERVAL_MINUTES,
  SAFEBOX_RESEND_MAX,
  SAFEBOX_REMINDER_DAYS,
  SAFEBOX_RETURN_DAYS,
  languageOrFrench,
  type InterfaceLanguage,
  type SafeboxAdminItem,
  type SafeboxCcConfirmation,
  type SafeboxRequest,
  type SafeboxStatus,
} from '@openfds/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { renderMail } from '../../mail/render-mail.ts';
import { ccConfirmMail, ccCopyMail } from './cc-texts.ts';
import {
  contractFileName,
  contractKey,
  personName,
  queueContractMail,
  sha256,
  sweepUnmailedContractFiles,
  text,
  type SafeboxContext,
} from './contract-mail.ts';
import { depositForMembers } from './deposits.ts';
import { checkCompanyName, sireneRegistry, type CompanyRegistry } from './registry.ts';
import * as repo from './repository.ts';
import { mergeUserProfile } from '../users/index.ts';

/**
 * SafeBox rules (issue #13, product-spec §4 "SafeBox"). Routes pass plain values; this file decides.
 *
 * States: none -> waiting (form accepted, contract mailed, deadline safebox_max_return_date) -> member (signed
 * contract received: online signature or paper copy recorded by an admin) ; waiting -> lapsed after the deadline
 * (a new request may start) ; member -> left (profile change safebox false: deposits stop, received sheets stay).
 *
 * Decision on the two readings of product-spec §4: the free tools become active on RECEIPT of the signed
 * contract, like the automatic deposit. users.safebox (what the entitlements read) is true only for members.
 */

/** The registry the configuration gives (Sirene with an API key), or null: account-name comparison only. */
export function registryFor(ctx: Pick<AppContext, 'config'>, override?: CompanyRegistry | null): CompanyRegistry | null {
  if (override !== undefined) return override;
  const sirene = ctx.config.sirene;
  return sirene ? sireneRegistry({ apiKey: sirene.apiKey, baseUrl: sirene.url }) : null;
}

/** A contract identifier: four random digit groups 5-5-5-6 (product-spec §5). */
export function newContractIdentifier(): string {
  const digits = (n: number) => Array.from({ length: n }, () => crypto.randomInt(10)).join('');
  return `${digits(5)}-${digits(5)}-${digits(5)}-${digits(6)}`;
}

/** Today as YYYY-MM-DD (UTC). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}

export type { SafeboxContext } from './contract-mail.ts';

/**
 * POST /users/{login}/safebox. Checks the form (schema), the company name (registry or account name), that no
 * other account uses the SIRET, and that no request is already live; then, in one transaction, stores the
 * request and queues the contract-mail job (contract-mail.ts), which renders, stores and mails the contract PDF
 * (copy to a confirmed safebox_cc) after the commit: no PDF, storage or SMTP while the user's row is locked.
 */
export async function requestMembership(
  ctx: SafeboxContext,
  userId: number,
  body: SafeboxRequest,
  meta: { language: InterfaceLanguage; now?: Date; registry?: CompanyRegistry | null },
): Promise<SafeboxStatus> {
  const now = meta.now ?? new Date();
  const today = isoDay(now);
  // A waiting request past its deadline has lapsed, even before the daily round has marked it.
  const blocks = (c: repo.ContractRow | undefined) => !!c && (c.status === 'signed' || (c.status === 'waiting' && c.max_return_date >= today));
  const user = await repo.findUser(ctx.db, userId);
  if (!user) throw new AppError('notFound');
  if (user.safebox || blocks(await repo.latestContract(ctx.db, userId))) throw new AppError('safeboxPending');
  // The registry is asked outside the transaction (a network call must not hold row locks).
  const outcome = await checkCompanyName(registryFor(ctx, meta.registry), body, text(user.profile, 'company_name'));
  let ccLink: { token: string; to: string; language: InterfaceLanguage; user: repo.UserRow } | null = null;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const locked = await repo.lockUser(trx, userId);
      if (!locked) throw new AppError('notFound');
      const current = await repo.latestContract(trx, userId);
      if (locked.safebox || blocks(current)) throw new AppError('safeboxPending');
      if (current?.status === 'waiting') await repo.updateContract(trx, current.id, { status: 'lapsed', ended_at: now });
      if (await repo.siretUsedElsewhere(trx, body.siret, userId)) throw new AppError('siretAlreadyUsed', { field: 'siret' });
      let identifier = newContractIdentifier();
      while (await repo.identifierTaken(trx, identifier)) identifier = newContractIdentifier();
      const maxReturnDate = addDays(today, SAFEBOX_RETURN_DAYS);
      const cc = await ccPlan(trx, locked, body.safebox_cc ?? null, now);
      ccLink = cc.token ? { token: cc.token, to: body.safebox_cc!, language: meta.language, user: locked } : null;
      const draft = {
        user_id: userId,
        contract_identifier: identifier,
        company_name: body.company_name,
        siret: body.siret,
        duns: body.duns,
        address1: body.address1,
        address2: body.address2,
        zipcode: body.zipcode,
        city: body.city,
        safebox_cc: body.safebox_cc,
        language: meta.language,
        company_check: outcome.check,
        registry_name: outcome.registryName,
        max_return_date: maxReturnDate,
        sent_at: now,
        last_sent_at: now,
        cc_token_sha256: cc.token ? sha256(Buffer.from(cc.token)) : null,
        cc_asked_at: cc.token ? now : null,
        cc_confirmed_at: cc.confirmed ? now : null,
      };
      const contract = await repo.insertContract(trx, { ...draft, pdf_key: contractKey(identifier), pdf_sha256: null });
      await mergeUserProfile(trx, userId, {
        safebox_contract_identifier: identifier,
        safebox_max_return_date: maxReturnDate,
        safebox_signed_contract_return_date: null,
        safebox_cc: body.safebox_cc,
      });
      await queueContractMail(ctx, trx, { contractId: contract.id, kind: 'contract' });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('siretAlreadyUsed', { field: 'siret', cause: error });
    throw error;
  }
  // After the commit: the link is only useful once the request exists, and a failed mail leaves it 'asked'.
  if (ccLink) await sendCcLink(ctx, ccLink, body.company_name).catch(() => {});
  return statusFor(ctx, userId);
}

/**
 * What a request does with its copy address: nothing without one; the account's own address, or one this account
 * already confirmed on an earlier request, counts as confirmed; another gets a confirmation link (a fresh token),
 * at most SAFEBOX_CC_LINKS_PER_DAY per account a day (past it no link leaves: the address stays unconfirmed).
 */
async function ccPlan(trx: repo.Executor, user: repo.UserRow, cc: string | null, now: Date): Promise<{ token: string | null; confirmed: boolean }> {
  if (!cc) return { token: null, confirmed: false };
  if (cc.toLowerCase() === user.email.toLowerCase() || (await repo.ccConfirmedBefore(trx, user.id, cc))) return { token: null, confirmed: true };
  const sent = await repo.ccLinksSince(trx, user.id, new Date(now.getTime() - 24 * 3600_000));
  if (sent >= SAFEBOX_CC_LINKS_PER_DAY) return { token: null, confirmed: false };
  return { token: crypto.randomBytes(32).toString('base64url'), confirmed: false };
}

async function sendCcLink(ctx: SafeboxContext, link: { token: string; to: string; language: InterfaceLanguage; user: repo.UserRow }, company: string) {
  const mail = renderMail(ccConfirmMail, link.language, {
    requester: `${personName(link.user)} <${link.user.email}>`,
    company,
    url: `${ctx.config.publicUrl}/${link.language}/safebox/cc/${link.token}`,
  });
  await ctx.mailer.send({ to: link.to, ...mail });
}

/**
 * POST /safebox/cc_confirmation (ours, public: the copy address's owner may have no account): confirms the address
 * of the link's request (waiting or signed), then mails it the contract once (the stamped copy once signed). The
 * link works once; an unknown or used one answers 601.
 */
export async function confirmCc(ctx: SafeboxContext, token: string, now = new Date()): Promise<SafeboxCcConfirmation> {
  const contract = await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.contractByCcToken(trx, sha256(Buffer.from(token)), true);
    if (!row || !row.safebox_cc || (row.status !== 'waiting' && row.status !== 'signed')) throw new AppError('tokenInvalid');
    return repo.updateContract(trx, row.id, { cc_confirmed_at: now, cc_token_sha256: null });
  });
  const user = await repo.findUser(ctx.db, contract.user_id);
  // Before the contract's first mailing there is no PDF yet: that mailing copies the address, confirmed now.
  if (user && (contract.signed_pdf_key || contract.pdf_sha256)) {
    const language = languageOrFrench(contract.language);
    const pdf = await ctx.storage.get(contract.signed_pdf_key ?? contract.pdf_key);
    const mail = renderMail(ccCopyMail, language, {
      requester: `${personName(user)} <${user.email}>`,
      company: contract.company_name,
      identifier: contract.contract_identifier,
    });
    await ctx.mailer.send({
      to: contract.safebox_cc!,
      ...mail,
      attachments: [{ filename: contractFileName(contract), content: pdf, contentType: 'application/pdf' }],
    });
  }
  return { company_name: contract.company_name, safebox_cc: contract.safebox_cc! };
}

/** POST /users/{login}/safebox/resend (ours): the waiting contract mailed again (same PDF, same deadline). */
export async function resendContract(ctx: SafeboxContext, userId: number, now = new Date()): Promise<SafeboxStatus> {
  await ctx.db.transaction().execute(async (trx) => {
    const user = await repo.lockUser(trx, userId);
    const contract = await repo.latestContract(trx, userId);
    if (!user || !contract || contract.status !== 'waiting') throw new AppError('safeboxContractUnknown');
    if (contract.max_return_date < isoDay(now)) throw new AppError('safeboxContractLapsed');
    // Issue #22 item 8: a few resends per contract (each one mails the PDF). The first may follow the request at
    // once (the mail did not arrive); each later one waits SAFEBOX_RESEND_INTERVAL_MINUTES after the previous sending.
    const since = now.getTime() - new Date(contract.last_sent_at).getTime();
    const tooSoon = contract.sent_count >= 2 && since < SAFEBOX_RESEND_INTERVAL_MINUTES * 60_000;
    if (contract.sent_count > SAFEBOX_RESEND_MAX || tooSoon) {
      const wait = contract.sent_count > SAFEBOX_RESEND_MAX ? null : Math.ceil((SAFEBOX_RESEND_INTERVAL_MINUTES * 60_000 - since) / 1000);
      throw new AppError('tooManyAttempts', { data: wait === null ? [] : [{ name: 'retry_after', value: wait }] });
    }
    await repo.updateContract(trx, contract.id, { last_sent_at: now, sent_count: contract.sent_count + 1 });
    await queueContractMail(ctx, trx, { contractId: contract.id, kind: 'contract' });
  });
  return statusFor(ctx, userId);
}

/** DELETE /users/{login}/safebox (ours): withdraws a waiting request (to correct it) or leaves the membership. */
export async function endMembership(ctx: SafeboxContext, userId: number, now = new Date()): Promise<SafeboxStatus> {
  await ctx.db.transaction().execute((trx) => endMembershipIn(trx, userId, now));
  return statusFor(ctx, userId);
}

async function endMembershipIn(trx: repo.Executor, userId: number, now: Date): Promise<void> {
  const user = await repo.lockUser(trx, userId);
  if (!user) throw new AppError('notFound');
  const contract = await repo.latestContract(trx, userId);
  if (contract?.status === 'waiting') {
    await repo.updateContract(trx, contract.id, { status: 'cancelled', ended_at: now });
    await mergeUserProfile(trx, userId, { safebox_contract_identifier: null, safebox_max_return_date: null }, false);
    return;
  }
  if (contract?.status === 'signed') await repo.updateContract(trx, contract.id, { status: 'left', ended_at: now });
  await repo.endOrderOpenings(trx, userId, now);
  // Deposits stop (they follow users.safebox); the sheets already received stay in the space.
  await mergeUserProfile(trx, userId, {}, false);
}

/**
 * The profile change of api-spec §6 / product-spec §4 ("joining can also be done by a profile change setting
 * safebox true"), for PUT /users/{login} and PUT /users/{login}/{profile_type}. safebox false leaves (or withdraws
 * a waiting request). safebox true keeps a member or a waiting request as it is; for anyone else it is refused
 * with 707: joining needs the form's company details, the terms and a returned contract, so a bare flag cannot
 * make a member.
 */
export async function applyProfileSafebox(trx: repo.Executor, userId: number, wanted: boolean | undefined): Promise<void> {
  if (wanted === undefined) return;
  const user = await repo.findUser(trx, userId);
  if (!user) return;
  const contract = await repo.latestContract(trx, userId);
  const live = user.safebox || contract?.status === 'waiting';
  if (wanted) {
    if (!live) throw new AppError('safeboxFormRequired');
    return;
  }
  if (live) await endMembershipIn(trx, userId, new Date());
}

/**
 * Confirms the membership of a contract locked by the caller: the contract row, users.safebox and the §3.2 fields,
 * the first deposits; the stamped copy and the welcome mail by the contract-mail job after the commit. A contract
 * whose first mailing has not gone yet (no PDF on record) cannot be signed: nobody has read it.
 */
async function confirm(
  ctx: SafeboxContext,
  trx: Transaction<Database>,
  contract: repo.ContractRow,
  user: repo.UserRow,
  receipt: { kind: 'online' | 'paper'; at: Date; signed?: { ip: string; userAgent: string | null; userId: number }; adminId?: number },
): Promise<void> {
  if (!contract.pdf_sha256) throw new AppError('safeboxContractUnknown', { field: 'contract_identifier' });
  await repo.updateContract(trx, contract.id, {
    status: 'signed',
    received_at: receipt.at,
    receipt: receipt.kind,
    signer_user_id: receipt.signed?.userId ?? null,
    signer_ip: receipt.signed?.ip ?? null,
    signer_user_agent: receipt.signed?.userAgent ?? null,
    // The exact PDF signed is the one mailed, whose hash the mailing recorded.
    signed_pdf_sha256: receipt.signed ? contract.pdf_sha256 : null,
    recorded_by: receipt.adminId ?? null,
  });
  await mergeUserProfile(
    trx,
    user.id,
    {
      safebox_signed_contract_return_date: receipt.at.toISOString(),
      siret: contract.siret,
      duns: contract.duns,
    },
    true,
  );
  await queueContractMail(ctx, trx, { contractId: contract.id, kind: 'signed' });
  // The first deposits are made now, in the same transaction (sheets already due for this member).
  await depositForMembers({ db: trx, jobs: ctx.jobs }, { userId: user.id });
}

function assertWaiting(contract: repo.ContractRow, now: Date): void {
  if (contract.status === 'signed' || contract.status === 'left') throw new AppError('safeboxContractSigned');
  if (contract.status === 'lapsed' || (contract.status === 'waiting' && contract.max_return_date < isoDay(now))) throw new AppError('safeboxContractLapsed');
  if (contract.status !== 'waiting') throw new AppError('safeboxContractUnknown');
}

/**
 * POST /signatures/safebox: a simple electronic signature by the logged-in owner of the contract. Records who
 * signed, when, from which address, and the SHA-256 of the exact PDF signed; stamps a signed copy. Another
 * account's identifier gets the same 704 as an unknown one (nothing tells whether it exists).
 */
export async function signOnline(
  ctx: SafeboxContext,
  signerId: number,
  identifier: string,
  meta: { ip: string; userAgent: string | null; now?: Date },
): Promise<SafeboxStatus> {
  const now = meta.now ?? new Date();
  await ctx.db.transaction().execute(async (trx) => {
    const contract = await repo.findContract(trx, identifier, true);
    if (!contract || contract.user_id !== signerId) throw new AppError('safeboxContractUnknown', { field: 'contract_identifier' });
    assertWaiting(contract, now);
    const user = await repo.lockUser(trx, signerId);
    if (!user) throw new AppError('notFound');
    await confirm(ctx, trx, contract, user, {
      kind: 'online',
      at: now,
      signed: { ip: meta.ip, userAgent: meta.userAgent, userId: signerId },
    });
  });
  return statusFor(ctx, signerId);
}

/** POST /admin/safebox/{contract_identifier}/receipt (ours): an admin records the paper copy's receipt. */
export async function recordPaperReceipt(ctx: SafeboxContext, adminId: number, identifier: string, now = new Date()): Promise<SafeboxStatus> {
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const contract = await repo.findContract(trx, identifier, true);
    if (!contract) throw new AppError('safeboxContractUnknown', { field: 'contract_identifier' });
    // A paper copy posted in time may arrive a little late: only signed or withdrawn requests are refused.
    if (contract.status === 'signed' || contract.status === 'left') throw new AppError('safeboxContractSigned');
    if (contract.status === 'cancelled') throw new AppError('safeboxContractUnknown', { field: 'contract_identifier' });
    const user = await repo.lockUser(trx, contract.user_id);
    if (!user) throw new AppError('notFound');
    const other = await repo.latestContract(trx, contract.user_id);
    if (other && other.id !== contract.id && (other.status === 'waiting' || other.status === 'signed')) throw new AppError('safeboxPending');
    await confirm(ctx, trx, contract, user, { kind: 'paper', at: now, adminId });
    return contract.user_id;
  });
  return statusFor(ctx, userId);
}

/** GET /admin/safebox (ours): the requests and memberships for the back office (the admin checks the caller). */
export async function listForAdmin(ctx: Pick<AppContext, 'db'>, status: string | undefined, limit: number): Promise<SafeboxAdminItem[]> {
  const rows = await repo.listContracts(ctx.db, status, limit);
  return rows.map((r) => ({
    contract_identifier: r.contract_identifier,
    login: r.login,
    status: r.status,
    company_name: r.company_name,
    siret: r.siret,
    company_check: r.company_check,
    contract_sent_at: new Date(r.sent_at).toISOString(),
    safebox_max_return_date: r.max_return_date,
    safebox_signed_contract_return_date: r.received_at ? new Date(r.received_at).toISOString() : null,
    receipt: r.receipt,
  }));
}

/** The contract PDF of the account's latest request: the stamped copy once signed, else the mailed one. */
export async function contractFile(ctx: SafeboxContext, userId: number): Promise<{ pdf: Buffer; fileName: string }> {
  const contract = await repo.latestContract(ctx.db, userId);
  if (!contract) throw new AppError('notFound');
  // Before the first mailing has stored it there is no file to give yet.
  if (!contract.signed_pdf_key && !contract.pdf_sha256) throw new AppError('notFound');
  const pdf = await ctx.storage.get(contract.signed_pdf_key ?? contract.pdf_key);
  return { pdf, fileName: contractFileName(contract) };
}

/** The status block (GET /users/{login}/safebox). A waiting request past its deadline reads as lapsed. */
export async function statusFor(ctx: Pick<AppContext, 'db'>, userId: number, now = new Date()): Promise<SafeboxStatus> {
  const user = await repo.findUser(ctx.db, userId);
  if (!user) throw new AppError('notFound');
  const contract = await repo.latestContract(ctx.db, userId);
  let state: SafeboxStatus['state'] = 'none';
  if (user.safebox) state = 'member';
  else if (contract?.status === 'waiting') state = contract.max_return_date < isoDay(now) ? 'lapsed' : 'waiting';
  else if (contract?.status === 'lapsed') state = 'lapsed';
  else if (contract?.status === 'left') state = 'left';
  const showContract = contract && contract.status !== 'cancelled' ? contract : null;
  return {
    state,
    free_tools_active: user.safebox,
    contract_identifier: showContract?.contract_identifier ?? null,
    company_name: showContract?.company_name ?? null,
    siret: showContract?.siret ?? null,
    duns: showContract?.duns ?? null,
    address1: showContract?.address1 ?? null,
    address2: showContract?.address2 ?? null,
    zipcode: showContract?.zipcode ?? null,
    city: showContract?.city ?? null,
    safebox_cc: showContract?.safebox_cc ?? text(user.profile, 'safebox_cc'),
    safebox_cc_status: !showContract?.safebox_cc ? 'none' : showContract.cc_confirmed_at ? 'confirmed' : showContract.cc_asked_at ? 'asked' : 'not_asked',
    company_check: showContract?.company_check ?? null,
    contract_sent_at: showContract ? new Date(showContract.sent_at).toISOString() : null,
    contract_last_sent_at: showContract ? new Date(showContract.last_sent_at).toISOString() : null,
    safebox_max_return_date: showContract?.max_return_date ?? null,
    safebox_signed_contract_return_date: showContract?.received_at ? new Date(showContract.received_at).toISOString() : null,
    receipt: showContract?.receipt ?? null,
    opened_by_order: user.safebox ? ((await repo.liveOrderOpening(ctx.db, userId))?.order_id ?? null) : null,
    deposits: (await repo.recentDeposits(ctx.db, userId, SAFEBOX_DEPOSITS_WINDOW_DAYS)).map((d) => ({
      ...d,
      deposited_at: new Date(d.deposited_at).toISOString(),
    })),
    processing: await repo.processingCount(ctx.db, userId),
  };
}

/**
 * The daily SafeBox round (pg-boss schedule): reminder mails a few days before the deadline (the contract
 * attached again, by the contract-mail job), then the lapse of requests past it (the §3.2 fields cleared, a new
 * request may start), then the sweep of contract files a crash left behind.
 */
export async function dailyRound(ctx: SafeboxContext, now = new Date()): Promise<{ reminders: number; lapsed: number }> {
  const today = isoDay(now);
  let reminders = 0;
  for (const due of await repo.remindersDue(ctx.db, today, SAFEBOX_REMINDER_DAYS)) {
    await ctx.db.transaction().execute(async (trx) => {
      const contract = await repo.findContract(trx, due.contract_identifier, true);
      if (!contract || contract.status !== 'waiting' || contract.reminder_sent_at) return;
      await repo.updateContract(trx, contract.id, { reminder_sent_at: now });
      await queueContractMail(ctx, trx, { contractId: contract.id, kind: 'reminder' });
      reminders++;
    });
  }
  const lapsed = await ctx.db.transaction().execute(async (trx) => {
    const rows = await repo.lapsedRequests(trx, today);
    for (const contract of rows) {
      await repo.updateContract(trx, contract.id, { status: 'lapsed', ended_at: now });
      await mergeUserProfile(trx, contract.user_id, { safebox_contract_identifier: null, safebox_max_return_date: null });
    }
    return rows.length;
  });
  await sweepUnmailedContractFiles(ctx, now);
  return { reminders, lapsed };
}
