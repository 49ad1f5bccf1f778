import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ERRORS, MY_FDS_SORTS, offerByReference, type MyFdsCollection, type MyFdsItem, type MyFdsOrderRef, type MyFdsSort } from '@openfds/contract';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { EmptyState, Skeleton, Badge } from '../../../components/ui/feedback.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api.ts';
import { localPath } from '../../../lib/language-path.ts';
import { paths } from '../../../config/paths.ts';
import { sheetLanguageName } from '../../../lib/sheet-language-name.ts';
import {
  fetchExport,
  removeDocuments,
  spaceExportPath,
  useResetSpace,
  usePaidOrders,
  useAddDocuments,
  useSpacePage,
  useSpaceSuppliers,
  type ExportProgress,
  type SpaceFilters,
} from '../api.ts';
import { ExportStatus } from './export-status.tsx';
import { saveBlob, WrongContentError } from '../../../lib/files.ts';
import { ReadingStatus } from './reading-status.tsx';
import { OrderProcessingView } from './order-processing.tsx';
import { EntryDialog } from './entry-dialog.tsx';
import { ImportHistoryDialog } from './import-history-dialog.tsx';
import { UploadDialog } from './upload-dialog.tsx';
import { ordersWithoutSheet, OrdersWaitingEmpty, OrdersWaitingNote } from './orders-waiting.tsx';
import '../my-fds.css';
import { errorText } from '../../../lib/api-errors.ts';
import { languageOrFrench } from '@openfds/contract';

/** The tabs of product-spec §2.6 (favourites are the catalogue sheets the user added). */
const TABS: MyFdsCollection[] = ['all', 'favourites', 'uploads', 'history', 'orders', 'received'];

function tabOf(value: string | null): MyFdsCollection {
  return TABS.find((tab) => tab === value) ?? 'all';
}

const INITIAL: SpaceFilters = { tab: 'all', productName: '', supplierCode: '', sortBy: 'added_at', sortDirection: 'desc' };

/** The message of an error of the list: 564 and 562 as the server words them, anything else "could not be retrieved". */
export function listErrorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && (error.code === ERRORS.myFdsBroken.code || error.code === ERRORS.notAdmin.code)) return error.message;
  return t('list.loadError');
}

/** Actions on the selected sheets that other features give (the app layer composes them: labels, issue #28). */
export type SelectionActions = (codes: string[], names: Record<string, string>) => ReactNode;

