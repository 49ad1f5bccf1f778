import { useTranslation } from 'react-i18next';
import type { ExtractedSummary } from '../api.ts';

/** What the reader found in a sheet: hazard statements, pictograms, signal word, components. */
export function ExtractedSummaryView({ data }: { data: ExtractedSummary }) {
  const { t } = useTranslation('my-fds');
  return (
    <section className="my-fds__extracted" aria-label={t('extracted.title')}>
      <h3>{t('extracted.title')}</h3>
      <dl>
        <dt>{t('extracted.hStatements')}</dt>
        <dd>{data.h_statements.length ? data.h_statements.join(', ') : t('extracted.none')}</dd>
        <dt>{t('extracted.pictograms')}</dt>
        <dd>{data.pictograms.length ? data.pictograms.join(', ') : t('extracted.none')}</dd>
        <dt>{t('extracted.signalWord')}</dt>
        <dd>{data.signal_word ? t(`extracted.signal.${data.signal_word}`, { defaultValue: data.signal_word }) : t('extracted.none')}</dd>
      </dl>
      {data.components.length > 0 ? (
        <table className="table">
          <caption>{t('extracted.components')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('extracted.name')}</th>
              <th scope="col">CAS</th>
              <th scope="col">{t('extracted.concentration')}</th>
            </tr>
          </thead>
          <tbody>
            {data.components.map((c, i) => (
              <tr key={i}>
                <td>{c.name ?? '—'}</td>
                <td>{c.cas ?? c.ec ?? '—'}</td>
                <td>{c.concentration ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
