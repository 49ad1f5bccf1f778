import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { BlogWidget } from '../components/blog-widget.tsx';
import { ShowsList } from '../components/shows-list.tsx';
import '../content.css';

/** /events: shows and events to come (the #shows-and-events hash leads here) and the free mini-conferences. */
export function EventsPage() {
  const { t } = useTranslation('content');
  return (
    <PageFrame title={t('events.title')} lead={t('events.lead')} wide>
      <section id="shows-and-events" aria-labelledby="shows-title">
        <h2 id="shows-title">{t('shows.title')}</h2>
        <ShowsList />
      </section>
      <BlogWidget title={t('events.conferences')} tag="mini-conference" variant="blue" />
    </PageFrame>
  );
}
