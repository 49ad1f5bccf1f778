import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { offerByReference } from '@openfds/contract';
import { Button } from '../../../components/ui/button.tsx';
import { localPath } from '../../../lib/language-path.ts';
import { paths } from '../../../config/paths.ts';
import { fetchDataFile } from '../data-download.ts';
import { saveBlob, WrongContentError } from '../../../lib/files.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { languageOrFrench } from '@openfds/contract';
import { useViewerIsStaff } from '../../../lib/staff-viewer.tsx';
import { BackOfficeSheetLink } from '../../../components/back-office-sheet-link.tsx';

/**
 * "Control report (Premium)" on the sheet page (issue #15): the printable Annex II control report for a caller who
 * spent an FDS-Extract Premium credit on the sheet; for anyone else a short explanation leading to the offer.
 */
export function ControlReportAction({ documentCode, entitled }: { documentCode: string; entitled: boolean }) {
  const { t, i18n } = useTranslation('control');
  const { t: te } = useTranslation('extraction');
  const language = languageOrFrench(i18n.language);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Staff browse the site as staff (issue #26): the sheet in the back office instead of the Premium offer.
  const staff = useViewerIsStaff();
  const offerLink = staff ? (
    <BackOfficeSheetLink documentCode={documentCode}>{t('control.backOffice')}</BackOfficeSheetLink>
  ) : (
    <Link to={localPath(language, paths.fdsExtract)}>{t('control.offer')}</Link>
  );
  const download = async () => {
    setError(null);
    setBusy(true);
    try {
      saveBlob(await fetchDataFile('control', documentCode, language), `${documentCode}-control-${language}.pdf`);
    } catch (e) {
      if (e instanceof WrongContentError) setError(te('extraction.download.wrongContent'));
      else setError(errorText(e, t('control.failed')));
    } finally {
      setBusy(false);
    }
  };
  const premium = offerByReference('FDS-EXTRACT-PREMIUM');
  const price = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format((premium?.price_cents ?? 0) / 100);
  return (
    <div className="control-report" data-testid="control-report">
      <h3>{t('control.title')}</h3>
      {entitled ? (
        <>
          <p>{t('control.lead')}</p>
          <div className="extraction-downloads">
            <Button onClick={() => void download()} busy={busy}>
              {t('control.download')}
            </Button>
          </div>
        </>
      ) : (
        <p>
          {staff ? t('control.staffLocked') : t('control.locked', { price })} {offerLink}
        </p>
      )}
      {error ? (
        <p className="extraction-error" role="alert">
          {error} {offerLink}
        </p>
      ) : null}
    </div>
  );
}
