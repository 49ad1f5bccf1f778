import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Tone = 'info' | 'success' | 'danger';
interface ToastItem {
  id: number;
  message: string;
  tone: Tone;
}

const ToastContext = createContext<(message: string, tone?: Tone) => void>(() => undefined);

/** Short messages in a polite live region, each removed after 6 s or by its close button. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [items, setItems] = useState<ToastItem[]>([]);
  const next = useRef(1);
  const remove = useCallback((id: number) => setItems((list) => list.filter((i) => i.id !== id)), []);
  const show = useCallback(
    (message: string, tone: Tone = 'info') => {
      const id = next.current++;
      setItems((list) => [...list, { id, message, tone }]);
      window.setTimeout(() => remove(id), 6000);
    },
    [remove],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {items.map((item) => (
          <div key={item.id} className={`toast toast--${item.tone}`}>
            <span>{item.message}</span>
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
