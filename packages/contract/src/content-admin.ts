import { z } from 'zod';
import { INFO_PAGES } from './info-pages.ts';
import { INTERFACE_LANGUAGES } from './languages.ts';

/**
 * Site content edited in the back office (issue #26): one row per entity key and interface language, as stored by
 * the forms-and-content tables (migrations 0721/0722). Routes are ours (`/admin/content/{entity}`): none in the spec.
 */
export const CONTENT_ENTITIES = ['blog_articles', 'shows_events', 'trainings', 'site_pages'] as const;
export type ContentEntity = (typeof CONTENT_ENTITIES)[number];

export const ContentEntityParams = z.object({ entity: z.enum(CONTENT_ENTITIES, { error: 'not_in_enum' }) });
/** PUT/DELETE /admin/content/{entity}/{key}/{language}: the entity is in the route's path. */
export const ContentRowParams = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,79}$/, 'wrong_pattern'),
  language: z.enum(INTERFACE_LANGUAGES, { error: 'not_in_enum' }),
});
export type ContentRowParams = z.infer<typeof ContentRowParams>;

const text = (max: number) => z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(max, 'too_long');
const day = z.iso.date({ error: 'wrong_pattern' });

export const BlogArticleInput = z
  .object({
    title: text(300),
    description: text(2000),
    url: text(500),
    date_start_article: day,
    hour_start_article: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'wrong_pattern')
      .nullable()
      .default(null),
    date_start_publication: day.nullable().default(null),
    date_end_publication: day.nullable().default(null),
    tags: z.array(text(50)).max(20, 'too_long').default([]),
  })
  .refine((v) => !v.date_start_publication || !v.date_end_publication || v.date_start_publication <= v.date_end_publication, {
    message: 'wrong_pattern',
    path: ['date_end_publication'],
  });

export const ShowEventInput = z.object({
  title: text(300),
  url: text(500),
  image_url: text(500),
  image_alt: text(300),
  date_text: text(100),
  place: text(200),
  date_start: day,
});

export const TrainingInput = z.object({
  position: z.number({ error: 'bad_number' }).int('bad_number').min(0, 'bad_number').max(1000, 'bad_number').default(0),
  title: text(300),
  duration_hours: z.number({ error: 'bad_number' }).positive('bad_number').max(999, 'bad_number'),
  objective: text(2000),
  contents: z.array(text(500)).max(50, 'too_long').default([]),
  price_eur: z.number({ error: 'bad_number' }).min(0, 'bad_number').max(999999, 'bad_number'),
});

export const SitePageInput = z.object({
  title: text(300),
  lead: text(2000),
  sections: z.array(z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'wrong_pattern'), title: text(300), text: text(20000) })).max(50, 'too_long'),
});

/** The body of PUT /admin/content/{entity}/{key}/{language}, per entity. */
export const CONTENT_INPUTS = {
  blog_articles: BlogArticleInput,
  shows_events: ShowEventInput,
  trainings: TrainingInput,
  site_pages: SitePageInput,
} as const;

/** PUT /admin/content/{entity}/{key}: the item's key alone (its translations are in the body). */
export const ContentKeyParams = ContentRowParams.pick({ key: true });

/**
 * PUT /admin/content/{entity}/{key} (issue #26): the translations of one item saved together, in one transaction;
 * a language left out stays as it is (a missing translation falls back to French on the site). At least one.
 */
function translationsOf<T extends z.ZodType>(input: T) {
  return z.object({
    translations: z
      .object({ fr: input.optional(), en: input.optional(), de: input.optional(), it: input.optional() })
      .refine((given) => Object.values(given).some((v) => v !== undefined), 'params_required'),
  });
}
export const CONTENT_TRANSLATIONS_INPUTS = {
  blog_articles: translationsOf(BlogArticleInput),
  shows_events: translationsOf(ShowEventInput),
  trainings: translationsOf(TrainingInput),
  site_pages: translationsOf(SitePageInput),
} as const;

/** An information page's key must be one of the pages the site has. */
export function contentKeyAllowed(entity: ContentEntity, key: string): boolean {
  return entity !== 'site_pages' || (INFO_PAGES as readonly string[]).includes(key);
}

/** One stored translation, as the back office lists and edits it (the entity's own fields in `fields`). */
export const ContentRow = z.object({
  entity: z.enum(CONTENT_ENTITIES),
  key: z.string(),
  language: z.string(),
  fields: z.record(z.string(), z.unknown()),
  updated_at: z.string(),
});
export type ContentRow = z.infer<typeof ContentRow>;
