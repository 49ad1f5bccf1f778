import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchVigiReport, WrongDataContent } from '../api.ts';
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
      const blob = await fetchVigiReport(documentCode);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `vigi-substances-${documentCode}.pdf`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (e) {
      setError(e instanceof WrongDataContent ? t('vigi.report.wrongData') : errorText(e, t('vigi.report.failed')));
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
