import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { CallBackForm } from '../components/call-back-form.tsx';
import '../forms.css';

/** /call-back: a professional asks to be called back by sales (POST /contacts); offered by the contact chooser. */
export function CallBackPage() {
  const { t } = useTranslation('forms');
  return (
    <PageFrame title={t('callBack.title')} lead={t('callBack.lead')}>
      <CallBackForm />
    </PageFrame>
  );
}
