import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckedReading } from '@openfds/contract';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { CheckboxField, TextField } from '../../../components/ui/text-field.tsx';
import { fieldError } from './desk-page.tsx';

type Evidence = Record<string, { page: number }>;
const ID_FIELDS = ['productName', 'supplierName', 'revisionDate', 'productCode', 'ufi', 'version'] as const;
const LIST_FIELDS = ['hStatements', 'euhStatements', 'pStatements', 'pictograms'] as const;

/** The pages a field (or any item of a list field) was read on, from the reading's evidence: "p. 1, 2". */
function pagesOf(evidence: Evidence, path: string): string {
  const pages = new Set<number>();
  for (const [key, value] of Object.entries(evidence)) if (key === path || key.startsWith(`${path}[`)) pages.add(value.page);
  return [...pages].sort((a, b) => a - b).join(', ');
}

const list = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((v) => v.trim())
    .filter(Boolean);
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The checked values of a sheet, each with the page the reader found it on; the person corrects and saves them. */
export function CheckedReadingForm({
  initial,
  evidence,
  onSave,
  busy,
  error,
}: {
  initial: CheckedReading;
  evidence: Evidence;
  onSave: (label: CheckedReading) => void;
  busy: boolean;
  error: unknown;
}) {
  const { t } = useTranslation('admin-desk');
  const [label, setLabel] = useState<CheckedReading>(initial);
  const page = (path: string) => {
    const pages = pagesOf(evidence, path);
    return pages ? t('premium.page', { pages }) : t('premium.notFound');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(label);
  };
  return (
    <form onSubmit={submit} className="desk-check-form" aria-label={t('premium.form')}>
      <SelectField
        label={t('premium.fields.format')}
        value={label.format}
        options={(['eu-reach', 'us-hazcom', 'other'] as const).map((f) => ({ value: f, label: f }))}
        onChange={(e) => setLabel({ ...label, format: e.target.value as CheckedReading['format'] })}
      />
      <CheckboxField label={t('premium.fields.unreadable')} checked={label.unreadable} onChange={(e) => setLabel({ ...label, unreadable: e.target.checked })} />
      {ID_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`premium.fields.${field}`)}
          hint={page(`identification.${field}`)}
          value={label.identification[field] ?? ''}
          error={fieldError(error, `identification.${field}`)}
          onChange={(e) => setLabel({ ...label, identification: { ...label.identification, [field]: orNull(e.target.value) } })}
        />
      ))}
      {LIST_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`premium.fields.${field}`)}
          hint={page(`hazards.${field}`)}
          defaultValue={label.hazards[field].join(' ')}
          error={fieldError(error, `hazards.${field}`)}
          onChange={(e) => setLabel({ ...label, hazards: { ...label.hazards, [field]: list(e.target.value) } })}
        />
      ))}
      <SelectField
        label={`${t('premium.fields.signalWord')} (${page('hazards.signalWord')})`}
        value={label.hazards.signalWord ?? ''}
        placeholder={t('premium.none')}
        options={(['danger', 'warning'] as const).map((w) => ({ value: w, label: t(`premium.signal.${w}`) }))}
        onChange={(e) => setLabel({ ...label, hazards: { ...label.hazards, signalWord: (e.target.value || null) as CheckedReading['hazards']['signalWord'] } })}
      />
      <fieldset className="desk-components">
        <legend>
          {t('premium.fields.components')} <small>{page('composition.components')}</small>
        </legend>
        {label.components.map((c, i) => (
          <div key={i} className="desk-component">
            {(['name', 'cas', 'ec'] as const).map((part) => (
              <TextField
                key={part}
                label={t(`premium.fields.${part}`, { n: i + 1 })}
                value={c[part] ?? ''}
                error={fieldError(error, `components.${i}.${part}`)}
                onChange={(e) =>
                  setLabel({ ...label, components: label.components.map((other, j) => (j === i ? { ...other, [part]: orNull(e.target.value) } : other)) })
                }
              />
            ))}
            <Button size="sm" variant="ghost" onClick={() => setLabel({ ...label, components: label.components.filter((_, j) => j !== i) })}>
              {t('premium.removeComponent', { n: i + 1 })}
            </Button>
          </div>
        ))}
        <Button size="sm" onClick={() => setLabel({ ...label, components: [...label.components, { name: null, cas: null, ec: null }] })}>
          {t('premium.addComponent')}
        </Button>
      </fieldset>
      <TextField
        label={t('premium.fields.unNumber')}
        hint={page('transport.unNumber')}
        value={label.transport.unNumber ?? ''}
        error={fieldError(error, 'transport.unNumber')}
        onChange={(e) => setLabel({ ...label, transport: { unNumber: orNull(e.target.value) } })}
      />
      <Button type="submit" busy={busy}>
        {t('premium.save')}
      </Button>
    </form>
  );
}
