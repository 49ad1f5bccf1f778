import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Badge } from '../../../components/ui/feedback.tsx';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language.ts';
import { track } from '../../../lib/analytics.ts';
import { paths } from '../../../config/paths.ts';

/** The tool's slug in the contact form's `tool` parameter (ON_REQUEST_TOOLS of the contract). */
const TOOL_SLUGS = { quickIcpe: 'quick-icpe', quickAdr: 'quick-adr', fdsRetriever: 'fds-retriever', fdsLabels: 'fds-labels' } as const;

/**
 * Announced tools (Quick-ICPE, Quick-ADR, sheet retriever, labels): a "coming soon" page whose "on request" action
 * opens the contact form with the request type "services" and the tool named (issue #25), sending CTA-FDS.
 */
export function ComingSoonPage({ tool }: { tool: 'quickIcpe' | 'quickAdr' | 'fdsRetriever' | 'fdsLabels' }) {
  const { t } = useTranslation('pages');
  const { to } = useLanguage();
  return (
    <PageFrame title={t(`tools.${tool}.name`)} lead={t(`tools.${tool}.text`)}>
      <p>
        <Badge tone="accent">{t('comingSoon.badge')}</Badge>
      </p>
      <p>{t('comingSoon.text')}</p>
      <Link
        className="btn btn--primary"
        to={to(paths.contactUsAbout('services', TOOL_SLUGS[tool]))}
        onClick={() => track('CTA-FDS', { action: 'on_request', name: TOOL_SLUGS[tool] })}
      >
        {t('comingSoon.contact')}
      </Link>
    </PageFrame>
  );
}
