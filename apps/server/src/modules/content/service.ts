import { blogWidgetDates, decodeHtmlText, upcomingShows, type BlogArticle, type ShowEvent, type SitePage, type TrainingModule } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import * as repo from './repository.ts';

export type ContentContext = Pick<AppContext, 'db' | 'config'>;

/**
 * Blog articles in a language (api-spec §7 "Blog: articles by current language"), as the widget shows them today
 * (product-spec §4: publication window or coming date, at most 6 dates, the fallback articles when none, the tag
 * filter). The widget applies the same rules again on its side, so a page left open stays right.
 */
export async function blogArticles(ctx: ContentContext, language: string, tag: string | undefined, now = new Date()): Promise<BlogArticle[]> {
  const rows = await repo.blogArticles(ctx.db, language);
  const articles: BlogArticle[] = rows.map((r) => ({
    key: r.key,
    language: r.language,
    // Plain text, every HTML entity decoded (product-spec §4 "Blog widget"), here rather than in the browser: the
    // decoding tables of the entities library would weigh on the home page's JavaScript budget.
    title: decodeHtmlText(r.title),
    description: decodeHtmlText(r.description),
    url: r.url,
    date_start_article: r.date_start_article,
    // time columns read as HH:MM:SS: the article shows hours and minutes.
    hour_start_article: r.hour_start_article ? r.hour_start_article.slice(0, 5) : null,
    date_start_publication: r.date_start_publication,
    date_end_publication: r.date_end_publication,
    tags: r.tags,
  }));
  return blogWidgetDates(articles, now, tag).flatMap((group) => group.articles);
}

/** Shows and events still to come (product-spec §4 "Shows list"), soonest first. */
export async function showsEvents(ctx: ContentContext, language: string, now = new Date()): Promise<ShowEvent[]> {
  const rows = await repo.showsEvents(ctx.db, language);
  return upcomingShows(
    rows.map((r) => ({
      key: r.key,
      language: r.language,
      title: r.title,
      url: r.url,
      imageURL: r.image_url,
      imageAlt: r.image_alt,
      dateText: r.date_text,
      localisation: r.place,
      dateStart: r.date_start,
    })),
    now,
  );
}

/** The training modules (product-spec §3.7, §9), in the back office's order. */
export async function trainings(ctx: ContentContext, language: string): Promise<TrainingModule[]> {
  const rows = await repo.trainings(ctx.db, language);
  return rows
    .sort((a, b) => a.position - b.position)
    .map((r) => ({
      code: r.code,
      language: r.language,
      title: r.title,
      duration: Number(r.duration_hours),
      objective: r.objective,
      contents: r.contents,
      price: Number(r.price_eur),
    }));
}

/**
 * An information page's texts, with who operates the instance filled in from the configuration (SELLER_NAME,
 * SELLER_ADDRESS, SELLER_SIRET, SELLER_VAT_NUMBER, SUPPORT_EMAIL): the legal pages name the real operator.
 */
export async function sitePage(ctx: ContentContext, slug: SitePage['slug'], language: string): Promise<SitePage> {
  const row = await repo.sitePage(ctx.db, slug, language);
  if (!row) throw new AppError('notFound');
  const { seller, supportEmail } = ctx.config;
  const values: Record<string, string> = {
    operator_name: seller.name,
    operator_address: seller.address,
    operator_siret: seller.siret,
    operator_vat: seller.vatNumber,
    support_email: supportEmail,
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  return {
    slug,
    language: row.language,
    title: fill(row.title),
    lead: fill(row.lead),
    sections: row.sections.map((s) => ({ id: s.id, title: fill(s.title), text: fill(s.text) })),
    updated_at: row.updated_at.toISOString(),
  };
}
