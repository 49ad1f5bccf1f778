import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Badge } from '../../../components/ui/feedback.tsx';
import { useShellState } from '../../../lib/shell-state.tsx';

/** Announced tools (Quick-ICPE, Quick-ADR, sheet retriever, labels): a "coming soon" page with a contact action. */
export function ComingSoonPage({ tool }: { tool: 'quickIcpe' | 'quickAdr' | 'fdsRetriever' | 'fdsLabels' }) {
  const { t } = useTranslation('pages');
  const { setContactOpen } = useShellState();
  return (
    <PageFrame title={t(`tools.${tool}.name`)} lead={t(`tools.${tool}.text`)}>
      <p>
        <Badge tone="accent">{t('comingSoon.badge')}</Badge>
      </p>
      <p>{t('comingSoon.text')}</p>
      <button type="button" className="btn btn--primary" onClick={() => setContactOpen(true)}>
        {t('comingSoon.contact')}
      </button>
    </PageFrame>
  );
}
