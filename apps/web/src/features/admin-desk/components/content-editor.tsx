import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentEntity } from '@openfds/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/feedback.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useContentWrites } from '../api.ts';
import { CONTENT_FIELDS, toBody, type FieldSpec, type Section } from './content-fields.ts';
import { CallError, fieldError, unboundError } from './desk-page.tsx';
import { TextAreaField } from './text-area-field.tsx';

export interface EditedRow {
  key: string;
  language: string;
  fields: Record<string, unknown>;
  /** A new item: its key is typed here. */
  isNew: boolean;
  /** This translation is stored (it may be deleted). */
  exists: boolean;
}

/** One translation of one content item: its fields, a preview as the site shows the texts, save and delete. */
export function ContentEditor({ entity, row, onDone }: { entity: ContentEntity; row: EditedRow; onDone: () => void }) {
  const { t } = useTranslation('admin-desk');
  const { save, remove } = useContentWrites(entity);
  const [key, setKey] = useState(row.key);
  const [values, setValues] = useState<Record<string, unknown>>(row.fields);
  const set = (name: string, value: unknown) => setValues({ ...values, [name]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ key, language: row.language, fields: toBody(entity, values) }, { onSuccess: onDone });
  };
  const field = (spec: FieldSpec) => {
    const label = t(`content.fields.${spec.name}`);
    const error = fieldError(save.error, spec.name);
    const value = values[spec.name];
    switch (spec.kind) {
      case 'long':
        return (
          <TextAreaField
            key={spec.name}
            label={label}
            required={spec.required}
            error={error}
            value={String(value ?? '')}
            onChange={(e) => set(spec.name, e.target.value)}
          />
        );
      case 'list':
      case 'lines':
        return (
          <TextAreaField
            key={spec.name}
            label={label}
            hint={t(spec.kind === 'list' ? 'content.listHint' : 'content.linesHint')}
            rows={3}
            error={error}
            defaultValue={((value as string[] | undefined) ?? []).join(spec.kind === 'list' ? ', ' : '\n')}
            onChange={(e) =>
              set(
                spec.name,
                e.target.value
                  .split(spec.kind === 'list' ? ',' : '\n')
                  .map((v) => v.trim())
                  .filter(Boolean),
              )
            }
          />
        );
      case 'sections':
        return <SectionsField key={spec.name} sections={(value as Section[] | undefined) ?? []} onChange={(s) => set(spec.name, s)} error={error} />;
      default:
        return (
          <TextField
            key={spec.name}
            label={label}
            required={spec.required}
            error={error}
            type={spec.kind === 'text' ? 'text' : spec.kind}
            step={spec.kind === 'number' ? 'any' : undefined}
            value={value === null || value === undefined ? '' : String(value)}
            onChange={(e) => set(spec.name, e.target.value)}
          />
        );
    }
  };
  return (
    <div className="desk-columns">
      <form onSubmit={submit} aria-label={t('content.editing', { key: key || '…', language: row.language })}>
        <h2>{t('content.editing', { key: key || '…', language: row.language })}</h2>
        <TextField
          label={t('content.key')}
          required
          readOnly={!row.isNew}
          value={key}
          error={fieldError(save.error, 'key')}
          onChange={(e) => setKey(e.target.value)}
        />
        {CONTENT_FIELDS[entity].map(field)}
        <CallError error={unboundError(save.error) ?? remove.error} />
        <span className="desk-actions">
          <Button type="submit" variant="primary" busy={save.isPending}>
            {t('content.save')}
          </Button>
          <Button onClick={onDone}>{t('content.cancel')}</Button>
          {!row.exists ? null : (
            <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate({ key: row.key, language: row.language }, { onSuccess: onDone })}>
              {t('content.delete')}
            </Button>
          )}
        </span>
      </form>
      <Preview values={values} />
    </div>
  );
}

/** HTML text as plain text, by the browser's own parser (no markup is ever inserted into the page). */
function htmlText(value: string): string {
  return value.includes('&') || value.includes('<') ? (new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '') : value;
}

/** What the texts look like on the site: title, lead or description, the sections or the list. */
function Preview({ values }: { values: Record<string, unknown> }) {
  const { t } = useTranslation('admin-desk');
  // Titles and descriptions are HTML text (entities allowed, api-spec §3): shown decoded, as the site shows them.
  const text = (name: string) => (typeof values[name] === 'string' ? htmlText(values[name] as string) : '');
  const sections = (values.sections as Section[] | undefined) ?? [];
  const contents = (values.contents as string[] | undefined) ?? [];
  return (
    <section aria-labelledby="desk-preview" className="desk-preview">
      <h2 id="desk-preview">{t('content.preview')}</h2>
      <Card title={text('title') || '…'}>
        {text('description') || text('lead') || text('objective') ? <p>{text('description') || text('lead') || text('objective')}</p> : null}
        {text('date_text') || text('place') ? (
          <p>
            {text('date_text')} · {text('place')}
          </p>
        ) : null}
        {contents.length ? (
          <ul>
            {contents.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        ) : null}
        {sections.map((s) => (
          <div key={s.id}>
            <h3>{s.title}</h3>
            <p className="bo-pre">{s.text}</p>
          </div>
        ))}
      </Card>
    </section>
  );
}

function SectionsField({ sections, onChange, error }: { sections: Section[]; onChange: (s: Section[]) => void; error?: string }) {
  const { t } = useTranslation('admin-desk');
  const change = (i: number, part: keyof Section, value: string) => onChange(sections.map((s, j) => (j === i ? { ...s, [part]: value } : s)));
  return (
    <fieldset>
      <legend>{t('content.fields.sections')}</legend>
      {error ? <p className="field__error">{error}</p> : null}
      {sections.map((s, i) => (
        <div key={i} className="desk-component">
          <TextField label={t('content.sectionId', { n: i + 1 })} value={s.id} onChange={(e) => change(i, 'id', e.target.value)} />
          <TextField label={t('content.sectionTitle', { n: i + 1 })} value={s.title} onChange={(e) => change(i, 'title', e.target.value)} />
          <TextAreaField label={t('content.sectionText', { n: i + 1 })} value={s.text} onChange={(e) => change(i, 'text', e.target.value)} />
          <Button size="sm" variant="ghost" onClick={() => onChange(sections.filter((_, j) => j !== i))}>
            {t('content.removeSection', { n: i + 1 })}
          </Button>
        </div>
      ))}
      <Button size="sm" onClick={() => onChange([...sections, { id: `section-${sections.length + 1}`, title: '', text: '' }])}>
        {t('content.addSection')}
      </Button>
    </fieldset>
  );
}
