import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MY_FDS_UPLOAD_MAX_BYTES, type UploadPreview } from '@openfds/contract';
import { previewUpload } from '../api.ts';

export type PrefillField = 'product_name' | 'supplier_name' | 'revision_date' | 'language';
const FIELDS: PrefillField[] = ['product_name', 'supplier_name', 'revision_date', 'language'];

/** The form's fields as the hook sees them: their current value (watched, so the marks follow typing) and a setter. */
export interface PrefillForm {
  value: (field: PrefillField) => string;
  set: (field: PrefillField, value: string) => void;
}

/**
 * The upload form's proposal (issue #23): a chosen PDF goes to the reader's preview, and the fields the user has not
 * filled take what it found; the user checks them and confirms with the normal upload. A field counts as the user's
 * once its value differs from what was there before the proposal (empty, the page's language for the language, or an
 * earlier proposal): it is never overwritten. A preview that fails leaves the form as it is (the fields stay required).
 */
export function useUploadPrefill(login: string, form: PrefillForm, defaultLanguage: string) {
  const [proposed, setProposed] = useState<Partial<Record<PrefillField, string>>>({});
  const latest = useRef<File | null>(null);
  // In the mutation's options, not in mutate(): the result must land even if the file input re-rendered meanwhile.
  const preview = useMutation({
    mutationFn: (file: File) => previewUpload(login, file),
    onSuccess: (proposal: UploadPreview, file: File) => {
      if (latest.current !== file) return; // another file was chosen while this one was read
      const filled: Partial<Record<PrefillField, string>> = {};
      for (const field of FIELDS) {
        const value = proposal[field];
        const current = form.value(field);
        const untouched = current.trim() === '' || current === proposed[field] || (field === 'language' && current === defaultLanguage);
        if (!value || !untouched) continue;
        form.set(field, value);
        filled[field] = value;
      }
      setProposed(filled);
    },
  });

  const read = (file: File | null) => {
    latest.current = file;
    if (file && (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) && file.size <= MY_FDS_UPLOAD_MAX_BYTES) preview.mutate(file);
  };
  /** Whether a field still shows the reader's proposal (its "read from the sheet, check" mark). */
  const isProposed = (field: PrefillField) => proposed[field] !== undefined && form.value(field) === proposed[field];
  const reset = () => {
    latest.current = null;
    setProposed({});
    preview.reset();
  };
  return { read, reading: preview.isPending, isProposed, reset };
}
