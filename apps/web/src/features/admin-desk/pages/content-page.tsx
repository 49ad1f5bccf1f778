import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_ENTITIES, INTERFACE_LANGUAGES, languageOrFrench, type ContentEntity, type ContentRow, type InterfaceLanguage } from '@openfds/contract';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { useContent } from '../api.ts';
import { ContentEditor, type EditedItem } from '../components/content-editor.tsx';
import { CallError, DeskPage } from '../components/desk-page.tsx';

/** Site content: blog articles, shows and events, trainings, information pages, all four languages of an item in one form. */
export function ContentPage() {
  const { t, i18n } = useTranslation('admin-desk');
  const [entity, setEntity] = useState<ContentEntity>('blog_articles');
  const [language, setLanguage] = useState('');
  const [edited, setEdited] = useState<EditedItem | null>(null);
  const rows = useContent(entity);
  const shown = (rows.data ?? []).filter((r) => !language || r.language === language);
  // The editor opens on every translation of the item at once (one tab per language), on the row's language.
  const itemOf = (r: ContentRow): EditedItem => ({
    key: r.key,
    rows: Object.fromEntries((rows.data ?? []).filter((o) => o.key === r.key).map((o) => [o.language, o.fields])),
    isNew: false,
    language: r.language as InterfaceLanguage,
  });
  const columns: Column<ContentRow>[] = [
    { key: 'key', header: t('content.key'), cell: (r) => r.key },
    { key: 'language', header: t('content.language'), cell: (r) => r.language },
    { key: 'title', header: t('content.fields.title'), cell: (r) => String(r.fields.title ?? '') },
    { key: 'updated', header: t('content.updated'), cell: (r) => formatDay(r.updated_at, i18n.language) },
    {
      key: 'edit',
      header: t('content.actions'),
      cell: (r) => (
        <Button size="sm" onClick={() => setEdited(itemOf(r))}>
          {t('content.edit')}
        </Button>
      ),
    },
  ];
  return (
    <DeskPage title={t('content.title')}>
      <div className="bo-filters">
        <SelectField
          label={t('content.entity')}
          value={entity}
          options={CONTENT_ENTITIES.map((e) => ({ value: e, label: t(`content.entities.${e}`) }))}
          onChange={(e) => {
            setEntity(e.target.value as ContentEntity);
            setEdited(null);
          }}
        />
        <SelectField
          label={t('content.language')}
          value={language}
          placeholder={t('requests.all')}
          options={INTERFACE_LANGUAGES.map((l) => ({ value: l, label: l }))}
          onChange={(e) => setLanguage(e.target.value)}
        />
        {entity === 'site_pages' ? null : (
          <Button
            variant="primary"
            onClick={() => setEdited({ key: '', rows: {}, isNew: true, language: languageOrFrench(language || i18n.language.slice(0, 2)) })}
          >
            {t('content.new')}
          </Button>
        )}
      </div>
      {edited ? <ContentEditor key={`${edited.key}/${edited.language}`} entity={entity} item={edited} onDone={() => setEdited(null)} /> : null}
      <CallError error={rows.error} />
      {rows.isPending ? <Skeleton lines={5} /> : null}
      {shown.length ? <DataTable caption={t(`content.entities.${entity}`)} columns={columns} rows={shown} rowKey={(r) => `${r.key}/${r.language}`} /> : null}
    </DeskPage>
  );
}
