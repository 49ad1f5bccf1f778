import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Appears once the page has scrolled more than one screen; moves focus to the top of the page. */
export function BackToTop() {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span>
      <span className="visually-hidden">{t('backToTop')}</span>
    </button>
  );
}
