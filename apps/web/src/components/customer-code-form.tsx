import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fields } from '@openfds/contract';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { TextField } from './ui/text-field.tsx';
import { errorText } from '../lib/api-errors.ts';

/**
 * The customer-code prompt (product-spec §5): an empty code is refused before sending, the server decides
 * validity (567 shows its "Invalid customer code" message), and "continue without customer code" skips.
 * Used by the staged search, the result list and the sheet page; the call itself is given by the caller.
 */
export function CustomerCodeForm({
  supplierName,
  supplierCode,
  description,
  help,
  onVerify,
  onSkip,
  disabled,
}: {
  supplierName: string;
  /** With it, a visitor without a code is offered the customer-code request to this supplier (issue #25). */
  supplierCode?: string;
  description?: string | null;
  help?: string | null;
  onVerify: (code: string) => Promise<void>;
  onSkip?: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation('common');
  const { to } = useLanguage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = fields.customerCode.safeParse(code.trim());
    if (!checked.success) {
      setError(t(`customerCode.error.${checked.error.issues[0]?.message === 'params_required' ? 'empty' : 'format'}`));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onVerify(checked.data);
    } catch (e) {
      setError(errorText(e, t('customerCode.error.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="customer-code-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="customer-code-form__title">
        {t('customerCode.title', { supplier: supplierName })}
      </p>
      {description ? <p className="customer-code-form__description">{description}</p> : null}
      <TextField
        label={t('customerCode.label')}
        name="customer_code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
        hint={help ?? undefined}
        autoComplete="off"
        maxLength={240}
        disabled={disabled}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" aria-busy={busy || undefined} disabled={disabled || busy}>
          {t('customerCode.submit')}
        </button>
        {onSkip ? (
          <button type="button" className="btn btn--ghost" onClick={onSkip} disabled={disabled || busy}>
            {t('customerCode.skip')}
          </button>
        ) : null}
      </div>
      {supplierCode ? (
        <p className="customer-code-form__request">
          <Link to={to(paths.customerCodeRequest(supplierCode, supplierName))}>{tc('customerCodeRequest.link', { supplier: supplierName })}</Link>
        </p>
      ) : null}
    </form>
  );
}
