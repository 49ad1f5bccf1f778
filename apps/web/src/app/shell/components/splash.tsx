import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPLASH_HIDE_MS } from '@openfds/contract';
import { STORAGE_KEYS, readStored, writeStored } from '../../../lib/local-store.ts';

/**
 * Splash shown on a browser's first visit (localStorage flag), hidden after SPLASH_HIDE_MS (15 s) or at once
 * by its button. It does not trap focus: the page stays usable underneath.
 */
export function Splash() {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(() => readStored(STORAGE_KEYS.splashSeen) !== '1');
  useEffect(() => {
    if (!visible) return undefined;
    writeStored(STORAGE_KEYS.splashSeen, '1');
    const timer = window.setTimeout(() => setVisible(false), SPLASH_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return (
    <aside className="splash" aria-labelledby="splash-title">
      <div className="splash__card">
        <p id="splash-title" className="splash__title">
          OpenFDS
        </p>
        <p className="splash__text">{t('splash.text')}</p>
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setVisible(false)}>
          {t('splash.enter')}
        </button>
      </div>
    </aside>
  );
}
