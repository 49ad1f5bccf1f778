import crypto from 'node:crypto';
import {
  CONCERN_LABELS,
  FORM_REQUESTS_PER_EMAIL_PER_HOUR,
  FORM_REQUESTS_PER_IP_PER_HOUR,
  HONEYPOT_FIELD,
  HOW_HEARD_LABELS,
  isInterfaceLanguage,
  NB_DOCUMENTS_LABELS,
  TRADE_FAIR_LABELS,
  YOU_ARE_LABELS,
  type FormKind,
  type FormReceipt,
  type InterfaceLanguage,
} from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Caller } from '../../plugins/session.ts';
import { renderMail, type MailTemplate } from '../../mail/render-mail.ts';
import { ACK_MAIL, FIELD_LABELS, KIND_LABELS, REQUEST_MAIL, YES_NO } from './mail-texts.ts';
import * as repo from './repository.ts';
import { jobConnectionOf } from '../../catalogue/sheet-readings.repository.ts';

export const FORMS_MAIL_JOB = 'forms.mail';
export interface FormsMailJobData {
  requestId: number;
}

export type FormsContext = Pick<AppContext, 'db' | 'config' | 'mailer' | 'jobs'>;

/** A validated form body (any of the four schemas' output). */
export type FormBody = Record<string, unknown>;

const HOUR_MS = 3_600_000;

/** The requester's name as one string (contact_us and customer_code have `name`, the others first and last name). */
function requesterName(body: FormBody): string {
  if (typeof body.name === 'string') return body.name;
  return [body.first_name, body.last_name].filter((v) => typeof v === 'string' && v).join(' ');
}

function requesterEmail(body: FormBody): string {
  return String(body.email ?? body.email_office ?? '');
}

/** A reference people can read out on the phone: no 0/O or 1/I. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.randomBytes(8);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Receives one form: the honeypot (answered as received, nothing kept), the abuse limits per e-mail and per IP
 * address over the last hour (730 bound to `email`), the customer-code request's supplier (612 bound to
 * `supplier_code`), then the request is stored and its mails queued in one transaction: the job exists exactly
 * when the request does, and no mail leaves from inside the transaction.
 */
export async function submit(
  ctx: FormsContext,
  caller: Pick<Caller, 'ip' | 'language' | 'user'>,
  kind: FormKind,
  body: FormBody,
  now = new Date(),
): Promise<FormReceipt> {
  const receivedAt = now.toISOString();
  const trap = body[HONEYPOT_FIELD];
  if (typeof trap === 'string' && trap.trim() !== '') return { kind, reference: null, received_at: receivedAt };
  const { [HONEYPOT_FIELD]: _ignored, ...fields } = body;
  const email = requesterEmail(fields);

  return ctx.db.transaction().execute(async (tx) => {
    const counts = await repo.recentCounts(tx, email, caller.ip, new Date(now.getTime() - HOUR_MS));
    if (counts.byEmail >= FORM_REQUESTS_PER_EMAIL_PER_HOUR || counts.byIp >= FORM_REQUESTS_PER_IP_PER_HOUR) {
      throw new AppError('formTooManyRequests', { field: 'email' });
    }
    let supplierId: number | null = null;
    let recipient = ctx.config.supportEmail;
    if (kind === 'customer_code') {
      const supplier = await repo.supplierByCode(tx, String(fields.supplier_code));
      if (!supplier) throw new AppError('unknownSupplier', { field: 'supplier_code' });
      supplierId = supplier.id;
      // The supplier decides who its customers are: the request goes to its contact address, or to the support
      // (who forwards it) when the supplier record has none.
      recipient = supplier.email ?? ctx.config.supportEmail;
    }
    const row = await repo.insertRequest(tx, {
      reference: newReference(),
      kind,
      email,
      name: requesterName(fields),
      company_name: String(fields.company_name ?? ''),
      language: caller.language,
      ip: caller.ip,
      user_id: caller.user?.id ?? null,
      supplier_id: supplierId,
      recipient,
      payload: JSON.stringify(fields),
      created_at: now,
      updated_at: now,
    });
    await ctx.jobs.send(FORMS_MAIL_JOB, { requestId: row.id } satisfies FormsMailJobData, { connection: jobConnectionOf(tx) });
    return { kind, reference: row.reference, received_at: receivedAt };
  });
}

