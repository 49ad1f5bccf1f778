import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast.tsx';
import { removeDocuments, spaceKey, useAddDocuments } from '../api.ts';
import { errorText } from '../../../lib/api-errors.ts';

/**
 * Add to / remove from my space, on the sheet page and the result rows. The app layer passes the logged-in login
 * (nothing is shown without one) and `initial`, the myFDS flag the row or the sheet (GET /documents/{code}) came with:
 * the control never asks my-FDS for a sheet, which answered 605 for every sheet not kept (a console error per visit).
 * Nothing is shown while the flag is unknown. `onChange` tells the page that holds the flag the new state.
 */
export function FavouriteToggle({
  login,
  documentCode,
  initial,
  productName,
  onChange,
}: {
  login: string | null;
  documentCode: string;
  initial: boolean | undefined;
  productName?: string;
  onChange?: (inSpace: boolean) => void;
}) {
  const { t } = useTranslation('my-fds');
  const client = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const addToSpace = useAddDocuments(login ?? '');
  // The state a toggle left (the flag the row or the sheet was read with may be older).
  const [known, setKnown] = useState<boolean | undefined>(undefined);
  const inSpace = known ?? initial;
  if (!login || inSpace === undefined) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      if (inSpace) await removeDocuments(login, [documentCode]);
      const added = inSpace ? null : await addToSpace.mutateAsync([documentCode]);
      toast(inSpace ? t('favourite.removed') : t('favourite.added'), 'success');
      if (added && added.notProcessed.length > 0) toast(t('credits.notProcessed'), 'info');
      setKnown(!inSpace);
      onChange?.(!inSpace);
      await client.invalidateQueries({ queryKey: spaceKey(login) });
    } catch (error) {
      toast(errorText(error, t('list.loadError')), 'danger');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`btn ${inSpace ? 'btn--ghost' : 'btn--secondary'} ${productName ? 'btn--sm' : ''}`}
      aria-pressed={inSpace}
      onClick={toggle}
      disabled={busy}
      title={productName}
    >
      {inSpace ? t('favourite.remove') : t('favourite.add')}
    </button>
  );
}
