import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, useFieldIds } from './field-frame.tsx';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Already translated error text; shown under the input and linked with aria-describedby. */
  error?: string;
  hint?: ReactNode;
}

/** Input with its label, hint and error (errors appear only once the form has been submitted). */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField({ label, error, hint, id, className, ...props }, ref) {
  const { controlId, aria } = useFieldIds(id, hint, error);
  return (
    <FieldFrame controlId={controlId} label={label} required={props.required} hint={hint} error={error} className={className}>
      <input ref={ref} id={controlId} className="field__input" {...aria} {...props} />
    </FieldFrame>
  );
});

/** Password input with the show/hide toggle of product-spec §5. */
export const PasswordField = forwardRef<HTMLInputElement, FieldProps>(function PasswordField({ label, error, hint, id, ...props }, ref) {
  const { t } = useTranslation('common');
  const { controlId, aria } = useFieldIds(id, hint, error);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame controlId={controlId} label={label} required={props.required} hint={hint} error={error}>
      <div className="field__password">
        <input ref={ref} id={controlId} type={visible ? 'text' : 'password'} className="field__input" {...aria} {...props} />
        <button
          type="button"
          className="field__toggle"
          aria-pressed={visible}
          aria-controls={controlId}
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
        >
          {visible ? t('form.hidePassword') : t('form.showPassword')}
        </button>
      </div>
    </FieldFrame>
  );
});

/** A checkbox with its label and error. */
export const CheckboxField = forwardRef<HTMLInputElement, Omit<FieldProps, 'hint'>>(function CheckboxField({ label, error, id, ...props }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={['field field--checkbox', error ? 'field--invalid' : ''].join(' ')}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...props}
      />
      <label htmlFor={inputId}>{label}</label>
      {error ? (
        <p id={`${inputId}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
