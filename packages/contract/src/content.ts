import { decodeHTML } from 'entities';
import { z } from 'zod';
import { NEWS_MAX_DATES } from './constants.ts';
import type { InterfaceLanguage } from './languages.ts';

/**
 * Site content kept in the database so that a back office can edit it (issue #25; product-spec §1, §3.7, §4, §9;
 * api-spec §3 "Blog article", §7 "Other"): blog articles, shows and events, training modules and the texts of the
 * information pages. Every reply is in the request's interface language, French where a text has no translation.
 */

/** Blog article (api-spec §3). Dates are YYYY-MM-DD, the hour HH:MM; no publication window means null dates. */
export const BlogArticle = z.object({
  key: z.string(),
  language: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  date_start_article: z.string(),
  hour_start_article: z.string().nullable(),
  date_start_publication: z.string().nullable(),
  date_end_publication: z.string().nullable(),
  tags: z.array(z.string()),
});
export type BlogArticle = z.infer<typeof BlogArticle>;

/** GET /blog_articles: an optional tag filter (product-spec §4 "A tag filter applies if given"). */
export const BlogArticlesQuery = z.object({ tag: z.string().trim().max(50, 'too_long').optional() });

/** Shows list item, with the field names of product-spec §3.7. */
export const ShowEvent = z.object({
  key: z.string(),
  language: z.string(),
  title: z.string(),
  url: z.string(),
  imageURL: z.string(),
  imageAlt: z.string(),
  dateText: z.string(),
  localisation: z.string(),
  dateStart: z.string(),
});
export type ShowEvent = z.infer<typeof ShowEvent>;

/** Training module (product-spec §3.7): duration in hours, price in euros excluding tax. */
export const TrainingModule = z.object({
  code: z.string(),
  language: z.string(),
  title: z.string(),
  duration: z.number(),
  objective: z.string(),
  contents: z.array(z.string()),
  price: z.number(),
});
export type TrainingModule = z.infer<typeof TrainingModule>;

