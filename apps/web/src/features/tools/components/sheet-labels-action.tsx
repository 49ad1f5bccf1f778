import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The designer (its form and preview) loads when the user opens it, not with the sheet page.
const LabelDesigner = lazy(() => import('./label-designer.tsx').then((m) => ({ default: m.LabelDesigner })));

/** The "Labels" action of a sheet page (catalogue or my-FDS sheet): opens the label designer below it. */
export function SheetLabelsAction({ documentCode }: { documentCode: string }) {
  const { t } = useTranslation('tools');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button type="button" className="btn btn--ghost" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {t('tools.labels.action')}
      </button>
      {open ? (
        <div id={id} className="tools-designer-frame">
          <Suspense fallback={<p className="tools-muted">{t('tools.labels.designer.loading')}</p>}>
            <LabelDesigner documentCode={documentCode} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
