import { useTranslation } from 'react-i18next';

/** First focusable element of every page: jumps over the navigation to the content. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a className="skip-link" href="#main">
      {t('skipToContent')}
    </a>
  );
}
