import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';

/**
 * A static text page from the `pages` namespace: pages.<key>.title, .lead and .sections (title/text pairs,
 * each with an id so that hash links such as #privacy scroll to it), then the page's own blocks (children).
 */
export function StaticPage({ pageKey, children }: { pageKey: string; children?: ReactNode }) {
  const { t } = useTranslation('pages');
  const sections = t(`${pageKey}.sections`, { returnObjects: true }) as { id: string; title: string; text: string }[];
  return (
    <PageFrame title={t(`${pageKey}.title`)} lead={t(`${pageKey}.lead`)}>
      {Array.isArray(sections)
        ? sections.map((s) => (
            <section key={s.id} id={s.id} className="prose-section" aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`}>{s.title}</h2>
              <p>{s.text}</p>
            </section>
          ))
        : null}
      {children}
    </PageFrame>
  );
}
