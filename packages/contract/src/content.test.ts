import { describe, expect, it } from 'vitest';
import { decodeHtmlText, type BlogArticle } from './content.ts';
import { articleHref, blogWidgetDates, isArticleShown, trainingPrice, upcomingShows } from './content-rules.ts';

const article = (key: string, date: string, extra: Partial<BlogArticle> = {}): BlogArticle => ({
  key,
  language: 'fr',
  title: key,
  description: '',
  url: 'example.org',
  date_start_article: date,
  hour_start_article: null,
  date_start_publication: null,
  date_end_publication: null,
  tags: [],
  ...extra,
});

const on = (day: string) => new Date(`${day}T10:00:00Z`);

describe('blog widget rules (product-spec §4)', () => {
  it('shows an article inside its publication window, whatever its date, and not outside it', () => {
    const a = article('a', '2026-01-05', { date_start_publication: '2026-03-01', date_end_publication: '2026-03-31' });
    expect(isArticleShown(a, on('2026-02-28'))).toBe(false);
    expect(isArticleShown(a, on('2026-03-01'))).toBe(true);
    expect(isArticleShown(a, on('2026-03-31'))).toBe(true);
    expect(isArticleShown(a, on('2026-04-01'))).toBe(false);
  });

  it('shows an article without window while its event date is today or later', () => {
    const a = article('a', '2026-06-10');
    expect(isArticleShown(a, on('2026-06-09'))).toBe(true);
    expect(isArticleShown(a, on('2026-06-10'))).toBe(true);
    expect(isArticleShown(a, on('2026-06-11'))).toBe(false);
  });

  it('keeps at most 6 distinct dates, in date order, several articles sharing a date', () => {
    const list = ['2026-06-20', '2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14', '2026-06-15', '2026-06-16', '2026-06-17'].map((d, i) =>
      article(`k${i}`, d),
    );
    list.push(article('same-day', '2026-06-12', { hour_start_article: '09:00' }));
    const groups = blogWidgetDates(list, on('2026-06-10'));
    expect(groups.map((g) => g.date)).toEqual(['2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14', '2026-06-15', '2026-06-16']);
    expect(groups[1].articles.map((a) => a.key)).toEqual(['same-day', 'k2']);
  });

  it('falls back to the articles tagged fallback when none is current', () => {
    const list = [article('old', '2025-01-01'), article('evergreen', '2024-05-01', { tags: ['fallback'] })];
    expect(blogWidgetDates(list, on('2026-06-10')).flatMap((g) => g.articles.map((a) => a.key))).toEqual(['evergreen']);
    // With a current article the fallback stays out.
    list.push(article('next', '2026-07-01'));
    expect(blogWidgetDates(list, on('2026-06-10')).flatMap((g) => g.articles.map((a) => a.key))).toEqual(['next']);
  });

  it('applies the tag filter before choosing', () => {
    const list = [article('news', '2026-07-01', { tags: ['news'] }), article('conf', '2026-07-02', { tags: ['mini-conference'] })];
    expect(blogWidgetDates(list, on('2026-06-10'), 'mini-conference').map((g) => g.articles[0].key)).toEqual(['conf']);
    expect(blogWidgetDates(list, on('2026-06-10'), 'nothing')).toEqual([]);
  });

  it('adds https:// to a URL without scheme and keeps the others', () => {
    expect(articleHref('www.example.org/a')).toBe('https://www.example.org/a');
    expect(articleHref('http://example.org')).toBe('http://example.org');
    expect(articleHref('mailto:x@example.org')).toBe('mailto:x@example.org');
    expect(articleHref('//cdn.example.org/a')).toBe('https://cdn.example.org/a');
    expect(articleHref('/fr/events/')).toBe('/fr/events/');
  });

  it('decodes title and description from HTML', () => {
    expect(decodeHtmlText('S&eacute;curit&eacute; &amp; <b>FDS</b> &#8211; r&egrave;glement')).toBe('Sécurité & FDS – règlement');
  });
});

describe('shows list (product-spec §4)', () => {
  it('keeps only the events starting after today, soonest first', () => {
    const shows = [{ dateStart: '2026-06-11' }, { dateStart: '2026-06-10' }, { dateStart: '2026-06-09' }, { dateStart: '2027-01-01' }];
    expect(upcomingShows(shows, on('2026-06-10')).map((s) => s.dateStart)).toEqual(['2026-06-11', '2027-01-01']);
  });
});

describe('training prices (product-spec §9)', () => {
  it('prices the five modules from 3.5 h sessions at 450 and 2 h sessions at 300', () => {
    expect([10.5, 4, 3.5, 7, 7].map(trainingPrice)).toEqual([1350, 600, 450, 900, 900]);
    expect(trainingPrice(2)).toBe(300);
  });
});
