import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { errorText } from '../../../lib/api-errors.ts';

/** The call's error: the field it is bound to and the server's translated message. */
export function ApiErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation('tools');
  if (!error) return null;
  const field = error instanceof ApiError ? error.field : undefined;
  const message = errorText(error);
  return (
    <p role="alert" className="tools-error">
      {field ? t('tools.common.fieldError', { field, message }) : message}
    </p>
  );
}
