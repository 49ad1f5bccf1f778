import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ApiError } from './api.ts';

export type AuthTab = 'login' | 'register' | 'free';

interface ShellState {
  auth: { open: boolean; tab: AuthTab; login?: string };
  openAuth: (tab?: AuthTab, login?: string) => void;
  closeAuth: () => void;
  technicalError: ApiError | null;
  showTechnicalError: (error: ApiError) => void;
  closeTechnicalError: () => void;
  registered: boolean;
  setRegistered: (value: boolean) => void;
  contactOpen: boolean;
  setContactOpen: (value: boolean) => void;
}

const Context = createContext<ShellState | null>(null);

/** Which popups of the shell are open (login/register/free-consult, technical error, contact chooser). */
export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [auth, setAuth] = useState<ShellState['auth']>({ open: false, tab: 'login' });
  const [technicalError, setTechnicalError] = useState<ApiError | null>(null);
  const [registered, setRegistered] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const openAuth = useCallback((tab: AuthTab = 'login', login?: string) => setAuth({ open: true, tab, login }), []);
  const closeAuth = useCallback(() => setAuth((a) => ({ ...a, open: false })), []);
  const value = useMemo<ShellState>(
    () => ({
      auth,
      openAuth,
      closeAuth,
      technicalError,
      showTechnicalError: setTechnicalError,
      closeTechnicalError: () => setTechnicalError(null),
      registered,
      setRegistered,
      contactOpen,
      setContactOpen,
    }),
    [auth, openAuth, closeAuth, technicalError, registered, contactOpen],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useShellState(): ShellState {
  const value = useContext(Context);
  if (!value) throw new Error('useShellState outside ShellStateProvider');
  return value;
}
