import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, INFO_PAGES } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import * as service from './service.ts';

/** The content read calls on the migrated database (the seed content of 0722) and rows a test adds. */
describe('site content', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({
      seller: { name: 'Exploitant Test SAS', address: '1 rue de l’Essai, 75001 Paris', vatNumber: 'FR00123456789', siret: '12345678900011' },
    });
  }, 120_000);
  afterAll(async () => t?.close());

  const get = async (url: string, language: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': language } });
    return { status: res.statusCode, items: res.json().collection.items as Record<string, unknown>[], errors: res.json().collection.errors };
  };

  it('answers in the language asked, and in French where a translation is missing', async () => {
    await t.db
      .insertInto('blog_articles')
      .values([
        { key: 'only-fr', language: 'fr', title: 'Seulement en français', description: 'd', url: 'example.org', date_start_article: '2030-01-02', tags: [] },
        { key: 'both', language: 'fr', title: 'Les deux', description: 'd', url: 'example.org', date_start_article: '2030-01-03', tags: [] },
        { key: 'both', language: 'de', title: 'Beide', description: 'd', url: 'example.org', date_start_article: '2030-01-03', tags: [] },
      ])
      .execute();
    const de = await service.blogArticles(t, 'de', undefined, new Date('2029-12-31T12:00:00Z'));
    expect(de.find((a) => a.key === 'both')).toMatchObject({ language: 'de', title: 'Beide' });
    expect(de.find((a) => a.key === 'only-fr')).toMatchObject({ language: 'fr', title: 'Seulement en français' });
    const fr = await service.blogArticles(t, 'fr', undefined, new Date('2029-12-31T12:00:00Z'));
    expect(fr.find((a) => a.key === 'both')?.title).toBe('Les deux');
    // Information pages: a German page comes in German, a page deleted in Italian comes in French.
    expect((await get('/site_pages/hosting', 'de')).items[0]).toMatchObject({ language: 'de', title: 'Hosting' });
    await t.db.deleteFrom('site_pages').where('slug', '=', 'distribution').where('language', '=', 'it').execute();
    expect((await get('/site_pages/distribution', 'it')).items[0]).toMatchObject({ language: 'fr', title: 'Diffusion de FDS' });
  });

  it('serves the blog as the widget shows it today: the seed articles in their window, the fallback when none is current', async () => {
    const current = await service.blogArticles(t, 'en', undefined, new Date('2027-01-15T09:00:00Z'));
    expect(current.map((a) => a.key)).toEqual(expect.arrayContaining(['safebox', 'vigi-substances', 'one-click']));
    expect(current.some((a) => a.key === 'mini-conferences')).toBe(false);
    const later = await service.blogArticles(t, 'en', undefined, new Date('2031-01-01T09:00:00Z'));
    expect(later.map((a) => a.key)).toEqual(['mini-conferences']);
    expect(later[0].title).toBe('Free 12-minute mini-conferences');
    const res = await get('/blog_articles?tag=tools', 'it');
    expect(res.status).toBe(200);
    for (const item of res.items) expect(item.tags).toContain('tools');
  });

  it('lists only the shows still to come, with image, image alt and date text', async () => {
    await t.db
      .insertInto('shows_events')
      .values([
        {
          key: 'past',
          language: 'fr',
          title: 'Salon passé',
          url: 'https://example.org',
          image_url: '/x.svg',
          image_alt: 'a',
          date_text: 'hier',
          place: 'Lyon',
          date_start: '2020-01-01',
        },
        {
          key: 'future',
          language: 'fr',
          title: 'Salon futur',
          url: 'https://example.org',
          image_url: '/y.svg',
          image_alt: 'Affiche',
          date_text: '1er mars 2040',
          place: 'Nantes',
          date_start: '2040-03-01',
        },
      ])
      .execute();
    const { items } = await get('/shows_events', 'en');
    expect(items.some((s) => s.key === 'past')).toBe(false);
    expect(items.find((s) => s.key === 'future')).toMatchObject({
      imageURL: '/y.svg',
      imageAlt: 'Affiche',
      dateText: '1er mars 2040',
      localisation: 'Nantes',
      language: 'fr',
    });
    const starts = items.map((s) => String(s.dateStart));
    expect(starts).toEqual([...starts].sort());
    expect(starts.every((d) => d > new Date().toISOString().slice(0, 10))).toBe(true);
  });

  it('gives the five training modules of product-spec §9 with their durations and prices', async () => {
    const { items } = await get('/trainings', 'fr');
    expect(items.map((m) => m.duration)).toEqual([10.5, 4, 3.5, 7, 7]);
    expect(items.map((m) => m.price)).toEqual([1350, 600, 450, 900, 900]);
    expect(items[0]).toMatchObject({ code: 'SDS-READ', language: 'fr' });
  });

  it('has every information page in every language, the legal ones naming the configured operator', async () => {
    for (const slug of INFO_PAGES) {
      for (const language of ['fr', 'en', 'de', 'it']) {
        if (slug === 'distribution' && language === 'it') continue; // deleted by the fallback test
        const { items } = await get(`/site_pages/${slug}`, language);
        expect(items[0].language, `${slug} ${language}`).toBe(language);
      }
    }
    const legal = (await get('/site_pages/legal-notice', 'en')).items[0] as { sections: { text: string }[] };
    const text = legal.sections.map((s) => s.text).join(' ');
    expect(text).toContain('Exploitant Test SAS, 1 rue de l’Essai, 75001 Paris');
    expect(text).toContain('12345678900011');
    expect(text).not.toMatch(/\{\w+\}/);
    const unknown = await get('/site_pages/nope', 'en');
    expect(unknown.status).toBe(400);
    expect(unknown.errors[0]).toMatchObject({ code: ERRORS.validation.code, data: expect.arrayContaining([{ name: 'f', value: 'slug' }]) });
  });
});
