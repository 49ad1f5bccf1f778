import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame.tsx';

/** A native select (typeahead by keyboard comes with it) with label and error. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & {
    label: ReactNode;
    error?: string;
    hint?: ReactNode;
    options: { value: string; label: string }[];
    placeholder?: string;
  }
>(function SelectField({ label, error, hint, options, placeholder, id, ...props }, ref) {
  const { controlId, aria } = useFieldIds(id, hint, error);
  return (
    <FieldFrame controlId={controlId} label={label} required={props.required} hint={hint} error={error}>
      <select ref={ref} id={controlId} className="field__input" {...aria} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
