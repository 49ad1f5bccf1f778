import { STORAGE_KEYS, readStored, writeStored } from './local-store.ts';

/** Cookie consent: necessary cookies are always on; statistics only when the visitor says yes. */
export interface Consent {
  necessary: true;
  statistics: boolean;
  /** ISO date of the choice. */
  decidedAt: string;
}

type ConsentListener = (consent: Consent | null) => void;
const listeners = new Set<ConsentListener>();

export function readConsent(): Consent | null {
  const raw = readStored(STORAGE_KEYS.consent);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Consent>;
    return typeof parsed.statistics === 'boolean' ? { necessary: true, statistics: parsed.statistics, decidedAt: String(parsed.decidedAt ?? '') } : null;
  } catch {
    return null;
  }
}

export function saveConsent(statistics: boolean): Consent {
  const consent: Consent = { necessary: true, statistics, decidedAt: new Date().toISOString() };
  writeStored(STORAGE_KEYS.consent, JSON.stringify(consent));
  for (const listener of listeners) listener(consent);
  return consent;
}

export function onConsentChange(listener: ConsentListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
