import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { formatMessage, languageOrFrench, type InterfaceLanguage } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { jobConnectionOf } from '../../catalogue/sheet-readings.repository.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { renderMail, type MailTemplate } from '../../mail/render-mail.ts';
import { buildContractPdf, formatContractDate, type ContractInput } from './contract-pdf.ts';
import { confirmationMail, CONTRACT_FILE_NAME, contractMail, reminderMail } from './contract-texts.ts';
import * as repo from './repository.ts';

/**
 * The SafeBox contract's files and mails, out of every transaction (issue #29, docs/architecture.md "Transactions"):
 * a request, a resend, a reminder and a signature change rows and queue this job on their own transaction's
 * connection, so it exists exactly when the rows do; the job renders the PDF, stores it and mails it. A mail that
 * fails leaves no contract PDF (with the company's data) behind: the file it stored is deleted and pg-boss retries.
 */
export const SAFEBOX_CONTRACT_MAIL_JOB = 'safebox.contract-mail';

/** `contract`: the waiting contract (first mailing or resend); `reminder`: the same before the deadline; `signed`: the stamped copy and the welcome. */
export interface ContractMailData {
  contractId: number;
  kind: 'contract' | 'reminder' | 'signed';
}

export type SafeboxContext = Pick<AppContext, 'db' | 'config' | 'storage' | 'mailer' | 'jobs'>;

export function sha256(data: Buffer): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

