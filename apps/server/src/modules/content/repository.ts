import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BlogArticlesTable, ShowsEventsTable, SitePagesTable, TrainingsTable } from './tables.ts';

/**
 * Site content rows in a language, French standing in for a missing translation: per entity key, the row of the
 * language asked if there is one, else the French row (DISTINCT ON keeps the first row of each key, and the
 * language asked sorts first).
 */
export const FALLBACK_LANGUAGE = 'fr';

const preferred = (language: string) => sql<boolean>`(language = ${language})`;

export async function blogArticles(db: Db, language: string): Promise<Selectable<BlogArticlesTable>[]> {
  return db
    .selectFrom('blog_articles')
    .selectAll()
    .distinctOn('key')
    .where('language', 'in', [language, FALLBACK_LANGUAGE])
    .orderBy('key')
    .orderBy(preferred(language), 'desc')
    .execute();
}

export async function showsEvents(db: Db, language: string): Promise<Selectable<ShowsEventsTable>[]> {
  return db
    .selectFrom('shows_events')
    .selectAll()
    .distinctOn('key')
    .where('language', 'in', [language, FALLBACK_LANGUAGE])
    .orderBy('key')
    .orderBy(preferred(language), 'desc')
    .execute();
}

export async function trainings(db: Db, language: string): Promise<Selectable<TrainingsTable>[]> {
  return db
    .selectFrom('trainings')
    .selectAll()
    .distinctOn('code')
    .where('language', 'in', [language, FALLBACK_LANGUAGE])
    .orderBy('code')
    .orderBy(preferred(language), 'desc')
    .execute();
}

export async function sitePage(db: Db, slug: string, language: string): Promise<Selectable<SitePagesTable> | undefined> {
  return db
    .selectFrom('site_pages')
    .selectAll()
    .where('slug', '=', slug)
    .where('language', 'in', [language, FALLBACK_LANGUAGE])
    .orderBy(preferred(language), 'desc')
    .limit(1)
    .executeTakeFirst();
}
