import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SafeboxAdminItem } from '@openfds/contract';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Badge, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { useSafeboxContracts, useSafeboxWrites, type SafeboxState } from '../api.ts';
import { CallError, DeskPage } from '../components/desk-page.tsx';

const STATES: SafeboxState[] = ['pending', 'received', 'lapsed'];
const STATE_OF: Record<string, SafeboxState | 'other'> = { waiting: 'pending', signed: 'received', lapsed: 'lapsed' };
const TONE = { pending: 'accent', received: 'success', lapsed: 'danger', other: 'neutral' } as const;

/** SafeBox contracts: pending ones get their paper copy recorded (the member becomes active) or are mailed again. */
export function SafeboxContractsPage() {
  const { t, i18n } = useTranslation('admin-desk');
  const [state, setState] = useState<SafeboxState | ''>('pending');
  const contracts = useSafeboxContracts(state);
  const { receipt, resend } = useSafeboxWrites();
  const [done, setDone] = useState<string | null>(null);
  const act = (kind: 'receipt' | 'resend', c: SafeboxAdminItem) =>
    (kind === 'receipt' ? receipt : resend).mutate(c.contract_identifier, {
      onSuccess: () => setDone(t(kind === 'receipt' ? 'safebox.recorded' : 'safebox.resent', { company: c.company_name, login: c.login })),
    });
  const columns: Column<SafeboxAdminItem>[] = [
    {
      key: 'company',
      header: t('safebox.company'),
      cell: (c) => (
        <>
          {c.company_name}
          <br />
          <small>
            {c.login} · SIRET {c.siret}
          </small>
        </>
      ),
    },
    { key: 'identifier', header: t('safebox.identifier'), cell: (c) => <span className="desk-code">{c.contract_identifier}</span> },
    {
      key: 'state',
      header: t('safebox.state'),
      cell: (c) => {
        const s = STATE_OF[c.status] ?? 'other';
        return <Badge tone={TONE[s]}>{s === 'other' ? c.status : t(`safebox.states.${s}`)}</Badge>;
      },
    },
    { key: 'sent', header: t('safebox.sent'), cell: (c) => formatDay(c.contract_sent_at, i18n.language) },
    { key: 'deadline', header: t('safebox.deadline'), cell: (c) => formatDay(c.safebox_max_return_date, i18n.language) },
    {
      key: 'received',
      header: t('safebox.received'),
      cell: (c) =>
        c.safebox_signed_contract_return_date
          ? `${formatDay(c.safebox_signed_contract_return_date, i18n.language)} (${t(`safebox.receipt.${c.receipt ?? 'paper'}`)})`
          : '',
    },
    {
      key: 'actions',
      header: t('safebox.actions'),
      cell: (c) =>
        c.status === 'waiting' || c.status === 'lapsed' ? (
          <span className="desk-actions">
            <Button size="sm" variant="primary" busy={receipt.isPending && receipt.variables === c.contract_identifier} onClick={() => act('receipt', c)}>
              {t('safebox.recordReceipt')}
            </Button>
            {c.status === 'waiting' ? (
              <Button size="sm" busy={resend.isPending && resend.variables === c.contract_identifier} onClick={() => act('resend', c)}>
                {t('safebox.resend')}
              </Button>
            ) : null}
          </span>
        ) : null,
    },
  ];
  return (
    <DeskPage title={t('safebox.title')}>
      <div className="bo-filters">
        <SelectField
          label={t('safebox.state')}
          value={state}
          placeholder={t('requests.all')}
          options={STATES.map((s) => ({ value: s, label: t(`safebox.states.${s}`) }))}
          onChange={(e) => setState(e.target.value as SafeboxState | '')}
        />
      </div>
      {done ? <p role="status">{done}</p> : null}
      <CallError error={contracts.error ?? receipt.error ?? resend.error} />
      {contracts.isPending ? <Skeleton lines={5} /> : null}
      {contracts.data?.length === 0 ? <EmptyState title={t('safebox.empty')} /> : null}
      {contracts.data?.length ? (
        <DataTable caption={t('safebox.caption')} columns={columns} rows={contracts.data} rowKey={(c) => c.contract_identifier} />
      ) : null}
    </DeskPage>
  );
}
