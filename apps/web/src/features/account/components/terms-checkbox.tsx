import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxField } from '../../../components/ui/text-field.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { paths } from '../../../config/paths.ts';

/** "I accept the terms of use" with a link to them (opens in a new tab): required to log in or register. */
export function TermsCheckbox({ error, ...registration }: UseFormRegisterReturn & { error?: string }) {
  const { t } = useTranslation('account');
  const { to } = useLanguage();
  return (
    <CheckboxField
      label={
        <>
          {t('field.terms')} (
          <Link to={to(paths.cgu)} target="_blank">
            {t('field.termsLink')}
          </Link>
          )
        </>
      }
      {...registration}
      error={error}
    />
  );
}
