import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readConsent, saveConsent } from '../../../lib/consent.ts';
import { useFirstVisitTurn } from '../../../lib/first-visit.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { paths } from '../../../config/paths.ts';

/**
 * Cookie consent banner: necessary cookies (session) are always on; statistics only with consent. Shown until
 * the visitor decides, in its turn among the first-visit notices (after the welcome notice, before the splash:
 * lib/first-visit.ts); the footer link reopens it (`reopen` bumps).
 */
export function CookieConsent({ reopen }: { reopen: number }) {
  const { t } = useTranslation('shell');
  const { to } = useLanguage();
  const [undecided] = useState(() => readConsent() === null);
  const { myTurn, finish } = useFirstVisitTurn('consent', undecided);
  const [state, setOpen] = useState<boolean | null>(null);
  // Until the visitor acts, the banner follows the first-visit turn; a decision or the footer link sets it.
  const open = state ?? myTurn;
  const [statistics, setStatistics] = useState(() => readConsent()?.statistics ?? false);
  const [details, setDetails] = useState(false);

  useEffect(() => {
    if (reopen > 0) {
      setOpen(true);
      setDetails(true);
    }
  }, [reopen]);

  if (!open) return null;
  const decide = (value: boolean) => {
    saveConsent(value);
    setStatistics(value);
    setOpen(false);
    finish();
  };
  return (
    <section className="consent" role="region" aria-labelledby="consent-title">
      <h2 id="consent-title" className="consent__title">
        {t('consent.title')}
      </h2>
      <p>
        {t('consent.text')} <Link to={to(paths.privacy)}>{t('consent.more')}</Link>
      </p>
      {details ? (
        <fieldset className="consent__choices">
          <legend className="visually-hidden">{t('consent.choices')}</legend>
          <div className="field field--checkbox">
            <input id="consent-necessary" type="checkbox" checked disabled />
            <label htmlFor="consent-necessary">
              <strong>{t('consent.necessary')}</strong> — {t('consent.necessaryText')}
            </label>
          </div>
          <div className="field field--checkbox">
            <input id="consent-statistics" type="checkbox" checked={statistics} onChange={(e) => setStatistics(e.target.checked)} />
            <label htmlFor="consent-statistics">
              <strong>{t('consent.statistics')}</strong> — {t('consent.statisticsText')}
            </label>
          </div>
        </fieldset>
      ) : null}
      <div className="form-actions">
        {details ? (
          <button type="button" className="btn btn--primary btn--sm" onClick={() => decide(statistics)}>
            {t('consent.save')}
          </button>
        ) : (
          <>
            <button type="button" className="btn btn--primary btn--sm" onClick={() => decide(true)}>
              {t('consent.acceptAll')}
            </button>
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => decide(false)}>
              {t('consent.necessaryOnly')}
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setDetails(true)}>
              {t('consent.customise')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
