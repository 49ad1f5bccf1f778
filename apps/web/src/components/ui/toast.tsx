import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Tone = 'info' | 'success' | 'danger';
interface ToastItem {
  id: number;
  message: string;
  tone: Tone;
  /** How many times the same message was shown while this one was visible (issue #23: adding several sheets). */
  count: number;
}

const ToastContext = createContext<(message: string, tone?: Tone) => void>(() => undefined);
const VISIBLE_MS = 6000;

/**
 * Short messages in a polite live region, each removed after 6 s or by its close button. The same message shown
 * again while visible is grouped into one notice with its count (adding ten sheets gives one "Sheet added ×10",
 * not ten notices covering the page), and stays for another 6 s.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [items, setItems] = useState<ToastItem[]>([]);
  const next = useRef(1);
  const timers = useRef(new Map<number, number>());
  const remove = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setItems((list) => list.filter((i) => i.id !== id));
  }, []);
  const expireLater = useCallback(
    (id: number) => {
      window.clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        window.setTimeout(() => remove(id), VISIBLE_MS),
      );
    },
    [remove],
  );
  // The list as last rendered: show() decides grouping from it, outside the state updater (which must stay pure).
  const shown = useRef<ToastItem[]>([]);
  shown.current = items;
  const show = useCallback(
    (message: string, tone: Tone = 'info') => {
      const same = shown.current.find((i) => i.message === message && i.tone === tone);
      if (same) {
        expireLater(same.id);
        // Removed meanwhile (its time ran out before this render): shown again, counted.
        setItems((list) =>
          list.some((i) => i.id === same.id)
            ? list.map((i) => (i.id === same.id ? { ...i, count: i.count + 1 } : i))
            : [...list, { ...same, count: same.count + 1 }],
        );
        return;
      }
      const id = next.current++;
      const item = { id, message, tone, count: 1 };
      shown.current = [...shown.current, item];
      expireLater(id);
      setItems((list) => [...list, item]);
    },
    [expireLater],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {items.map((item) => (
          <div key={item.id} className={`toast toast--${item.tone}`}>
            <span>
              {item.message}
              {item.count > 1 ? <span className="toast__count"> ({t('toast.times', { count: item.count })})</span> : null}
            </span>
            <button type="button" className="toast__close" onClick={() => remove(item.id)} aria-label={t('action.close')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}
