import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { offerById, type MyFdsItem, type Order } from '@openfds/contract';
import { EmptyState } from '../../../components/ui/feedback.tsx';
import { localPath } from '../../../lib/language-path.ts';
import { paths } from '../../../config/paths.ts';
import { languageOrFrench } from '@openfds/contract';

/**
 * The paid orders that have not processed any sheet yet, among the orders tab's rows (each row names the orders
 * that processed it). Only the rows at hand are known: the caller passes them when they are the whole tab.
 */
export function ordersWithoutSheet(orders: Order[], rows: MyFdsItem[]): Order[] {
  const processed = new Set(rows.flatMap((r) => r.orders.map((o) => o.order_id)));
  return orders.filter((o) => o.status === 'paid' && !processed.has(o.id));
}

function OrderList({ orders }: { orders: Order[] }) {
  const { t, i18n } = useTranslation('my-fds');
  const language = languageOrFrench(i18n.language);
  return (
    <ul className="my-fds__orders my-fds__orders-waiting-list" aria-label={t('ordersTab.listLabel')}>
      {orders.map((o) => (
        <li key={o.id}>
          <span className="my-fds__order-ref">{o.invoice_number ?? t('orders.number', { id: o.id })}</span>
          {' · '}
          {t('ordersTab.paidOn', { date: new Date(o.paid_at ?? o.created_at).toLocaleDateString(language) })}
          <span className="my-fds__order-offers">
            {o.offers
              .map((line) => {
                const offer = offerById(line.offer_id);
                return offer ? `${offer.tool.labels[language]} ${offer.labels[language]}` : line.tool_label;
              })
              .join(', ')}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Orders tab, no sheet processed by any order: the paid orders the user holds (their credits apply to the sheets
 * added from now on), and the ways to add sheets. The documents list itself stays a list of sheets.
 */
export function OrdersWaitingEmpty({ orders, onUpload, onImport }: { orders: Order[]; onUpload: () => void; onImport: () => void }) {
  const { t, i18n } = useTranslation('my-fds');
  const language = i18n.language;
  return (
    <EmptyState
      title={t('ordersTab.waitingTitle', { count: orders.length })}
      action={
        <div className="my-fds__empty-actions">
          <Link className="btn btn--primary" to={localPath(language, paths.home)}>
            {t('empty.search')}
          </Link>
          <button type="button" className="btn btn--secondary" onClick={onUpload}>
            {t('upload.open')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onImport}>
            {t('import.open')}
          </button>
          <Link className="btn btn--ghost" to={localPath(language, paths.account.subscriptions)}>
            {t('orders.subscriptions')}
          </Link>
        </div>
      }
    >
      <OrderList orders={orders} />
      <p>{t('ordersTab.waitingText', { count: orders.length })}</p>
    </EmptyState>
  );
}

/** Orders tab with rows: a note above them naming the paid orders that processed none of the sheets yet. */
export function OrdersWaitingNote({ orders }: { orders: Order[] }) {
  const { t, i18n } = useTranslation('my-fds');
  return (
    <div className="my-fds__orders-waiting" role="note">
      <p className="my-fds__orders-waiting-title">{t('ordersTab.noteTitle', { count: orders.length })}</p>
      <OrderList orders={orders} />
      <p>
        {t('ordersTab.waitingText', { count: orders.length })} <Link to={localPath(i18n.language, paths.home)}>{t('empty.search')}</Link>
      </p>
    </div>
  );
}
