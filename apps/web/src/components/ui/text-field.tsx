import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Already translated error text; shown under the input and linked with aria-describedby. */
  error?: string;
  hint?: ReactNode;
}

/** Input with its label, hint and error (errors appear only once the form has been submitted). */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField({ label, error, hint, id, className, ...props }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].join(' ')}>
      <label htmlFor={inputId} className="field__label">
        {label}
        {props.required ? <span aria-hidden="true" className="field__required"> *</span> : null}
      </label>
      <input ref={ref} id={inputId} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint ? <p id={`${inputId}-hint`} className="field__hint">{hint}</p> : null}
      {error ? <p id={`${inputId}-error`} className="field__error" role="alert">{error}</p> : null}
    </div>
  );
});

/** Password input with the show/hide toggle of product-spec §5. */
export const PasswordField = forwardRef<HTMLInputElement, FieldProps>(function PasswordField({ label, error, hint, id, ...props }, ref) {
  const { t } = useTranslation('common');
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : ''].join(' ')}>
      <label htmlFor={inputId} className="field__label">
        {label}
        {props.required ? <span aria-hidden="true" className="field__required"> *</span> : null}
      </label>
      <div className="field__password">
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
        <button type="button" className="field__toggle" aria-pressed={visible} aria-controls={inputId} onClick={() => setVisible((v) => !v)} disabled={props.disabled}>
          {visible ? t('form.hidePassword') : t('form.showPassword')}
        </button>
      </div>
      {hint ? <p id={`${inputId}-hint`} className="field__hint">{hint}</p> : null}
      {error ? <p id={`${inputId}-error`} className="field__error" role="alert">{error}</p> : null}
    </div>
  );
});

/** A checkbox with its label and error. */
export const CheckboxField = forwardRef<HTMLInputElement, Omit<FieldProps, 'hint'>>(function CheckboxField({ label, error, id, ...props }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={['field field--checkbox', error ? 'field--invalid' : ''].join(' ')}>
      <input ref={ref} id={inputId} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} {...props} />
      <label htmlFor={inputId}>{label}</label>
      {error ? <p id={`${inputId}-error`} className="field__error" role="alert">{error}</p> : null}
    </div>
  );
});
