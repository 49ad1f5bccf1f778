import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The honeypot field (HONEYPOT_FIELD): off-screen, out of the tab order and hidden from assistive technology, so
 * that people never fill it; a robot filling every input does, and the server then keeps nothing.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('forms');
  return (
    <div className="forms-honeypot" aria-hidden="true">
      <label>
        {t('honeypot')}
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
