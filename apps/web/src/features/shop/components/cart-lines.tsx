import '../shop.css';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '@openfds/contract';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { day, money } from '../format.ts';

interface Column {
  key: string;
  header: React.ReactNode;
  /** The header as text, shown beside the value when the lines stack (phone width); none for the remove button. */
  label?: string;
  cell: (line: CartLine) => React.ReactNode;
  numeric?: boolean;
}

/**
 * The cart lines with their computation (product-spec §3.5 "Lines seen"): tool, option, start and end dates
 * (the common end date), sheets, unit price, annual totals excl. and incl. tax, and what is paid now (prorated).
 */
export function CartLines({ lines, onRemove, caption }: { lines: CartLine[]; onRemove?: (itemCode: string) => void; caption: string }) {
  const { t } = useTranslation('shop');
  const { language } = useLanguage();
  const columns: Column[] = [
    {
      key: 'tool',
      header: t('lines.tool'),
      label: t('lines.tool'),
      cell: (l) => (
        <>
          <strong>{l.tool_label}</strong>
          <br />
          {l.option}
        </>
      ),
    },
    {
      key: 'period',
      header: t('lines.period'),
      label: t('lines.period'),
      cell: (l) => (
        <>
          {day(l.start_date, language)} → {day(l.end_date, language)}
          {l.days < l.period_days ? (
            <>
              <br />
              <small>{t('lines.prorata', { days: l.days, total: l.period_days })}</small>
            </>
          ) : null}
        </>
      ),
    },
    { key: 'sheets', header: t('lines.sheets'), label: t('lines.sheets'), numeric: true, cell: (l) => l.sheets },
    { key: 'unit', header: t('lines.unit'), label: t('lines.unit'), numeric: true, cell: (l) => money(l.unit_price, language) },
    {
      key: 'annual',
      header: t('lines.annual'),
      label: t('lines.annual'),
      numeric: true,
      cell: (l) => (
        <>
          {money(l.annual_et_price, language)}
          <br />
          <small>{t('lines.incl', { amount: money(l.annual_it_price, language) })}</small>
        </>
      ),
    },
    {
      key: 'now',
      header: t('lines.now'),
      label: t('lines.now'),
      numeric: true,
      cell: (l) => (
        <>
          {money(l.et_price, language)}
          <br />
          <small>{t('lines.incl', { amount: money(l.it_price, language) })}</small>
        </>
      ),
    },
    ...(onRemove
      ? [
          {
            key: 'remove',
            header: <span className="visually-hidden">{t('lines.remove')}</span>,
            cell: (l: CartLine) => (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onRemove(l.item_code)}
                aria-label={t('lines.removeLabel', { offer: `${l.tool_label} ${l.option}` })}
              >
                {t('lines.remove')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  // Issue #23: at phone width each line is a card of labelled values (shop.css), so the cart never scrolls sideways.
  return (
    <table className="table shop-lines">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={c.numeric ? 'table__num' : undefined}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.item_code}>
            {columns.map((c) => (
              <td key={c.key} className={c.numeric ? 'table__num' : undefined} data-label={c.label ?? undefined}>
                {/* One element: in the phone card (a flex row) the label and the value are its only two items. */}
                <span className="shop-lines__value">{c.cell(line)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CartTotals({
  totals,
}: {
  totals: { total_et: number; total_vat: number; total_it: number; vat_rate: number; vat_mode: string; vat_reason?: string | null };
}) {
  const { t } = useTranslation('shop');
  const { language } = useLanguage();
  return (
    <dl className="summary shop-totals">
      <div className="summary__row">
        <dt>{t('totals.et')}</dt>
        <dd>{money(totals.total_et, language)}</dd>
      </div>
      <div className="summary__row">
        <dt>{t('totals.vat', { rate: totals.vat_rate })}</dt>
        <dd>{money(totals.total_vat, language)}</dd>
      </div>
      <div className="summary__row">
        <dt>
          <strong>{t('totals.it')}</strong>
        </dt>
        <dd>
          <strong>{money(totals.total_it, language)}</strong>
        </dd>
      </div>
      {totals.vat_mode === 'reverse_charge' || totals.vat_mode === 'outside_eu' ? (
        <p>
          <small>{t(`totals.${totals.vat_mode}`)}</small>
        </p>
      ) : null}
      {/* Issue #22 item 10: a VAT number given but not confirmed by VIES; the VAT applies, and the customer reads why. */}
      {totals.vat_reason ? (
        <p role="note">
          <small>{t(`totals.vat_reason.${totals.vat_reason}`)}</small>
        </p>
      ) : null}
    </dl>
  );
}

export function CartStepper({ step }: { step: number }) {
  const { t } = useTranslation('shop');
  const stages = [1, 2, 3, 4];
  return (
    <ol className="shop-steps" aria-label={t('steps.label')}>
      {stages.map((s) => (
        <li
          key={s}
          className={s === Math.max(1, step) ? 'shop-steps__item shop-steps__item--current' : 'shop-steps__item'}
          aria-current={s === Math.max(1, step) ? 'step' : undefined}
        >
          {t(`steps.s${s}`)}
        </li>
      ))}
    </ol>
  );
}
