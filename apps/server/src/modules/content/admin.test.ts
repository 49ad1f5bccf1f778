import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { makeUser } from '../../../test/factories.ts';
import { auditRows, makeStaff } from '../../../test/staff.ts';

/** The back office's content edits (issue #26) through the API: per language, shown on the site, audited. */
describe('content in the back office', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext();
  }, 120_000);
  afterAll(async () => t?.close());

  const call = (method: string, url: string, cookie?: string, payload?: object, language = 'fr') =>
    t.app.inject({ method: method as 'GET', url: `/api/v1${url}`, payload, headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) } });
  const today = () => t.clock.now().toISOString().slice(0, 10);

  it('lets an assistant publish a blog article in English, edit it and delete it, each step audited', async () => {
    const assistant = await makeStaff(t.db, 'assistant');
    const article = {
      title: 'Desk news',
      description: 'The back office is open.',
      url: '/en/site-information',
      date_start_article: today(),
      date_start_publication: today(),
      date_end_publication: '2099-12-31',
      tags: ['news'],
    };
    const created = await call('PUT', '/admin/content/blog_articles/desk-news/en', assistant.cookie, article);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().collection.items[0]).toMatchObject({ key: 'desk-news', language: 'en', fields: { title: 'Desk news', hour_start_article: null } });
    const shown = await call('GET', '/blog_articles', undefined, undefined, 'en');
    expect(shown.json().collection.items.map((a: { key: string }) => a.key)).toContain('desk-news');
    expect((await auditRows(t.db, 'content.create', 'desk-news/en'))[0]).toMatchObject({
      staff_login: assistant.login,
      before: null,
      target_type: 'blog_articles',
    });

    const edited = await call('PUT', '/admin/content/blog_articles/desk-news/en', assistant.cookie, {
      ...article,
      title: 'Desk news, edited',
      hour_start_article: '14:30',
    });
    expect(edited.json().collection.items[0].fields).toMatchObject({ title: 'Desk news, edited', hour_start_article: '14:30' });
    expect((await auditRows(t.db, 'content.update', 'desk-news/en'))[0]).toMatchObject({
      before: expect.objectContaining({ title: 'Desk news' }),
      after: expect.objectContaining({ title: 'Desk news, edited' }),
    });
    const listed = await call('GET', '/admin/content/blog_articles', assistant.cookie);
    expect(listed.json().collection.items.filter((r: { key: string }) => r.key === 'desk-news')).toHaveLength(1);

    expect((await call('DELETE', '/admin/content/blog_articles/desk-news/en', assistant.cookie)).statusCode).toBe(200);
    expect(await auditRows(t.db, 'content.delete', 'desk-news/en')).toHaveLength(1);
    expect((await call('DELETE', '/admin/content/blog_articles/desk-news/en', assistant.cookie)).json().collection.errors[0].code).toBe(ERRORS.notFound.code);
  });

  it('edits an information page and a training in German, shown in German on the site', async () => {
    const assistant = await makeStaff(t.db, 'assistant');
    const page = { title: 'Über uns', lead: 'Wer wir sind.', sections: [{ id: 'team', title: 'Das Team', text: 'Drei Personen.' }] };
    expect((await call('PUT', '/admin/content/site_pages/about-us/de', assistant.cookie, page)).statusCode).toBe(200);
    const shown = await call('GET', '/site_pages/about-us', undefined, undefined, 'de');
    expect(shown.json().collection.items[0]).toMatchObject({ title: 'Über uns', sections: [{ id: 'team', title: 'Das Team', text: 'Drei Personen.' }] });

    const training = {
      position: 9,
      title: 'Sicherheitsdatenblätter lesen',
      duration_hours: 3.5,
      objective: 'Lesen lernen',
      contents: ['Abschnitt 2'],
      price_eur: 300,
    };
    const saved = await call('PUT', '/admin/content/trainings/read-sds/de', assistant.cookie, training);
    expect(saved.json().collection.items[0].fields).toMatchObject({ duration_hours: 3.5, price_eur: 300 });
    const trainings = await call('GET', '/trainings', undefined, undefined, 'de');
    expect(trainings.json().collection.items.find((m: { code: string }) => m.code === 'read-sds')).toMatchObject({
      title: 'Sicherheitsdatenblätter lesen',
      duration: 3.5,
    });
  });

  it('binds bad input to its field and stores nothing: an unknown page, a negative duration, a publication ending before it starts', async () => {
    const assistant = await makeStaff(t.db, 'assistant');
    const field = (res: { json(): { collection: { errors: { data: { name: string; value: unknown }[] }[] } } }) =>
      res.json().collection.errors[0].data.find((d) => d.name === 'f')?.value;
    const page = { title: 'X', lead: 'Y', sections: [] };
    expect(field(await call('PUT', '/admin/content/site_pages/not-a-page/fr', assistant.cookie, page))).toBe('key');
    const training = { title: 'T', duration_hours: -1, objective: 'O', price_eur: 1 };
    expect(field(await call('PUT', '/admin/content/trainings/bad/fr', assistant.cookie, training))).toBe('duration_hours');
    const article = {
      title: 'T',
      description: 'D',
      url: '/',
      date_start_article: today(),
      date_start_publication: '2030-01-02',
      date_end_publication: '2030-01-01',
    };
    expect(field(await call('PUT', '/admin/content/blog_articles/bad/fr', assistant.cookie, article))).toBe('date_end_publication');
    expect(await t.db.selectFrom('trainings').select('id').where('code', '=', 'bad').execute()).toEqual([]);
    expect(await t.db.selectFrom('blog_articles').select('id').where('key', '=', 'bad').execute()).toEqual([]);
  });

  it('refuses content edits to a customer (603) and a visitor (602)', async () => {
    const customer = await makeUser(t.db);
    const page = { title: 'Hacked', lead: 'Y', sections: [] };
    expect((await call('PUT', '/admin/content/site_pages/gdpr/fr', customer.cookie, page)).json().collection.errors[0].code).toBe(ERRORS.forbidden.code);
    expect((await call('PUT', '/admin/content/site_pages/gdpr/fr', undefined, page)).json().collection.errors[0].code).toBe(ERRORS.notLoggedIn.code);
    expect((await call('GET', '/admin/content/trainings', customer.cookie)).json().collection.errors[0].code).toBe(ERRORS.forbidden.code);
    const gdpr = await call('GET', '/site_pages/gdpr');
    expect(gdpr.json().collection.items[0].title).not.toBe('Hacked');
  });

  it('saves three translations of a training in one call (each audited), names the missing one, and stores none when one is bad', async () => {
    const assistant = await makeStaff(t.db, 'assistant');
    const customer = await makeUser(t.db);
    const base = { title: 'T', duration_hours: 3.5, objective: 'Read a sheet', price_eur: 300 };
    const translations = { fr: { ...base, title: 'Formation FDS' }, en: { ...base, title: 'SDS training' }, de: { ...base, title: 'SDB-Schulung' } };
    const url = '/admin/content/trainings/batch-training';
    expect((await call('PUT', url, customer.cookie, { translations })).json().collection.errors[0].code).toBe(603);

    const bad = await call('PUT', url, assistant.cookie, { translations: { ...translations, it: { ...base, title: '' } } });
    expect(bad.json().collection.errors[0]).toMatchObject({
      code: ERRORS.validation.code,
      data: expect.arrayContaining([{ name: 'f', value: 'translations.it.title' }]),
    });
    expect(
      (await call('GET', '/admin/content/trainings', assistant.cookie)).json().collection.items.some((r: { key: string }) => r.key === 'batch-training'),
    ).toBe(false);

    const saved = await call('PUT', url, assistant.cookie, { translations });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().collection.items.map((r: { language: string; fields: { title: string } }) => [r.language, r.fields.title])).toEqual([
      ['fr', 'Formation FDS'],
      ['en', 'SDS training'],
      ['de', 'SDB-Schulung'],
    ]);
    expect(saved.json().collection.data).toEqual(expect.arrayContaining([{ name: 'missing', value: ['it'] }]));
    for (const language of ['fr', 'en', 'de']) {
      expect((await auditRows(t.db, 'content.create', `batch-training/${language}`))[0]).toMatchObject({ staff_login: assistant.login });
    }
  });
});
