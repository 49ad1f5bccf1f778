import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORM_REQUESTS_PER_EMAIL_PER_HOUR, FORM_REQUESTS_PER_IP_PER_HOUR, ERRORS } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { startSmtpServer, type ReceivedMail } from '../../../test/mail.ts';
import { makeSupplier } from '../../../test/factories.ts';
import { FORMS_MAIL_JOB, mailRequest } from './index.ts';

/**
 * The four form calls of api-spec §7 "Forms" against the real database and a real SMTP server: stored, mailed to
 * the right address with reply-to the sender, acknowledged in the sender's language; every field rule bound to its
 * field; the honeypot; the per-address and per-IP limits; the customer-code request reaching the supplier.
 */
describe('forms', () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let received: ReceivedMail[];
  let ipCounter = 0;
  let ip = '';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    received = smtp.received;
    t = await createTestContext({ smtpUrl: smtp.url, supportEmail: 'support@openfds.test' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  // Each test writes from its own IP address, so that the per-IP limit of one test does not leak into another.
  beforeEach(() => {
    ip = `203.0.113.${++ipCounter}`;
  });

  const post = (url: string, payload: object, language = 'fr', from = ip) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { 'accept-language': language, 'x-forwarded-for': from } });

  /** Runs the mail jobs queued so far (the test queue records them; pg-boss runs them in the server). */
  async function runMailJobs() {
    for (const job of t.sentJobs.splice(0).filter((j) => j.name === FORMS_MAIL_JOB)) await mailRequest(t, (job.data as { requestId: number }).requestId);
  }
  const mailsTo = (address: string) => received.filter((r) => r.envelopeTo.includes(address));
  const rowsFor = (email: string) => t.db.selectFrom('form_requests').selectAll().where('email', '=', email).execute();

  const contact = (email: string) => ({
    title: 'Mme',
    name: 'Claire Dupont',
    email,
    phone: '+33 4 72 00 00 00',
    you_are: 'user',
    concern: 'sheet_search',
    company_name: 'Atelier Dupont',
    role: 'Responsable QHSE',
    message: 'Je cherche la FDS du produit X.',
    nb_documents: '20_50',
    how_did_you_hear: 'trade_fair',
    how_did_you_hear_show: 'preventica',
    zipcode: '69001',
    qsds_consent: false,
  });

  it('stores a contact request, mails it to the support with reply-to the sender, and acknowledges it in French', async () => {
    const res = await post('/contact_us', contact('claire@atelier.example'));
    expect(res.statusCode).toBe(200);
    const receipt = res.json().collection.items[0];
    expect(receipt.kind).toBe('contact_us');
    const [row] = await rowsFor('claire@atelier.example');
    expect(row).toMatchObject({ kind: 'contact_us', status: 'received', recipient: 'support@openfds.test', name: 'Claire Dupont', language: 'fr', ip });
    expect(row.reference).toBe(receipt.reference);
    expect(row.payload).toMatchObject({ concern: 'sheet_search', message: 'Je cherche la FDS du produit X.' });

    await runMailJobs();
    const [toSupport] = mailsTo('support@openfds.test').filter((m) => m.mail.subject?.includes(receipt.reference));
    expect(toSupport.mail.replyTo?.value[0].address).toBe('claire@atelier.example');
    expect(toSupport.mail.text).toContain("Objet de la demande: Recherche d'une FDS");
    expect(toSupport.mail.text).toContain('Salon: Preventica');
    expect(toSupport.mail.text).toContain('Je cherche la FDS du produit X.');
    const [ack] = mailsTo('claire@atelier.example');
    expect(ack.mail.subject).toBe(`Nous avons bien reçu votre demande ${receipt.reference}`);
    expect(ack.mail.text).toContain('Bonjour Claire Dupont,');
    expect((await rowsFor('claire@atelier.example'))[0].status).toBe('mailed');
  });

  it('takes a technical support request with first and last name, acknowledged in English', async () => {
    const { name: _n, ...rest } = contact('sam@works.example');
    const res = await post('/contact_technical_support', { ...rest, first_name: 'Sam', last_name: 'Baker', concern: 'anomaly' }, 'en');
    expect(res.statusCode).toBe(200);
    await runMailJobs();
    const [row] = await rowsFor('sam@works.example');
    expect(row).toMatchObject({ kind: 'technical_support', name: 'Sam Baker', status: 'mailed' });
    expect(mailsTo('support@openfds.test').some((m) => m.mail.text?.includes('Request type: Report a problem'))).toBe(true);
    expect(mailsTo('sam@works.example')[0].mail.subject).toBe(`We have received your request ${row.reference}`);
  });

  it("mails a customer-code request to the supplier's contact address, and to the support when the supplier has none", async () => {
    const withMail = await makeSupplier(t.db, { access_level: 'private' });
    await t.db
      .updateTable('suppliers')
      .set({ contact: JSON.stringify({ email: 'clients@supplier.example' }) })
      .where('id', '=', withMail.id)
      .execute();
    const without = await makeSupplier(t.db, { access_level: 'private' });
    const request = (supplier_code: string, email: string) => ({
      supplier_code,
      company_name: 'Garage Martin',
      address1: '3 avenue des Tilleuls',
      zipcode: '31000',
      city: 'Toulouse',
      name: 'Paul Martin',
      email,
      phone: '05 61 00 00 00',
      message: 'Client depuis 2019, compte 4521.',
      qsds_consent: true,
    });
    expect((await post('/request_customer_code', request(withMail.code, 'paul@garage.example'), 'de')).statusCode).toBe(200);
    expect((await post('/request_customer_code', request(without.code, 'lea@garage.example'))).statusCode).toBe(200);
    await runMailJobs();
    const [toSupplier] = mailsTo('clients@supplier.example');
    expect(toSupplier.mail.replyTo?.value[0].address).toBe('paul@garage.example');
    expect(toSupplier.mail.text).toContain('Paul Martin (Garage Martin) bittet um einen Kundencode');
    expect(toSupplier.mail.text).toContain('Client depuis 2019, compte 4521.');
    expect(mailsTo('paul@garage.example')[0].mail.text).toContain('wurde an Supplier');
    const [row] = await rowsFor('lea@garage.example');
    expect(row).toMatchObject({ recipient: 'support@openfds.test', supplier_id: without.id, status: 'mailed' });

    const unknown = await post('/request_customer_code', request('NO-SUCH-SUPPLIER', 'x@garage.example'));
    expect(unknown.statusCode).toBe(ERRORS.unknownSupplier.status);
    expect(unknown.json().collection.errors[0]).toMatchObject({ code: ERRORS.unknownSupplier.code, data: [{ name: 'f', value: 'supplier_code' }] });
  });

  it('stores a call-back contact (POST /contacts) and mails it to the support', async () => {
    const res = await post('/contacts', {
      title: 'M.',
      first_name: 'Jean',
      last_name: 'Morel',
      email_office: 'j.morel@chimie.example',
      company_name: 'Chimie Morel',
      position: 'Directeur commercial',
      phone_office: '+33 1 40 00 00 00',
      address1: '12 rue de la Paix',
      zipcode: '75002',
      city: 'Paris',
      country_code: 'fr',
      qsds_consent: true,
    });
    expect(res.statusCode).toBe(200);
    await runMailJobs();
    const [row] = await rowsFor('j.morel@chimie.example');
    expect(row).toMatchObject({ kind: 'contact', name: 'Jean Morel', status: 'mailed' });
    expect(row.payload).toMatchObject({ country_code: 'FR' });
    expect(mailsTo('support@openfds.test').some((m) => m.mail.text?.includes('Fonction: Directeur commercial'))).toBe(true);
  });

  /** Each refusal: [call, change to a valid body, field the error is bound to, message key]. */
  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['/contact_us', { email: 'not-an-address' }, 'email', 'bad_email'],
    ['/contact_us', { name: '' }, 'name', 'params_required'],
    ['/contact_us', { name: 'R2D2' }, 'name', 'wrong_pattern'],
    ['/contact_us', { phone: 'call me' }, 'phone', 'bad_phone'],
    ['/contact_us', { message: 'x'.repeat(1001) }, 'message', 'too_long'],
    ['/contact_us', { message: '  ' }, 'message', 'params_required'],
    ['/contact_us', { you_are: 'astronaut' }, 'you_are', 'not_in_enum'],
    ['/contact_us', { concern: 'gossip' }, 'concern', 'not_in_enum'],
    ['/contact_us', { concern: 'other' }, 'concern_other', 'params_required'],
    ['/contact_us', { how_did_you_hear: 'other' }, 'how_did_you_hear_other', 'params_required'],
    ['/contact_us', { how_did_you_hear_show: null }, 'how_did_you_hear_show', 'params_required'],
    ['/contact_us', { nb_documents: '7' }, 'nb_documents', 'not_in_enum'],
    ['/contact_us', { company_name: 'c'.repeat(101) }, 'company_name', 'bad_register_company'],
    ['/contact_us', { role: 'r'.repeat(101) }, 'role', 'too_long'],
    ['/contact_us', { zipcode: '12345678901' }, 'zipcode', 'too_long'],
    ['/contact_us', { qsds_consent: undefined }, 'qsds_consent', 'params_required'],
    ['/contact_us', { title: 'Dr' }, 'title', 'not_in_enum'],
    ['/contact_technical_support', { first_name: 'Ann3' }, 'first_name', 'bad_register_first_name'],
    ['/contact_technical_support', { last_name: '' }, 'last_name', 'bad_register_last_name'],
    ['/request_customer_code', { address1: 'a'.repeat(201) }, 'address1', 'too_long'],
    ['/request_customer_code', { address2: 'a'.repeat(201) }, 'address2', 'too_long'],
    ['/request_customer_code', { city: '' }, 'city', 'params_required'],
    ['/request_customer_code', { supplier_code: '' }, 'supplier_code', 'params_required'],
    ['/contacts', { phone_office: '12' }, 'phone_office', 'bad_phone'],
    ['/contacts', { email_office: 'x@' }, 'email_office', 'bad_email'],
    ['/contacts', { position: 'p'.repeat(301) }, 'position', 'too_long'],
    ['/contacts', { country_code: 'France' }, 'country_code', 'bad_country'],
  ];
  const validBodies: Record<string, Record<string, unknown>> = {
    '/contact_us': contact('rules@test.example'),
    '/contact_technical_support': { ...contact('rules@test.example'), name: undefined, first_name: 'Ann', last_name: 'Lee' },
    '/request_customer_code': {
      supplier_code: 'SUP1',
      company_name: 'C',
      address1: 'a',
      zipcode: '1',
      city: 'c',
      name: 'N',
      email: 'rules@test.example',
      qsds_consent: false,
    },
    '/contacts': { first_name: 'A', last_name: 'B', email_office: 'rules@test.example', company_name: 'C', phone_office: '0102030405', qsds_consent: false },
  };

  it.each(refusals)('%s refuses %j, bound to its field', async (url, change, field, key) => {
    const res = await post(url, { ...validBodies[url], ...change }, 'en');
    expect(res.statusCode).toBe(400);
    const errors = res.json().collection.errors as { code: number; message: string; data: { name: string; value: string }[] }[];
    const error = errors.find((e) => e.data.some((d) => d.name === 'f' && d.value === field));
    expect(error, JSON.stringify(errors)).toBeDefined();
    expect(error!.code).toBe(ERRORS.validation.code);
    expect(error!.data).toContainEqual({ name: 'key', value: key });
    expect(await rowsFor('rules@test.example')).toHaveLength(0);
  });

  it('answers a filled honeypot as received, and neither stores nor mails it', async () => {
    const res = await post('/contact_us', { ...contact('bot@spam.example'), website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json().collection.items[0]).toMatchObject({ kind: 'contact_us', reference: null });
    expect(await rowsFor('bot@spam.example')).toHaveLength(0);
    expect(t.sentJobs.filter((j) => j.name === FORMS_MAIL_JOB)).toHaveLength(0);
  });

  it(`refuses the ${FORM_REQUESTS_PER_EMAIL_PER_HOUR + 1}th request of one address within an hour, whatever the IP`, async () => {
    for (let i = 0; i < FORM_REQUESTS_PER_EMAIL_PER_HOUR; i++) {
      expect((await post('/contact_us', contact('busy@firm.example'), 'fr', `198.51.100.${i + 1}`)).statusCode).toBe(200);
    }
    const res = await post('/contact_us', contact('busy@firm.example'), 'fr', '198.51.100.99');
    expect(res.statusCode).toBe(ERRORS.formTooManyRequests.status);
    expect(res.json().collection.errors[0]).toMatchObject({ code: ERRORS.formTooManyRequests.code, data: [{ name: 'f', value: 'email' }] });
    expect(await rowsFor('busy@firm.example')).toHaveLength(FORM_REQUESTS_PER_EMAIL_PER_HOUR);
    // An hour later the address may write again.
    await t.db
      .updateTable('form_requests')
      .set({ created_at: new Date(Date.now() - 3_700_000) })
      .where('email', '=', 'busy@firm.example')
      .execute();
    expect((await post('/contact_us', contact('busy@firm.example'), 'fr', '198.51.100.99')).statusCode).toBe(200);
  });

  it(`refuses the ${FORM_REQUESTS_PER_IP_PER_HOUR + 1}th request of one IP address within an hour`, async () => {
    for (let i = 0; i < FORM_REQUESTS_PER_IP_PER_HOUR; i++) expect((await post('/contact_us', contact(`p${i}@nat.example`))).statusCode).toBe(200);
    const res = await post('/contact_us', contact('last@nat.example'));
    expect(res.json().collection.errors[0].code).toBe(ERRORS.formTooManyRequests.code);
    expect(await rowsFor('last@nat.example')).toHaveLength(0);
  });
});
