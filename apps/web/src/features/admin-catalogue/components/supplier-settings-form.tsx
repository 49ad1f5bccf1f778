import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES, type AdminSupplier, type InterfaceLanguage } from '@openfds/contract';
import { Banner } from '../../../components/ui/feedback.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { updateSupplier, type SupplierSettings } from '../api.ts';

const LEVELS = ['public', 'private', 'mixed'] as const;
const CONTACT = ['name', 'email', 'phone', 'address'] as const;
type Texts = Record<InterfaceLanguage, string>;
const textsOf = (stored: Record<string, string>): Texts => Object.fromEntries(INTERFACE_LANGUAGES.map((l) => [l, stored[l] ?? ''])) as Texts;

/**
 * A supplier's settings as an administrator edits them (issue #26): access level, member and migrated flags, the
 * redirect URL, the contact, and the customer-code stage texts in the four languages. One PUT with every field (the
 * server audits the before and after); a refusal bound to a field (`contact.email`, `customer_code_help.de`...) shows
 * under that field, any other as a banner.
 */
export function SupplierSettingsForm({ supplier }: { supplier: AdminSupplier }) {
  const { t } = useTranslation('admin-catalogue');
  const queryClient = useQueryClient();
  const [level, setLevel] = useState(supplier.access_level);
  const [member, setMember] = useState(supplier.member);
  const [migrated, setMigrated] = useState(supplier.migrated);
  const [redirectUrl, setRedirectUrl] = useState(supplier.redirect_url ?? '');
  const [contact, setContact] = useState(Object.fromEntries(CONTACT.map((k) => [k, supplier.contact[k] ?? ''])) as Record<(typeof CONTACT)[number], string>);
  const [description, setDescription] = useState(textsOf(supplier.customer_code_description));
  const [help, setHelp] = useState(textsOf(supplier.customer_code_help));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // What must happen after the save lives in the mutation's options: the refreshed list may unmount this form.
  const save = useMutation({
    mutationFn: (settings: SupplierSettings) => updateSupplier(supplier.code, settings),
    onMutate: () => setFieldErrors({}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-catalogue'] }),
    onError: (error) => {
      if (error instanceof ApiError && error.field) setFieldErrors({ [error.field]: error.message });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      access_level: level,
      member,
      migrated,
      redirect_url: redirectUrl,
      contact,
      customer_code_description: description,
      customer_code_help: help,
    });
  };
  const bound = save.error instanceof ApiError && save.error.field !== undefined && save.error.field in fieldErrors;
  return (
    <form className="bo-settings" onSubmit={submit} noValidate aria-label={t('suppliers.settings')}>
      {save.isError && !bound ? <Banner tone="danger">{save.error.message}</Banner> : null}
      {save.isSuccess ? (
        <p role="status" className="bo-settings__saved">
          {t('suppliers.saved')}
        </p>
      ) : null}
      <div className="bo-actions">
        <SelectField
          label={t('suppliers.level')}
          value={level}
          options={LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) }))}
          onChange={(e) => setLevel(e.target.value as AdminSupplier['access_level'])}
        />
        <label>
          <input type="checkbox" checked={member} onChange={(e) => setMember(e.target.checked)} /> {t('suppliers.member')}
        </label>
        <label>
          <input type="checkbox" checked={migrated} onChange={(e) => setMigrated(e.target.checked)} /> {t('suppliers.migrated')}
        </label>
      </div>
      <TextField
        label={t('suppliers.redirectUrl')}
        hint={t('suppliers.redirectHint')}
        type="url"
        value={redirectUrl}
        maxLength={500}
        error={fieldErrors.redirect_url}
        onChange={(e) => setRedirectUrl(e.target.value)}
      />
      <fieldset className="bo-settings__group">
        <legend>{t('suppliers.contact')}</legend>
        {CONTACT.map((key) => (
          <TextField
            key={key}
            label={t(`suppliers.contactField.${key}`)}
            type={key === 'email' ? 'email' : 'text'}
            value={contact[key]}
            error={fieldErrors[`contact.${key}`]}
            onChange={(e) => setContact({ ...contact, [key]: e.target.value })}
          />
        ))}
      </fieldset>
      <fieldset className="bo-settings__group">
        <legend>{t('suppliers.codeTexts')}</legend>
        <div className="bo-languages">
          {INTERFACE_LANGUAGES.map((language) => (
            <div key={language} lang={language}>
              <TextField
                label={t('suppliers.codeDescription', { language: language.toUpperCase() })}
                value={description[language]}
                maxLength={500}
                error={fieldErrors[`customer_code_description.${language}`]}
                onChange={(e) => setDescription({ ...description, [language]: e.target.value })}
              />
              <TextField
                label={t('suppliers.codeHelp', { language: language.toUpperCase() })}
                value={help[language]}
                maxLength={2000}
                error={fieldErrors[`customer_code_help.${language}`]}
                onChange={(e) => setHelp({ ...help, [language]: e.target.value })}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn btn--primary" disabled={save.isPending}>
        {t('save')}
      </button>
    </form>
  );
}
