import { NEWS_MAX_DATES } from './constants.ts';
import type { BlogArticle } from './content.ts';

// The content rules the home page runs (blog widget dates, upcoming shows, article links, training prices), in a
// file without zod or the entities tables: content.ts holds the schemas the server validates with, and importing the
// rules from there brought those into the home page's JavaScript (e2e/specs/delivery.e2e.ts budget).

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
