import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

function classes(variant: ButtonVariant, size: 'md' | 'sm', extra?: string) {
  return ['btn', `btn--${variant}`, size === 'sm' ? 'btn--sm' : '', extra ?? ''].filter(Boolean).join(' ');
}

/** The one button of the site: primary (safety orange, one per screen), secondary, ghost, danger. */
export function Button({
  variant = 'secondary',
  size = 'md',
  busy = false,
  className,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: 'md' | 'sm'; busy?: boolean; children: ReactNode }) {
  return (
    <button type="button" {...props} className={classes(variant, size, className)} aria-busy={busy || undefined} disabled={props.disabled || busy}>
      {children}
    </button>
  );
}

/** A link styled as a button (navigation, not an action). */
export function ButtonLink({ variant = 'secondary', size = 'md', className, ...props }: LinkProps & { variant?: ButtonVariant; size?: 'md' | 'sm' }) {
  return <Link {...props} className={classes(variant, size, className)} />;
}
