import type { ColumnType, Generated } from 'kysely';

/** Kysely types of migrations/0721_site_content.sql. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A date column read as YYYY-MM-DD text (types.ts sets the pg parser of `date` to keep the text). */
type Day = ColumnType<string, string, string>;
/** numeric columns arrive as text from pg. */
type Numeric = ColumnType<string, string | number, string | number>;

interface Translated {
  id: Generated<number>;
  language: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BlogArticlesTable extends Translated {
  key: string;
  title: string;
  description: string;
  url: string;
  date_start_article: Day;
  hour_start_article: string | null;
  date_start_publication: Day | null;
  date_end_publication: Day | null;
  tags: string[];
}

export interface ShowsEventsTable extends Translated {
  key: string;
  title: string;
  url: string;
  image_url: string;
  image_alt: string;
  date_text: string;
  place: string;
  date_start: Day;
}

export interface TrainingsTable extends Translated {
  code: string;
  position: number;
  title: string;
  duration_hours: Numeric;
  objective: string;
  contents: string[];
  price_eur: Numeric;
}

export interface SitePagesTable extends Translated {
  slug: string;
  title: string;
  lead: string;
  sections: ColumnType<{ id: string; title: string; text: string }[], string, string>;
}

declare module '../../db/schema.ts' {
  interface Database {
    blog_articles: BlogArticlesTable;
    shows_events: ShowsEventsTable;
    trainings: TrainingsTable;
    site_pages: SitePagesTable;
  }
}
