import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';

/** A native select (typeahead by keyboard comes with it) with label and error. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; error?: string; options: { value: string; label: string }[]; placeholder?: string }
>(function SelectField({ label, error, options, placeholder, id, ...props }, ref) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={['field', error ? 'field--invalid' : ''].join(' ')}>
      <label htmlFor={selectId} className="field__label">
        {label}
        {props.required ? <span aria-hidden="true" className="field__required"> *</span> : null}
      </label>
      <select ref={ref} id={selectId} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={error ? `${selectId}-error` : undefined} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? <p id={`${selectId}-error`} className="field__error" role="alert">{error}</p> : null}
    </div>
  );
});
