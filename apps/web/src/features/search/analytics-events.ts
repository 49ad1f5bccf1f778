import { track } from '../../lib/analytics.ts';

/** The search feature's analytics events (consent-gated by lib/analytics). */
export function trackSearch(name: string): void {
  track('Search', { name });
}
