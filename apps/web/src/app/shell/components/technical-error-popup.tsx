import { useTranslation } from 'react-i18next';
import { SHELL_ERRORS } from '@openfds/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useShellState } from '../../../lib/shell-state.tsx';
import { errorPresentation } from '../error-presentation.ts';
import { languageOrFrench } from '@openfds/contract';

/**
 * Technical error popup, title "Erreur": no response or 500/502 -> "could not be completed, try later"; code
 * 9999 -> technical problem with the failure number and the advice to write to support quoting it; another
 * code -> its own (translated) message with the number; no code -> "the request could not succeed and
 * generated the error" with the messages ('h{status}' when there is none).
 */
export function TechnicalErrorPopup() {
  const { t, i18n } = useTranslation('shell');
  const { technicalError: error, closeTechnicalError } = useShellState();
  const supportEmail = useSiteConfig().data?.support_email ?? '';
  const kind = error ? errorPresentation(error) : null;
  const messages = error
    ? error.errors.map((e) => e.message).filter(Boolean).length
      ? error.errors.map((e) => e.message)
      : [error.message || `h${error.status}`]
    : [];
  return (
    <Dialog
      open={!!error}
      onClose={closeTechnicalError}
      title={t('error.title')}
      size="sm"
      footer={
        <button type="button" className="btn btn--primary" onClick={closeTechnicalError}>
          {t('error.ok')}
        </button>
      }
    >
      {kind === 'tryLater' ? <p>{t('error.tryLater')}</p> : null}
      {kind === 'unknown' ? (
        <p>
          <strong>{t('error.undetermined')}</strong> — {SHELL_ERRORS.unknownError.messages[languageOrFrench(i18n.language)]}
        </p>
      ) : null}
      {kind === 'technical' ? <p>{t('error.withCode')}</p> : null}
      {kind === 'ownMessage' ? <p>{error?.message}</p> : null}
      {kind === 'messages' ? (
        <>
          <p>{t('error.withMessages')}</p>
          <ul>
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </>
      ) : null}
      {error?.code ? (
        <>
          <p>
            {t('error.failureNumber')} <strong>{error.code}</strong>
          </p>
          <p>{t('error.writeSupport', { email: supportEmail })}</p>
        </>
      ) : null}
    </Dialog>
  );
}
