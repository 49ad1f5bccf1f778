import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIGRATION_END } from '@openfds/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { STORAGE_KEYS, readStored, writeStored } from '../../../lib/local-store.ts';

/**
 * Welcome / migration notice: once per browser session, unless "do not show again" was ticked (localStorage).
 * The text says whether the supplier migration is finished (after MIGRATION_END, 11 Jan 2025 00:00 UTC).
 */
export function WelcomePopup() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(
    () => readStored(STORAGE_KEYS.welcomeDoNotShow) !== '1' && readStored(STORAGE_KEYS.welcomeShownThisSession, 'session') !== '1',
  );
  const [doNotShow, setDoNotShow] = useState(false);
  // Once per session means once: the notice counts as shown when it opens, not only when it is closed, so a reload
  // or a link opened in the same tab does not bring it back.
  useEffect(() => {
    if (open) writeStored(STORAGE_KEYS.welcomeShownThisSession, '1', 'session');
  }, [open]);
  const migrated = Date.now() >= Date.parse(MIGRATION_END);
  const close = () => {
    writeStored(STORAGE_KEYS.welcomeShownThisSession, '1', 'session');
    if (doNotShow) writeStored(STORAGE_KEYS.welcomeDoNotShow, '1');
    setOpen(false);
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
