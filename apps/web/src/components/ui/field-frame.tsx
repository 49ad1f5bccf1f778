import { useId, type ReactNode } from 'react';

/**
 * The hint, unless the error says the same (the password rules are both the hint and the error of a weak password):
 * a user should not read one sentence twice.
 */
function shownHint<T>(hint: T, error: unknown): T | undefined {
  const same = (text: unknown) => (typeof text === 'string' ? text.trim().replace(/\.$/, '') : null);
  return typeof hint === 'string' && same(hint) === same(error) ? undefined : hint;
}

/** Ids and aria attributes that tie a control to its hint and error. */
export function useFieldIds(id: string | undefined, hint: unknown, error: unknown) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const describedBy = [shownHint(hint, error) ? `${controlId}-hint` : '', error ? `${controlId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return { controlId, aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const };
}

/** Label above, control, hint and error below (the error is announced when it appears). */
export function FieldFrame({
  controlId,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  controlId: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const hintText = shownHint(hint, error);
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className="field__label">
        {label}
        {required ? (
          <span aria-hidden="true" className="field__required">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hintText ? (
        <p id={`${controlId}-hint`} className="field__hint">
          {hintText}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
