import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ToolOffers } from '../components/tool-offers.tsx';

/** products/fds-extract: the data-extraction tool and its offers. */
export function FdsExtractPage() {
  const { t } = useTranslation('shop');
  return (
    <PageFrame title={t('tools.fdsExtract.title')} lead={t('tools.fdsExtract.lead')}>
      <ul>
        <li>{t('tools.fdsExtract.basic')}</li>
        <li>{t('tools.fdsExtract.standard')}</li>
        <li>{t('tools.fdsExtract.premium')}</li>
      </ul>
      <ToolOffers toolReference="FDS_DATA_EXTRACT" />
    </PageFrame>
  );
}
