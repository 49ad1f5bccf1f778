import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { articleHref, blogWidgetDates } from '@openfds/contract';
import { useBlogArticles } from '../hooks.ts';

export type BlogWidgetVariant = 'base' | 'transparent' | 'blue';

/**
 * The blog widget (product-spec §4): the articles shown today grouped by date (at most 6 dates, the fallback
 * articles when none is current, the tag filter), one date at a time chosen in a footer of day/month buttons with
 * left and right arrows; cards alternate white in two-column mode; title and description decoded from HTML; a card
 * opens its URL in a new tab (https:// added to a bare URL). Variants: base, transparent, blue.
 */
export function BlogWidget({
  variant = 'base',
  tag,
  twoColumns = false,
  title,
}: {
  variant?: BlogWidgetVariant;
  tag?: string;
  twoColumns?: boolean;
  title: string;
}) {
  const { t, i18n } = useTranslation('content');
  const articles = useBlogArticles(tag);
  const [selected, setSelected] = useState(0);
  if (!articles.data) return null;
  const groups = blogWidgetDates(articles.data, new Date(), tag);
  if (groups.length === 0) return null;
  const index = Math.min(selected, groups.length - 1);
  const group = groups[index];
  const dayMonth = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const longDay = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  return (
    <section className={`blog-widget blog-widget--${variant}${twoColumns ? ' blog-widget--two' : ''}`} aria-label={title}>
      <h2 className="blog-widget__title">{title}</h2>
      <ul className="blog-widget__cards" aria-live="polite">
        {group.articles.map((article, i) => (
          <li key={article.key} className={`blog-widget__card${twoColumns && i % 2 === 1 ? ' blog-widget__card--alt' : ''}`}>
            <a href={articleHref(article.url)} target="_blank" rel="noopener noreferrer">
              <strong className="blog-widget__card-title">{article.title}</strong>
              <span className="visually-hidden"> {t('newTab')}</span>
            </a>
            {article.hour_start_article ? <span className="blog-widget__hour">{article.hour_start_article}</span> : null}
            {/* title and description arrive as plain text, entities decoded by the server (content/service.ts) */}
            <p>{article.description}</p>
          </li>
        ))}
      </ul>
      {groups.length > 1 ? (
        <nav className="blog-widget__dates" aria-label={t('blog.dates')}>
          <button
            type="button"
            className="blog-widget__arrow"
            onClick={() => setSelected(Math.max(0, index - 1))}
            disabled={index === 0}
            aria-label={t('blog.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          {groups.map((g, i) => (
            <button
              key={g.date}
              type="button"
              className="blog-widget__date"
              aria-pressed={i === index}
              aria-label={longDay(g.date)}
              onClick={() => setSelected(i)}
            >
              {dayMonth(g.date)}
            </button>
          ))}
          <button
            type="button"
            className="blog-widget__arrow"
            onClick={() => setSelected(Math.min(groups.length - 1, index + 1))}
            disabled={index === groups.length - 1}
            aria-label={t('blog.next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </nav>
      ) : null}
    </section>
  );
}
