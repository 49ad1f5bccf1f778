import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { importHistory } from '../api.ts';
import { errorText } from '../../../lib/api-errors.ts';

/** The import popup: brings the sheets consulted in the last 24 months into the space. */
export function ImportHistoryDialog({ login, open, onClose, onImported }: { login: string; open: boolean; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation('my-fds');
  const [ignore, setIgnore] = useState(true);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const close = () => {
    setMessage(null);
    onClose();
  };
  const run = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await importHistory(login, ignore);
      setMessage({ tone: 'success', text: result.imported + result.updated > 0 ? t('import.done', { count: result.imported }) : t('import.nothingNew') });
      onImported();
    } catch (error) {
      // 694 "no history to import" and 695 "An error occurred during import" come worded by the server.
      setMessage({ tone: 'danger', text: errorText(error, t('import.failed')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} title={t('import.title')} size="sm">
      <p>{t('import.intro')}</p>
      <label className="field field--checkbox">
        <input type="checkbox" checked={ignore} onChange={(e) => setIgnore(e.target.checked)} />
        <span>{t('import.ignoreProfileDocuments')}</span>
      </label>
      {message ? (
        <p className={`form-message form-message--${message.tone}`} role={message.tone === 'danger' ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="button" className="btn btn--primary" onClick={run} aria-busy={busy || undefined} disabled={busy}>
          {t('import.submit')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={close}>
          {t('actions.close')}
        </button>
      </div>
    </Dialog>
  );
}
