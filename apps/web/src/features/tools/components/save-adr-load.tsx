import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickAdrLoadRequest } from '@openfds/contract';
import { useSaveAdrLoad } from '../adr-loads-api.ts';
import { ApiErrorText } from './api-error-text.tsx';

/**
 * Saves the load just computed in the user's space (POST /users/{login}/mySDS/quick_adr: one Quick-ADR credit, the
 * kept transport document). The balance and the list of saved loads are asked again from the mutation's options, so
 * the page shows what is left and the new load.
 */
export function SaveAdrLoad({ login, load }: { login: string; load: QuickAdrLoadRequest }) {
  const { t } = useTranslation('tools');
  const [name, setName] = useState('');
  const save = useSaveAdrLoad(login);
  return (
    <form
      className="tools-form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ ...load, name: name.trim() });
      }}
    >
      <fieldset className="tools-row">
        <legend>{t('tools.adr.save.title')}</legend>
        <label>
          {t('tools.adr.save.name')}
          <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />
        </label>
      </fieldset>
      <div className="tools-actions">
        <button type="submit" className="tools-primary" disabled={save.isPending}>
          {t('tools.adr.save.button')}
        </button>
      </div>
      <ApiErrorText error={save.error} />
      {save.isSuccess ? (
        <p className="tools-ok" role="status" data-testid="adr-saved">
          {t('tools.adr.save.saved', { name: save.variables?.name ?? '' })}
        </p>
      ) : null}
    </form>
  );
}
