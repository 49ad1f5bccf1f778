import { useTranslation } from 'react-i18next';
import { upcomingShows } from '@openfds/contract';
import { useShowsEvents } from '../hooks.ts';

/** The shows list (product-spec §3.7, §4): future events only, each with its image, image alt, date text and place. */
export function ShowsList({ limit }: { limit?: number }) {
  const { t } = useTranslation('content');
  const shows = useShowsEvents();
  if (shows.isPending) return null;
  const list = upcomingShows(shows.data ?? [], new Date()).slice(0, limit);
  if (list.length === 0) return <p>{t('shows.none')}</p>;
  return (
    <ul className="shows-list">
      {list.map((show) => (
        <li key={show.key} className="shows-list__item">
          <img src={show.imageURL} alt={show.imageAlt} width={96} height={64} loading="lazy" />
          <div>
            <a href={show.url} target="_blank" rel="noopener noreferrer" className="shows-list__title">
              {show.title}
              <span className="visually-hidden"> {t('newTab')}</span>
            </a>
            <p className="shows-list__when">
              {show.dateText} · {show.localisation}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
