import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language.ts';
import { paths } from '../../../config/paths.ts';
import { BlogWidget } from './blog-widget.tsx';
import { ShowsList } from './shows-list.tsx';
import '../content.css';

/**
 * The living content under the home page's search (product-spec §1, §2.3 "shows and events block"): the news and
 * mini-conference widget and the next shows, with a link to all events.
 */
export function HomeContent() {
  const { t } = useTranslation('content');
  const { to } = useLanguage();
  return (
    <div className="home-content">
      <BlogWidget title={t('blog.title')} variant="transparent" twoColumns />
      <section className="home-content__shows" aria-labelledby="home-shows-title">
        <h2 id="home-shows-title">{t('shows.title')}</h2>
        <ShowsList limit={3} />
        <Link to={to(paths.events)}>{t('shows.all')}</Link>
      </section>
    </div>
  );
}
