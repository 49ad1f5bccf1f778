import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CustomerCodeEntry } from '@openfds/contract';
import { EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api.ts';
import { bindFieldError, fieldErrorText } from '../../../lib/form-errors.ts';
import { addCustomerCode, removeCustomerCode, useCustomerCodes, type AccountCustomerCode } from '../api.ts';
import { useCodeSupplierSuggestions } from '../supplier-suggestions.ts';
import '../my-fds.css';

type Input = z.input<typeof CustomerCodeEntry>;
type Output = z.output<typeof CustomerCodeEntry>;

/** /account/change-clients-codes: the customer codes of the account, checked with the supplier (567 when invalid). */
export function CustomerCodesManager({ login }: { login: string }) {
  const { t, i18n } = useTranslation('my-fds');
  const toast = useToast();
  const client = useQueryClient();
  const codes = useCustomerCodes(login);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(CustomerCodeEntry), defaultValues: { supplier_name: '', customer_code: '' } });
  const { errors, isSubmitting } = form.formState;
  const suggestions = useCodeSupplierSuggestions(form.watch('supplier_name') ?? '');
  const refresh = () => client.invalidateQueries({ queryKey: ['customer-codes', login] });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await addCustomerCode(login, values);
      toast(t('codes.added'), 'success');
      form.reset();
      await refresh();
      // Sheets of that supplier may now be open: the space's cached pages go.
      await client.invalidateQueries({ queryKey: ['my-fds', login] });
    } catch (error) {
      if (!bindFieldError(error, form.setError, ['supplier_name', 'customer_code'])) {
        form.setError('root', { message: error instanceof ApiError ? error.message : t('list.loadError') });
      }
    }
  });

  const remove = async (entry: AccountCustomerCode) => {
    if (!window.confirm(t('codes.confirmRemove', { code: entry.customer_code, supplier: entry.supplier_name }))) return;
    try {
      await removeCustomerCode(login, { supplier_name: entry.supplier_code, customer_code: entry.customer_code });
      toast(t('codes.removed'), 'success');
      await refresh();
    } catch (error) {
      toast(error instanceof ApiError ? error.message : t('list.loadError'), 'danger');
    }
  };

  return (
    <div className="my-fds">
      <form onSubmit={onSubmit} noValidate className="my-fds__filters" aria-label={t('codes.addTitle')}>
        {errors.root?.message ? (
          <p className="form-message form-message--danger" role="alert">
            {errors.root.message}
          </p>
        ) : null}
        <TextField
          label={t('codes.supplier')}
          required
          maxLength={100}
          list="customer-code-suppliers"
          autoComplete="off"
          {...form.register('supplier_name')}
          error={fieldErrorText(errors.supplier_name, i18n.language)}
        />
        {/* The browser's own suggestion list: keyboard and screen-reader support come with it. */}
        <datalist id="customer-code-suppliers">
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <TextField
          label={t('codes.code')}
          required
          maxLength={240}
          {...form.register('customer_code')}
          error={fieldErrorText(errors.customer_code, i18n.language)}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined}>
            {t('codes.add')}
          </button>
        </div>
      </form>
      {codes.isPending ? <Skeleton lines={3} /> : null}
      {codes.isError ? (
        <p className="form-message form-message--danger" role="alert">
          {t('list.loadError')}
        </p>
      ) : null}
      {codes.data && codes.data.length === 0 ? <EmptyState title={t('codes.empty')} /> : null}
      {codes.data && codes.data.length > 0 ? (
        <div className="table-wrap">
          <table className="table my-fds__table">
            <caption>{t('codes.listTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('codes.supplier')}</th>
                <th scope="col">{t('codes.code')}</th>
                <th scope="col">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {codes.data.map((c) => (
                <tr key={`${c.supplier_code}-${c.customer_code}`} className="my-fds__row">
                  <td data-label={t('codes.supplier')}>{c.supplier_name}</td>
                  <td data-label={t('codes.code')}>{c.customer_code}</td>
                  <td data-label={t('columns.actions')}>
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      onClick={() => remove(c)}
                      aria-label={t('codes.removeOf', { code: c.customer_code })}
                    >
                      {t('actions.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
