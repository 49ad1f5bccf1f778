import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame.tsx';

/** A native select (typeahead by keyboard comes with it) with label and error. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; error?: string; options: { value: string; label: string }[]; placeholder?: string }
>(function SelectField({ label, error, options, placeholder, id, ...props }, ref) {
  const { controlId, aria } = useFieldIds(id, undefined, error);
  return (
    <FieldFrame controlId={controlId} label={label} required={props.required} error={error}>
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
