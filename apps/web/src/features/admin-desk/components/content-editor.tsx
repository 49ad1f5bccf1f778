import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES, type ContentEntity, type InterfaceLanguage } from '@openfds/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/feedback.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useContentWrites } from '../api.ts';
import { CONTENT_FIELDS, toBody, type FieldSpec, type Section } from './content-fields.ts';
import { CallError, fieldError, unboundError } from './desk-page.tsx';
import { TextAreaField } from './text-area-field.tsx';

export interface EditedItem {
  key: string;
  /** The stored translations of the item, by language (none for a new item). */
  rows: Partial<Record<InterfaceLanguage, Record<string, unknown>>>;
  /** A new item: its key is typed here. */
  isNew: boolean;
  /** The tab opened first. */
  language: InterfaceLanguage;
}

type Values = Record<string, unknown>;

/** The error bound to `translations.<language>.<field>` (or to an item of it), among all the errors of a failed save. */
function translationError(error: unknown, language: string, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const path = `translations.${language}.${field}`;
  const all = error.errors.length ? error.errors : [{ message: error.message, data: error.data }];
  const hit = all.find((e) => e.data?.some((d) => (d.name === 'f' || d.name === 'p') && (d.value === path || String(d.value).startsWith(`${path}.`))));
  return hit?.message;
}

/** The languages a failed save names in its field errors (their tabs are marked). */
function languagesInError(error: unknown): Set<string> {
  const found = new Set<string>();
  if (!(error instanceof ApiError)) return found;
  const all = error.errors.length ? error.errors : [{ message: error.message, data: error.data }];
  for (const e of all)
    for (const d of e.data ?? []) if (d.name === 'f' || d.name === 'p') found.add(/^translations\.([a-z]{2})\./.exec(String(d.value))?.[1] ?? '');
  return found;
}

/**
 * The four translations of one content item in one form: a tab per language (the Tabs component: one panel at a
 * time, so it stays usable at 360 px), saved together by PUT /admin/content/{entity}/{key} (one transaction). Sent:
 * the languages already stored and those typed in; the others stay missing, and the form names them.
 */
export function ContentEditor({ entity, item, onDone }: { entity: ContentEntity; item: EditedItem; onDone: () => void }) {
  const { t } = useTranslation('admin-desk');
  const { saveAll, remove } = useContentWrites(entity);
  const [key, setKey] = useState(item.key);
  const [active, setActive] = useState<InterfaceLanguage>(item.language);
  const [values, setValues] = useState<Partial<Record<InterfaceLanguage, Values>>>(item.rows);
  const [typed, setTyped] = useState<Set<InterfaceLanguage>>(new Set());
  // When each language was deleted here: a deletion counts until a later save stores that language again.
  const [deleted, setDeleted] = useState<Partial<Record<InterfaceLanguage, number>>>({});
  const savedLater = (l: InterfaceLanguage) => saveAll.isSuccess && saveAll.submittedAt > (deleted[l] ?? 0);
  const stored = (l: InterfaceLanguage) =>
    savedLater(l) && saveAll.data?.rows.some((r) => r.language === l) ? true : deleted[l] === undefined && item.rows[l] !== undefined;
  // A deleted language is no longer sent by the next save (its texts stay in the form, to be saved again on purpose).
  const forget = (l: InterfaceLanguage) => {
    setDeleted((d) => ({ ...d, [l]: Date.now() }));
    setTyped((all) => new Set([...all].filter((o) => o !== l)));
  };
  const current = values[active] ?? {};
  const set = (name: string, value: unknown) => {
    setValues({ ...values, [active]: { ...current, [name]: value } });
    setTyped(new Set(typed).add(active));
  };
  // Before any save, the languages without a stored translation; after one, the server's word (data `missing`).
  const missing = INTERFACE_LANGUAGES.filter((l) => (savedLater(l) && saveAll.data ? saveAll.data.missing.includes(l) : !stored(l)));
  const wrong = languagesInError(saveAll.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = INTERFACE_LANGUAGES.filter((l) => stored(l) || typed.has(l));
    const translations = Object.fromEntries((sent.length ? sent : [active]).map((l) => [l, toBody(entity, values[l] ?? {})]));
    saveAll.mutate({ key, translations });
  };
  const languageName = (l: string) => t(`content.languages.${l}`);
  const field = (spec: FieldSpec) => {
    const label = t(`content.fields.${spec.name}`);
    const error = translationError(saveAll.error, active, spec.name);
    const value = current[spec.name];
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
  const title = t('content.editingItem', { key: key || '…' });
  const tabs = INTERFACE_LANGUAGES.map((l) => ({
    key: l,
    label: wrong.has(l)
      ? t('content.tabError', { language: languageName(l) })
      : missing.includes(l)
        ? t('content.tabMissing', { language: languageName(l) })
        : languageName(l),
  }));
  return (
    <div className="desk-columns">
      <form onSubmit={submit} aria-label={title} noValidate>
        <h2>{title}</h2>
        <TextField
          label={t('content.key')}
          required
          readOnly={!item.isNew || saveAll.isSuccess}
          value={key}
          error={fieldError(saveAll.error, 'key')}
          onChange={(e) => setKey(e.target.value)}
        />
        <p role="status" className="desk-missing">
          {saveAll.isSuccess ? `${t('content.saved')} ` : ''}
          {missing.length ? t('content.missing', { languages: missing.map(languageName).join(', ') }) : t('content.complete')}
        </p>
        <Tabs tabs={tabs} active={active} onChange={setActive} label={t('content.languagesLabel')}>
          <div key={active}>
            {CONTENT_FIELDS[entity].map(field)}
            {!stored(active) ? null : (
              <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate({ key, language: active }, { onSuccess: () => forget(active) })}>
                {t('content.deleteLanguage', { language: languageName(active) })}
              </Button>
            )}
          </div>
        </Tabs>
        <CallError error={unboundTranslationsError(saveAll.error, entity) ?? remove.error} />
        <span className="desk-actions">
          <Button type="submit" variant="primary" busy={saveAll.isPending}>
            {t('content.saveAll')}
          </Button>
          <Button onClick={onDone}>{t('content.cancel')}</Button>
        </span>
      </form>
      <Preview values={current} />
    </div>
  );
}

/** A failed save's error when no field of the form shows it (field errors show under their control, in their tab). */
function unboundTranslationsError(error: unknown, entity: ContentEntity): unknown {
  const bound = error instanceof ApiError ? /^translations\.[a-z]{2}\.([a-z_]+)/.exec(error.field ?? '') : null;
  if (bound) return CONTENT_FIELDS[entity].some((f) => f.name === bound[1]) ? null : error;
  return unboundError(error);
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
