import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Card, EmptyState } from '../../../components/ui/feedback.tsx';
import { TRADE_SHOWS, upcomingShows } from '../events-data.ts';

/** /events: shows and events (future ones only) and the free 12-minute mini-conferences. */
export function EventsPage() {
  const { t, i18n } = useTranslation('pages');
  const shows = upcomingShows(TRADE_SHOWS, new Date());
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  return (
    <PageFrame title={t('events.title')} lead={t('events.lead')} wide>
      <section id="shows-and-events" aria-labelledby="shows-title">
        <h2 id="shows-title">{t('events.shows')}</h2>
        {shows.length === 0 ? (
          <EmptyState title={t('events.none')} />
        ) : (
          <div className="card-grid">
            {shows.map((show) => (
              <Card key={show.id} title={show.name} headingLevel={3}>
                <p>{show.city}</p>
                <p>{t('events.dates', { start: date(show.start), end: date(show.end) })}</p>
                <a href={show.url} target="_blank" rel="noopener noreferrer">
                  {t('events.site', { name: show.name })}
                  <span className="visually-hidden"> {t('events.newTab')}</span>
                </a>
              </Card>
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="conferences-title" className="prose-section">
        <h2 id="conferences-title">{t('events.conferences')}</h2>
        <p>{t('events.conferencesText')}</p>
      </section>
    </PageFrame>
  );
}
