import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** Waits for a mail to `to` in the server's mail folder and returns its raw text (quoted-printable decoded). */
export async function waitForMail(to: string, options: { since?: number; timeoutMs?: number; containing?: string } = {}): Promise<string> {
  const dir = inject('mailDir');
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const safe = to.replace(/[^a-z0-9@._-]/gi, '_');
  for (;;) {
    if (fs.existsSync(dir)) {
      const files = fs
        .readdirSync(dir)
        .filter((f) => f.includes(safe))
        .map((f) => path.join(dir, f))
        .filter((f) => !options.since || fs.statSync(f).mtimeMs >= options.since)
        .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
      // Mails sent by jobs arrive in any order: `containing` waits for the one that says it.
      const mails = files.map((f) => decodeQuotedPrintable(fs.readFileSync(f, 'utf8')));
      const found = options.containing ? mails.find((m) => m.includes(options.containing!)) : mails[0];
      if (found) return found;
    }
    if (Date.now() > deadline) throw new Error(`no mail for ${to} in ${dir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}
