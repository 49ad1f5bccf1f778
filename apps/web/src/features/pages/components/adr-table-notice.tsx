import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';

interface AdrTableInfo {
  edition: string;
  sample: boolean;
  source: string;
  licence: string;
  imported?: string;
}

const BAM_URL = 'https://www.dgg.bam.de/';
const DL_DE_BY_URL = 'https://www.govdata.de/dl-de/by-2-0';

/**
 * The BAM attribution (licence dl-de/by-2-0) among the data notices, shown only while an imported BAM edition of
 * ADR Table A is what Quick-ADR runs on (the shipped sample is a file of its own, in DATA_NOTICE).
 */
export function AdrTableNotice() {
  const { t } = useTranslation('pages');
  const table = useQuery({ queryKey: ['pages', 'adr-table'], queryFn: async () => (await api<AdrTableInfo>('/quick_adr/table')).items[0] ?? null });
  const info = table.data;
  if (!info || info.sample) return null;
  return (
    <div className="data-notice__entry" data-testid="adr-table-notice">
      <dt>{t('siteInformation.data.entries.adrTableABam')}</dt>
      <dd>
        {t('siteInformation.data.source')}{' '}
        <a href={BAM_URL} target="_blank" rel="noreferrer">
          {info.source}
        </a>
      </dd>
      <dd>
        {t('siteInformation.data.version')} {info.edition}
        {info.imported ? ` (${info.imported})` : ''}
      </dd>
      <dd>
        {t('siteInformation.data.licence')}{' '}
        <a href={DL_DE_BY_URL} target="_blank" rel="noreferrer">
          {info.licence}
        </a>
      </dd>
    </div>
  );
}
