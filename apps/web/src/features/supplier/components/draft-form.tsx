import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHEET_LANGUAGES, type SupplierDraft, type SupplierSheetAccess } from '@openfds/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Banner, Card } from '../../../components/ui/feedback.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useDiscardDraft, usePublishDraft } from '../api.ts';
import { AccessSelect } from './access-select.tsx';

type Values = Record<'product_name' | 'product_code' | 'language' | 'revision_date' | 'revision_version' | 'type' | 'ufi' | 'ean', string> &
  Record<'brand' | 'range' | 'regulation' | 'zone' | 'country' | 'cpro' | 'family', string> & { access: SupplierSheetAccess };

const TEXT_FIELDS = ['product_code', 'revision_version', 'type', 'ufi', 'ean', 'brand', 'range', 'regulation', 'zone', 'country', 'cpro', 'family'] as const;
/** The fields the form shows an error under; an error on any other field (confirm_flags, replaces) shows as a banner. */
const SHOWN_FIELDS: readonly string[] = ['product_name', 'language', 'revision_date', 'access', ...TEXT_FIELDS];

function initialValues(draft: SupplierDraft): Values {
  const p = draft.prefill;
  const text = (v: string | null | undefined) => v ?? '';
  return {
    product_name: p.product_name ?? '',
    product_code: text(p.product_code),
    language: p.language ?? 'fr',
    revision_date: text(p.revision_date),
    revision_version: text(p.revision_version),
    type: text(p.type) || 'SDS',
    ufi: text(p.ufi),
    ean: (p.ean ?? []).join(', '),
    brand: text(p.brand),
    range: text(p.range),
    regulation: text(p.regulation),
    zone: text(p.zone),
    country: text(p.country),
    cpro: text(p.cpro),
    family: text(p.family),
    access: p.access ?? 'public',
  };
}

/** The server's field errors of a refused publication, by field (EAN codes by position fall on the EAN field). */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const byField: Record<string, string> = {};
  for (const e of error.errors) {
    const field = String(e.data.find((d) => d.name === 'f')?.value ?? '').split('.')[0];
    if (field && !byField[field]) byField[field] = e.message;
  }
  return byField;
}

/**
 * One draft: the reader's result and conformity flags, the fields it prefilled for the user to confirm, and the
 * publication (a flagged sheet needs the confirmation box ticked).
 */
export function DraftForm({ draft, level, onPublished }: { draft: SupplierDraft; level: 'public' | 'private' | 'mixed'; onPublished: (iddc: string) => void }) {
  const { t } = useTranslation('supplier');
  const [values, setValues] = useState<Values>(() => initialValues(draft));
  const [prefilledFrom, setPrefilledFrom] = useState(draft.reading);
  const [confirm, setConfirm] = useState(false);
  const publish = usePublishDraft(onPublished);
  const discard = useDiscardDraft();
  // The reading arrived after the form showed: its values replace the file-name guesses once.
  if (prefilledFrom !== draft.reading) {
    setPrefilledFrom(draft.reading);
    setValues(initialValues(draft));
  }
  const errors = fieldErrors(publish.error);
  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const id = `draft-${draft.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ean = values.ean
      .split(/[\s,;]+/)
      .map((x) => x.trim())
      .filter(Boolean);
    publish.mutate({ id: draft.id, fields: { ...values, ean, confirm_flags: confirm, replaces: draft.replaces } });
  };

  const reading = draft.reading;
  return (
    <Card className="supplier-draft" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="supplier-draft__title">
        {draft.file_name} <Badge tone={reading === 'read' ? 'success' : reading === 'failed' ? 'danger' : 'neutral'}>{t(`draft.reading.${reading}`)}</Badge>
      </h3>
      {draft.replaces ? <p className="supplier-muted">{t('draft.replaces', { code: draft.replaces })}</p> : null}
      {draft.conformity.length > 0 ? (
        <ul className="supplier-flags" aria-label={t('draft.flags')}>
          {draft.conformity.map((flag) => (
            <li key={flag}>
              <Badge tone={draft.confirm_flags.includes(flag) ? 'danger' : 'neutral'}>{t(`flag.${flag}`, { defaultValue: flag })}</Badge>
            </li>
          ))}
        </ul>
      ) : reading === 'read' ? (
        <p className="supplier-muted">{t('draft.noFlags')}</p>
      ) : null}
      {publish.isSuccess ? (
        <Banner tone="success">{t('draft.published', { code: publish.data.iddc })}</Banner>
      ) : (
        <form onSubmit={submit} noValidate aria-describedby={`${id}-hint`}>
          <p id={`${id}-hint`} className="supplier-muted">
            {reading === 'reading' ? t('draft.waiting') : t('draft.check')}
          </p>
          <div className="supplier-grid">
            <TextField label={t('field.product_name')} required value={values.product_name} onChange={set('product_name')} error={errors.product_name} />
            <div className={`field ${errors.language ? 'field--invalid' : ''}`}>
              <label className="field__label" htmlFor={`${id}-language`}>
                {t('field.language')}
              </label>
              <select id={`${id}-language`} className="field__input" value={values.language} onChange={set('language')}>
                {SHEET_LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {l.toUpperCase()}
                  </option>
                ))}
              </select>
              {errors.language ? <p className="field__error">{errors.language}</p> : null}
            </div>
            <TextField label={t('field.revision_date')} type="date" value={values.revision_date} onChange={set('revision_date')} error={errors.revision_date} />
            {TEXT_FIELDS.map((key) => (
              <TextField
                key={key}
                label={t(`field.${key}`)}
                value={values[key]}
                onChange={set(key)}
                error={errors[key]}
                hint={key === 'ean' ? t('field.eanHint') : undefined}
              />
            ))}
            <div className={`field ${errors.access ? 'field--invalid' : ''}`}>
              <label className="field__label" htmlFor={`${id}-access`}>
                {t('field.access')}
              </label>
              <AccessSelect
                id={`${id}-access`}
                level={level}
                value={values.access}
                label={t('field.access')}
                onChange={(access) => setValues((v) => ({ ...v, access }))}
              />
              {errors.access ? <p className="field__error">{errors.access}</p> : null}
            </div>
          </div>
          {draft.confirm_flags.length > 0 ? (
            <label className="supplier-confirm">
              <input type="checkbox" checked={confirm} onChange={(e) => setConfirm(e.target.checked)} />{' '}
              {t('draft.confirm', { flags: draft.confirm_flags.map((f) => t(`flag.${f}`, { defaultValue: f })).join(', ') })}
            </label>
          ) : null}
          {publish.error && !Object.keys(errors).some((field) => SHOWN_FIELDS.includes(field)) ? (
            <Banner tone="danger" role="alert">
              {publish.error.message}
            </Banner>
          ) : null}
          {discard.error ? <Banner tone="danger">{discard.error.message}</Banner> : null}
          <div className="supplier-actions">
            <Button type="submit" variant="primary" busy={publish.isPending} disabled={reading === 'reading'}>
              {t('draft.publish')}
            </Button>
            <Button variant="ghost" onClick={() => discard.mutate(draft.id)} busy={discard.isPending}>
              {t('draft.discard')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
