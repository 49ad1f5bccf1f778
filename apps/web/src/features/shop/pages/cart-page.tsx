import '../shop.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Banner, Card, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorDatum, useBilling, useCart, useCreatePayment, useDeleteCommand, useRemoveItem, useSaveBilling, useUpdateCart } from '../api.ts';
import { BillingForm, type BillingPrefill } from '../components/billing-form.tsx';
import { CartLines, CartStepper, CartTotals } from '../components/cart-lines.tsx';
import { PaymentForm } from '../components/payment-form.tsx';
import { LOT_CREDITS } from '../format.ts';
import { paths } from '../../../config/paths.ts';
import { errorText } from '../../../lib/api-errors.ts';

/**
 * The order flow of product-spec §2.6 in four stages on the cart's steps (§4): 1 cart with the number of lots,
 * 2 billing, personal and professional information and consents, 3 pay now by card (or delete the order),
 * 4 confirmation (the payment return page). `login` is null for a visitor: step 2 then asks to log in.
 */
export function CartPage({ login, onLoginNeeded, prefill }: { login: string | null; onLoginNeeded: () => void; prefill?: BillingPrefill | null }) {
  const { t } = useTranslation('shop');
  const { to } = useLanguage();
  const navigate = useNavigate();
  const cart = useCart();
  const update = useUpdateCart();
  const remove = useRemoveItem();
  const createPayment = useCreatePayment();
  const billing = useBilling(login);
  const saveBilling = useSaveBilling(login ?? '');
  const deleteCommand = useDeleteCommand(login ?? '');
  const [quantity, setQuantity] = useState<string>('');
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const state = cart.data;
  useEffect(() => {
    if (state) setQuantity(String(state.quantity));
  }, [state?.quantity]); // eslint-disable-line react-hooks/exhaustive-deps
  // After login the cart is loaded again (it becomes the user's).
  useEffect(() => {
    void cart.refetch();
  }, [login]); // eslint-disable-line react-hooks/exhaustive-deps

  if (cart.isPending)
    return (
      <PageFrame title={t('cart.title')}>
        <Skeleton lines={5} />
      </PageFrame>
    );
  if (!state)
    return (
      <PageFrame title={t('cart.title')}>
        <Banner tone="danger">{errorText(cart.error)}</Banner>
      </PageFrame>
    );

  const pendingPayment = !!state.client_secret && state.step === 3;
  // An empty cart is a new one (step 1), whatever step the last paid order left on the server.
  const step = pendingPayment ? 3 : state.offers.length === 0 ? 1 : Math.min(state.step, 2);

  const move = async (stepMove: '+' | '-') => {
    setMessage(null);
    // The quantity notice belongs to step 1: it must not stay over the billing form.
    setNotice(null);
    try {
      const next = await update.mutateAsync({ step: stepMove, quantity: Number(quantity) || state.quantity });
      if (next.login_needed) onLoginNeeded();
    } catch (error) {
      setMessage(errorText(error));
    }
  };
  /**
   * Product-spec §5: a quantity below the minimum (0 or an empty field included) becomes the minimum, and the cart
   * says so and why (issue #23); only a fraction is refused, lots being indivisible.
   */
  const saveQuantity = async () => {
    setMessage(null);
    setNotice(null);
    const value = quantity.trim() === '' ? 0 : Number(quantity);
    if (!Number.isFinite(value) || !Number.isInteger(value)) {
      setMessage(t('cart.wholeLots'));
      return;
    }
    const next = await update.mutateAsync({ quantity: Math.max(1, value) }).catch((e: unknown) => (setMessage(errorText(e)), null));
    if (!next) return;
    setQuantity(String(next.quantity));
    if (next.quantity !== value) {
      const why = next.minimum_reason === 'default' ? '' : ` ${t(`cart.minimumWhy.${next.minimum_reason}`, { minimum: next.minimum_quantity })}`;
      setNotice(`${t('cart.clamped', { minimum: next.minimum_quantity })}${why}`);
    }
  };
  const pay = async (values: Parameters<typeof saveBilling.mutateAsync>[0]) => {
    setMessage(null);
    try {
      await saveBilling.mutateAsync(values);
      await createPayment.mutateAsync();
    } catch (error) {
      const minimum = errorDatum<number>(error, 'minimum_quantity');
      const offer = errorDatum<number>(error, 'offer_id');
      if (offer !== undefined) await update.mutateAsync({ offer_ids: state.offers.map((o) => o.offer_id).filter((id) => id !== offer) }).catch(() => null);
      if (minimum !== undefined) await update.mutateAsync({ quantity: minimum, step: 1 }).catch(() => null);
      setMessage(errorText(error));
    }
  };

  return (
    <PageFrame title={t('cart.title')} lead={t('cart.lead')} wide>
      <CartStepper step={step} />
      {message ? (
        <Banner tone="danger" role="alert">
          {message}
        </Banner>
      ) : null}
      {notice ? (
        <Banner tone="info" role="status">
          {notice}
        </Banner>
      ) : null}
      {state.offers.length === 0 && !pendingPayment ? (
        <EmptyState
          title={t('cart.empty')}
          action={
            <ButtonLink variant="primary" to={to(paths.products)}>
              {t('cart.browse')}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <CartLines
            lines={state.offers}
            caption={t('cart.caption')}
            onRemove={step <= 1 ? (code) => void remove.mutateAsync(code).catch((e: unknown) => setMessage(errorText(e))) : undefined}
          />
          <CartTotals totals={state} />
          {step <= 1 ? (
            <Card title={t('cart.lotsTitle')}>
              <p>{t('cart.lotsLead', { credits: LOT_CREDITS, minimum: state.minimum_quantity })}</p>
              <div className="shop-quantity">
                <TextField
                  label={t('cart.lots')}
                  type="number"
                  min={state.minimum_quantity}
                  step={1}
                  value={quantity}
                  onChange={(e) => setQuantity(e.target.value)}
                  onBlur={() => void saveQuantity()}
                  hint={t('cart.sheets', { count: (Number(quantity) || 0) * LOT_CREDITS })}
                />
              </div>
              <div className="form-actions">
                <Button variant="primary" busy={update.isPending} onClick={() => void move('+')}>
                  {t('cart.next')}
                </Button>
              </div>
            </Card>
          ) : null}
          {step === 2 && login ? (
            <Card title={t('billing.title')}>
              {billing.isPending ? (
                <Skeleton lines={6} />
              ) : (
                <BillingForm
                  initial={billing.data}
                  prefill={prefill}
                  busy={saveBilling.isPending || createPayment.isPending}
                  error={saveBilling.error ?? createPayment.error}
                  onSubmit={(v) => void pay(v)}
                >
                  <Button variant="ghost" onClick={() => void move('-')}>
                    {t('cart.back')}
                  </Button>
                </BillingForm>
              )}
            </Card>
          ) : null}
          {step === 3 && state.client_secret ? (
            <Card title={t('payment.title')}>
              <PaymentForm clientSecret={state.client_secret} onDone={(order) => void navigate(`${to(paths.paymentSuccess)}?order=${order.id}`)} />
              {login ? (
                // Deleting the order is asked twice (issue #23): a slip of the finger must not lose the cart.
                <div className="form-actions">
                  {confirmDelete ? (
                    <>
                      <span role="alert">{t('payment.deleteConfirm')}</span>
                      <Button
                        variant="danger"
                        busy={deleteCommand.isPending}
                        onClick={() =>
                          void deleteCommand
                            .mutateAsync()
                            .catch((e: unknown) => setMessage(errorText(e)))
                            .finally(() => setConfirmDelete(false))
                        }
                      >
                        {t('payment.deleteYes')}
                      </Button>
                      <Button variant="ghost" onClick={() => setConfirmDelete(false)}>
                        {t('payment.deleteNo')}
                      </Button>
                    </>
                  ) : (
                    <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                      {t('payment.deleteOrder')}
                    </Button>
                  )}
                </div>
              ) : null}
            </Card>
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
