import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SPLASH_HIDE_MS } from '@openfds/contract';
import { landingFigures } from '../../../features/search/api.ts';
import { useFirstVisitTurn } from '../../../lib/first-visit.ts';
import { STORAGE_KEYS, readStored, writeStored } from '../../../lib/local-store.ts';
import { useShellState } from '../../../lib/shell-state.tsx';

/**
 * Splash shown on a browser's first visit (localStorage flag), after the welcome notice and the cookie banner
 * (lib/first-visit.ts) and never over a dialog; hidden after SPLASH_HIDE_MS (15 s) or at once by its button. Its
 * figures are the live statistics of GET /landing_page, the query the statistics bar uses (one answer for both).
 * It does not trap focus: the page stays usable underneath.
 */
export function Splash() {
  const { t, i18n } = useTranslation(['shell', 'search']);
  const [wants] = useState(() => readStored(STORAGE_KEYS.splashSeen) !== '1');
  const { myTurn, finish } = useFirstVisitTurn('splash', wants);
  const { auth, contactOpen, technicalError } = useShellState();
  const dialogOpen = auth.open || contactOpen || technicalError !== null;
  const visible = myTurn && !dialogOpen;
  const figures = useQuery({ queryKey: ['landing_page'], queryFn: landingFigures, staleTime: 60_000, enabled: wants });
  useEffect(() => {
    if (!visible) return undefined;
    writeStored(STORAGE_KEYS.splashSeen, '1');
    const timer = window.setTimeout(finish, SPLASH_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [visible, finish]);
  if (!visible) return null;
  return (
    <aside className="splash" aria-labelledby="splash-title">
      <div className="splash__card">
        <p id="splash-title" className="splash__title">
          OpenFDS
        </p>
        <p className="splash__text">{t('splash.text')}</p>
        {figures.data ? (
          <ul className="splash__figures">
            {figures.data.map((f) => (
              <li key={f.code}>
                <strong>{f.value.toLocaleString(i18n.language)}</strong> {t(`stats.${f.code}`, { ns: 'search' })}
              </li>
            ))}
          </ul>
        ) : null}
        <button type="button" className="btn btn--primary btn--sm" onClick={finish}>
          {t('splash.enter')}
        </button>
      </div>
    </aside>
  );
}
