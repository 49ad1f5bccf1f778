import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../../test/context.ts';
import { makeUser } from '../../../../test/factories.ts';
import { readMails, recipient } from '../../../../test/mail.ts';
import { auditRows, makeStaff } from '../../../../test/staff.ts';
import { DESK_REPLY_JOB, mailReply } from '../index.ts';

/**
 * The requests desk through the API (issue #26): an assistant lists, takes, annotates and answers a contact request
 * (the reply mailed by its job in the requester's language), each change audited; customers and visitors refused.
 */
describe('requests desk', () => {
  let t: TestContext;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestContext({ supportEmail: 'support@openfds.test' });
  }, 120_000);
  afterAll(async () => t?.close());

  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `/api/v1${url}`, payload, headers: cookie ? { cookie } : {} });
  const item = (res: { json(): { collection: { items: unknown[] } } }) => res.json().collection.items[0] as Record<string, unknown>;

  /** A contact request sent through the public form (as a visitor would), in `language`; returns its id. */
  async function contactRequest(email: string, language = 'en'): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact_us',
      headers: { 'accept-language': language, 'x-forwarded-for': `198.51.100.${++ip}` },
      payload: {
        title: 'Mme',
        name: 'Claire Dupont',
        email,
        phone: '+33 4 72 00 00 00',
        you_are: 'user',
        concern: 'sheet_search',
        company_name: 'Atelier Dupont',
        role: 'QHSE',
        message: 'Where is the sheet of product X?',
        nb_documents: '20_50',
        how_did_you_hear: 'press',
        zipcode: '69001',
        qsds_consent: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db.selectFrom('form_requests').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return row.id;
  }

  it('lets an assistant take a new request, note it and answer it by mail in the requester language, each step audited', async () => {
    const assistant = await makeStaff(t.db, 'assistant');
    const id = await contactRequest('claire.reply@example.com', 'de');

    const listed = await call('GET', '/admin/requests?status=new', assistant.cookie);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().collection.items.find((r: { id: number }) => r.id === id)).toMatchObject({ status: 'new', assignee: null, language: 'de' });

    const taken = await call('PATCH', `/admin/requests/${id}`, assistant.cookie, { status: 'in_progress', assignee: assistant.login });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(item(taken)).toMatchObject({ status: 'in_progress', assignee: assistant.login });
    const reference = String(item(taken).reference);
    const [update] = await auditRows(t.db, 'request.update', reference);
    expect(update).toMatchObject({
      staff_login: assistant.login,
      before: { status: 'new', assignee: null },
      after: { status: 'in_progress', assignee: assistant.login },
    });

    const noted = await call('POST', `/admin/requests/${id}/notes`, assistant.cookie, { text: 'Called her back, sheet found.' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(item(noted).notes).toEqual([expect.objectContaining({ author: assistant.login, text: 'Called her back, sheet found.' })]);
    expect(await auditRows(t.db, 'request.note', reference)).toHaveLength(1);

    t.sentJobs.length = 0;
    const replied = await call('POST', `/admin/requests/${id}/replies`, assistant.cookie, { message: 'Hier ist das Datenblatt.\n\nMit freundlichen Grüßen' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(item(replied)).toMatchObject({ status: 'answered', replies: [expect.objectContaining({ language: 'de', sent_at: null })] });
    const [reply] = await auditRows(t.db, 'request.reply', reference);
    expect(reply).toMatchObject({ before: { status: 'in_progress' }, after: expect.objectContaining({ status: 'answered', language: 'de' }) });

    // The mail leaves through its job, after the commit: run it as pg-boss would.
    const jobs = t.sentJobs.filter((j) => j.name === DESK_REPLY_JOB);
    expect(jobs).toHaveLength(1);
    expect(await mailReply(t, (jobs[0].data as { replyId: number }).replyId)).toBe(true);
    const mail = (await readMails(t.config.mailDir)).find((m) => recipient(m) === 'claire.reply@example.com' && m.subject?.includes('Antwort'));
    expect(mail?.subject).toBe(`Antwort auf Ihre Anfrage ${reference}`);
    expect(mail?.text).toContain('Hier ist das Datenblatt.');
    expect(mail?.text).toContain('Guten Tag Claire Dupont,');
    // Sent once: the job run again sends nothing.
    expect(await mailReply(t, (jobs[0].data as { replyId: number }).replyId)).toBe(false);
    const detail = await call('GET', `/admin/requests/${id}`, assistant.cookie);
    expect((item(detail).replies as { sent_at: string | null }[])[0].sent_at).not.toBeNull();
  });

  it('refuses a reply to a closed request (750) and an empty reply bound to its field, storing nothing', async () => {
    const assistant = await makeStaff(t.db, 'assistant');
    const id = await contactRequest('closed.case@example.com');
    expect((await call('PATCH', `/admin/requests/${id}`, assistant.cookie, { status: 'closed' })).statusCode).toBe(200);

    const empty = await call('POST', `/admin/requests/${id}/replies`, assistant.cookie, { message: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().collection.errors[0]).toMatchObject({ code: ERRORS.validation.code, data: expect.arrayContaining([{ name: 'f', value: 'message' }]) });

    const closed = await call('POST', `/admin/requests/${id}/replies`, assistant.cookie, { message: 'Too late' });
    expect(closed.json().collection.errors[0].code).toBe(ERRORS.deskRequestClosed.code);
    expect(await t.db.selectFrom('desk_request_replies').select('id').where('request_id', '=', id).execute()).toEqual([]);
  });

  it("takes a request off the dashboard's open requests once the desk closes it", async () => {
    const assistant = await makeStaff(t.db, 'assistant');
    const id = await contactRequest('dashboard.case@example.com');
    const open = async () => Number(item(await call('GET', '/admin/dashboard', assistant.cookie)).open_requests);
    const before = await open();
    expect((await call('PATCH', `/admin/requests/${id}`, assistant.cookie, { status: 'closed' })).statusCode).toBe(200);
    expect(await open()).toBe(before - 1);
  });

  it('assigns only to a staff member: a customer login is refused on the assignee field', async () => {
    const assistant = await makeStaff(t.db, 'assistant');
    const customer = await makeUser(t.db);
    const id = await contactRequest('assign.case@example.com');
    const res = await call('PATCH', `/admin/requests/${id}`, assistant.cookie, { assignee: customer.login });
    expect(res.json().collection.errors[0]).toMatchObject({ code: ERRORS.notFound.code, data: expect.arrayContaining([{ name: 'f', value: 'assignee' }]) });
    const staffList = await call('GET', '/admin/requests/staff', assistant.cookie);
    expect(staffList.json().collection.items.map((s: { login: string }) => s.login)).toContain(assistant.login);
    expect(staffList.json().collection.items.map((s: { login: string }) => s.login)).not.toContain(customer.login);
  });

  it('refuses every desk call to a customer (603) and a visitor (602), and an admin may use it too', async () => {
    const customer = await makeUser(t.db);
    const admin = await makeStaff(t.db, 'admin');
    const id = await contactRequest('refused.case@example.com');
    const calls: [string, string, object?][] = [
      ['GET', '/admin/requests'],
      ['GET', `/admin/requests/${id}`],
      ['PATCH', `/admin/requests/${id}`, { status: 'closed' }],
      ['POST', `/admin/requests/${id}/notes`, { text: 'x' }],
      ['POST', `/admin/requests/${id}/replies`, { message: 'x' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, customer.cookie, body)).json().collection.errors[0].code, `${method} ${url}`).toBe(ERRORS.forbidden.code);
      expect((await call(method, url, undefined, body)).json().collection.errors[0].code, `${method} ${url}`).toBe(ERRORS.notLoggedIn.code);
    }
    const byAdmin = await call('PATCH', `/admin/requests/${id}`, admin.cookie, { status: 'closed' });
    expect(item(byAdmin).status).toBe('closed');
  });
});