function languageOf(value: string): InterfaceLanguage {
  return isInterfaceLanguage(value) ? value : 'fr';
}

const CHOICE_LABELS: Record<string, Record<string, Record<InterfaceLanguage, string>>> = {
  you_are: YOU_ARE_LABELS,
  concern: CONCERN_LABELS,
  how_did_you_hear: HOW_HEARD_LABELS,
  how_did_you_hear_show: TRADE_FAIR_LABELS,
  nb_documents: NB_DOCUMENTS_LABELS,
};

/** "Label: value" lines of a request's filled fields, choices in words. */
export function fieldLines(payload: Record<string, unknown>, language: InterfaceLanguage, supplierName?: string): string[] {
  const lines: string[] = [];
  for (const [field, value] of Object.entries(payload)) {
    if (value === null || value === undefined || value === '') continue;
    let shown: string;
    if (typeof value === 'boolean') shown = YES_NO[value ? 'yes' : 'no'][language];
    else if (CHOICE_LABELS[field]?.[String(value)]) shown = CHOICE_LABELS[field][String(value)][language];
    else if (field === 'supplier_code' && supplierName) shown = `${supplierName} (${String(value)})`;
    else shown = String(value);
    lines.push(`${FIELD_LABELS[field]?.[language] ?? field}: ${shown}`);
  }
  return lines;
}

/** A one-language template whose every paragraph is a parameter (values are never read as placeholders). */
function paramTemplate(language: InterfaceLanguage, subject: string, count: number, greeting?: string): MailTemplate {
  const texts = { subject, greeting, paragraphs: Array.from({ length: count }, (_, i) => `{p${i}}`) };
  return { fr: texts, en: texts, de: texts, it: texts, [language]: texts };
}

function paramsOf(paragraphs: string[]): Record<string, string> {
  return Object.fromEntries(paragraphs.map((p, i) => [`p${i}`, p]));
}

/**
 * The job: mails the request to its recipient (reply-to the requester) and the acknowledgement to the requester,
 * both in the request's language, then marks the request mailed. A request already mailed is not mailed again.
 */
export async function mailRequest(ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>, requestId: number, now = new Date()): Promise<boolean> {
  const row = await repo.findRequest(ctx.db, requestId);
  if (!row || row.status !== 'received') return false;
  const language = languageOf(row.language);
  const payload = row.payload;
  const supplier = row.kind === 'customer_code' ? await repo.supplierByCode(ctx.db, String(payload.supplier_code)) : undefined;
  const kindLabel = KIND_LABELS[row.kind][language];
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(row.created_at);
  const texts = REQUEST_MAIL[language];
  const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, k: string) => values[k] ?? whole);
  const values = {
    kind: kindLabel,
    reference: row.reference,
    name: row.name,
    company: row.company_name,
    date,
    email: row.email,
    supplier: supplier?.name ?? '',
  };

  const requestParagraphs = [
    fill(row.kind === 'customer_code' ? texts.customerIntro : texts.intro, values),
    ...fieldLines(payload, language, supplier?.name),
    fill(texts.reply, values),
  ];
  const requestMail = renderMail(paramTemplate(language, '{subject}', requestParagraphs.length), language, {
    subject: fill(texts.subject, values),
    ...paramsOf(requestParagraphs),
    support: ctx.config.supportEmail,
  });
  await ctx.mailer.send({ to: row.recipient, replyTo: row.email, ...requestMail });

  const ack = ACK_MAIL[language];
  const message = typeof payload.message === 'string' && payload.message ? payload.message : null;
  const ackParagraphs = [
    fill(ack.body, values),
    ...(row.kind === 'customer_code' ? [fill(ack.customerBody, values)] : []),
    ...(message ? [ack.copy, message] : []),
  ];
  const ackMail = renderMail(paramTemplate(language, '{subject}', ackParagraphs.length, '{greeting}'), language, {
    subject: fill(ack.subject, values),
    greeting: fill(ack.greeting, values),
    ...paramsOf(ackParagraphs),
    support: ctx.config.supportEmail,
  });
  await ctx.mailer.send({ to: row.email, ...ackMail });
  await repo.markMailed(ctx.db, row.id, now);
  return true;
}
