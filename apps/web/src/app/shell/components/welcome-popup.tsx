import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIGRATION_END } from '@openfds/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useFirstVisitTurn } from '../../../lib/first-visit.ts';
import { STORAGE_KEYS, readStored, writeStored } from '../../../lib/local-store.ts';

/**
 * The welcome notice comes back this many days after it was last shown. Product-spec §4 says "once per session";
 * issue #23 found a notice in every new browser session a nuisance ("not again in every new browser session"), so
 * it is remembered in the browser, and "do not show again" stops it for good.
 */
export const WELCOME_REPEAT_DAYS = 30;

function shouldShow(now: number): boolean {
  if (readStored(STORAGE_KEYS.welcomeDoNotShow) === '1') return false;
  const seen = Date.parse(readStored(STORAGE_KEYS.welcomeSeenAt) ?? '');
  return Number.isNaN(seen) || now - seen > WELCOME_REPEAT_DAYS * 86_400_000;
}

/**
 * Welcome / migration notice, the first of the first-visit notices (lib/first-visit.ts: then the cookie banner,
 * then the splash). The text says whether the supplier migration is finished (after MIGRATION_END, 11 Jan 2025).
 */
export function WelcomePopup() {
  const { t } = useTranslation('shell');
  const [wants] = useState(() => shouldShow(Date.now()));
  const [closed, setClosed] = useState(false);
  const { myTurn, finish } = useFirstVisitTurn('welcome', wants);
  const open = myTurn && !closed;
  const [doNotShow, setDoNotShow] = useState(false);
  // Shown means shown: the notice counts as seen when it opens, not only when it is closed, so a reload or a new
  // tab does not bring it back.
  useEffect(() => {
    if (open) writeStored(STORAGE_KEYS.welcomeSeenAt, new Date().toISOString());
  }, [open]);
  const migrated = Date.now() >= Date.parse(MIGRATION_END);
  const close = () => {
    if (doNotShow) writeStored(STORAGE_KEYS.welcomeDoNotShow, '1');
    setClosed(true);
    finish();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('welcome.title')}
      footer={
        <button type="button" className="btn btn--primary" onClick={close}>
          {t('welcome.ok')}
        </button>
      }
    >
      <p>{t('welcome.text')}</p>
      <p>{migrated ? t('welcome.migrationDone') : t('welcome.migrationOngoing')}</p>
      <div className="field field--checkbox">
        <input id="welcome-do-not-show" type="checkbox" checked={doNotShow} onChange={(e) => setDoNotShow(e.target.checked)} />
        <label htmlFor="welcome-do-not-show">{t('welcome.doNotShow')}</label>
      </div>
    </Dialog>
  );
}
