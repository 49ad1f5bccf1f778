import { useCallback, useRef, useState } from 'react';
import type { SearchStage } from '@openfds/contract';
import { ApiError } from '../../../lib/api.ts';
import { migrationStatus, stagesForCode, stagesForName } from '../api.ts';

/** A stage of the flow with what the visitor answered (customer code: 'yes' when valid, 'non' when skipped). */
export interface FlowStage extends SearchStage {
  answer?: string;
  /** The stages that came after this one in the same reply: answering it again (after going back) restores them. */
  rest?: FlowStage[];
}

/**
 * The staged search of product-spec §4: stage 0 is the supplier-name search; each reply appends stages; going
 * back to a stage truncates the later ones; the flow is blocked during a request and during the migration check
 * (5 s at most), and a migrated supplier with a redirect URL sends the browser there.
 */
export function useStagedSearch(redirect: (url: string) => void = (url) => window.location.assign(url)) {
  const [stages, setStages] = useState<FlowStage[]>([]);
  const [blocked, setBlocked] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const busy = useRef(false);

  /** Runs one request of the flow: one at a time, the flow blocked until it ends (failed or not). */
  const blocking = useCallback(async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setBlocked(true);
    try {
      await work();
    } finally {
      busy.current = false;
      setBlocked(false);
    }
  }, []);

  const run = useCallback(
    (keep: number, load: () => Promise<FlowStage[]>) =>
      blocking(async () => {
        setError(null);
        try {
          const reply = await load();
          const next = reply.map((stage, i) => ({ ...stage, rest: reply.slice(i + 1) }));
          const supplierCode = next.find((s) => s.type === 'search_supplier')?.supplier_code;
          if (supplierCode) {
            const status = await migrationStatus(supplierCode);
            if (status.is_migrated && status.redirect_url) {
              redirect(status.redirect_url);
              return;
            }
          }
          setStages((current) => [...current.slice(0, keep), ...next]);
        } catch (e) {
          setError(e instanceof ApiError ? e : new ApiError(0, null, 'network'));
          setStages((current) => current.slice(0, keep));
        }
      }),
    [blocking, redirect],
  );

  /** Stage 0: a typed supplier name. */
  const searchSupplier = useCallback((name: string) => run(0, () => stagesForName(name)), [run]);
  /** A supplier picked from the suggestions or from the supplier list stage. */
  const chooseSupplier = useCallback((code: string, keep = 0) => run(keep, () => stagesForCode(code)), [run]);
  /**
   * Records the answer of a stage (customer code 'yes' / 'non'). The stages after it are those of its reply:
   * after going back (which dropped them) the product form comes again instead of leaving the flow stuck.
   */
  const answer = useCallback((index: number, value: string) => {
    setStages((current) => {
      const stage = current[index];
      if (!stage) return current;
      return [...current.slice(0, index), { ...stage, answer: value }, ...(stage.rest ?? current.slice(index + 1))];
    });
  }, []);
  /**
   * Checks a customer code for a stage: the flow is blocked during the request like any other (product-spec §4);
   * a valid code answers 'yes', a refused one is thrown back to the form that shows its message.
   */
  const verify = useCallback(
    (index: number, check: () => Promise<void>) =>
      blocking(async () => {
        await check();
        answer(index, 'yes');
      }),
    [blocking, answer],
  );
  /** Going back to a stage truncates the later ones (and clears its answer). */
  const backTo = useCallback((index: number) => {
    if (busy.current) return;
    setError(null);
    setStages((current) => current.slice(0, index + 1).map((s, i) => (i === index ? { ...s, answer: undefined } : s)));
  }, []);
  const reset = useCallback(() => {
    if (!busy.current) setStages([]);
  }, []);

  return { stages, blocked, error, searchSupplier, chooseSupplier, answer, verify, backTo, reset };
}
