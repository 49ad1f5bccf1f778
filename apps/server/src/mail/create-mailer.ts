import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * With SMTP_URL, mails are sent for real; without, each mail is written as an .eml file under MAIL_DIR
 * (default var/mail) and its subject and recipient are logged, so the whole flow works offline.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailDir'>, log: (msg: string) => void): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message: MailMessage) {
        const info = await transport.sendMail({ from: config.mailFrom, ...message });
        log(`mail sent to ${message.to}: ${message.subject}`);
        return { messageId: String(info.messageId ?? ''), response: String(info.response ?? '') };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await fs.mkdir(config.mailDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(config.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log(`mail written to ${file} for ${message.to}: ${message.subject}`);
      return { messageId: String(info.messageId ?? ''), response: `written to ${path.basename(file)}` };
    },
  };
}
