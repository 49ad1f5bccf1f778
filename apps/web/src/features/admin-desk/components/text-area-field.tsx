import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from '../../../components/ui/field-frame.tsx';

/** A textarea with its label, hint and error (the desk's notes, replies and content texts). */
export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string; hint?: ReactNode }
>(function TextAreaField({ label, error, hint, id, rows = 5, ...props }, ref) {
  const { controlId, aria } = useFieldIds(id, hint, error);
  return (
    <FieldFrame controlId={controlId} label={label} required={props.required} hint={hint} error={error}>
      <textarea ref={ref} id={controlId} className="field__input" rows={rows} {...aria} {...props} />
    </FieldFrame>
  );
});
