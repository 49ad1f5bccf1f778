import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/feedback.tsx';
import { STORAGE_KEYS, readStored, writeStored } from '../../../lib/local-store.ts';
import { alertMessage, alertSignature, isAlertActive } from '../../../lib/alert-window.ts';
import { useAlertFile } from '../../../lib/use-alert-file.ts';
import { InterruptionBanner } from './interruption-banner.tsx';

/** The alert banner, and the planned-interruption notice a refused call (731) brings (interruption-banner.tsx). */
export function AlertBanner() {
  return (
    <>
      <InterruptionBanner />
      <WindowAlertBanner />
    </>
  );
}

/** The alert file's banner: shown while now is inside the alert window; closing holds until the message changes. */
function WindowAlertBanner() {
  const { t, i18n } = useTranslation('shell');
  const alert = useAlertFile().data;
  const [now, setNow] = useState(() => new Date());
  const [closed, setClosed] = useState(() => readStored(STORAGE_KEYS.alertClosedMessage));

  // Re-evaluate the window every 30 s so the banner appears and disappears on time between polls.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => setNow(new Date()), [alert]);

  if (!alert || !isAlertActive(alert, now)) return null;
  const signature = alertSignature(alert);
  if (closed === signature) return null;
  return (
    <Banner
      tone="warning"
      role="region"
      aria-label={t('alert.label')}
      className="alert-banner"
      closeLabel={t('alert.close')}
      onClose={() => {
        writeStored(STORAGE_KEYS.alertClosedMessage, signature);
        setClosed(signature);
      }}
    >
      <p className="alert-banner__text">{alertMessage(alert, i18n.language)}</p>
    </Banner>
  );
}
