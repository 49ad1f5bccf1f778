import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Banner: an information strip across the page (alert, consent, notices). */
export function Banner({
  tone = 'info',
  children,
  onClose,
  closeLabel,
  ...props
}: HTMLAttributes<HTMLDivElement> & { tone?: 'info' | 'warning' | 'success' | 'danger'; onClose?: () => void; closeLabel?: string }) {
  const { t } = useTranslation('common');
  return (
    <div {...props} className={`banner banner--${tone} ${props.className ?? ''}`}>
      <div className="banner__content">{children}</div>
      {onClose ? (
        <button type="button" className="banner__close" onClick={onClose} aria-label={closeLabel ?? t('action.close')}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

export function Badge({
  tone = 'neutral',
  children,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: 'neutral' | 'primary' | 'accent' | 'success' | 'danger' }) {
  return (
    <span {...props} className={`badge badge--${tone} ${props.className ?? ''}`}>
      {children}
    </span>
  );
}

export function Card({
  title,
  children,
  actions,
  headingLevel = 2,
  ...props
}: Omit<HTMLAttributes<HTMLElement>, 'title'> & { title?: ReactNode; actions?: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section {...props} className={`card ${props.className ?? ''}`}>
      {title ? <Heading className="card__title">{title}</Heading> : null}
      <div className="card__body">{children}</div>
      {actions ? <div className="card__actions">{actions}</div> : null}
    </section>
  );
}

export function EmptyState({ title, children, action, heading }: { title: ReactNode; children?: ReactNode; action?: ReactNode; heading?: 'h1' | 'h2' }) {
  // A page that is only this state (sheet not found) needs its title as the page heading.
  const Title = heading ?? 'p';
  return (
    <div className="empty-state">
      <Title className="empty-state__title">{title}</Title>
      {children ? <div className="empty-state__text">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}

/** Skeleton lines while content loads; announced once to screen readers. */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="skeleton" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('app.loading')}
      </span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton__line" style={{ width: `${90 - i * 12}%` }} />
      ))}
    </div>
  );
}
