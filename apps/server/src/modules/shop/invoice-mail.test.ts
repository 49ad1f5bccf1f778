import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARD_SUCCESS } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { startSmtpServer, type ReceivedMail } from '../../../test/mail.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { makeUser } from '../../../test/factories.ts';
import { BILLING_FR, OFFERS, runShopJobs } from '../../../test/shop-fixtures.ts';

/** The invoice mail through a real SMTP server started by the test (SMTP_URL set): the invoice PDF is attached. */
describe('invoice mail over SMTP', () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let received: ReceivedMail[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    received = smtp.received;
    t = await createTestContext({ smtpUrl: smtp.url, mailFrom: 'OpenFDS <no-reply@openfds.test>' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const call = (method: string, url: string, cookie: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: { cookie, 'accept-language': 'de' },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('mails the paid order its invoice PDF, in the user language, once', async () => {
    const u = await makeUser(t.db, { language: 'de' });
    expect((await call('POST', `/users/${u.login}/billing`, u.cookie, BILLING_FR)).statusCode).toBe(200);
    expect((await call('PUT', '/cart', u.cookie, { offer_ids: [OFFERS.standard], quantity: 1, step: 2 })).statusCode).toBe(200);
    const secret = (await call('POST', '/cart', u.cookie)).json().collection.items[0].client_secret;
    const paid = (await call('POST', '/payments/test/confirm', u.cookie, { client_secret: secret, card_number: TEST_CARD_SUCCESS })).json().collection.items[0];
    expect(paid.status).toBe('paid');
    const number = paid.invoice_number as string;
    // The mail is the invoice job's, queued by the payment (issue #29); a replayed confirmation queues nothing more.
    expect(await runShopJobs(t)).toBe(1);
    await call('POST', '/payments/test/confirm', u.cookie, { client_secret: secret, card_number: TEST_CARD_SUCCESS });
    expect(await runShopJobs(t)).toBe(0);

    const mails = received.filter((r) => r.envelopeTo.includes(u.login));
    expect(mails).toHaveLength(1);
    const { mail } = mails[0];
    expect(mail.subject).toBe(`Ihre OpenFDS-Bestellung ist bezahlt — Rechnung ${number}`);
    expect(mail.text).toContain(`Ihre Rechnung ${number} liegt dieser Nachricht bei`);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({ filename: `Rechnung-${number}.pdf`, contentType: 'application/pdf' });
    expect(attachment.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(attachment.content);
    expect(text).toContain(number);
    expect(text).toContain('Acme Chimie');
    // The attached file is the invoice the profile serves.
    const invoices = (await call('GET', `/users/${u.login}/invoices`, u.cookie)).json().collection.items;
    const stored = await t.app.inject({ method: 'GET', url: invoices[0].href, headers: { cookie: u.cookie } });
    expect(Buffer.compare(stored.rawPayload, attachment.content)).toBe(0);
  }, 60_000);
});