/** My-FDS: the tabs, the filters, the table (cards on a phone), bulk actions, upload, history import, export. */
export function MyFdsSpace({ login, selectionActions }: { login: string; selectionActions?: SelectionActions }) {
  const { t, i18n } = useTranslation('my-fds');
  const toast = useToast();
  const language = i18n.language;
  // Issue #23: the tab is in the URL (?tab=orders), so a link, a reload or the back button lands on it.
  const [params, setParams] = useSearchParams();
  const urlTab = tabOf(params.get('tab'));
  const [filters, setFilters] = useState<SpaceFilters>({ ...INITIAL, tab: urlTab });
  useEffect(() => {
    setFilters((f) => (f.tab === urlTab ? f : { ...f, tab: urlTab }));
  }, [urlTab]);
  const chooseTab = (tab: MyFdsCollection) => {
    setFilters((f) => ({ ...f, tab }));
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (tab === 'all') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  };
  const [draft, setDraft] = useState({ productName: '', supplierCode: '' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<null | 'upload' | 'import'>(null);
  const [entry, setEntry] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | 'remove' | 'xlsx' | 'zip'>(null);
  const [exportProgress, setExportProgress] = useState<ExportProgress | null>(null);
  const list = useSpacePage(login, filters, page);
  const suppliers = useSpaceSuppliers(login);
  const paidOrders = usePaidOrders(login, filters.tab === 'orders');
  const latestOrder = [...(paidOrders.data ?? [])].sort((a, b) => (b.paid_at ?? '').localeCompare(a.paid_at ?? ''))[0];
  const reset = useResetSpace(login);
  const addToSpace = useAddDocuments(login);

  // A filter change starts again from the first page with nothing selected.
  useEffect(() => {
    setPage(1);
    setSelected(new Set());
  }, [filters]);

  const applyFilters = (event: FormEvent) => {
    event.preventDefault();
    setFilters((f) => ({ ...f, productName: draft.productName.trim(), supplierCode: draft.supplierCode }));
  };

  const toggle = (code: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const allOnPage = list.rows.length > 0 && list.rows.every((r) => selected.has(r.iddc));
  const toggleAll = () =>
    setSelected((s) => {
      const next = new Set(s);
      for (const r of list.rows) {
        if (allOnPage) next.delete(r.iddc);
        else next.add(r.iddc);
      }
      return next;
    });

  const remove = async (codes: string[]) => {
    if (codes.length === 0 || !window.confirm(t('actions.confirmRemove', { count: codes.length }))) return;
    setBusy('remove');
    try {
      const { removed } = await removeDocuments(login, codes);
      toast(t('actions.removed', { count: removed }), 'success');
      setSelected(new Set());
      await reset();
    } catch (error) {
      toast(errorText(error, t('list.loadError')), 'danger');
    } finally {
      setBusy(null);
    }
  };

  const add = async (code: string) => {
    try {
      const { notProcessed } = await addToSpace.mutateAsync([code]);
      toast(t('actions.added'), 'success');
      if (notProcessed.length > 0) toast(t('credits.notProcessed'), 'info');
    } catch (error) {
      toast(errorText(error, t('list.loadError')), 'danger');
    }
  };

  const exportSpace = async (zip: boolean) => {
    setBusy(zip ? 'zip' : 'xlsx');
    try {
      saveBlob(await fetchExport(spaceExportPath(login, zip), zip ? 'zip' : 'xlsx', setExportProgress), zip ? 'my-fds.zip' : 'my-fds.xlsx');
    } catch (error) {
      toast(error instanceof WrongContentError ? t('export.wrongContent') : errorText(error, t('export.failed')), 'danger');
    } finally {
      setBusy(null);
      setExportProgress(null);
    }
  };

  const sortOptions = MY_FDS_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }));
  const isHistory = filters.tab === 'history';
  const isOrders = filters.tab === 'orders';
  const filtered = Boolean(filters.productName || filters.supplierCode);
  // Orders tab: the paid orders that processed none of its sheets (known when the whole tab is at hand).
  const waiting =
    isOrders && !filtered && list.isSuccess && paidOrders.data && (list.data?.items.length ?? 0) >= list.itemsCount
      ? ordersWithoutSheet(paidOrders.data, list.data?.items ?? [])
      : [];

  return (
    <div className="my-fds">
      <div className="my-fds__toolbar">
        <button type="button" className="btn btn--primary" onClick={() => setDialog('upload')}>
          {t('upload.open')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => setDialog('import')}>
          {t('import.open')}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => exportSpace(false)}
          aria-busy={busy === 'xlsx' || undefined}
          disabled={busy !== null}
        >
          {busy === 'xlsx' ? t('export.preparing') : t('export.xlsx')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => exportSpace(true)} aria-busy={busy === 'zip' || undefined} disabled={busy !== null}>
          {busy === 'zip' ? t('export.preparing') : t('export.zip')}
        </button>
        <Link className="btn btn--ghost" to={localPath(language, paths.myFdsChangelog)}>
          {t('changelog.link')}
        </Link>
        <ExportStatus active={busy === 'xlsx' || busy === 'zip'} progress={exportProgress} />
      </div>

      <Tabs<MyFdsCollection> label={t('tabs.label')} tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))} active={filters.tab} onChange={chooseTab}>
        <form className="my-fds__filters" onSubmit={applyFilters} role="search" aria-label={t('filters.label')}>
          <label className="field">
            <span className="field__label">{t('filters.productName')}</span>
            <input
              className="field__input"
              type="search"
              maxLength={100}
              value={draft.productName}
              onChange={(e) => setDraft((d) => ({ ...d, productName: e.target.value }))}
            />
          </label>
          <label className="field">
            <span className="field__label">{t('filters.supplier')}</span>
            <select className="field__input" value={draft.supplierCode} onChange={(e) => setDraft((d) => ({ ...d, supplierCode: e.target.value }))}>
              <option value="">{t('filters.allSuppliers')}</option>
              {(suppliers.data ?? []).map((s) => (
                <option key={s.supplier_code} value={s.supplier_code}>
                  {s.supplier_name} ({s.documents})
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('sort.label')}</span>
            <select className="field__input" value={filters.sortBy} onChange={(e) => setFilters((f) => ({ ...f, sortBy: e.target.value as MyFdsSort }))}>
              {sortOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('sort.direction')}</span>
            <select
              className="field__input"
              value={filters.sortDirection}
              onChange={(e) => setFilters((f) => ({ ...f, sortDirection: e.target.value as 'asc' | 'desc' }))}
            >
              <option value="asc">{t('sort.asc')}</option>
              <option value="desc">{t('sort.desc')}</option>
            </select>
          </label>
          <div className="form-actions">
            <button type="submit" className="btn btn--secondary">
              {t('filters.apply')}
            </button>
          </div>
        </form>

        {!isHistory && selected.size > 0 ? (
          <div className="my-fds__bulk" role="region" aria-label={t('actions.bulk')}>
            <span>{t('actions.selected', { count: selected.size })}</span>
            <button type="button" className="btn btn--danger btn--sm" onClick={() => remove([...selected])} disabled={busy !== null}>
              {t('actions.removeSelected')}
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => exportSpace(false)} disabled={busy !== null}>
              {t('export.xlsx')}
            </button>
            {selectionActions?.([...selected], Object.fromEntries(list.rows.map((r) => [r.iddc, r.product_name])))}
          </div>
        ) : null}

        {list.isPending ? <Skeleton lines={6} /> : null}
        {list.isError ? (
          <p className="form-message form-message--danger" role="alert">
            {listErrorText(list.error, t)}
          </p>
        ) : null}
        {list.isSuccess && list.itemsCount === 0 && waiting.length > 0 ? (
          <OrdersWaitingEmpty orders={waiting} onUpload={() => setDialog('upload')} onImport={() => setDialog('import')} />
        ) : null}
        {list.isSuccess && list.itemsCount === 0 && waiting.length === 0 ? (
          <EmptyState
            title={filters.productName || filters.supplierCode ? t('empty.filtered') : t(`empty.${filters.tab}`)}
            action={
              isOrders && !filters.productName && !filters.supplierCode ? (
                <div className="my-fds__empty-actions">
                  <Link className="btn btn--primary" to={localPath(language, paths.products)}>
                    {t('orders.buy')}
                  </Link>
                  <Link className="btn btn--ghost" to={localPath(language, paths.account.subscriptions)}>
                    {t('orders.subscriptions')}
                  </Link>
                </div>
              ) : filters.tab === 'all' && !filters.productName ? (
                <div className="my-fds__empty-actions">
                  <Link className="btn btn--primary" to={localPath(language, paths.home)}>
                    {t('empty.search')}
                  </Link>
                  <button type="button" className="btn btn--secondary" onClick={() => setDialog('upload')}>
                    {t('upload.open')}
                  </button>
                  <button type="button" className="btn btn--ghost" onClick={() => setDialog('import')}>
                    {t('import.open')}
                  </button>
                </div>
              ) : undefined
            }
          />
        ) : null}
        {list.isSuccess && list.itemsCount > 0 ? (
          <>
            {waiting.length > 0 ? <OrdersWaitingNote orders={waiting} /> : null}
            {/* Issue #23: the latest paid order's processing, "7 of 10 read", moving until every sheet is processed. */}
            {isOrders && latestOrder ? <OrderProcessingView login={login} orderId={latestOrder.id} /> : null}
            <p className="my-fds__count" aria-live="polite">
              {t('list.count', { count: list.itemsCount })}
            </p>
            <div className="table-wrap">
              <table className="table my-fds__table">
                <caption className="visually-hidden">{t(`tabs.${filters.tab}`)}</caption>
                <thead>
                  <tr>
                    {!isHistory ? (
                      <th scope="col">
                        <input type="checkbox" checked={allOnPage} onChange={toggleAll} aria-label={t('actions.selectPage')} />
                      </th>
                    ) : null}
                    <th scope="col">{t('columns.product')}</th>
                    <th scope="col">{t('columns.supplier')}</th>
                    <th scope="col">{t('columns.revision')}</th>
                    <th scope="col">{t('columns.language')}</th>
                    <th scope="col">{isOrders ? t('columns.order') : t('columns.source')}</th>
                    <th scope="col">{t('columns.status')}</th>
                    <th scope="col">{t('columns.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.rows.map((row) => (
                    <Row
                      key={row.iddc}
                      row={row}
                      history={isHistory}
                      orders={isOrders}
                      selected={selected.has(row.iddc)}
                      onToggle={() => toggle(row.iddc)}
                      onOpen={() => setEntry(row.iddc)}
                      onRemove={() => remove([row.iddc])}
                      onAdd={() => add(row.iddc)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            {list.pageCount > 1 ? (
              <nav className="pager" aria-label={t('list.paging')}>
                <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('list.previous')}
                </button>
                <span aria-live="polite">{t('list.pageOf', { page, count: list.pageCount })}</span>
                <button type="button" className="btn btn--ghost btn--sm" disabled={page >= list.pageCount} onClick={() => setPage(page + 1)}>
                  {t('list.next')}
                </button>
              </nav>
            ) : null}
          </>
        ) : null}
      </Tabs>

      <UploadDialog login={login} open={dialog === 'upload'} onClose={() => setDialog(null)} onUploaded={() => void reset()} />
      <ImportHistoryDialog login={login} open={dialog === 'import'} onClose={() => setDialog(null)} onImported={() => void reset()} />
      <EntryDialog login={login} code={entry} onClose={() => setEntry(null)} onSaved={() => void reset()} />
    </div>
  );
}

function Row({
  row,
  history,
  orders,
  selected,
  onToggle,
  onOpen,
  onRemove,
  onAdd,
}: {
  row: MyFdsItem;
  history: boolean;
  orders: boolean;
  selected: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onRemove: () => void;
  onAdd: () => void;
}) {
  const { t, i18n } = useTranslation('my-fds');
  const language = i18n.language;
  // An upload opens the same sheet page as a catalogue sheet (issue #23), private to its owner by the server's rule.
  const sheetLink = localPath(language, paths.sheet(row.iddc));
  return (
    <tr className="my-fds__row">
      {!history ? (
        <td data-label={t('actions.select')}>
          <input type="checkbox" checked={selected} onChange={onToggle} aria-label={t('actions.selectRow', { product: row.product_name })} />
        </td>
      ) : null}
      <td data-label={t('columns.product')}>
        <Link to={sheetLink}>{row.product_name}</Link>
        {row.internal_reference ? <span className="my-fds__ref"> · {row.internal_reference}</span> : null}
      </td>
      <td data-label={t('columns.supplier')}>{row.supplier_name}</td>
      <td data-label={t('columns.revision')}>
        {row.revision_date ? new Date(`${row.revision_date}T00:00:00Z`).toLocaleDateString(language, { timeZone: 'UTC' }) : '—'}
        {row.revision_version ? ` (v${row.revision_version})` : ''}
        {row.newer_revision && row.newer_revision_code ? (
          <>
            {' '}
            <Link className="my-fds__newer" to={localPath(language, paths.sheet(row.newer_revision_code))}>
              <Badge tone="accent">{row.source === 'upload' ? t('status.outdated') : t('status.newer')}</Badge>
            </Link>
          </>
        ) : null}
      </td>
      <td data-label={t('columns.language')}>{sheetLanguageName(row.language, language)}</td>
      {orders ? (
        <td data-label={t('columns.order')}>
          <OrderRefs orders={row.orders} />
        </td>
      ) : (
        <td data-label={t('columns.source')}>{t(`source.${row.source}`)}</td>
      )}
      <td data-label={t('columns.status')}>
        <ReadingStatus item={row} />
        {row.conformity.length > 0 ? (
          <ul className="my-fds__flags" aria-label={t('status.conformity')}>
            {row.conformity.map((flag) => (
              <li key={flag}>
                <Badge tone="danger">{t(`conformity.${flag}`, { defaultValue: flag })}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </td>
      <td data-label={t('columns.actions')} className="my-fds__actions">
        {row.myFDS ? (
          <>
            <button type="button" className="btn btn--ghost btn--sm" onClick={onOpen} aria-label={t('actions.detailsOf', { product: row.product_name })}>
              {t('actions.details')}
            </button>
            {!history ? (
              <button type="button" className="btn btn--ghost btn--sm" onClick={onRemove} aria-label={t('actions.removeOf', { product: row.product_name })}>
                {t('actions.remove')}
              </button>
            ) : null}
          </>
        ) : (
          <button type="button" className="btn btn--secondary btn--sm" onClick={onAdd} aria-label={t('actions.addOf', { product: row.product_name })}>
            {t('actions.add')}
          </button>
        )}
      </td>
    </tr>
  );
}

/** The orders that processed a sheet (orders tab): reference (invoice number), payment date, status, offers applied. */
function OrderRefs({ orders }: { orders: MyFdsOrderRef[] }) {
  const { t, i18n } = useTranslation('my-fds');
  const language = languageOrFrench(i18n.language);
  return (
    <ul className="my-fds__orders">
      {orders.map((o) => (
        <li key={o.order_id}>
          <span className="my-fds__order-ref">{o.reference ?? t('orders.number', { id: o.order_id })}</span>
          {' · '}
          {new Date(o.paid_at ?? o.ordered_at).toLocaleDateString(language)}{' '}
          <Badge tone={o.status === 'paid' ? 'success' : 'neutral'}>{t(`orders.status.${o.status}`)}</Badge>
          <span className="my-fds__order-offers">
            {o.offers
              .map((ref) => {
                const offer = offerByReference(ref);
                return offer ? `${offer.tool.labels[language]} ${offer.labels[language]}` : ref;
              })
              .join(', ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
