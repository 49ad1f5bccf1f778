import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { linkIn, readMails, tokenOf, startSmtpServer, type ReceivedMail } from '../../test/mail.ts';

/** Mail through a real SMTP server started by the test (SMTP_URL set): the confirmation mail arrives. */
describe('mail over SMTP', () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let received: ReceivedMail[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    received = smtp.received;
    t = await createTestContext({ smtpUrl: smtp.url, mailFrom: 'OpenFDS <no-reply@openfds.test>' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the registration confirmation in the user language with its link', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/creation_request',
      headers: { 'accept-language': 'it-IT,it;q=0.9' },
      payload: { first_name: 'Giulia', last_name: 'Rossi', email: 'giulia@example.it', company_name: 'Rossi Srl', qsds_consent: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(received).toHaveLength(1);
    const { envelopeTo, mail } = received[0];
    expect(envelopeTo).toEqual(['giulia@example.it']);
    expect(mail.from?.value[0]).toMatchObject({ name: 'OpenFDS', address: 'no-reply@openfds.test' });
    expect(mail.subject).toBe('Conferma la tua registrazione a OpenFDS');
    expect(mail.html).toContain('<html lang="it">');
    const link = linkIn(mail, '/it/account/register/confirmation/');
    // The mailed token is the live one: it activates the account.
    const done = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token: tokenOf(link), password: 'Giulia-Pass-1' } });
    expect(done.statusCode).toBe(200);
    // Nothing went to the mail folder: SMTP was used.
    expect(await readMails(t.config.mailDir)).toEqual([]);
  });
});
