import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Badge, Banner, Skeleton } from '../../../components/ui/feedback.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { localPath } from '../../../lib/language-path.ts';
import { paths } from '../../../config/paths.ts';
import { bindFieldError, fieldErrorText } from '../../../lib/form-errors.ts';
import { contractUrl, endSafebox, joinSafebox, resendContract, signContract, type SafeboxStatus } from '../api.ts';
import { SAFEBOX_FORM_FIELDS, safeboxForm } from '../form-schema.ts';
import { safeboxKey, useSafeboxStatus } from '../use-safebox.ts';
import '../safebox.css';
import { errorText } from '../../../lib/api-errors.ts';

type Input = z.input<typeof safeboxForm>;
type Output = z.output<typeof safeboxForm>;

export interface SafeboxDefaults {
  company_name?: string | null;
  siret?: string | null;
  duns?: string | null;
  address1?: string | null;
  address2?: string | null;
  zipcode?: string | null;
  city?: string | null;
  safebox_cc?: string | null;
}

function formatDate(value: string | null, language: string, withTime = false): string {
  if (!value) return '—';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}), timeZone: withTime ? undefined : 'UTC' }).format(
    date,
  );
}

/** The subscription form (product-spec §3.6): client validation from the contract's schema, server errors bound. */
function SafeboxForm({ login, defaults, onDone }: { login: string; defaults?: SafeboxDefaults; onDone: (status: SafeboxStatus) => void }) {
  const { t, i18n } = useTranslation('safebox');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(safeboxForm),
    defaultValues: {
      company_name: defaults?.company_name ?? '',
      siret: defaults?.siret ?? '',
      duns: defaults?.duns ?? '',
      address1: defaults?.address1 ?? '',
      address2: defaults?.address2 ?? '',
      zipcode: defaults?.zipcode ?? '',
      city: defaults?.city ?? '',
      safebox_cc: defaults?.safebox_cc ?? '',
      accept_terms: false as unknown as true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const err = (name: keyof Input) => fieldErrorText(errors[name], i18n.language);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onDone(await joinSafebox(login, values));
    } catch (error) {
      if (!bindFieldError(error, form.setError, SAFEBOX_FORM_FIELDS)) setFailure(errorText(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('form.title')}>
      <h3 className="safebox__subtitle">{t('form.title')}</h3>
      <p className="safebox__hint">{t('form.lead')}</p>
      {failure ? (
        <Banner tone="danger" role="alert">
          {failure}
        </Banner>
      ) : null}
      <div className="form-grid">
        <TextField
          label={t('field.company_name')}
          hint={t('field.company_name_hint')}
          autoComplete="organization"
          required
          {...form.register('company_name')}
          error={err('company_name')}
        />
        <TextField label={t('field.siret')} inputMode="numeric" required {...form.register('siret')} error={err('siret')} />
        <TextField label={t('field.duns')} inputMode="numeric" required {...form.register('duns')} error={err('duns')} />
        <TextField label={t('field.address1')} autoComplete="address-line1" required {...form.register('address1')} error={err('address1')} />
        <TextField label={t('field.address2')} autoComplete="address-line2" {...form.register('address2')} error={err('address2')} />
        <TextField label={t('field.zipcode')} inputMode="numeric" autoComplete="postal-code" required {...form.register('zipcode')} error={err('zipcode')} />
        <TextField label={t('field.city')} autoComplete="address-level2" required {...form.register('city')} error={err('city')} />
        <TextField label={t('field.safebox_cc')} type="email" hint={t('field.safebox_cc_hint')} {...form.register('safebox_cc')} error={err('safebox_cc')} />
      </div>
      <CheckboxField label={t('field.accept_terms')} {...form.register('accept_terms')} error={err('accept_terms')} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined} disabled={isSubmitting}>
          {t('form.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * The SafeBox block (product-spec §2.6 "SafeBox subscription form and status", §4 SafeBox): the form for a
 * non-member, the waiting contract with its deadline, resend and online signature, the membership with its
 * contract, recent deposits and processing progress, and leaving.
 */
export function SafeboxPanel({ login, defaults, onChange }: { login: string; defaults?: SafeboxDefaults; onChange?: () => void }) {
  const { t, i18n } = useTranslation('safebox');
  const client = useQueryClient();
  const toast = useToast();
  const query = useSafeboxStatus(login);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [signAccepted, setSignAccepted] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const language = i18n.language;

  const update = (status: SafeboxStatus) => {
    client.setQueryData(safeboxKey(login), status);
    onChange?.();
  };
  async function act(name: string, run: () => Promise<SafeboxStatus>, done: string) {
    setBusy(name);
    setFailure(null);
    try {
      update(await run());
      toast(done, 'success');
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(null);
    }
  }

  if (query.isPending) return <Skeleton lines={4} />;
  if (query.isError || !query.data) return <Banner tone="danger">{t('status.loadFailed')}</Banner>;
  const s = query.data;
  const badgeTone = s.state === 'member' ? 'success' : s.state === 'waiting' ? 'accent' : 'neutral';

  return (
    <div className="safebox" id="safebox">
      <p className="safebox__state">
        {t('status.label')} <Badge tone={badgeTone}>{t(`state.${s.state}`)}</Badge>
      </p>
      {failure ? (
        <Banner tone="danger" role="alert">
          {failure}
        </Banner>
      ) : null}

      {s.state === 'none' || s.state === 'lapsed' || s.state === 'left' ? (
        <>
          {s.state === 'lapsed' ? <Banner tone="warning">{t('status.lapsed', { date: formatDate(s.safebox_max_return_date, language) })}</Banner> : null}
          {s.state === 'left' ? <Banner tone="info">{t('status.left')}</Banner> : null}
          <p>{t('intro')}</p>
          <ul className="safebox__benefits">
            <li>{t('benefit.deposit')}</li>
            <li>{t('benefit.tools')}</li>
            <li>{t('benefit.free')}</li>
          </ul>
          <SafeboxForm
            login={login}
            defaults={defaults}
            onDone={(status) => {
              update(status);
              toast(t('form.sent'), 'success');
            }}
          />
        </>
      ) : null}

      {s.state === 'waiting' ? (
        <>
          <Banner tone="info">{t('waiting.lead', { date: formatDate(s.safebox_max_return_date, language) })}</Banner>
          <dl className="summary">
            <div className="summary__row">
              <dt>{t('field.contract_identifier')}</dt>
              <dd>{s.contract_identifier}</dd>
            </div>
            <div className="summary__row">
              <dt>{t('field.company_name')}</dt>
              <dd>{s.company_name}</dd>
            </div>
            <div className="summary__row">
              <dt>{t('field.siret')}</dt>
              <dd>{s.siret}</dd>
            </div>
            <div className="summary__row">
              <dt>{t('field.contract_sent_at')}</dt>
              <dd>{formatDate(s.contract_sent_at, language, true)}</dd>
            </div>
            <div className="summary__row">
              <dt>{t('field.deadline')}</dt>
              <dd>
                <strong>{formatDate(s.safebox_max_return_date, language)}</strong>
              </dd>
            </div>
            <div className="summary__row">
              <dt>{t('field.company_check')}</dt>
              <dd>{t(`check.${s.company_check ?? 'account_name'}`)}</dd>
            </div>
            {s.safebox_cc && s.safebox_cc_status !== 'none' ? (
              <div className="summary__row">
                <dt>{t('field.safebox_cc')}</dt>
                {/* Issue #22 item 8: the copy address gets the contract only once its owner confirmed it. */}
                <dd>{t(`cc.${s.safebox_cc_status}`, { email: s.safebox_cc })}</dd>
              </div>
            ) : null}
          </dl>
          <p className="form-actions">
            <a className="btn btn--ghost" href={contractUrl(login)} download>
              {t('action.download')}
            </a>
            <Button busy={busy === 'resend'} onClick={() => act('resend', () => resendContract(login), t('waiting.resent'))}>
              {t('action.resend')}
            </Button>
          </p>
          <section className="safebox__sign" aria-labelledby="safebox-sign-title">
            <h3 id="safebox-sign-title" className="safebox__subtitle">
              {t('sign.title')}
            </h3>
            <p className="safebox__hint">{t('sign.lead')}</p>
            <CheckboxField
              label={t('sign.accept', { company: s.company_name ?? '' })}
              checked={signAccepted}
              onChange={(e) => setSignAccepted(e.currentTarget.checked)}
            />
            <p className="form-actions">
              <Button
                variant="primary"
                disabled={!signAccepted}
                busy={busy === 'sign'}
                onClick={() => act('sign', () => signContract(s.contract_identifier!), t('sign.done'))}
              >
                {t('action.sign')}
              </Button>
              <Button variant="ghost" busy={busy === 'withdraw'} onClick={() => act('withdraw', () => endSafebox(login), t('waiting.withdrawn'))}>
                {t('action.withdraw')}
              </Button>
            </p>
          </section>
        </>
      ) : null}

      {s.state === 'member' ? (
        <>
          <Banner tone="success">{t('member.lead')}</Banner>
          <dl className="summary">
            {s.contract_identifier ? (
              <div className="summary__row">
                <dt>{t('field.contract_identifier')}</dt>
                <dd>{s.contract_identifier}</dd>
              </div>
            ) : null}
            {s.company_name ? (
              <div className="summary__row">
                <dt>{t('field.company_name')}</dt>
                <dd>{s.company_name}</dd>
              </div>
            ) : null}
            {s.contract_sent_at ? (
              <div className="summary__row">
                <dt>{t('field.contract_sent_at')}</dt>
                <dd>{formatDate(s.contract_sent_at, language, true)}</dd>
              </div>
            ) : null}
            {s.opened_by_order ? (
              // Opened by a paid order (product-spec §4 "Order flow"): no contract to return.
              <div className="summary__row">
                <dt>{t('field.opened_by_order')}</dt>
                <dd>{t('member.openedByOrder', { id: s.opened_by_order })}</dd>
              </div>
            ) : (
              <div className="summary__row">
                <dt>{t('field.contract_received_at')}</dt>
                <dd>
                  {formatDate(s.safebox_signed_contract_return_date, language, true)}
                  {s.receipt ? ` — ${t(`receipt.${s.receipt}`)}` : ''}
                </dd>
              </div>
            )}
            <div className="summary__row">
              <dt>{t('field.processing')}</dt>
              <dd>{t('member.processing', { count: s.processing })}</dd>
            </div>
          </dl>
          {s.contract_identifier ? (
            <p>
              <a className="btn btn--ghost" href={contractUrl(login)} download>
                {t('action.download')}
              </a>
            </p>
          ) : null}
          <h3 className="safebox__subtitle">{t('member.deposits')}</h3>
          {s.deposits.length === 0 ? (
            <p className="safebox__hint">{t('member.noDeposits')}</p>
          ) : (
            <ul className="safebox__deposits">
              {s.deposits.map((d) => (
                <li key={d.document_code}>
                  <Link to={localPath(language, paths.sheet(d.document_code))}>{d.product_name}</Link> — {d.supplier_name}{' '}
                  <span className="safebox__hint">({formatDate(d.deposited_at, language)})</span>
                </li>
              ))}
            </ul>
          )}
          {confirmLeave ? (
            <div className="safebox__leave" role="group" aria-label={t('action.leave')}>
              <p>{t('member.leaveConfirm')}</p>
              <p className="form-actions">
                <Button variant="danger" busy={busy === 'leave'} onClick={() => act('leave', () => endSafebox(login), t('member.left'))}>
                  {t('action.leaveConfirm')}
                </Button>
                <Button variant="ghost" onClick={() => setConfirmLeave(false)}>
                  {t('action.cancel')}
                </Button>
              </p>
            </div>
          ) : (
            <p>
              <Button variant="ghost" onClick={() => setConfirmLeave(true)}>
                {t('action.leave')}
              </Button>
            </p>
          )}
        </>
      ) : null}
    </div>
  );
}
