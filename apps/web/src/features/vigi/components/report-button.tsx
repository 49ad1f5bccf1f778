import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchVigiReport } from '../api.ts';
import { saveBlob, WrongContentError } from '../../../lib/files.ts';
import { errorText } from '../../../lib/api-errors.ts';

/** Downloads the PDF report; a reply that is not a PDF is refused as wrong data content (api-spec §5). */
export function ReportButton({ documentCode }: { documentCode: string }) {
  const { t } = useTranslation('vigi');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveBlob(await fetchVigiReport(documentCode), `vigi-substances-${documentCode}.pdf`);
    } catch (e) {
      setError(e instanceof WrongContentError ? t('vigi.report.wrongData') : errorText(e, t('vigi.report.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="vigi-report">
      <button type="button" className="vigi-button" onClick={download} disabled={busy}>
        {busy ? t('vigi.report.preparing') : t('vigi.report.download')}
      </button>
      {error && (
        <p role="alert" className="vigi-error">
          {error}
        </p>
      )}
    </div>
  );
}
