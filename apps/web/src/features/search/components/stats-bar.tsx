import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STATS_COUNT_UP_MS } from '@openfds/contract';
import { landingFigures } from '../api.ts';

function useCountUp(target: number): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setValue(target);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / STATS_COUNT_UP_MS);
      setValue(Math.round(target * progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return value;
}

function Figure({ code, value }: { code: string; value: number }) {
  const { t, i18n } = useTranslation('search');
  const shown = useCountUp(value);
  return (
    <li className="stats-bar__item">
      <span className="stats-bar__value" aria-hidden="true">
        {shown.toLocaleString(i18n.language)}
      </span>
      <span className="visually-hidden">{value.toLocaleString(i18n.language)}</span>
      <span className="stats-bar__label">{t(`stats.${code}`)}</span>
    </li>
  );
}

/** The animated statistics bar (product-spec §4): each figure counts up from 0 over 2 s. */
export function StatsBar() {
  const { t } = useTranslation('search');
  const figures = useQuery({ queryKey: ['landing_page'], queryFn: landingFigures, staleTime: 60_000 });
  if (!figures.data) return null;
  return (
    <section aria-label={t('stats.title')}>
      <ul className="stats-bar">
        {figures.data.map((f) => (
          <Figure key={f.code} code={f.code} value={f.value} />
        ))}
      </ul>
    </section>
  );
}
