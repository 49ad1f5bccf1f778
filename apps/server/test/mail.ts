import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Reads the .eml files the mailer wrote (no SMTP_URL) and parses them. */
export async function readMails(dir: string): Promise<ParsedMail[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(dir, f)))));
}

export function recipient(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address ?? '';
}

/** Waits for the `count`-th mail to an address (1 = the first) and returns it. */
export async function waitForMail(dir: string, to: string, count = 1, timeoutMs = 5_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readMails(dir)).filter((m) => recipient(m) === to);
    if (mails.length >= count) return mails[count - 1];
    if (Date.now() > deadline) throw new Error(`no mail #${count} for ${to} in ${dir}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The link of a mail whose path contains `pathPart`, found in the text body (and checked in the HTML). */
export function linkIn(mail: ParsedMail, pathPart: string): string {
  const links = (mail.text ?? '').match(/https?:\/\/\S+/g) ?? [];
  const link = links.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no link with ${pathPart} in: ${mail.text}`);
  if (!String(mail.html).includes(link)) throw new Error('the HTML body lacks the link of the text body');
  return link;
}

/** The last path segment of a link (the token). */
export function tokenOf(link: string): string {
  return decodeURIComponent(new URL(link).pathname.split('/').filter(Boolean).pop()!);
}

/** A mail a test SMTP server received, with the envelope's recipients (cc included). */
export interface ReceivedMail {
  envelopeTo: string[];
  mail: ParsedMail;
}

/**
 * A real SMTP server on a free local port (tests that set SMTP_URL): every mail it accepts is parsed into `received`.
 */
export async function startSmtpServer(): Promise<{ url: string; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
