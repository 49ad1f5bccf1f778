import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERRORS, type SafeboxCcConfirmation } from '@openfds/contract';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { confirmCcAddress } from '../api.ts';

/**
 * /safebox/cc/{token} (issue #22 item 8): the page of the link mailed to a SafeBox request's copy address. The
 * address is confirmed by a button, not by opening the page: mail scanners open links on their own, and a copy
 * address must be confirmed by a person. No login: the copy address's owner may have no account.
 */
export function CcConfirmationPage() {
  const { t } = useTranslation('safebox');
  const { token = '' } = useParams();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<SafeboxCcConfirmation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      setDone(await confirmCcAddress(token));
    } catch (error) {
      setFailure(error instanceof ApiError && error.code === ERRORS.tokenInvalid.code ? t('ccPage.invalid') : t('ccPage.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageFrame title={t('ccPage.title')}>
      {done ? (
        <p className="form-message form-message--success" role="status">
          {t('ccPage.done', { email: done.safebox_cc, company: done.company_name })}
        </p>
      ) : (
        <>
          {failure ? (
            <p className="form-message form-message--danger" role="alert">
              {failure}
            </p>
          ) : null}
          <p>{t('ccPage.lead')}</p>
          <p className="form-actions">
            <Button variant="primary" busy={busy} onClick={() => void confirm()}>
              {t('ccPage.confirm')}
            </Button>
          </p>
        </>
      )}
    </PageFrame>
  );
}
