import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_ERRORS } from '@openfds/contract';
import { Banner } from '../../../components/ui/feedback.tsx';
import { onApiError } from '../../../lib/api.ts';

/**
 * The planned service-interruption notice (api-spec §8, code 731): when any call is refused because a locked alert
 * window is on, the server's message names the planned window in the interface language; it is shown here, at the
 * top of every page, until closed (rather than as a technical error: nothing is wrong with the user's request).
 */
export function InterruptionBanner() {
  const { t } = useTranslation('shell');
  const [message, setMessage] = useState<string | null>(null);
  useEffect(
    () =>
      onApiError((error) => {
        if (error.code === SHELL_ERRORS.serviceInterruption.code && error.message) setMessage(error.message);
      }),
    [],
  );
  if (!message) return null;
  return (
    <Banner tone="warning" role="alert" className="alert-banner" closeLabel={t('alert.close')} onClose={() => setMessage(null)}>
      <p className="alert-banner__text">{message}</p>
    </Banner>
  );
}
