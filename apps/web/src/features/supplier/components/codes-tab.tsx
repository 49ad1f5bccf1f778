import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES } from '@openfds/contract';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Banner, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAddCode, useCodes, useCodeTexts, useImportCodes, useRevokeCode, useSaveCodeTexts, type CodeTexts } from '../api.ts';

/** The supplier's customer codes: list, add, import a CSV, revoke; and the texts of the customer-code stage. */
export function CodesTab() {
  const { t } = useTranslation('supplier');
  const [q, setQ] = useState('');
  const codes = useCodes(q);
  const add = useAddCode();
  const importer = useImportCodes();
  const revoke = useRevokeCode();
  const [code, setCode] = useState('');
  const [customer, setCustomer] = useState('');
  const [csv, setCsv] = useState('');

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ code: code.trim(), customer: customer.trim() || undefined }, { onSuccess: () => (setCode(''), setCustomer('')) });
  };
  const onFile = async (file: File | undefined) => setCsv(file ? await file.text() : '');
  const codeError = add.error instanceof ApiError && add.error.field === 'code' ? add.error.message : undefined;

  return (
    <section aria-labelledby="supplier-codes-title">
      <h2 id="supplier-codes-title">{t('codes.title')}</h2>
      <form className="supplier-grid supplier-grid--inline" onSubmit={onAdd} noValidate>
        <TextField label={t('codes.code')} required value={code} onChange={(e) => setCode(e.target.value)} error={codeError} />
        <TextField label={t('codes.customer')} value={customer} onChange={(e) => setCustomer(e.target.value)} />
        <div className="supplier-actions supplier-actions--end">
          <Button type="submit" variant="primary" busy={add.isPending}>
            {t('codes.add')}
          </Button>
        </div>
      </form>
      {add.error && !codeError ? <Banner tone="danger">{add.error.message}</Banner> : null}
      <details className="supplier-details">
        <summary>{t('codes.import')}</summary>
        <p className="supplier-muted">{t('codes.importHint')}</p>
        <input type="file" accept=".csv,text/csv,text/plain" aria-label={t('codes.importFile')} onChange={(e) => void onFile(e.target.files?.[0])} />
        <Button onClick={() => importer.mutate(csv)} disabled={!csv} busy={importer.isPending}>
          {t('codes.importButton')}
        </Button>
        {importer.data ? (
          <Banner tone={importer.data.errors.length ? 'warning' : 'success'} role="status">
            {t('codes.imported', { added: importer.data.added, unchanged: importer.data.unchanged, rejected: importer.data.errors.length })}
            {importer.data.errors.length > 0 ? (
              <ul>
                {importer.data.errors.slice(0, 20).map((e) => (
                  <li key={e.line}>{t('codes.badLine', { line: e.line, value: e.value })}</li>
                ))}
              </ul>
            ) : null}
          </Banner>
        ) : null}
        {importer.error ? <Banner tone="danger">{importer.error.message}</Banner> : null}
      </details>
      <input
        className="field__input supplier-filter"
        type="search"
        aria-label={t('codes.search')}
        placeholder={t('codes.search')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {revoke.error ? <Banner tone="danger">{revoke.error.message}</Banner> : null}
      {codes.isPending ? (
        <Skeleton lines={4} />
      ) : codes.error ? (
        <Banner tone="danger">{codes.error.message}</Banner>
      ) : codes.data.items.length === 0 ? (
        <EmptyState title={t('codes.empty')} />
      ) : (
        <DataTable
          caption={t('codes.caption', { count: codes.data.total })}
          rows={codes.data.items}
          rowKey={(c) => String(c.id)}
          columns={[
            { key: 'code', header: t('codes.code'), cell: (c) => <code>{c.code}</code> },
            { key: 'customer', header: t('codes.customer'), cell: (c) => c.customer ?? '—' },
            { key: 'holders', header: t('codes.holders'), numeric: true, cell: (c) => c.holders },
            {
              key: 'revoke',
              header: t('codes.actions'),
              cell: (c) => (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={revoke.isPending}
                  onClick={() => window.confirm(t('codes.revokeConfirm', { code: c.code })) && revoke.mutate(c.id)}
                >
                  {t('codes.revoke')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <StageTexts />
    </section>
  );
}

/** The customer-code stage texts of the staged search, per interface language. */
function StageTexts() {
  const { t } = useTranslation('supplier');
  const texts = useCodeTexts();
  const save = useSaveCodeTexts();
  const [draft, setDraft] = useState<CodeTexts | null>(null);
  if (texts.isPending) return <Skeleton lines={2} />;
  if (texts.error) return <Banner tone="danger">{texts.error.message}</Banner>;
  const values = draft ?? texts.data;
  const set = (part: 'description' | 'help', language: string, value: string) => setDraft({ ...values, [part]: { ...values[part], [language]: value } });
  return (
    <form
      className="supplier-texts"
      aria-labelledby="supplier-texts-title"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(values, { onSuccess: () => setDraft(null) });
      }}
    >
      <h3 id="supplier-texts-title">{t('texts.title')}</h3>
      <p className="supplier-muted">{t('texts.intro')}</p>
      <div className="supplier-grid">
        {INTERFACE_LANGUAGES.flatMap((language) => [
          <TextField
            key={`d-${language}`}
            label={t('texts.description', { language: language.toUpperCase() })}
            value={values.description[language] ?? ''}
            maxLength={1000}
            onChange={(e) => set('description', language, e.target.value)}
          />,
          <TextField
            key={`h-${language}`}
            label={t('texts.help', { language: language.toUpperCase() })}
            value={values.help[language] ?? ''}
            maxLength={1000}
            onChange={(e) => set('help', language, e.target.value)}
          />,
        ])}
      </div>
      {save.error ? <Banner tone="danger">{save.error.message}</Banner> : null}
      {save.isSuccess && !draft ? (
        <Banner tone="success" role="status">
          {t('texts.saved')}
        </Banner>
      ) : null}
      <Button type="submit" busy={save.isPending}>
        {t('texts.save')}
      </Button>
    </form>
  );
}
