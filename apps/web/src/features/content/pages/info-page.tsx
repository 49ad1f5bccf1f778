import { useTranslation } from 'react-i18next';
import type { InfoPage as InfoPageSlug } from '@openfds/contract';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Banner, Skeleton } from '../../../components/ui/feedback.tsx';
import { useSitePage } from '../hooks.ts';
import { TrainingList } from '../components/training-list.tsx';
import '../content.css';

/**
 * An information page (about us, consulting, distribution, hosting, suppliers management, turnkey service, GDPR,
 * legal notice): its texts come from the database in the interface language (French when not translated); the
 * consulting page lists the training modules.
 */
export function InfoPage({ slug }: { slug: InfoPageSlug }) {
  const { t, i18n } = useTranslation('content');
  const page = useSitePage(slug);
  if (page.isPending) return <Skeleton lines={6} />;
  if (!page.data) return <Banner tone="danger">{t('loadFailed')}</Banner>;
  const { data } = page;
  return (
    <PageFrame title={data.title} lead={data.lead}>
      <div lang={data.language === i18n.language ? undefined : data.language}>
        {data.sections.map((s) => (
          <section key={s.id} id={s.id} className="prose-section" aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`}>{s.title}</h2>
            <p>{s.text}</p>
          </section>
        ))}
      </div>
      {slug === 'consulting' ? <TrainingList /> : null}
    </PageFrame>
  );
}
