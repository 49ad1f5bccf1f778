import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHEET_LANGUAGES } from '@openfds/contract';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { sheetLanguageName } from '../../../lib/sheet-language-name.ts';

/** Last stage: product name (or code, EAN, UFI) and the sheet language; empty name lists the supplier's sheets. */
export function ProductForm({
  defaultLanguage,
  disabled,
  intro,
  help,
  onSearch,
}: {
  defaultLanguage: string;
  disabled: boolean;
  intro?: string | null;
  help?: string | null;
  onSearch: (values: { search_value: string; language: string }) => void;
}) {
  const { t, i18n } = useTranslation('search');
  const id = useId();
  const [value, setValue] = useState('');
  const [language, setLanguage] = useState(defaultLanguage);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ search_value: value.trim(), language });
  };
  return (
    <form className="product-form" onSubmit={submit} aria-labelledby={`${id}-intro`}>
      <p id={`${id}-intro`}>{intro ?? t('home.productIntro')}</p>
      <TextField
        label={t('home.productLabel')}
        name="search_value"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        hint={help ?? undefined}
        maxLength={100}
        disabled={disabled}
      />
      <SelectField
        label={t('home.languageLabel')}
        name="language"
        value={language}
        onChange={(e) => setLanguage(e.target.value)}
        disabled={disabled}
        options={SHEET_LANGUAGES.map((code) => ({ value: code, label: sheetLanguageName(code, i18n.language) }))}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={disabled}>
          {t('home.searchProducts')}
        </button>
      </div>
    </form>
  );
}
