import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { EmptyState } from '../../../components/ui/feedback.tsx';

/**
 * The frame of a page whose content a later issue fills (cart, payment return, tool pages, contact form):
 * real heading and lead now, and a notice where the content will be.
 */
export function FramePage({ pageKey, children }: { pageKey: string; children?: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t(`${pageKey}.title`)} lead={t(`${pageKey}.lead`)}>
      {children ?? <EmptyState title={t('frame.soon')} />}
    </PageFrame>
  );
}