/** The information pages (product-spec §2.2 "pages whose paths are not shown"). */
export const INFO_PAGES = ['about-us', 'consulting', 'distribution', 'hosting', 'suppliers-management', 'turnkey-service', 'gdpr', 'legal-notice'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/**
 * Their stable path in each interface language (the spec shows none). A link takes the path of the page's language;
 * every language's path is routed in every language, so a shared link keeps working after a language switch.
 */
export const INFO_PAGE_PATHS: Record<InfoPage, Record<InterfaceLanguage, string>> = {
  'about-us': { fr: 'a-propos', en: 'about-us', de: 'ueber-uns', it: 'chi-siamo' },
  consulting: { fr: 'conseil', en: 'consulting', de: 'beratung', it: 'consulenza' },
  distribution: { fr: 'diffusion-fds', en: 'sds-distribution', de: 'sdb-verteilung', it: 'distribuzione-sds' },
  hosting: { fr: 'hebergement', en: 'hosting', de: 'hosting', it: 'hosting' },
  'suppliers-management': { fr: 'gestion-fournisseurs', en: 'suppliers-management', de: 'lieferantenverwaltung', it: 'gestione-fornitori' },
  'turnkey-service': { fr: 'service-cle-en-main', en: 'turnkey-service', de: 'komplettservice', it: 'servizio-chiavi-in-mano' },
  gdpr: { fr: 'rgpd', en: 'gdpr', de: 'dsgvo', it: 'gdpr' },
  'legal-notice': { fr: 'mentions-legales', en: 'legal-notice', de: 'impressum', it: 'note-legali' },
};

export const SitePageParams = z.object({ slug: z.enum(INFO_PAGES, { error: 'not_in_enum' }) });

/** A section of an information page; `id` is its hash anchor. */
export const SitePageSection = z.object({ id: z.string(), title: z.string(), text: z.string() });
/**
 * An information page's texts. `{operator_name}`, `{operator_address}`, `{operator_siret}`, `{operator_vat}` and
 * `{support_email}` in a text are filled from the instance's configuration (SELLER_*, SUPPORT_EMAIL) by the server.
 */
export const SitePage = z.object({
  slug: z.enum(INFO_PAGES),
  language: z.string(),
  title: z.string(),
  lead: z.string(),
  sections: z.array(SitePageSection),
  updated_at: z.string(),
});
export type SitePage = z.infer<typeof SitePage>;

/** Remote training (product-spec §9): at most 5 people, 450 euros per 3.5 h session, 300 per 2 h session, excl. tax. */
export const TRAINING_MAX_PEOPLE = 5;
export const TRAINING_SESSIONS = [
  { hours: 3.5, price: 450 },
  { hours: 2, price: 300 },
] as const;

/**
 * Price of a module of `hours`: the cheapest set of 3.5 h and 2 h sessions that covers it (10.5 h = three 3.5 h
 * sessions, 4 h = two 2 h sessions, 7 h = two 3.5 h sessions).
 */
export function trainingPrice(hours: number): number {
  let best = Infinity;
  for (let long = 0; long * 3.5 < hours + 3.5; long++) {
    const rest = Math.max(0, hours - long * 3.5);
    const short = Math.ceil(rest / 2 - 1e-9);
    best = Math.min(best, long * 450 + short * 300);
  }
  return best;
}

/** The day of `now` as YYYY-MM-DD in UTC (article and show dates are calendar days). */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Shows list (product-spec §4): only events whose start date is in the future (after today), soonest first. */
export function upcomingShows<T extends { dateStart: string }>(shows: readonly T[], now: Date): T[] {
  const today = dayOf(now);
  return shows.filter((s) => s.dateStart > today).sort((a, b) => a.dateStart.localeCompare(b.dateStart));
}

/** Code-point order (ISO dates and HH:MM hours sort as text; localeCompare would put '~' before digits). */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The tag of the articles shown when no article is current (product-spec §4). */
export const BLOG_FALLBACK_TAG = 'fallback';

/** True when an article shows today: today inside its publication window, or, without one, its date is today or later. */
export function isArticleShown(article: Pick<BlogArticle, 'date_start_article' | 'date_start_publication' | 'date_end_publication'>, now: Date): boolean {
  const today = dayOf(now);
  const { date_start_publication: from, date_end_publication: to } = article;
  if (from || to) return (!from || from <= today) && (!to || today <= to);
  return article.date_start_article >= today;
}

export interface BlogDateGroup<T> {
  date: string;
  articles: T[];
}

/**
 * The blog widget's selection (product-spec §4 "Blog widget"): the tag filter if given, the articles shown today,
 * grouped by article date in date order, at most NEWS_MAX_DATES distinct dates; with none, the articles tagged
 * `fallback` (by date too).
 */
export function blogWidgetDates<T extends BlogArticle>(articles: readonly T[], now: Date, tag?: string | null): BlogDateGroup<T>[] {
  const tagged = tag ? articles.filter((a) => a.tags.includes(tag)) : [...articles];
  let chosen = tagged.filter((a) => isArticleShown(a, now));
  if (chosen.length === 0) chosen = tagged.filter((a) => a.tags.includes(BLOG_FALLBACK_TAG));
  const byDate = new Map<string, T[]>();
  for (const article of [...chosen].sort(
    // Within a day, articles with an hour first, in hour order (an all-day article comes after the timed ones).
    (a, b) => compare(a.date_start_article, b.date_start_article) || compare(a.hour_start_article ?? '~', b.hour_start_article ?? '~'),
  )) {
    const list = byDate.get(article.date_start_article) ?? [];
    list.push(article);
    byDate.set(article.date_start_article, list);
  }
  return [...byDate.entries()].slice(0, NEWS_MAX_DATES).map(([date, list]) => ({ date, articles: list }));
}

/**
 * An article's link: https:// is added when the URL has no scheme (product-spec §4). A path of this site
 * (starting with one slash) stays as it is: the seed's articles link to the site's own pages.
 */
export function articleHref(url: string): string {
  const trimmed = url.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || /^\/(?!\/)/.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/**
 * Title and description arrive as HTML text (entities, sometimes tags): the widget shows them as plain text, tags
 * dropped and every HTML entity decoded (the `entities` library, the WHATWG list).
 */
export function decodeHtmlText(value: string): string {
  return decodeHTML(value.replace(/<[^>]*>/g, ''));
}
