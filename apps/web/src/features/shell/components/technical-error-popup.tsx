import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useShellState } from '../shell-state.tsx';

/**
 * Technical error popup (api-spec §8): title "Erreur"; with a code, the failure number and the advice to write
 * to support quoting it; with messages only, "the request could not succeed and generated the error" + them.
 */
export function TechnicalErrorPopup() {
  const { t } = useTranslation('shell');
  const { technicalError, closeTechnicalError } = useShellState();
  const supportEmail = useSiteConfig().data?.support_email ?? '';
  const error = technicalError;
  const messages = error ? (error.errors.length ? error.errors.map((e) => e.message).filter(Boolean) : [error.message]) : [];
  return (
    <Dialog
      open={!!error}
      onClose={closeTechnicalError}
      title={t('error.title')}
      size="sm"
      footer={<button type="button" className="btn btn--primary" onClick={closeTechnicalError}>{t('error.ok')}</button>}
    >
      {error?.code ? (
        <>
          <p>{t('error.withCode')}</p>
          <p>
            {t('error.failureNumber')} <strong>{error.code}</strong>
          </p>
          <p>{t('error.writeSupport', { email: supportEmail })}</p>
        </>
      ) : (
        <>
          <p>{t('error.withMessages')}</p>
          <ul>
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
