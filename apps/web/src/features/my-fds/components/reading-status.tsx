import { useTranslation } from 'react-i18next';
import type { MyFdsItem } from '@openfds/contract';

/**
 * A sheet's reading in words (issue #23): "not read yet", "queued", "being read", "read", or "could not be read"
 * with why. A sheet nobody has read yet no longer shows as a failure ("not extracted").
 */
export function ReadingStatus({ item }: { item: Pick<MyFdsItem, 'reading_state' | 'reading_problem'> }) {
  const { t } = useTranslation('my-fds');
  const state = t(`reading.${item.reading_state}`);
  if (!item.reading_problem) return <span className={`my-fds__reading my-fds__reading--${item.reading_state}`}>{state}</span>;
  return (
    <span className={`my-fds__reading my-fds__reading--${item.reading_state}`}>
      {t('reading.withProblem', { state, problem: t(`reading.problem.${item.reading_problem}`) })}
    </span>
  );
}
