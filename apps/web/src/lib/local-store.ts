/**
 * localStorage / sessionStorage access that never throws (private browsing, storage disabled, quota):
 * a failure behaves like an empty store.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null, which: Area = 'local'): void {
  try {
    if (value === null) area(which)?.removeItem(key);
    else area(which)?.setItem(key, value);
  } catch {
    // storage unavailable: the preference lasts for this page only
  }
}

/** Keys of every value the web keeps in the browser (product-spec §9 "Storage"). */
export const STORAGE_KEYS = {
  language: 'openfds.language',
  splashSeen: 'openfds.splash.seen',
  welcomeDoNotShow: 'openfds.welcome.doNotShow',
  welcomeShownThisSession: 'openfds.welcome.shown',
  /** When the welcome notice was last shown (it comes back after WELCOME_REPEAT_DAYS, not in every session). */
  welcomeSeenAt: 'openfds.welcome.seenAt',
  alertClosedMessage: 'openfds.alert.closed',
  consent: 'openfds.consent',
} as const;
