import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@openfds/contract';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { removeDocuments, spaceKey, useAddDocuments } from '../api.ts';
import { errorText } from '../../../lib/api-errors.ts';

/**
 * Add to / remove from my space, on the sheet page and the result rows (the myFDS flag). The app layer passes the
 * logged-in login (nothing is shown without one); without `initial` the state is read from GET .../documents/{code}
 * (605 means "not in my space").
 */
export function FavouriteToggle({
  login,
  documentCode,
  initial,
  productName,
}: {
  login: string | null;
  documentCode: string;
  initial?: boolean;
  productName?: string;
}) {
  const { t } = useTranslation('my-fds');
  const client = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const addToSpace = useAddDocuments(login ?? '');
  // A result row knows the flag already (myFDS): no call per row.
  const [known, setKnown] = useState<boolean | undefined>(initial);
  const state = useQuery({
    queryKey: [...spaceKey(login ?? ''), 'in-space', documentCode],
    queryFn: async () => {
      try {
        await api(`/users/${encodeURIComponent(login!)}/mySDS/documents/${documentCode}`);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.code === ERRORS.documentNotFound.code) return false;
        throw error;
      }
    },
    enabled: !!login && initial === undefined,
    retry: false,
  });
  const inSpace = known ?? state.data;
  if (!login || inSpace === undefined) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      if (inSpace) await removeDocuments(login, [documentCode]);
      const added = inSpace ? null : await addToSpace.mutateAsync([documentCode]);
      toast(inSpace ? t('favourite.removed') : t('favourite.added'), 'success');
      if (added && added.notProcessed.length > 0) toast(t('credits.notProcessed'), 'info');
      setKnown(!inSpace);
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
