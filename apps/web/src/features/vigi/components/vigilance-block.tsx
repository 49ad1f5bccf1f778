import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { useDocumentVigi } from '../api.ts';
import { ListHits } from './list-hits.tsx';
import { ReportButton } from './report-button.tsx';
import '../vigi.css';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { ERRORS } from '@openfds/contract';
import { useViewerIsStaff } from '../../../lib/staff-viewer.tsx';
import { BackOfficeSheetLink } from '../../../components/back-office-sheet-link.tsx';

/** The REACH vigilance block of the sheet page (substance watch hits for one sheet, per list). */
export function VigilanceBlock({ documentCode }: { documentCode: string }) {
  const { t } = useTranslation('vigi');
  // Staff browse the site as staff (issue #26): the sheet in the back office instead of the SafeBox offer.
  const staff = useViewerIsStaff();
  const { to } = useLanguage();
  const query = useDocumentVigi(documentCode);
  const error = query.error;
  return (
    <section className="vigi-block" aria-labelledby="vigi-block-title" aria-busy={query.isPending}>
      <h2 id="vigi-block-title">{t('vigi.block.title')}</h2>
      {query.isPending && (
        <p role="status" className="vigi-muted">
          {t('vigi.block.loading')}
        </p>
      )}
      {error && (
        <p role="alert" className="vigi-error">
          {error instanceof ApiError && error.code === ERRORS.vigilanceError.code
            ? t('vigi.block.vigilanceError', { message: error.message })
            : t('vigi.block.loadError')}
        </p>
      )}
      {query.data?.extractionPending && (
        <p role="status" className="vigi-muted">
          {t('vigi.block.extractionPending')}
        </p>
      )}
      {query.data && !query.data.extractionPending && (
        <>
          {query.data.lists.map((list) => (
            <ListHits key={list.list} list={list} documentCode={documentCode} />
          ))}
          {query.data.invalidIdentifiers.length > 0 && (
            <section aria-labelledby="vigi-invalid-title">
              <h3 id="vigi-invalid-title">{t('vigi.block.invalidTitle')}</h3>
              <ul>
                {query.data.invalidIdentifiers.map((c) => (
                  <li key={c.position}>{[c.name, c.cas && `CAS ${c.cas}`, c.ec && `EC ${c.ec}`].filter(Boolean).join(', ')}</li>
                ))}
              </ul>
            </section>
          )}
          {query.data.reportAvailable ? (
            <ReportButton documentCode={documentCode} />
          ) : staff ? (
            <p className="vigi-muted">
              {t('vigi.block.staffReport')} <BackOfficeSheetLink documentCode={documentCode}>{t('vigi.block.backOffice')}</BackOfficeSheetLink>
            </p>
          ) : (
            <p className="vigi-muted">
              {t('vigi.block.reportSafebox')} <Link to={to(paths.vigiSubstances)}>{t('vigi.block.seeOffers')}</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
