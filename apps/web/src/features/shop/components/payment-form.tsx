import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_CARD_DECLINE, TEST_CARD_SUCCESS, type Order } from '@openfds/contract';
import { Banner } from '../../../components/ui/feedback.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useConfirmTestPayment, useTools } from '../api.ts';
import { paths } from '../../../config/paths.ts';
import { errorText } from '../../../lib/api-errors.ts';

/**
 * Step 3: pay now by card. Without Stripe configured, the built-in test provider's form, clearly marked as a
 * test (the usual success card pays, the usual failure card is declined). With Stripe, Stripe.js's Payment
 * Element confirms the payment; the server learns the outcome from the signed webhook.
 */
export function PaymentForm({ clientSecret, onDone }: { clientSecret: string; onDone: (order: Order) => void }) {
  const tools = useTools();
  if (!tools.data) return null;
  return tools.data.provider === 'stripe' && tools.data.stripeKey ? (
    <StripePaymentForm publishableKey={tools.data.stripeKey} clientSecret={clientSecret} />
  ) : (
    <TestPaymentForm clientSecret={clientSecret} onDone={onDone} />
  );
}

function TestPaymentForm({ clientSecret, onDone }: { clientSecret: string; onDone: (order: Order) => void }) {
  const { t } = useTranslation('shop');
  const [card, setCard] = useState('');
  const [declined, setDeclined] = useState<string | null>(null);
  const confirm = useConfirmTestPayment();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDeclined(null);
    const order = await confirm.mutateAsync({ client_secret: clientSecret, card_number: card });
    if (order.status === 'paid') onDone(order);
    else setDeclined(order.failure ?? 'payment_failed');
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="shop-test-card" aria-labelledby="shop-test-card-title">
      <h3 id="shop-test-card-title">{t('payment.testTitle')}</h3>
      <Banner tone="warning">
        {t('payment.testNotice', {
          success: TEST_CARD_SUCCESS.replace(/(\d{4})/g, '$1 ').trim(),
          decline: TEST_CARD_DECLINE.replace(/(\d{4})/g, '$1 ').trim(),
        })}
      </Banner>
      <TextField
        label={t('payment.card')}
        value={card}
        onChange={(e) => setCard(e.target.value)}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        error={confirm.isError ? errorText(confirm.error) : undefined}
      />
      {declined ? (
        <Banner tone="danger" role="alert">
          {t('payment.declined')}
        </Banner>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={confirm.isPending} aria-busy={confirm.isPending || undefined}>
          {t('payment.pay')}
        </button>
      </div>
    </form>
  );
}

interface StripeJs {
  elements(options: { clientSecret: string; locale?: string }): { create(type: 'payment'): { mount(el: HTMLElement): void } };
  confirmPayment(options: { elements: unknown; confirmParams: { return_url: string } }): Promise<{ error?: { message?: string } }>;
}
declare global {
  interface Window {
    Stripe?: (key: string) => StripeJs;
  }
}

function loadStripeJs(): Promise<NonNullable<Window['Stripe']>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3/';
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js')));
    script.onerror = () => reject(new Error('Stripe.js'));
    document.head.appendChild(script);
  });
}

function StripePaymentForm({ publishableKey, clientSecret }: { publishableKey: string; clientSecret: string }) {
  const { t } = useTranslation('shop');
  const { language, to } = useLanguage();
  const mount = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ stripe: StripeJs; elements: unknown } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let cancelled = false;
    loadStripeJs()
      .then((Stripe) => {
        if (cancelled || !mount.current) return;
        const stripe = Stripe(publishableKey);
        const elements = stripe.elements({ clientSecret, locale: language });
        elements.create('payment').mount(mount.current);
        setState({ stripe, elements });
      })
      .catch(() => setError(t('payment.stripeUnavailable')));
    return () => {
      cancelled = true;
    };
  }, [publishableKey, clientSecret, language, t]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!state) return;
    setBusy(true);
    const result = await state.stripe.confirmPayment({
      elements: state.elements,
      confirmParams: { return_url: `${window.location.origin}${to(paths.paymentSuccess)}` },
    });
    setBusy(false);
    if (result.error) setError(result.error.message ?? t('payment.declined'));
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <div ref={mount} />
      {error ? (
        <Banner tone="danger" role="alert">
          {error}
        </Banner>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={!state || busy} aria-busy={busy || undefined}>
          {t('payment.pay')}
        </button>
      </div>
    </form>
  );
}
