import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_CARD_SUCCESS } from '@openfds/contract';
import { makeUser } from '../../../test/factories.ts';
import { readMails } from '../../../test/mail.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { OFFERS, runShopJobs, startPurchase, shopTestContext } from '../../../test/shop-fixtures.ts';
import { INVOICE_JOB } from './invoicing.ts';

/**
 * Issue #29: no PDF rendering while the payment's transaction holds the gap-free invoice number. The payment
 * commits the invoice row and a queued job; the job (or the first download) renders the PDF, stores it with its
 * SHA-256, and every download serves those same bytes.
 */
describe('invoice files', () => {
  const ctx = shopTestContext();

  const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');
  const storedFiles = () => {
    const dir = path.join(ctx.t.config.storageDir, 'invoices');
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
  };

  /** A paid order whose jobs have not run: its invoice row. */
  async function paidWithoutJobs() {
    const u = await makeUser(ctx.t.db, { language: 'en' });
    const secret = await startPurchase(ctx.t, u, { offers: [OFFERS.standard], quantity: 1 });
    const paid = await ctx.call('POST', '/payments/test/confirm', u.cookie, { client_secret: secret, card_number: TEST_CARD_SUCCESS });
    expect(paid.json().collection.items[0].status).toBe('paid');
    const invoice = await ctx.t.db.selectFrom('shop_invoices').selectAll().where('user_id', '=', u.id).executeTakeFirstOrThrow();
    const href = `/api/v1/users/${u.login}/invoices/${invoice.id}/pdf`;
    const download = () => ctx.t.app.inject({ method: 'GET', url: href, headers: { cookie: u.cookie } });
    return { u, invoice, download };
  }

  it('the payment commits the invoice number without its PDF; the queued job renders, stores and mails it', async () => {
    const filesBefore = storedFiles();
    const { u, invoice, download } = await paidWithoutJobs();
    // Committed (read on another connection) with no file yet: nothing was rendered inside the transaction.
    expect(invoice).toMatchObject({ pdf: null, pdf_key: null, pdf_sha256: null });
    expect(storedFiles()).toBe(filesBefore);
    expect(ctx.t.sentJobs.filter((j) => j.name === INVOICE_JOB).map((j) => j.data)).toContainEqual({ invoiceId: invoice.id, mail: true, safeboxOpened: true });
    expect((await readMails(ctx.t.config.mailDir)).filter((m) => m.subject?.includes(invoice.number))).toHaveLength(0);

    expect(await runShopJobs(ctx.t)).toBe(1);
    const stored = await ctx.t.db.selectFrom('shop_invoices').select(['pdf_key', 'pdf_sha256']).where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(stored.pdf_key).toMatch(/^invoices\//);
    const file = await ctx.t.storage.get(stored.pdf_key!);
    expect(sha256(file)).toBe(stored.pdf_sha256);
    expect(pdfText(file)).toContain(invoice.number);
    const mails = (await readMails(ctx.t.config.mailDir)).filter((m) => m.subject?.includes(invoice.number));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toMatchObject({ text: u.login });

    // Every download serves the stored bytes.
    const first = await download();
    const second = await download();
    expect(first.statusCode).toBe(200);
    expect(Buffer.compare(first.rawPayload, file)).toBe(0);
    expect(Buffer.compare(second.rawPayload, file)).toBe(0);
  });

  it('a download before the job renders and stores the PDF once; the job then serves the same file', async () => {
    const { invoice, download } = await paidWithoutJobs();
    const filesBefore = storedFiles();
    // Two first downloads at once: each may render, one file is kept, both answer the same bytes.
    const [a, b] = await Promise.all([download(), download()]);
    expect(a.statusCode).toBe(200);
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
    expect(storedFiles()).toBe(filesBefore + 1);
    const stored = await ctx.t.db.selectFrom('shop_invoices').select(['pdf_key', 'pdf_sha256']).where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(sha256(a.rawPayload)).toBe(stored.pdf_sha256);

    await runShopJobs(ctx.t);
    expect(storedFiles()).toBe(filesBefore + 1);
    const mail = (await readMails(ctx.t.config.mailDir)).find((m) => m.subject?.includes(invoice.number));
    expect(Buffer.compare(mail!.attachments[0].content, a.rawPayload)).toBe(0);
    expect(Buffer.compare((await download()).rawPayload, a.rawPayload)).toBe(0);
  });

  it('a stored file that no longer matches its SHA-256 is never served (500)', async () => {
    const { invoice, download } = await paidWithoutJobs();
    await runShopJobs(ctx.t);
    const { pdf_key } = await ctx.t.db.selectFrom('shop_invoices').select('pdf_key').where('id', '=', invoice.id).executeTakeFirstOrThrow();
    await ctx.t.storage.put(pdf_key!, Buffer.from('%PDF-1.3 tampered'));
    expect((await download()).statusCode).toBe(500);
  });
});
