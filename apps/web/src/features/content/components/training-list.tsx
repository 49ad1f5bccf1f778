import { useTranslation } from 'react-i18next';
import { TRAINING_MAX_PEOPLE } from '@openfds/contract';
import { Card } from '../../../components/ui/feedback.tsx';
import { useTrainings } from '../hooks.ts';

/** The training modules (product-spec §3.7, §9): title, code, duration, objective, contents, price excl. tax. */
export function TrainingList() {
  const { t, i18n } = useTranslation('content');
  const modules = useTrainings();
  if (!modules.data) return null;
  const hours = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
  const euros = (value: number) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value);
  return (
    <section aria-labelledby="trainings-title" className="trainings">
      <h2 id="trainings-title">{t('trainings.title')}</h2>
      <p>{t('trainings.lead', { people: TRAINING_MAX_PEOPLE })}</p>
      <div className="card-grid">
        {modules.data.map((m) => (
          <Card key={m.code} title={m.title} headingLevel={3}>
            <p className="trainings__meta">{t('trainings.meta', { code: m.code, hours: hours(m.duration), price: euros(m.price) })}</p>
            <p>{m.objective}</p>
            <ul>
              {m.contents.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </section>
  );
}
