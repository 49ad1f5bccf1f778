import { useTranslation } from 'react-i18next';
import { DATA_NOTICE, OPENFDS_LICENCE } from '@openfds/contract';
import { AdrTableNotice } from './adr-table-notice.tsx';
import './licence-notice.css';

/**
 * The site-information page's licence block (issue #23): the code's licence, then every shipped data file with
 * its source, version and licence, from the one notice the repository check (tools/data-notice.test.ts) holds
 * to the files. Source names, versions and licence names are proper names; what each entry is, is translated.
 */
export function LicenceNotice() {
  const { t } = useTranslation('pages');
  return (
    <>
      <section id="licence" className="prose-section" aria-labelledby="licence-title">
        <h2 id="licence-title">{t('siteInformation.licence.title')}</h2>
        <p>
          {t('siteInformation.licence.text')}{' '}
          <a href={OPENFDS_LICENCE.url} target="_blank" rel="noreferrer">
            {OPENFDS_LICENCE.name}
          </a>
        </p>
      </section>
      <section id="data" className="prose-section" aria-labelledby="data-title">
        <h2 id="data-title">{t('siteInformation.data.title')}</h2>
        <p>{t('siteInformation.data.lead')}</p>
        <dl className="data-notice">
          {DATA_NOTICE.map((entry) => (
            <div key={entry.id} className="data-notice__entry">
              <dt>{t(`siteInformation.data.entries.${entry.id}`)}</dt>
              <dd>
                {t('siteInformation.data.source')}{' '}
                {entry.source_url ? (
                  <a href={entry.source_url} target="_blank" rel="noreferrer">
                    {entry.source}
                  </a>
                ) : (
                  entry.source
                )}
              </dd>
              <dd>
                {t('siteInformation.data.version')} {entry.version}
              </dd>
              <dd>
                {t('siteInformation.data.licence')}{' '}
                {entry.licence_url ? (
                  <a href={entry.licence_url} target="_blank" rel="noreferrer">
                    {entry.licence}
                  </a>
                ) : (
                  entry.licence
                )}
              </dd>
            </div>
          ))}
          <AdrTableNotice />
        </dl>
      </section>
    </>
  );
}
