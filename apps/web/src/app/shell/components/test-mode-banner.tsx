import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/feedback.tsx';
import { useSiteConfig } from '../../../lib/site-config.ts';

/**
 * "Test mode" strip on every page while the server runs the built-in test payment provider (issue #22: PAYMENTS=test
 * or no Stripe keys): nobody should believe an order was paid. Not closable: it says how the site is run.
 */
export function TestModeBanner() {
  const { t } = useTranslation('shell');
  if (!useSiteConfig().data?.payments_test_mode) return null;
  return (
    <Banner tone="warning" role="region" aria-label={t('testMode.label')} className="test-mode-banner" data-testid="test-mode-banner">
      <p className="alert-banner__text">{t('testMode.text')}</p>
    </Banner>
  );
}
