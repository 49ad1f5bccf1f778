import { decodeHTML } from 'entities';
import { z } from 'zod';
import { INFO_PAGES } from './info-pages.ts';

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

/**
 * Title and description arrive as HTML text (entities, sometimes tags): the widget shows them as plain text, tags
 * dropped and every HTML entity decoded (the `entities` library, the WHATWG list).
 */
export function decodeHtmlText(value: string): string {
  return decodeHTML(value.replace(/<[^>]*>/g, ''));
}