export function text(profile: Record<string, unknown> | null | undefined, key: string): string | null {
  const v = profile?.[key];
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

export function personName(user: repo.UserRow): string {
  return [text(user.profile, 'first_name'), text(user.profile, 'last_name')].filter(Boolean).join(' ') || user.email;
}

export function contractKey(identifier: string, signed = false): string {
  return `safebox/contracts/${identifier}${signed ? '-signed' : ''}.pdf`;
}

export function contractFileName(contract: Pick<repo.ContractRow, 'language' | 'contract_identifier'>): string {
  return formatMessage(CONTRACT_FILE_NAME[languageOrFrench(contract.language)], { identifier: contract.contract_identifier });
}

function contractInput(contract: repo.ContractRow, user: repo.UserRow): ContractInput {
  return {
    identifier: contract.contract_identifier,
    language: languageOrFrench(contract.language),
    requestedAt: new Date(contract.sent_at),
    maxReturnDate: contract.max_return_date,
    company: {
      name: contract.company_name,
      siret: contract.siret,
      duns: contract.duns,
      address1: contract.address1,
      address2: contract.address2,
      zipcode: contract.zipcode,
      city: contract.city,
    },
    requester: { name: personName(user), email: user.email },
  };
}

/** The page where the member follows the request and signs online. */
function statusUrl(ctx: Pick<AppContext, 'config'>, language: InterfaceLanguage): string {
  return `${ctx.config.publicUrl}/${language}/account/profil#safebox`;
}

async function sendContractMail(
  ctx: Pick<AppContext, 'config' | 'mailer'>,
  template: MailTemplate,
  contract: repo.ContractRow,
  user: repo.UserRow,
  pdf: Buffer | null,
): Promise<void> {
  const language = languageOrFrench(contract.language);
  const mail = renderMail(template, language, {
    first_name: text(user.profile, 'first_name') ?? '',
    company: contract.company_name,
    identifier: contract.contract_identifier,
    deadline: formatContractDate(contract.max_return_date, language),
    url: statusUrl(ctx, language),
    support: ctx.config.supportEmail,
  });
  await ctx.mailer.send({
    to: user.email,
    // Issue #22 item 8: the copy address only once its owner confirmed it (the form takes any address).
    ...(contract.safebox_cc && contract.cc_confirmed_at ? { cc: contract.safebox_cc } : {}),
    ...mail,
    ...(pdf ? { attachments: [{ filename: contractFileName(contract), content: pdf, contentType: 'application/pdf' }] } : {}),
  });
}

/** Queues the job on the transaction's own connection: it exists if and only if the transaction commits. */
export async function queueContractMail(ctx: Pick<AppContext, 'jobs'>, trx: Transaction<Database>, data: ContractMailData): Promise<void> {
  await ctx.jobs.send(SAFEBOX_CONTRACT_MAIL_JOB, data, { connection: jobConnectionOf(trx) });
}

/** The waiting contract mailed (rendered and stored first when this is its first mailing); nothing once withdrawn or lapsed. */
async function mailWaitingContract(ctx: Omit<SafeboxContext, 'jobs'>, contract: repo.ContractRow, user: repo.UserRow, template: MailTemplate): Promise<void> {
  if (contract.status !== 'waiting') return;
  if (contract.pdf_sha256) {
    await sendContractMail(ctx, template, contract, user, await ctx.storage.get(contract.pdf_key));
    return;
  }
  const pdf = await buildContractPdf(contractInput(contract, user));
  await ctx.storage.put(contract.pdf_key, pdf, 'application/pdf');
  try {
    await sendContractMail(ctx, template, contract, user, pdf);
  } catch (error) {
    // The company's data does not stay in storage for a contract nobody received; the retry renders it again.
    await ctx.storage.delete(contract.pdf_key);
    throw error;
  }
  // The hash of the PDF as mailed: the one an online signature will sign.
  await repo.updateContract(ctx.db, contract.id, { pdf_sha256: sha256(pdf) });
}

/** The stamped copy of a signed contract (once), then the welcome mail. */
async function mailSignedContract(ctx: Omit<SafeboxContext, 'jobs'>, contract: repo.ContractRow, user: repo.UserRow): Promise<void> {
  if (contract.status !== 'signed' || !contract.received_at || !contract.pdf_sha256) return;
  if (!contract.signed_pdf_key) {
    const original = await ctx.storage.get(contract.pdf_key);
    // The stored contract must be the one that was mailed: a changed file is not stamped (the job fails, and shows
    // in the back office's failed jobs).
    if (sha256(original) !== contract.pdf_sha256) throw new Error(`SafeBox contract ${contract.contract_identifier}: the stored PDF is not the one mailed`);
    const input = contractInput(contract, user);
    const at = new Date(contract.received_at);
    const stamped = await buildContractPdf(
      contract.receipt === 'online'
        ? { ...input, electronicSignature: { signer: `${personName(user)} <${user.email}>`, at, ip: contract.signer_ip ?? '', sha256: contract.pdf_sha256 } }
        : { ...input, paperReceipt: { at } },
    );
    const signedKey = contractKey(contract.contract_identifier, true);
    await ctx.storage.put(signedKey, stamped, 'application/pdf');
    await repo.updateContract(ctx.db, contract.id, { signed_pdf_key: signedKey });
  }
  await sendContractMail(ctx, confirmationMail, contract, user, null);
}

export async function deliverContractMail(ctx: Omit<SafeboxContext, 'jobs'>, data: ContractMailData): Promise<void> {
  const contract = await repo.contractById(ctx.db, data.contractId);
  const user = contract && (await repo.findUser(ctx.db, contract.user_id));
  if (!contract || !user) return;
  if (data.kind === 'signed') await mailSignedContract(ctx, contract, user);
  else await mailWaitingContract(ctx, contract, user, data.kind === 'reminder' ? reminderMail : contractMail);
}

/**
 * Contract files a crash left behind: a request withdrawn or lapsed before its first mailing went out has no PDF
 * on record (pdf_sha256 null), so any file under its key is an orphan. Run by the daily round.
 */
export async function sweepUnmailedContractFiles(ctx: Pick<AppContext, 'db' | 'storage'>, now: Date): Promise<number> {
  // The requests ended in the last week: an older one was swept by an earlier round.
  const keys = await repo.unmailedEndedContractKeys(ctx.db, new Date(now.getTime() - 7 * 86_400_000));
  for (const key of keys) await ctx.storage.delete(key);
  return keys.length;
}

export function contractMailJob(ctx: Omit<SafeboxContext, 'jobs'>): JobDefinition<ContractMailData> {
  return {
    name: SAFEBOX_CONTRACT_MAIL_JOB,
    async handle(data) {
      await deliverContractMail(ctx, data);
    },
  };
}
